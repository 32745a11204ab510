import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchBoardDashboard } from '../api/dashboard.ts';

/** The board's dashboard of a day (default today, Japan time); refreshed every minute while open. */
export function useBoardDashboard(date?: string) {
  return useQuery({
    queryKey: ['organization', 'dashboard', date ?? 'today'],
    queryFn: ({ signal }) => fetchBoardDashboard(date, signal),
    placeholderData: keepPreviousData,
    refetchInterval: 60_000,
  });
}
