import { keepPreviousData, useMutation, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConditionAlert } from '@sukoyaka/contracts/condition-alerts';
import { TEACHER_DASHBOARD_KEY } from '../../../lib/query-keys.ts';
import {
  fetchStudent,
  fetchStudentAlerts,
  fetchStudentConditions,
  fetchStudentConditionsByMonth,
  fetchStudentSoss,
  fetchTeacherStudents,
  resolveStudentAlert,
} from '../api/students.ts';

/** Cache key of one student; the attention toggle refreshes it after a change. */
export const studentQueryKey = (studentId: number) => ['teacher', 'student', studentId] as const;

/** The query options of useStudent (decision 050: one factory per GET operation). */
export const studentQuery = (studentId: number) =>
  queryOptions({ queryKey: studentQueryKey(studentId), queryFn: ({ signal }) => fetchStudent(studentId, signal) });

/** The student of a student page (title, neighbours, attention). */
export function useStudent(studentId: number) {
  return useQuery(studentQuery(studentId));
}

/** The query options of useTeacherStudents (decision 050: one factory per GET operation). */
export const teacherStudentsQuery = () => queryOptions({ queryKey: ['teacher', 'students'], queryFn: ({ signal }) => fetchTeacherStudents(signal) });

/** The pupils the teacher may see (admin teachers: the school; class teachers: their classes). */
export function useTeacherStudents() {
  return useQuery(teacherStudentsQuery());
}

/** The query options of useStudentConditions (decision 050: one factory per GET operation). */
export const studentConditionsQuery = (studentId: number, from: string, to: string) =>
  queryOptions({
    queryKey: ['teacher', 'student', studentId, 'conditions', from, to],
    queryFn: ({ signal }) => fetchStudentConditions({ studentId, from, to }, signal),
  });

/** The student's check-ins between two date keys (the student page: the last 30 days). */
export function useStudentConditions(studentId: number, from: string, to: string) {
  return useQuery(studentConditionsQuery(studentId, from, to));
}

/** The query options of useStudentMonthConditions (decision 050: one factory per GET operation). */
export const studentMonthConditionsQuery = (studentId: number, year: number, month: number) =>
  queryOptions({
    queryKey: ['teacher', 'student', studentId, 'conditions-by-month', year, month],
    queryFn: ({ signal }) => fetchStudentConditionsByMonth({ studentId, year, month }, signal),
  });

/** One month of the student's check-ins (student-past); the last month stays shown while loading. */
export function useStudentMonthConditions(studentId: number, year: number, month: number) {
  return useQuery({ ...studentMonthConditionsQuery(studentId, year, month), placeholderData: keepPreviousData });
}

/** The query options of useStudentAlerts (decision 050: one factory per GET operation). */
export const studentAlertsQuery = (studentId: number) =>
  queryOptions({ queryKey: ['teacher', 'student', studentId, 'alerts'], queryFn: ({ signal }) => fetchStudentAlerts(studentId, signal) });

/** The student's condition alerts. */
export function useStudentAlerts(studentId: number) {
  return useQuery(studentAlertsQuery(studentId));
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

/** The query options of useStudentSoss (decision 050: one factory per GET operation). */
export const studentSossQuery = (studentId: number, past: boolean) =>
  queryOptions({ queryKey: ['teacher', 'student', studentId, 'soss', past], queryFn: ({ signal }) => fetchStudentSoss(studentId, past, signal) });

/** The student's 話したい of this school year, or of earlier years. */
export function useStudentSoss(studentId: number, past: boolean) {
  return useQuery(studentSossQuery(studentId, past));
}
