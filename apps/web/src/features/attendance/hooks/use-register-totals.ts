import { useQuery } from '@tanstack/react-query';
import { TEACHER_DASHBOARD_KEY } from '../../../lib/query-keys.ts';
import { fetchStudentAttendanceTotals } from '../api/register-totals.ts';

/**
 * The pupil's register totals of this school year (decision 066). Under the dashboards' key, so a
 * register entry saved anywhere (useSaveAttendanceStatus) refreshes them too.
 */
export function useStudentAttendanceTotals(studentId: number) {
  return useQuery({
    queryKey: [...TEACHER_DASHBOARD_KEY, 'attendance-totals', studentId],
    queryFn: () => fetchStudentAttendanceTotals(studentId),
  });
}
