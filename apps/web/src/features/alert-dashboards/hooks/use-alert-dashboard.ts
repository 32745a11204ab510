import { keepPreviousData, useMutation, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { TEACHER_DASHBOARD_KEY } from '../../../lib/query-keys.ts';
import { fetchAlertDashboard, resolveAlert, type AlertDashboardFilters } from '../api/alert-dashboards.ts';

/** The query options of useAlertDashboard (decision 050: one factory per GET operation). */
export const alertDashboardQuery = (filters: AlertDashboardFilters) =>
  queryOptions({ queryKey: [...TEACHER_DASHBOARD_KEY, 'alerts', filters], queryFn: ({ signal }) => fetchAlertDashboard(filters, signal) });

/** The alert list for some filters; the previous page stays on screen while the next one loads. */
export function useAlertDashboard(filters: AlertDashboardFilters) {
  return useQuery({ ...alertDashboardQuery(filters), placeholderData: keepPreviousData });
}

/** The query options of useUnprocessedAlertCount (decision 050: one factory per GET operation). */
export const unprocessedAlertCountQuery = (conditionKind: AlertDashboardFilters['conditionKind']) =>
  queryOptions({
    queryKey: [...TEACHER_DASHBOARD_KEY, 'alerts', 'count', conditionKind],
    queryFn: ({ signal }) => fetchAlertDashboard({ conditionKind, status: 'not_supported', limit: 1 }, signal),
  });

/** Unprocessed alerts of one kind this school year (the header menu's count). */
export function useUnprocessedAlertCount(conditionKind: AlertDashboardFilters['conditionKind']) {
  return useQuery({ ...unprocessedAlertCountQuery(conditionKind), select: (data) => data.unprocessed, staleTime: 60_000 });
}

/** 対応済みにする: resolves an alert; every dashboard refreshes (needs-check turns 対応済み). */
export function useResolveAlert() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveAlert,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEACHER_DASHBOARD_KEY }),
  });
}
