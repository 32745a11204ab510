import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchClassDashboard, fetchGradeKlasses, type ClassDashboardQuery } from '../api/class-dashboard.ts';

/** The class day view; the previous day's table stays on screen while the next one loads. */
export function useClassDashboard(query: ClassDashboardQuery) {
  return useQuery({
    queryKey: ['teacher', 'class-dashboard', query.date, query.gradeId ?? null, query.klassId ?? null],
    queryFn: ({ signal }) => fetchClassDashboard(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The school's grades and classes, for the admin teacher's class selector. */
export function useGradeKlasses(enabled: boolean) {
  return useQuery({ queryKey: ['teacher', 'grade-klasses'], queryFn: ({ signal }) => fetchGradeKlasses(signal), enabled, staleTime: 5 * 60_000 });
}
