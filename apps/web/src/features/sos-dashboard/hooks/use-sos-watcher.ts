import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { TeacherSosRecord } from '@sukoyaka/contracts/sos';
import { TEACHER_DASHBOARD_KEY } from '../../../lib/query-keys.ts';
import { fetchSosDashboard } from '../api/sos-dashboard.ts';
import { SOS_WATCH_KEY } from './use-sos-dashboard.ts';

/** How often an open teacher page asks for new SOS (the product promises under 5 seconds). */
export const SOS_POLL_MS = 4_000;

export interface SosWatcherOptions {
  /** Called once per poll that brings a new SOS (not for those already there on first load). */
  onNewSos: (newest: TeacherSosRecord, added: number) => void;
}

/**
 * Watches for new 話したい presses while a teacher page is open and visible: every 4 seconds it
 * reads the newest unprocessed SOS and the unprocessed count (sos_dashboard?status=not_supported
 * &limit=1, two indexed counts and one row). A newer id than last time means a student pressed
 * the button: every dashboard query is invalidated (open tables refetch) and `onNewSos` runs.
 * Polling pauses while the tab is hidden; react-query refetches when it is shown again.
 * Returns the unprocessed count for the header.
 */
/** The query options of the watcher's read: the newest unprocessed 話したい and the count (decision 050). */
export const sosWatchQuery = () =>
  queryOptions({ queryKey: SOS_WATCH_KEY, queryFn: ({ signal }) => fetchSosDashboard({ status: 'not_supported', limit: 1 }, signal) });

export function useSosWatcher({ onNewSos }: SosWatcherOptions): number | undefined {
  const queryClient = useQueryClient();
  const watch = useQuery({
    ...sosWatchQuery(),
    refetchInterval: SOS_POLL_MS,
    refetchIntervalInBackground: false,
    staleTime: 0,
    retry: false,
  });
  const baseline = useRef<{ newestId: number; unprocessed: number } | null>(null);
  const notify = useRef(onNewSos);
  useEffect(() => {
    notify.current = onNewSos;
  }, [onNewSos]);

  const data = watch.data;
  useEffect(() => {
    if (!data) return;
    const newest = data.list[0];
    const previous = baseline.current;
    baseline.current = { newestId: newest?.id ?? previous?.newestId ?? 0, unprocessed: data.unprocessed };
    // The first answer is the starting point: what was already there is not news.
    if (!previous || !newest || newest.id <= previous.newestId) return;
    void queryClient.invalidateQueries({ queryKey: TEACHER_DASHBOARD_KEY });
    notify.current(newest, Math.max(1, data.unprocessed - previous.unprocessed));
  }, [data, queryClient]);

  return data?.unprocessed;
}
