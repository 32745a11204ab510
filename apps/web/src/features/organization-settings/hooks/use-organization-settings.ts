import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDownload } from '../../../lib/use-download.ts';
import {
  exportBoardTeachers,
  fetchBoardTeachers,
  fetchRemindEmailSettings,
  fetchReportSettings,
  updateRemindEmailSettings,
  updateReportSettings,
} from '../api/settings.ts';

const reportKey = ['organization', 'settings', 'report'] as const;
const remindKey = ['organization', 'settings', 'remind-email'] as const;

/** Small-group suppression (decision 026). */
export function useReportSettings() {
  return useQuery({ queryKey: reportKey, queryFn: ({ signal }) => fetchReportSettings(signal) });
}

/** Turns suppression on or off; every cached board figure is refetched (they change with it). */
export function useUpdateReportSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateReportSettings,
    onSuccess: async (data) => {
      queryClient.setQueryData(reportKey, data);
      await queryClient.invalidateQueries({ queryKey: ['organization', 'report'] });
      await queryClient.invalidateQueries({ queryKey: ['organization', 'dashboard'] });
    },
  });
}

/** The reminder mail settings (decision 027). */
export function useRemindEmailSettings() {
  return useQuery({ queryKey: remindKey, queryFn: ({ signal }) => fetchRemindEmailSettings(signal) });
}

/** Saves them; the answer replaces the cache. */
export function useUpdateRemindEmailSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRemindEmailSettings, onSuccess: (data) => queryClient.setQueryData(remindKey, data) });
}

/** A page of the organisation's teachers. */
export function useBoardTeachers(query: { schoolId?: number; page: number; limit: number }) {
  return useQuery({
    queryKey: ['organization', 'teachers', query],
    queryFn: ({ signal }) => fetchBoardTeachers(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** Downloads the teachers' Excel (organization/export; one school's when given). */
export function useExportBoardTeachers() {
  return useDownload((schoolId?: number) => exportBoardTeachers(schoolId));
}
