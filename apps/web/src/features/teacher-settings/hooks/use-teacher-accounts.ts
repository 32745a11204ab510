import { useMutation, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { createTeacher, fetchTeacherAccounts, resendConfirm, setTeacherStopped, updateTeacher, updateTeacherKlasses } from '../api/teacher-accounts.ts';

const root = ['teacher', 'settings', 'teacher-accounts'] as const;

/** The query options of useTeacherAccounts (decision 050: one factory per GET operation). */
export const teacherAccountsQuery = () => queryOptions({ queryKey: root, queryFn: ({ signal }) => fetchTeacherAccounts(signal) });

/** The teacher list; `enabled` false for class teachers (admin-only API). */
export function useTeacherAccounts(enabled: boolean) {
  return useQuery({ ...teacherAccountsQuery(), enabled });
}

function useAccountMutation<V, R>(fn: (v: V) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: fn, onSuccess: () => queryClient.invalidateQueries({ queryKey: ['teacher'] }) });
}

export const useCreateTeacher = () => useAccountMutation(createTeacher);
/** Saves the edit modal: the account, then the classes in charge. */
export const useSaveTeacher = () =>
  useAccountMutation(async (v: { id: number; body: { name: string; email: string; admin: boolean }; klassIds: number[] }) => {
    await updateTeacher(v.id, v.body);
    return updateTeacherKlasses(v.id, v.klassIds);
  });
export const useSetTeacherStopped = () => useAccountMutation((v: { id: number; stopped: boolean }) => setTeacherStopped(v.id, v.stopped));
export const useResendConfirm = () => useMutation({ mutationFn: resendConfirm });
