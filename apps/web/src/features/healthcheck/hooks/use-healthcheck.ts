import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { HealthcheckAnswerBody } from '@sukoyaka/contracts/healthcheck';
import { japanDateKey, todayKey } from '../../../lib/dates.ts';
import { entriesOfStudent, useOutbox } from '../../../lib/outbox.ts';
import { useSession } from '../../../lib/session.ts';
import { answerHealthcheck, fetchStudentHealthcheck, type StudentHealthcheck } from '../api/healthcheck.ts';

export const healthcheckKeys = {
  today: (date: string) => ['healthcheck', date] as const,
};

const queryOptions = (date: string) => ({
  queryKey: healthcheckKeys.today(date),
  queryFn: ({ signal }: { signal?: AbortSignal }) => fetchStudentHealthcheck(signal),
  staleTime: 60_000,
});

/** Today's health observation form and answer. */
export function useStudentHealthcheck() {
  return useQuery(queryOptions(todayKey()));
}

/**
 * Loads today's health observation into the cache (the check-in page asks while the student picks
 * faces) and resolves it, or rejects when it cannot be had (offline).
 */
export function fetchTodaysHealthcheck(queryClient: QueryClient): Promise<StudentHealthcheck> {
  return queryClient.fetchQuery(queryOptions(todayKey()));
}

/** Registers, redoes or skips today's health observation through the outbox. */
export function useAnswerHealthcheck() {
  const queryClient = useQueryClient();
  return useMutation({
    // The outbox keeps it while offline: never hold the call back (React Query pauses offline).
    networkMode: 'always',
    mutationFn: ({ body, date }: { body: Omit<HealthcheckAnswerBody, 'recordedAt'>; date: string }) => answerHealthcheck(body, date),
    onSuccess: (result) => {
      if (result.status !== 'sent') return;
      const saved = result.data as StudentHealthcheck;
      queryClient.setQueryData(healthcheckKeys.today(saved.date), saved);
    },
  });
}

/** Today's health answer of the signed-in student that has not been sent yet, or null. */
export function usePendingHealthcheck(): Omit<HealthcheckAnswerBody, 'recordedAt'> | null {
  const { entries } = useOutbox();
  const session = useSession();
  const today = todayKey();
  const last = entriesOfStudent(entries, session?.uid, session?.schoolCode)
    .filter((e) => e.kind === 'healthcheck' && japanDateKey(e.recordedAt) === today)
    .at(-1);
  return last ? (last.body as Omit<HealthcheckAnswerBody, 'recordedAt'>) : null;
}
