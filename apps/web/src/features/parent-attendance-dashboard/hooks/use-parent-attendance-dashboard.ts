import { keepPreviousData, useMutation, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { TEACHER_DASHBOARD_KEY } from '../../../lib/query-keys.ts';
import { confirmParentAttendance, fetchParentAttendances, type ParentAttendancesFilters } from '../api/parent-attendance-dashboard.ts';

/** The query options of useParentAttendanceDashboard (decision 050: one factory per GET operation). */
export const parentAttendanceDashboardQuery = (filters: ParentAttendancesFilters) =>
  queryOptions({ queryKey: [...TEACHER_DASHBOARD_KEY, 'parent-attendances', filters], queryFn: ({ signal }) => fetchParentAttendances(filters, signal) });

/** The 出欠連絡 list for some filters; the previous page stays on screen while the next one loads. */
export function useParentAttendanceDashboard(filters: ParentAttendancesFilters) {
  return useQuery({ ...parentAttendanceDashboardQuery(filters), placeholderData: keepPreviousData });
}

/** The query options of useUnconfirmedParentAttendanceCount (decision 050: one factory per GET operation). */
export const unconfirmedParentAttendanceCountQuery = () =>
  queryOptions({
    queryKey: [...TEACHER_DASHBOARD_KEY, 'parent-attendances', 'count'],
    queryFn: ({ signal }) => fetchParentAttendances({ status: 'not_supported', limit: 1 }, signal),
  });

/** Reports not yet confirmed (the header menu's count). */
export function useUnconfirmedParentAttendanceCount() {
  return useQuery({ ...unconfirmedParentAttendanceCountQuery(), select: (data) => data.total, staleTime: 60_000 });
}

/** 確認する: confirms a report; the class register and every dashboard refresh. */
export function useConfirmParentAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmParentAttendance,
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEACHER_DASHBOARD_KEY }),
  });
}
