import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchSchoolInfo } from '../api/school-info.ts';

/**
 * The query of the school's public facts. Students' route loaders start it while the page's code
 * downloads, so the page does not wait one more round trip for it (decision 015).
 */
export function schoolInfoQuery(schoolCode: string) {
  return queryOptions({
    queryKey: ['schools', 'info', schoolCode],
    queryFn: ({ signal }) => fetchSchoolInfo(schoolCode, signal),
    staleTime: 5 * 60_000,
  });
}

/** The public facts of the school in the URL (login pages, spec §2). */
export function useSchoolInfo(schoolCode: string) {
  return useQuery(schoolInfoQuery(schoolCode));
}
