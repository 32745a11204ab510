import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { TEACHER_DASHBOARD_KEY } from '../../../lib/query-keys.ts';
import { fetchClassDashboard, fetchClassDashboardWeek, fetchGradeKlasses, type ClassDashboardQuery } from '../api/class-dashboard.ts';

/**
 * Query keys of the class views, under the shared dashboard prefix (lib/query-keys.ts), so a new
 * SOS or a saved register entry refreshes them with the other dashboards.
 */
const classDashboardKeys = {
  day: (query: ClassDashboardQuery) => [...TEACHER_DASHBOARD_KEY, 'class', 'day', query.date, query.gradeId ?? null, query.klassId ?? null] as const,
  week: (query: ClassDashboardQuery) => [...TEACHER_DASHBOARD_KEY, 'class', 'week', query.date, query.gradeId ?? null, query.klassId ?? null] as const,
};

/** The query options of useClassDashboard (decision 050: one factory per GET operation). */
export const classDashboardQuery = (query: ClassDashboardQuery) =>
  queryOptions({ queryKey: classDashboardKeys.day(query), queryFn: ({ signal }) => fetchClassDashboard(query, signal) });

/** The class day view; the previous day's table stays on screen while the next one loads. */
export function useClassDashboard(query: ClassDashboardQuery, enabled = true) {
  return useQuery({ ...classDashboardQuery(query), placeholderData: keepPreviousData, enabled });
}

/** The query options of useClassDashboardWeek (decision 050: one factory per GET operation). */
export const classDashboardWeekQuery = (query: ClassDashboardQuery) =>
  queryOptions({ queryKey: classDashboardKeys.week(query), queryFn: ({ signal }) => fetchClassDashboardWeek(query, signal) });

/** The class week view (Monday to Sunday of `query.date`). */
export function useClassDashboardWeek(query: ClassDashboardQuery, enabled = true) {
  return useQuery({ ...classDashboardWeekQuery(query), placeholderData: keepPreviousData, enabled });
}

/** The query options of useGradeKlasses (decision 050: one factory per GET operation). */
export const gradeKlassesQuery = () => queryOptions({ queryKey: ['teacher', 'grade-klasses'], queryFn: ({ signal }) => fetchGradeKlasses(signal) });

/** The school's grades and classes, for the admin teacher's class selector and the filters. */
export function useGradeKlasses(enabled: boolean) {
  return useQuery({ ...gradeKlassesQuery(), enabled, staleTime: 5 * 60_000 });
}
