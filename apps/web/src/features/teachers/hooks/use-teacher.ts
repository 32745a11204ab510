import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchTeacherMe } from '../api/teacher.ts';

/** The query options of useTeacherMe (decision 050: one factory per GET operation). */
export const teacherMeQuery = () => queryOptions({ queryKey: ['teacher', 'me'], queryFn: ({ signal }) => fetchTeacherMe(signal) });

/** The signed-in teacher (name, school, admin flag). */
export function useTeacherMe(enabled = true) {
  return useQuery({ ...teacherMeQuery(), enabled, retry: false, staleTime: 5 * 60_000 });
}
