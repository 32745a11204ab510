import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchAccessCode } from '../api/access-code.ts';

/** The query options of useAccessCode (decision 050: one factory per GET operation). */
export const accessCodeQuery = () => queryOptions({ queryKey: ['student', 'access-code'], queryFn: ({ signal }) => fetchAccessCode(signal) });

/** The anonymous contact details of the student's school. */
export function useAccessCode() {
  return useQuery({ ...accessCodeQuery(), staleTime: 5 * 60_000 });
}
