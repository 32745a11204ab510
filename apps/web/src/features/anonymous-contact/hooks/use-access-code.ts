import { useQuery } from '@tanstack/react-query';
import { fetchAccessCode } from '../api/access-code.ts';

/** The anonymous contact details of the student's school. */
export function useAccessCode() {
  return useQuery({ queryKey: ['student', 'access-code'], queryFn: ({ signal }) => fetchAccessCode(signal), staleTime: 5 * 60_000 });
}
