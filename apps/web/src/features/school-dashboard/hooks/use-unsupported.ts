import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { UnsupportedQuery } from '@sukoyaka/contracts/unsupported';
import { TEACHER_DASHBOARD_KEY } from '../../../lib/query-keys.ts';
import { fetchUnsupported } from '../api/unsupported.ts';

/** The query options of useUnsupported (decision 050: one factory per GET operation). */
export const unsupportedQuery = (query: Partial<UnsupportedQuery>) =>
  queryOptions({ queryKey: [...TEACHER_DASHBOARD_KEY, 'unsupported', query], queryFn: ({ signal }) => fetchUnsupported(query, signal) });

/**
 * The 未対応をすべて表示 list; under the dashboards' key, so resolving an alert or processing a
 * 話したい anywhere refreshes it. `enabled` false while the view is not shown.
 */
export function useUnsupported(query: Partial<UnsupportedQuery>, enabled: boolean) {
  return useQuery({ ...unsupportedQuery(query), placeholderData: keepPreviousData, enabled });
}
