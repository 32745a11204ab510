import {
  parentAttendanceSchema,
  type ParentAttendance,
  type ParentAttendanceBody,
  type ParentAttendanceCancelBody,
} from '@sukoyaka/contracts/parent-attendance';
import { apiFetch, apiRequest, arrayOf } from '../../../lib/api-client.ts';

const reportsSchema = arrayOf(parentAttendanceSchema);

/** GET /api/parents/attendances (spec §7 Parent): the family's reports, newest day first. */
export function fetchParentAttendances(signal?: AbortSignal): Promise<ParentAttendance[]> {
  return apiRequest('/api/parents/attendances', { schema: reportsSchema, signal });
}

/**
 * POST /api/parents/attendances (spec §7 Parent): absence (with an optional reason), lateness or
 * leaving early for one child and one of the 8 date options. `created` is false when the server
 * found the identical report already sent (200, a double tap or a resend after a lost answer).
 * @throws ApiError 409 another report is active that day (cancel it first), 422 date outside
 *         today…today+7 in Japan time, 404 not this family's child.
 */
export async function sendParentAttendance(body: ParentAttendanceBody): Promise<{ report: ParentAttendance; created: boolean }> {
  const { data, status } = await apiFetch('/api/parents/attendances', { method: 'POST', body, schema: parentAttendanceSchema });
  return { report: data, created: status === 201 };
}

/**
 * POST /api/parents/attendances/{id}/cancel (spec §7 Parent) with an optional memo.
 * @throws ApiError 409 already cancelled, 404 another family's report.
 */
export function cancelParentAttendance(id: number, body: ParentAttendanceCancelBody): Promise<ParentAttendance> {
  return apiRequest(`/api/parents/attendances/${id}/cancel`, { method: 'POST', body, schema: parentAttendanceSchema });
}
