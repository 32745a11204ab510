import { studentAttendanceTotalsSchema, type StudentAttendanceTotals } from '@sukoyaka/contracts/register-totals';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiDownload, type DownloadedFile } from '../../../lib/api-download.ts';

/**
 * GET /api/teachers/students/{id}/attendance_totals (issue 25 item 7, decision 066): the pupil's
 * register totals of this school year, per month and for the year so far, with the 不登校 threshold.
 * @throws ApiError 404 for a pupil the teacher may not see.
 */
export function fetchStudentAttendanceTotals(studentId: number): Promise<StudentAttendanceTotals> {
  return apiRequest(`/api/teachers/students/${studentId}/attendance_totals`, { schema: studentAttendanceTotalsSchema });
}

/** GET /api/teachers/klasses/{id}/attendance_totals/export: the class's totals as .xlsx. @throws ApiError 404 for a class the teacher may not see. */
export function downloadKlassAttendanceTotals(klassId: number): Promise<DownloadedFile> {
  return apiDownload(`/api/teachers/klasses/${klassId}/attendance_totals/export`, { fallbackName: 'attendance-totals.xlsx' });
}
