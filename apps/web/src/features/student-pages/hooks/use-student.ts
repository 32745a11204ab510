import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConditionAlert } from '@sukoyaka/contracts/condition-alerts';
import { TEACHER_DASHBOARD_KEY } from '../../../lib/query-keys.ts';
import {
  fetchStudent,
  fetchStudentAlerts,
  fetchStudentConditions,
  fetchStudentConditionsByMonth,
  fetchStudentSoss,
  resolveStudentAlert,
} from '../api/students.ts';

/** Cache key of one student; the attention toggle refreshes it after a change. */
export const studentQueryKey = (studentId: number) => ['teacher', 'student', studentId] as const;

/** The student of a student page (title, neighbours, attention). */
export function useStudent(studentId: number) {
  return useQuery({ queryKey: studentQueryKey(studentId), queryFn: ({ signal }) => fetchStudent(studentId, signal) });
}

/** The student's check-ins between two date keys (the student page: the last 30 days). */
export function useStudentConditions(studentId: number, from: string, to: string) {
  return useQuery({
    queryKey: ['teacher', 'student', studentId, 'conditions', from, to],
    queryFn: ({ signal }) => fetchStudentConditions({ studentId, from, to }, signal),
  });
}

/** One month of the student's check-ins (student-past); the last month stays shown while loading. */
export function useStudentMonthConditions(studentId: number, year: number, month: number) {
  return useQuery({
    queryKey: ['teacher', 'student', studentId, 'conditions-by-month', year, month],
    queryFn: ({ signal }) => fetchStudentConditionsByMonth({ studentId, year, month }, signal),
    placeholderData: keepPreviousData,
  });
}

/** The student's condition alerts. */
export function useStudentAlerts(studentId: number) {
  return useQuery({ queryKey: ['teacher', 'student', studentId, 'alerts'], queryFn: ({ signal }) => fetchStudentAlerts(studentId, signal) });
}

/** 対応済みにする: resolves an alert, puts the answer in the student's list and refreshes the dashboards. */
export function useResolveStudentAlert(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveStudentAlert,
    onSuccess: (resolved) => {
      queryClient.setQueryData<ConditionAlert[]>(['teacher', 'student', studentId, 'alerts'], (list) =>
        list?.map((a) => (a.id === resolved.id ? resolved : a)),
      );
      void queryClient.invalidateQueries({ queryKey: TEACHER_DASHBOARD_KEY });
    },
    onError: () => {
      // 409: resolved by a colleague meanwhile; show the current state.
      void queryClient.invalidateQueries({ queryKey: ['teacher', 'student', studentId, 'alerts'] });
    },
  });
}

/** The student's 話したい of this school year, or of earlier years. */
export function useStudentSoss(studentId: number, past: boolean) {
  return useQuery({ queryKey: ['teacher', 'student', studentId, 'soss', past], queryFn: ({ signal }) => fetchStudentSoss(studentId, past, signal) });
}
