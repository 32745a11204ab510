import { useQuery } from '@tanstack/react-query';
import { fetchTeacherMe } from '../api/teacher.ts';

/** The signed-in teacher (name, school, admin flag). */
export function useTeacherMe(enabled = true) {
  return useQuery({ queryKey: ['teacher', 'me'], queryFn: ({ signal }) => fetchTeacherMe(signal), enabled, retry: false, staleTime: 5 * 60_000 });
}
