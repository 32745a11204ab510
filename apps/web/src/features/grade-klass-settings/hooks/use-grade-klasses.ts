import { useMutation, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { createKlasses, deleteKlasses, fetchGradeCodeMasters, fetchGradeKlassSummary, renameKlasses } from '../api/grade-klasses.ts';

const root = ['teacher', 'settings', 'grade-klasses'] as const;

/** The query options of useGradeKlassSummary (decision 050: one factory per GET operation). */
export const gradeKlassSummaryQuery = () => queryOptions({ queryKey: root, queryFn: ({ signal }) => fetchGradeKlassSummary(signal) });

/** The grade_class page's summary; `enabled` false for class teachers (admin-only API). */
export function useGradeKlassSummary(enabled: boolean) {
  return useQuery({ ...gradeKlassSummaryQuery(), enabled });
}

/** The query options of useGradeCodeMasters (decision 050: one factory per GET operation). */
export const gradeCodeMastersQuery = () =>
  queryOptions({ queryKey: ['teacher', 'grade-code-masters'], queryFn: ({ signal }) => fetchGradeCodeMasters(signal) });

/** The national grade codes (never change while the page is open). */
export function useGradeCodeMasters(enabled: boolean) {
  return useQuery({ ...gradeCodeMastersQuery(), enabled, staleTime: Infinity });
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
