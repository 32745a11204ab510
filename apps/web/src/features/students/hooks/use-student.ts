import { useQuery } from '@tanstack/react-query';
import { fetchStudentMe, fetchStudentSchoolSettings } from '../api/student.ts';

/** Query key root of the signed-in pupil's own data. */
export const studentKeys = {
  me: ['student', 'me'] as const,
  schoolSettings: ['student', 'school-settings'] as const,
};

/** The signed-in pupil (spec §4 state check: fetched when a token is stored). */
export function useStudentMe(enabled = true) {
  return useQuery({ queryKey: studentKeys.me, queryFn: ({ signal }) => fetchStudentMe(signal), enabled, retry: false, staleTime: 5 * 60_000 });
}

/** The school's pupil-facing settings (whether 回答しない may be chosen). */
export function useStudentSchoolSettings() {
  return useQuery({ queryKey: studentKeys.schoolSettings, queryFn: ({ signal }) => fetchStudentSchoolSettings(signal), staleTime: 5 * 60_000 });
}
