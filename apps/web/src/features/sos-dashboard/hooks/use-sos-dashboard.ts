import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { TEACHER_DASHBOARD_KEY } from '../../../lib/query-keys.ts';
import {
  fetchEnabledProcessedSos,
  fetchSosDashboard,
  fetchSosProcessedStatuses,
  fetchTeacherSosSettings,
  processSos,
  type SosDashboardFilters,
} from '../api/sos-dashboard.ts';

/** The SOS list for some filters; the previous page stays on screen while the next one loads. */
export function useSosDashboard(filters: SosDashboardFilters) {
  return useQuery({
    queryKey: [...TEACHER_DASHBOARD_KEY, 'sos', filters],
    queryFn: ({ signal }) => fetchSosDashboard(filters, signal),
    placeholderData: keepPreviousData,
  });
}

/**
 * Whether the school records how an SOS was handled (spec §4 "processing offered only when the
 * processed-SOS feature is enabled"), and with which statuses.
 */
export function useSosProcessing() {
  const enabled = useQuery({ queryKey: ['teacher', 'enabled-processed-sos'], queryFn: ({ signal }) => fetchEnabledProcessedSos(signal), staleTime: 60_000 });
  const statuses = useQuery({
    queryKey: ['teacher', 'sos-processed-statuses'],
    queryFn: ({ signal }) => fetchSosProcessedStatuses(signal),
    enabled: enabled.data === true,
    staleTime: 5 * 60_000,
  });
  return { enabled: enabled.data === true, statuses: statuses.data ?? [] };
}

/** The school's talk-to buttons, for the 種類 filter. */
export function useSosKinds() {
  return useQuery({ queryKey: ['teacher', 'sos-settings'], queryFn: ({ signal }) => fetchTeacherSosSettings(signal), staleTime: 5 * 60_000 });
}

/** Records an SOS as processed; every dashboard refreshes (the talk icon turns blue). */
export function useProcessSos() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, processedStatus }: { id: number; processedStatus: string }) => processSos(id, processedStatus),
    onSettled: () => queryClient.invalidateQueries({ queryKey: TEACHER_DASHBOARD_KEY }),
  });
}
