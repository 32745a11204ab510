import { queryOptions, useQuery } from '@tanstack/react-query';
import { fetchStudentMe, fetchStudentSchoolSettings } from '../api/student.ts';

/** Query key root of the signed-in student's own data. */
export const studentKeys = {
  me: ['student', 'me'] as const,
  schoolSettings: ['student', 'school-settings'] as const,
};

/** The query of the signed-in student; the students' area loader starts it early (decision 015). */
export function studentMeQuery() {
  return queryOptions({ queryKey: studentKeys.me, queryFn: ({ signal }) => fetchStudentMe(signal), retry: false, staleTime: 5 * 60_000 });
}

/** The query of the school's student-facing settings; the students' area loader starts it early. */
export function studentSchoolSettingsQuery() {
  return queryOptions({ queryKey: studentKeys.schoolSettings, queryFn: ({ signal }) => fetchStudentSchoolSettings(signal), staleTime: 5 * 60_000 });
}

/** The signed-in student (spec §4 state check: fetched when a token is stored). */
export function useStudentMe(enabled = true) {
  return useQuery({ ...studentMeQuery(), enabled });
}

/** The school's student-facing settings (whether 回答しない may be chosen). */
export function useStudentSchoolSettings() {
  return useQuery(studentSchoolSettingsQuery());
}
