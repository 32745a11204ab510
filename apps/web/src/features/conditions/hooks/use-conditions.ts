import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { todayKey } from '../../../lib/dates.ts';
import { fetchConditions, recordCondition } from '../api/conditions.ts';

export const conditionKeys = {
  range: (from: string, to: string) => ['conditions', from, to] as const,
};

/** Today's check-in (Japan-time today), or null when the pupil has not checked in yet. */
export function useTodaysCondition() {
  const today = todayKey();
  return useQuery({
    queryKey: conditionKeys.range(today, today),
    queryFn: ({ signal }) => fetchConditions({ from: today, to: today }, signal),
    select: (rows) => rows.find((r) => r.date === today) ?? null,
  });
}

/** Records today's check-in and puts the saved row straight into the cache of today's view. */
export function useRecordCondition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordCondition,
    onSuccess: (row) => {
      queryClient.setQueryData(conditionKeys.range(row.date, row.date), [row]);
    },
  });
}
