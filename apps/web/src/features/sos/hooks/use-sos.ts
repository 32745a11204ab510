import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { SosSetting } from '@sukoyaka/contracts/sos';
import { entriesOfStudent, isWaiting, useOutbox } from '../../../lib/outbox.ts';
import { useSession } from '../../../lib/session.ts';
import { fetchOwnTalkRequests, fetchSosSettings, fetchTalkHours, sendSos, sendUrgentNote } from '../api/sos.ts';

const CACHE_KEY = 'sosSettings';

/** The last list of buttons seen for a school: a child must find them even when offline. */
function cachedSettings(schoolCode: string | undefined): SosSetting[] | undefined {
  if (!schoolCode) return undefined;
  try {
    const stored = JSON.parse(window.localStorage.getItem(CACHE_KEY) ?? 'null') as { schoolCode: string; settings: SosSetting[] } | null;
    return stored?.schoolCode === schoolCode && Array.isArray(stored.settings) ? stored.settings : undefined;
  } catch {
    return undefined;
  }
}

function cacheSettings(schoolCode: string, settings: SosSetting[]): void {
  try {
    window.localStorage.setItem(CACHE_KEY, JSON.stringify({ schoolCode, settings }));
  } catch {
    // Storage unavailable: the buttons still work online.
  }
}

/** Loads the school's buttons into the cache and this device's copy (the layout does it early). */
export function prefetchSosSettings(queryClient: QueryClient, schoolCode: string): Promise<void> {
  return queryClient.prefetchQuery(sosSettingsQuery(schoolCode));
}

/**
 * The query options of GET /api/sos_settings (decision 050: one factory per GET operation): the
 * answer is also kept on this device for the next time (and offline).
 */
export const sosSettingsQuery = (schoolCode: string | undefined) =>
  queryOptions({
    queryKey: ['student', 'sos-settings', schoolCode],
    queryFn: async ({ signal }) => {
      const settings = await fetchSosSettings(signal);
      if (schoolCode) cacheSettings(schoolCode, settings);
      return settings;
    },
  });

/**
 * The school's talk-to buttons. The last list seen on this device is shown at once (and offline);
 * the server's list replaces it as soon as it arrives.
 */
export function useSosSettings() {
  const schoolCode = useSession()?.schoolCode;
  return useQuery({
    ...sosSettingsQuery(schoolCode),
    initialData: () => cachedSettings(schoolCode),
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });
}

/** Sends one talk request (through the outbox); the pupil's own list refreshes. */
export function useSendSos() {
  const queryClient = useQueryClient();
  // The outbox keeps it while offline: never hold the call back (React Query pauses offline).
  return useMutation({
    mutationFn: sendSos,
    networkMode: 'always',
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: OWN_TALK_REQUESTS_KEY }), queryClient.invalidateQueries({ queryKey: talkHoursQuery().queryKey })]),
  });
}

const OWN_TALK_REQUESTS_KEY = ['student', 'own-talk-requests'] as const;

/** The query options of GET /api/students/soss (decision 050). */
export const ownTalkRequestsQuery = () => queryOptions({ queryKey: OWN_TALK_REQUESTS_KEY, queryFn: ({ signal }) => fetchOwnTalkRequests(signal) });

/**
 * The pupil's own talk requests and their state (decision 053), read again every minute while the
 * page is open, so 先生が見ました appears without reloading.
 */
export function useOwnTalkRequests() {
  return useQuery({ ...ownTalkRequestsQuery(), refetchInterval: 60_000, staleTime: 15_000 });
}

export type SosState = { state: 'waiting' } | { state: 'sent' };

/**
 * What became of this student's talk requests, by button id: waiting in the outbox, or sent during
 * this visit. A button already pressed stays marked, so a child is not tempted to press it again.
 */
export function useSosStates(): Map<number, SosState> {
  const { entries, outcomes } = useOutbox();
  const session = useSession();
  const states = new Map<number, SosState>();
  for (const outcome of outcomes.values()) {
    const { entry } = outcome;
    if (outcome.status === 'sent' && entry.kind === 'sos' && entry.owner.uid === session?.uid && entry.owner.schoolCode === session.schoolCode) {
      states.set(Number(entry.body.sosSettingId), { state: 'sent' });
    }
  }
  for (const entry of entriesOfStudent(entries, session?.uid, session?.schoolCode)) {
    if (entry.kind === 'sos' && isWaiting(entry)) states.set(Number(entry.body.sosSettingId), { state: 'waiting' });
  }
  return states;
}

/** The query options of GET /api/students/talk_hours (decision 050). */
export const talkHoursQuery = () => queryOptions({ queryKey: ['student', 'talk-hours'], queryFn: ({ signal }) => fetchTalkHours(signal) });

/**
 * Whether a press now waits for the next school day (issue 25 item 1): read with the page and
 * again after each press (the refetch of a press), so the answer is the one of the moment.
 */
export function useTalkHours() {
  return useQuery({ ...talkHoursQuery(), staleTime: 60_000 });
}

/** Adds the urgent line to a talk request; the pupil's own list refreshes. */
export function useSendUrgentNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: number; note: string }) => sendUrgentNote(id, note),
    onSettled: () => queryClient.invalidateQueries({ queryKey: OWN_TALK_REQUESTS_KEY }),
  });
}
