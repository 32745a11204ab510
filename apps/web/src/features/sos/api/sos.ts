import type { SosSetting, StudentTalkRequest, TalkHours } from '@sukoyaka/contracts/sos';
import { apiRequest } from '../../../lib/api-client.ts';
import { deliver, type DeliveryResult } from '../../../lib/outbox.ts';

// Typed by the contract, not re-parsed with zod: see features/conditions/api (issue 3 budget).

/** GET /api/sos_settings (spec §7 Conditions and SOS): the school's talk-to buttons, in order. */
export function fetchSosSettings(signal?: AbortSignal): Promise<SosSetting[]> {
  return apiRequest<SosSetting[]>('/api/sos_settings', { signal, offlineCopy: true });
}

/**
 * POST /api/soss {sosSettingId, recordedAt} with an Idempotency-Key (spec §7; issue 3): the student
 * pressed a talk-to button. Goes through the device's outbox, so a press made offline is sent when
 * the connection returns, and a resend whose first answer was lost is stored once by the server.
 * @throws ApiError 404 when the button was removed meanwhile.
 */
export function sendSos(setting: SosSetting): Promise<DeliveryResult> {
  return deliver({ kind: 'sos', path: '/api/soss', body: { sosSettingId: setting.id }, idempotent: true, label: setting.label });
}

/**
 * GET /api/students/soss (issue 25 item 2, decision 053): the signed-in pupil's own talk requests of
 * the last 14 days, newest first, each sent / seen / handled (with the school's status name, if any).
 */
export function fetchOwnTalkRequests(signal?: AbortSignal): Promise<StudentTalkRequest[]> {
  return apiRequest<StudentTalkRequest[]>('/api/students/soss', { signal });
}

/** GET /api/students/talk_hours (issue 25 item 1): is it outside school hours now, and when will a teacher see a request. */
export function fetchTalkHours(signal?: AbortSignal): Promise<TalkHours> {
  return apiRequest<TalkHours>('/api/students/talk_hours', { signal });
}

/**
 * POST /api/students/soss/urgent (issue 25 item 2): one line saying the request is urgent; in school
 * hours the admin teachers are mailed at once. @throws ApiError 400 (empty, too long, two lines),
 * 404 not the pupil's request, 409 already handled or a line already added.
 */
export function sendUrgentNote(id: number, note: string): Promise<{ id: number; mailed: boolean }> {
  return apiRequest<{ id: number; mailed: boolean }>('/api/students/soss/urgent', { method: 'POST', body: { id, note } });
}
