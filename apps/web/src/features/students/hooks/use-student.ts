import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Student } from '@sukoyaka/contracts/students';
import { fetchStudentMe, fetchStudentSchoolSettings, saveStudentFurigana } from '../api/student.ts';

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

/**
 * The signed-in pupil's furigana switch (issue 24 item 4): their own stored choice, else
 * `byDefault` (their grade's default, decision 046). Switching shows at once and is saved with the
 * pupil (POST /api/students/furigana), so on a shared tablet the next pupil gets their own choice.
 */
export function useStudentFurigana(byDefault: boolean): [boolean, (on: boolean) => void] {
  const queryClient = useQueryClient();
  const me = useQuery({ ...studentMeQuery(), enabled: false });
  const save = useMutation({
    mutationFn: saveStudentFurigana,
    onMutate: (furigana) => queryClient.setQueryData<Student>(studentKeys.me, (old) => (old ? { ...old, furigana } : old)),
  });
  return [me.data?.furigana ?? byDefault, (on: boolean) => save.mutate(on)];
}
