import type { AttendanceStatusBody, AttendanceUpdateBody, DailyMemoBody } from '@sukoyaka/contracts/attendance';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/teachers/attendances (spec §4, §7 attendance status change: targetDate, status,
 * studentId): sets a student's register status for a day; a reason is kept only for absent.
 * Returns the register entry id. @throws ApiError 404 for a student the teacher may not see.
 */
export function saveAttendanceStatus(body: AttendanceStatusBody): Promise<{ id: number }> {
  return apiRequest<{ id: number }>('/api/teachers/attendances', { method: 'POST', body });
}

/**
 * PUT /api/teachers/attendances/{id} (spec §7 memo change: reason, date): the absence reason of
 * a register entry (null clears it). @throws ApiError 404 unknown entry; 422 a reason when the
 * status is not absent.
 */
export function saveAttendanceReason(id: number, body: AttendanceUpdateBody): Promise<{ id: number }> {
  return apiRequest<{ id: number }>(`/api/teachers/attendances/${id}`, { method: 'PUT', body });
}

/**
 * POST /api/teachers/student_daily_memos (spec §3 student daily memo: studentId, memo, date):
 * the teacher's memo of a student's day, replaced on save; an empty memo removes it.
 */
export function saveDailyMemo(body: DailyMemoBody): Promise<unknown> {
  return apiRequest('/api/teachers/student_daily_memos', { method: 'POST', body });
}
