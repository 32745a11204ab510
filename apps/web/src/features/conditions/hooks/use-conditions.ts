import { useMutation, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConditionRow, ConditionValue } from '@sukoyaka/contracts/conditions';
import { addDays, japanDateKey, todayKey } from '../../../lib/dates.ts';
import { entriesOfStudent, useOutbox } from '../../../lib/outbox.ts';
import { useSession } from '../../../lib/session.ts';
import { fetchConditions, recordCondition } from '../api/conditions.ts';

/** The query options of GET /api/conditions for the days from–to (decision 050: one factory per GET operation). */
export const conditionsQuery = (from: string, to: string) =>
  queryOptions({ queryKey: ['student', 'conditions', from, to] as const, queryFn: ({ signal }) => fetchConditions({ from, to }, signal) });

/** Today's check-in (Japan-time today), or null when the student has not checked in yet. */
export function useTodaysCondition() {
  const today = todayKey();
  return useQuery({ ...conditionsQuery(today, today), select: (rows) => rows.find((r) => r.date === today) ?? null });
}

/** The days of the last month up to today (spec §2 recent-condition screen): 31 date keys. */
export function lastMonthRange(now: Date = new Date()): { from: string; to: string } {
  const to = todayKey(now);
  return { from: addDays(to, -30), to };
}

/** The student's check-ins of the last month, oldest first. */
export function useRecentConditions() {
  const { from, to } = lastMonthRange();
  return useQuery(conditionsQuery(from, to));
}

/**
 * Records today's check-in through the outbox. When it is sent, the saved row goes straight into
 * the cache of today's view; when it waits, today's view shows it from the outbox.
 */
export function useRecordCondition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recordCondition,
    // The outbox keeps it while offline: never hold the call back (React Query pauses offline).
    networkMode: 'always',
    onSuccess: (result) => {
      if (result.status !== 'sent') return;
      const row = result.data as ConditionRow;
      // The month's chart is out of date now; today's view gets the saved row straight away.
      void queryClient.invalidateQueries({ queryKey: ['student', 'conditions'], refetchType: 'none' });
      queryClient.setQueryData(conditionsQuery(row.date, row.date).queryKey, [row]);
    },
  });
}

/** A check-in of today that is still waiting in the outbox, newest first. */
export interface PendingCheckIn {
  mental: ConditionValue;
  physical: ConditionValue;
  recordedAt: string;
}

/** Today's check-in of the signed-in student that has not been sent yet, or null. */
export function usePendingCheckIn(): PendingCheckIn | null {
  const { entries } = useOutbox();
  const session = useSession();
  const today = todayKey();
  const mine = entriesOfStudent(entries, session?.uid, session?.schoolCode).filter((e) => e.kind === 'condition' && japanDateKey(e.recordedAt) === today);
  const last = mine.at(-1);
  if (!last) return null;
  const body = last.body as { mental: ConditionValue; physical: ConditionValue };
  return { mental: body.mental, physical: body.physical, recordedAt: last.recordedAt };
}
