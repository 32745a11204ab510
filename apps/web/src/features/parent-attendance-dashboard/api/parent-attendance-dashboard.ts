import { parentAttendancesDashboardSchema, type ParentAttendancesDashboardQuery } from '@sukoyaka/contracts/parent-attendance';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type ParentAttendancesDashboard = z.infer<typeof parentAttendancesDashboardSchema>;
/** The filters of the 出欠連絡 dashboard (spec §3 dashboard filter parameters); all optional. */
export type ParentAttendancesFilters = Partial<ParentAttendancesDashboardQuery>;

/**
 * GET /api/teachers/dashboards/parent_attendances_dashboard (出欠連絡, spec §2, §7): the parents'
 * reports for the classes the teacher may see, newest day first, optionally one day, grade,
 * class and confirm state (all / resolved 確認済み / not_supported 未確認 / cancel 取り消し).
 */
export function fetchParentAttendances(query: ParentAttendancesFilters, signal?: AbortSignal): Promise<ParentAttendancesDashboard> {
  return apiRequest('/api/teachers/dashboards/parent_attendances_dashboard', { query: { ...query }, schema: parentAttendancesDashboardSchema, signal });
}

/**
 * POST /api/teachers/students/confirm_parent_attendance {id} (spec §6 "confirm parent
 * attendance"): marks the report confirmed and writes it into the register for that day.
 * @throws ApiError 404 out of scope; 409 already confirmed; 422 the parent withdrew it.
 */
export function confirmParentAttendance(id: number): Promise<{ id: number; attendanceId: number }> {
  return apiRequest<{ id: number; attendanceId: number }>('/api/teachers/students/confirm_parent_attendance', { method: 'POST', body: { id } });
}
