import { keepPreviousData, useMutation, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDownload } from '../../../lib/use-download.ts';
import {
  exportBoardTeachers,
  fetchBoardTeachers,
  fetchDistressWords,
  fetchTalkLines,
  updateTalkLines,
  fetchRemindEmailSettings,
  fetchReportSettings,
  updateDistressWords,
  updateRemindEmailSettings,
  updateReportSettings,
} from '../api/settings.ts';

const reportKey = ['organization', 'settings', 'report'] as const;
const remindKey = ['organization', 'settings', 'remind-email'] as const;

/** The query options of useReportSettings (decision 050: one factory per GET operation). */
export const reportSettingsQuery = () => queryOptions({ queryKey: reportKey, queryFn: ({ signal }) => fetchReportSettings(signal) });

/** Small-group suppression (decision 026). */
export function useReportSettings() {
  return useQuery(reportSettingsQuery());
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

/** The query options of useRemindEmailSettings (decision 050: one factory per GET operation). */
export const remindEmailSettingsQuery = () => queryOptions({ queryKey: remindKey, queryFn: ({ signal }) => fetchRemindEmailSettings(signal) });

/** The reminder mail settings (decision 027). */
export function useRemindEmailSettings() {
  return useQuery(remindEmailSettingsQuery());
}

/** Saves them; the answer replaces the cache. */
export function useUpdateRemindEmailSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateRemindEmailSettings, onSuccess: (data) => queryClient.setQueryData(remindKey, data) });
}

const distressKey = ['organization', 'settings', 'distress-words'] as const;

/** The query options of useDistressWords (decision 050: one factory per GET operation). */
export const distressWordsQuery = () => queryOptions({ queryKey: distressKey, queryFn: ({ signal }) => fetchDistressWords(signal) });

/** The board's words of distress (issue 25 item 5). */
export function useDistressWords() {
  return useQuery(distressWordsQuery());
}

/** Saves or resets them; the answer replaces the cache. */
export function useUpdateDistressWords() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateDistressWords, onSuccess: (data) => queryClient.setQueryData(distressKey, data) });
}

/** The query options of useBoardTeachers (decision 050: one factory per GET operation). */
export const boardTeachersQuery = (query: { schoolId?: number; page: number; limit: number }) =>
  queryOptions({ queryKey: ['organization', 'teachers', query], queryFn: ({ signal }) => fetchBoardTeachers(query, signal) });

/** A page of the organisation's teachers. */
export function useBoardTeachers(query: { schoolId?: number; page: number; limit: number }) {
  return useQuery({ ...boardTeachersQuery(query), placeholderData: keepPreviousData });
}

/** Downloads the teachers' Excel (organization/export; one school's when given). */
export function useExportBoardTeachers() {
  return useDownload((schoolId?: number) => exportBoardTeachers(schoolId));
}

const talkLinesKey = ['organization', 'settings', 'talk-lines'] as const;

/** The query options of useTalkLines (decision 050: one factory per GET operation). */
export const talkLinesQuery = () => queryOptions({ queryKey: talkLinesKey, queryFn: ({ signal }) => fetchTalkLines(signal) });

/** The board's own lines out of school hours (issue 25 item 1, decision 078). */
export function useTalkLines() {
  return useQuery(talkLinesQuery());
}

/** Saves them; the answer replaces the cache. */
export function useUpdateTalkLines() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateTalkLines, onSuccess: (data) => queryClient.setQueryData(talkLinesKey, data) });
}
