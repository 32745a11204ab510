import { keepPreviousData, useMutation, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDownload } from '../../../lib/use-download.ts';
import {
  deleteStudentHealthData,
  fetchStudentAccounts,
  issueSignInCards,
  moveStudent,
  resetStudentPassword,
  revokeSignInCard,
  setStudentStopped,
  updateStudent,
} from '../api/student-accounts.ts';

const root = ['teacher', 'settings', 'student-accounts'] as const;

/** The query options of useStudentAccounts (decision 050: one factory per GET operation). */
export const studentAccountsQuery = (query: { keyword?: string; klassId?: number; page: number; limit: number }) =>
  queryOptions({ queryKey: [...root, query], queryFn: ({ signal }) => fetchStudentAccounts(query, signal) });

/** One page of the roster for the search; the previous page stays shown while the next loads. */
export function useStudentAccounts(query: { keyword?: string; klassId?: number; page: number; limit: number }, enabled: boolean) {
  return useQuery({ ...studentAccountsQuery(query), enabled, placeholderData: keepPreviousData });
}

function useRosterMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['teacher'] }) });
}

export const useUpdateStudent = () => useRosterMutation((v: { id: number; body: Parameters<typeof updateStudent>[1] }) => updateStudent(v.id, v.body));
export const useSetStudentStopped = () => useRosterMutation((v: { id: number; stopped: boolean }) => setStudentStopped(v.id, v.stopped));
export const useMoveStudent = () =>
  useRosterMutation((v: { enrollmentId: number; klassId: number; studentNumber: number }) =>
    moveStudent(v.enrollmentId, { klassId: v.klassId, studentNumber: v.studentNumber }),
  );
export const useResetStudentPassword = () => useMutation({ mutationFn: resetStudentPassword });
/** Revokes a student's QR sign-in card (decision 062). */
export const useRevokeSignInCard = () => useMutation({ mutationFn: revokeSignInCard });
export const useIssueSignInCards = () => useDownload(issueSignInCards);
/** Deletes one student's health data on request (decision 032); every teacher query refetches (dashboards lose the rows). */
export const useDeleteStudentHealthData = () => useRosterMutation((id: number) => deleteStudentHealthData(id));
