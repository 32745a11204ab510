import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TEACHER_DASHBOARD_KEY } from '../../../lib/query-keys.ts';
import { fetchSchoolDashboard, type SchoolDashboardQuery } from '../api/school-dashboard.ts';

/** The query options of useSchoolDashboard (decision 050: one factory per GET operation). */
export const schoolDashboardQuery = (query: SchoolDashboardQuery) =>
  queryOptions({ queryKey: [...TEACHER_DASHBOARD_KEY, 'school', query], queryFn: ({ signal }) => fetchSchoolDashboard(query, signal) });

/**
 * The school day or week view; the previous page stays on screen while the next one loads.
 * `enabled` false while the page shows 未対応をすべて表示 instead.
 */
export function useSchoolDashboard(query: SchoolDashboardQuery, enabled = true) {
  return useQuery({ ...schoolDashboardQuery(query), placeholderData: keepPreviousData, enabled });
}
