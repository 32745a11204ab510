import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { fetchBoardDashboard } from '../api/dashboard.ts';

/** The query options of useBoardDashboard (decision 050: one factory per GET operation). */
export const boardDashboardQuery = (date?: string) =>
  queryOptions({ queryKey: ['organization', 'dashboard', date ?? 'today'], queryFn: ({ signal }) => fetchBoardDashboard(date, signal) });

/** The board's dashboard of a day (default today, Japan time); refreshed every minute while open. */
export function useBoardDashboard(date?: string) {
  return useQuery({ ...boardDashboardQuery(date), placeholderData: keepPreviousData, refetchInterval: 60_000 });
}
