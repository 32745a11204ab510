import { useMutation, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ParentAttendance, ParentAttendanceCancelBody } from '@sukoyaka/contracts/parent-attendance';
import { cancelParentAttendance, fetchParentAttendances, sendParentAttendance } from '../api/parent-attendances.ts';

export const parentAttendanceKeys = {
  all: ['parent', 'attendances'] as const,
};

/** The query options of useParentAttendances (decision 050: one factory per GET operation). */
export const parentAttendancesQuery = () => queryOptions({ queryKey: parentAttendanceKeys.all, queryFn: ({ signal }) => fetchParentAttendances(signal) });

/** The family's reports for the history page (spec §2 Parent history). */
export function useParentAttendances() {
  return useQuery(parentAttendancesQuery());
}

/** Sends a report; the history is refetched next time it is shown. */
export function useSendParentAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendParentAttendance,
    onSettled: () => queryClient.invalidateQueries({ queryKey: parentAttendanceKeys.all }),
  });
}

/** Cancels a report and puts the server's cancelled row straight into the history. */
export function useCancelParentAttendance() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: ParentAttendanceCancelBody }) => cancelParentAttendance(id, body),
    onSuccess: (row) => {
      queryClient.setQueryData<ParentAttendance[]>(parentAttendanceKeys.all, (rows) => rows?.map((r) => (r.id === row.id ? row : r)));
    },
    // A 409 (cancelled meanwhile, e.g. on another phone) also means the list is stale.
    onSettled: () => queryClient.invalidateQueries({ queryKey: parentAttendanceKeys.all }),
  });
}
