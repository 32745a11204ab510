import { useMutation, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchRetentionSettings, sendBoardRoster, updateRetentionSettings } from '../api/board-data.ts';

const retentionKey = ['organization', 'settings', 'retention'] as const;

/**
 * The board's teacher import as a roster send (preview or import), for the school imports' upload
 * flow (useRosterUpload); a finished import refetches the board's teacher list.
 */
export function useBoardRosterImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, year, commit }: { file: string; year: number; commit: boolean }) => sendBoardRoster(file, year, commit),
    onSuccess: (result) => (result.imported ? queryClient.invalidateQueries({ queryKey: ['organization', 'teachers'] }) : undefined),
  });
}

/** The query options of useRetentionSettings (decision 050: one factory per GET operation). */
export const retentionSettingsQuery = () => queryOptions({ queryKey: retentionKey, queryFn: ({ signal }) => fetchRetentionSettings(signal) });

/** The health-data retention setting (decision 032). */
export function useRetentionSettings() {
  return useQuery(retentionSettingsQuery());
}

/** Saves it; the answer replaces the cache. */
export function useUpdateRetentionSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRetentionSettings, onSuccess: (data) => queryClient.setQueryData(retentionKey, data) });
}
