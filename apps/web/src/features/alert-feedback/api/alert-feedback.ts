import {
  alertFeedbackSchema,
  alertFeedbackSummarySchema,
  sosEscalationSchema,
  type AlertFeedback,
  type AlertFeedbackBody,
  type AlertFeedbackSummary,
  type FeedbackSubject,
  type SosEscalation,
} from '@sukoyaka/contracts/alert-feedback';
import { apiRequest, arrayOf } from '../../../lib/api-client.ts';

/** GET /api/teachers/alert_feedbacks: the marks of up to 200 alerts or talk requests (decision 033). */
export function fetchAlertFeedbacks(subject: FeedbackSubject, ids: number[], signal?: AbortSignal): Promise<AlertFeedback[]> {
  const query = new URLSearchParams({ subject, ids: ids.slice(0, 200).join(',') });
  return apiRequest(`/api/teachers/alert_feedbacks?${query.toString()}`, { schema: arrayOf(alertFeedbackSchema), signal });
}

/** POST /api/teachers/alert_feedbacks: one tap 役に立った / 誤報 / 押し間違い. @throws ApiError 404 / 422 (not resolved yet). */
export function markAlertFeedback(body: AlertFeedbackBody): Promise<AlertFeedback> {
  return apiRequest('/api/teachers/alert_feedbacks', { method: 'POST', body, schema: alertFeedbackSchema });
}

/** GET /api/teachers/alert_feedbacks/summary: per rule, the last 90 days by mark. */
export function fetchAlertFeedbackSummary(signal?: AbortSignal): Promise<AlertFeedbackSummary> {
  return apiRequest('/api/teachers/alert_feedbacks/summary', { schema: alertFeedbackSummarySchema, signal });
}

/** GET /api/teachers/schools/sos_escalation: the school's escalation hours. */
export function fetchSosEscalation(signal?: AbortSignal): Promise<SosEscalation> {
  return apiRequest('/api/teachers/schools/sos_escalation', { schema: sosEscalationSchema, signal });
}

/** POST /api/teachers/schools/update_sos_escalation (admin teachers). @throws ApiError 400 / 403. */
export function updateSosEscalation(body: SosEscalation): Promise<SosEscalation> {
  return apiRequest('/api/teachers/schools/update_sos_escalation', { method: 'POST', body, schema: sosEscalationSchema });
}
