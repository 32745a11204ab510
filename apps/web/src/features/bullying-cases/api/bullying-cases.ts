import {
  caseDetailSchema,
  caseSummarySchema,
  type AddActionBody,
  type CaseDetail,
  type CaseSummary,
  type ChangeStateBody,
  type CreateCaseBody,
  type SeriousClaimBody,
} from '@sukoyaka/contracts/bullying-cases';
import { apiRequest, arrayOf } from '../../../lib/api-client.ts';
import { confirmHeaders } from '../../../lib/confirm-token.ts';

/**
 * Calls of the bullying-case pages (issue 26 item 1, decision 060). Every call sends the stored
 * confirm token (decision 022), as the bullying-alert pages do.
 */

/** GET /api/teachers/bullying_cases: open cases (or all), optionally of one pupil. */
export function fetchCases(query: { filter: 'open' | 'all'; studentId?: number }, signal?: AbortSignal): Promise<CaseSummary[]> {
  return apiRequest('/api/teachers/bullying_cases', { query: { ...query }, schema: arrayOf(caseSummarySchema), headers: confirmHeaders(), signal });
}

/** GET /api/teachers/bullying_cases/{id}. @throws ApiError 404 out of reach. */
export function fetchCase(id: number, signal?: AbortSignal): Promise<CaseDetail> {
  return apiRequest(`/api/teachers/bullying_cases/${id}`, { schema: caseDetailSchema, headers: confirmHeaders(), signal });
}

/** POST /api/teachers/bullying_cases: opens a case (認知); the new case. */
export function createCase(body: CreateCaseBody): Promise<CaseDetail> {
  return apiRequest('/api/teachers/bullying_cases', { method: 'POST', body, schema: caseDetailSchema, headers: confirmHeaders() });
}

/** POST /api/teachers/bullying_cases/{id}/actions: the case with the new action. */
export function addCaseAction(id: number, body: AddActionBody): Promise<CaseDetail> {
  return apiRequest(`/api/teachers/bullying_cases/${id}/actions`, { method: 'POST', body, schema: caseDetailSchema, headers: confirmHeaders() });
}

/** POST /api/teachers/bullying_cases/{id}/state: the changed case; 422 with the Japanese reason (解消 too early…). */
export function changeCaseState(id: number, body: ChangeStateBody): Promise<CaseDetail> {
  return apiRequest(`/api/teachers/bullying_cases/${id}/state`, { method: 'POST', body, schema: caseDetailSchema, headers: confirmHeaders() });
}

/** POST /api/teachers/bullying_cases/{id}/serious_claim: the case, now a 重大事態 candidate. */
export function recordSeriousClaim(id: number, body: SeriousClaimBody): Promise<CaseDetail> {
  return apiRequest(`/api/teachers/bullying_cases/${id}/serious_claim`, { method: 'POST', body, schema: caseDetailSchema, headers: confirmHeaders() });
}
