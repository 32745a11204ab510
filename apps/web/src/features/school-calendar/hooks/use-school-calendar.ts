import { useMutation, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { createRanges, deleteRanges, fetchSchoolCalendar, importCalendar } from '../api/school-calendar.ts';

const root = ['teacher', 'settings', 'school-calendar'] as const;

/** The query options of useSchoolCalendar (decision 050: one factory per GET operation). */
export const schoolCalendarQuery = (year: number | undefined) =>
  queryOptions({ queryKey: [...root, year ?? 'current'], queryFn: ({ signal }) => fetchSchoolCalendar(year, signal) });

/** The school calendar of school year `year` (undefined: the current one); `enabled` false for class teachers (admin-only API). */
export function useSchoolCalendar(year: number | undefined, enabled: boolean) {
  return useQuery({ ...schoolCalendarQuery(year), enabled });
}

/** Adds ranges; every cached year is refetched. */
export function useCreateRanges() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createRanges, onSuccess: () => queryClient.invalidateQueries({ queryKey: root }) });
}

/** Deletes ranges by id; every cached year is refetched. */
export function useDeleteRanges() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteRanges, onSuccess: () => queryClient.invalidateQueries({ queryKey: root }) });
}

/** Reads (dryRun) or imports the filled-in template; a stored import refetches every cached year. */
export function useImportCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: string; dryRun: boolean }) => importCalendar(file, dryRun),
    onSuccess: (result) => (result.stored ? queryClient.invalidateQueries({ queryKey: root }) : undefined),
  });
}
