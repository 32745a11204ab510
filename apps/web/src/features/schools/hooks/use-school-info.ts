import { useQuery } from '@tanstack/react-query';
import { fetchSchoolInfo } from '../api/school-info.ts';

/** The public facts of the school in the URL (login pages, spec §2). */
export function useSchoolInfo(schoolCode: string) {
  return useQuery({
    queryKey: ['schools', 'info', schoolCode],
    queryFn: ({ signal }) => fetchSchoolInfo(schoolCode, signal),
    staleTime: 5 * 60_000,
  });
}
