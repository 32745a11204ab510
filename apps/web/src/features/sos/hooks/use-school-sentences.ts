import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchFullSchoolInfo } from '../api/school-sentences.ts';

/** The query options of useSchoolSentences (decision 050: one factory per GET operation). */
export const schoolSentencesQuery = () => queryOptions({ queryKey: ['student', 'full-school-info'], queryFn: ({ signal }) => fetchFullSchoolInfo(signal) });

/**
 * The school's own SOS and standby sentences for the talk-to-teacher section (issue 13 item 6;
 * null: the built-in wording). Kept five minutes; offline, the last copy still shows.
 */
export function useSchoolSentences() {
  return useQuery({ ...schoolSentencesQuery(), staleTime: 5 * 60_000 });
}
