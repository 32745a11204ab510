import { useMutation, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { createStudentMemo, fetchStudentMemos, type StudentMemo } from '../api/memos.ts';

const memosKey = (studentId: number, past: boolean) => ['teacher', 'student', studentId, 'memos', past] as const;

/** The query options of useStudentMemos (decision 050: one factory per GET operation). */
export const studentMemosQuery = (studentId: number, past: boolean) =>
  queryOptions({ queryKey: memosKey(studentId, past), queryFn: ({ signal }) => fetchStudentMemos(studentId, past, signal) });

/** The memos on a student: this school year's, or earlier years' (student-past/{id}/memo). */
export function useStudentMemos(studentId: number, past: boolean) {
  return useQuery(studentMemosQuery(studentId, past));
}

/** Saves a memo; on 200 the list is replaced by the answer's list (spec §7), else left as it was. */
export function useCreateStudentMemo(studentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (content: string) => createStudentMemo({ studentId, content }),
    onSuccess: (list) => queryClient.setQueryData<StudentMemo[]>(memosKey(studentId, false), list),
  });
}
