import { keepPreviousData, useMutation, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { TEACHER_DASHBOARD_KEY } from '../../../lib/query-keys.ts';
import {
  fetchEnabledProcessedSos,
  fetchSosDashboard,
  fetchSosProcessedStatuses,
  fetchTeacherSosSettings,
  markSosSeen,
  processSos,
  type SosDashboardFilters,
} from '../api/sos-dashboard.ts';

/** The query options of useSosDashboard (decision 050: one factory per GET operation). */
export const sosDashboardQuery = (filters: SosDashboardFilters) =>
  queryOptions({ queryKey: [...TEACHER_DASHBOARD_KEY, 'sos', filters], queryFn: ({ signal }) => fetchSosDashboard(filters, signal) });

/** The SOS list for some filters; the previous page stays on screen while the next one loads. */
export function useSosDashboard(filters: SosDashboardFilters) {
  return useQuery({ ...sosDashboardQuery(filters), placeholderData: keepPreviousData });
}

/**
 * The cache key of the school's 話したい対応状況 setting: the same as the settings page's
 * (features/school-settings), so saving the setting there changes every dashboard at once.
 */
const PROCESSED_SOS_KEY = ['teacher', 'settings', 'processed-sos'] as const;

/** The header's new-SOS watcher (use-sos-watcher.ts); it carries the header's 話したい count. */
export const SOS_WATCH_KEY = ['teacher', 'sos-watch'] as const;

/**
 * Whether the school records how an SOS was handled (spec §4 "processing offered only when the
 * processed-SOS feature is enabled"; "Talk icon blue when all processed and processing is
 * enabled"), and with which statuses. `known` is false until the setting has loaded.
 */
/** The query options of schools/enabled_processed_sos (decision 050). */
export const processedSosQuery = () => queryOptions({ queryKey: PROCESSED_SOS_KEY, queryFn: ({ signal }) => fetchEnabledProcessedSos(signal) });

/** The query options of sos_settings/get_sos_processed_status_setting (decision 050). */
export const sosProcessedStatusesQuery = () =>
  queryOptions({ queryKey: ['teacher', 'sos-processed-statuses'], queryFn: ({ signal }) => fetchSosProcessedStatuses(signal) });

export function useSosProcessing() {
  const enabled = useQuery({
    ...processedSosQuery(),
    select: (data) => data.enabledProcessedSos,
    staleTime: 60_000,
  });
  const statuses = useQuery({
    ...sosProcessedStatusesQuery(),
    enabled: enabled.data === true,
    staleTime: 5 * 60_000,
  });
  return { enabled: enabled.data === true, known: enabled.data !== undefined, statuses: statuses.data ?? [] };
}

/** The query options of useSosKinds (decision 050: one factory per GET operation). */
export const sosKindsQuery = () => queryOptions({ queryKey: ['teacher', 'sos-settings'], queryFn: ({ signal }) => fetchTeacherSosSettings(signal) });

/** The school's talk-to buttons, for the 種類 filter. */
export function useSosKinds() {
  return useQuery({ ...sosKindsQuery(), staleTime: 5 * 60_000 });
}

const refreshDashboards = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([queryClient.invalidateQueries({ queryKey: TEACHER_DASHBOARD_KEY }), queryClient.invalidateQueries({ queryKey: SOS_WATCH_KEY })]);

/**
 * Records an SOS as handled (対応した, with a status of the school's list or none); every dashboard
 * refreshes (the talk icon turns blue) and so does the header's 話したい count, at once rather than
 * at the watcher's next poll.
 */
export function useProcessSos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, processedStatus }: { id: number; processedStatus?: string }) => processSos(id, processedStatus),
    onSettled: () => refreshDashboards(queryClient),
  });
}

/** Marks an SOS 見ました (decision 053); the dashboards refresh. */
export function useMarkSosSeen() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (id: number) => markSosSeen(id), onSettled: () => refreshDashboards(queryClient) });
}
