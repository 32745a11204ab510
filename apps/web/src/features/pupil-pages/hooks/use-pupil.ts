import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConditionAlert } from '@sukoyaka/contracts/condition-alerts';
import { TEACHER_DASHBOARD_KEY } from '../../../lib/query-keys.ts';
import { fetchPupil, fetchPupilAlerts, fetchPupilConditions, fetchPupilConditionsByMonth, fetchPupilSoss, resolvePupilAlert } from '../api/pupils.ts';

/** Cache key of one pupil; the attention toggle refreshes it after a change. */
export const pupilQueryKey = (studentId: number) => ['teacher', 'pupil', studentId] as const;

/** The pupil of a pupil page (title, neighbours, attention). */
export function usePupil(studentId: number) {
  return useQuery({ queryKey: pupilQueryKey(studentId), queryFn: ({ signal }) => fetchPupil(studentId, signal) });
}

/** The pupil's check-ins between two date keys (the student page: the last 30 days). */
export function usePupilConditions(studentId: number, from: string, to: string) {
  return useQuery({
    queryKey: ['teacher', 'pupil', studentId, 'conditions', from, to],
    queryFn: ({ signal }) => fetchPupilConditions({ studentId, from, to }, signal),
  });
}

/** One month of the pupil's check-ins (student-past); the last month stays shown while loading. */
export function usePupilMonthConditions(studentId: number, year: number, month: number) {
  return useQuery({
    queryKey: ['teacher', 'pupil', studentId, 'conditions-by-month', year, month],
    queryFn: ({ signal }) => fetchPupilConditionsByMonth({ studentId, year, month }, signal),
    placeholderData: keepPreviousData,
  });
}

/** The pupil's condition alerts. */
export function usePupilAlerts(studentId: number) {
  return useQuery({ queryKey: ['teacher', 'pupil', studentId, 'alerts'], queryFn: ({ signal }) => fetchPupilAlerts(studentId, signal) });
}

/** 対応済みにする: resolves an alert, puts the answer in the pupil's list and refreshes the dashboards. */
export function useResolvePupilAlert(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolvePupilAlert,
    onSuccess: (resolved) => {
      queryClient.setQueryData<ConditionAlert[]>(['teacher', 'pupil', studentId, 'alerts'], (list) => list?.map((a) => (a.id === resolved.id ? resolved : a)));
      void queryClient.invalidateQueries({ queryKey: TEACHER_DASHBOARD_KEY });
    },
    onError: () => {
      // 409: resolved by a colleague meanwhile; show the current state.
      void queryClient.invalidateQueries({ queryKey: ['teacher', 'pupil', studentId, 'alerts'] });
    },
  });
}

/** The pupil's 話したい of this school year, or of earlier years. */
export function usePupilSoss(studentId: number, past: boolean) {
  return useQuery({ queryKey: ['teacher', 'pupil', studentId, 'soss', past], queryFn: ({ signal }) => fetchPupilSoss(studentId, past, signal) });
}
