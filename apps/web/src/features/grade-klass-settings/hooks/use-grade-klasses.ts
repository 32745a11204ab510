import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { createKlasses, deleteKlasses, fetchGradeCodeMasters, fetchGradeKlassSummary, renameKlasses } from '../api/grade-klasses.ts';

const root = ['teacher', 'settings', 'grade-klasses'] as const;

/** The grade_class page's summary; `enabled` false for class teachers (admin-only API). */
export function useGradeKlassSummary(enabled: boolean) {
  return useQuery({ queryKey: root, queryFn: ({ signal }) => fetchGradeKlassSummary(signal), enabled });
}

/** The national grade codes (never change while the page is open). */
export function useGradeCodeMasters(enabled: boolean) {
  return useQuery({ queryKey: ['teacher', 'grade-code-masters'], queryFn: ({ signal }) => fetchGradeCodeMasters(signal), enabled, staleTime: Infinity });
}

/** Add, rename or delete classes: the summary and every class list (dashboards, selects) refetch. */
function useKlassMutation<V>(fn: (v: V) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['teacher'] }),
  });
}

export const useCreateKlasses = () => useKlassMutation(createKlasses);
export const useRenameKlasses = () => useKlassMutation(renameKlasses);
export const useDeleteKlasses = () => useKlassMutation(deleteKlasses);
