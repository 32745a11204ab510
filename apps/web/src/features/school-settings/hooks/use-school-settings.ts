import { useMutation, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fetchConditionSkip,
  fetchLinkStopIt,
  fetchParentAttendanceSettings,
  fetchProcessedSos,
  fetchSchoolHours,
  sendParentAttendanceTestMail,
  updateConditionSkip,
  updateLinkStopIt,
  updateParentAttendanceSettings,
  updateProcessedSos,
  updateSchoolHours,
} from '../api/school-settings.ts';

const keys = {
  attendances: ['teacher', 'settings', 'parent-attendance'],
  conditionSkip: ['teacher', 'settings', 'condition-skip'],
  linkStopIt: ['teacher', 'settings', 'link-stop-it'],
  processedSos: ['teacher', 'settings', 'processed-sos'],
  schoolHours: ['teacher', 'settings', 'school-hours'],
} as const;

/** The query options of useParentAttendanceSettings (decision 050: one factory per GET operation). */
export const parentAttendanceSettingsQuery = () => queryOptions({ queryKey: keys.attendances, queryFn: ({ signal }) => fetchParentAttendanceSettings(signal) });

/** The parent attendance mail settings. */
export function useParentAttendanceSettings() {
  return useQuery(parentAttendanceSettingsQuery());
}

/** Saves the parent attendance mail settings; the answer replaces the cache. */
export function useUpdateParentAttendanceSettings() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateParentAttendanceSettings, onSuccess: (data) => queryClient.setQueryData(keys.attendances, data) });
}

/** Sends a parent attendance test mail. */
export function useParentAttendanceTestMail() {
  return useMutation({ mutationFn: sendParentAttendanceTestMail });
}

/** The query options of useConditionSkip (decision 050: one factory per GET operation). */
export const conditionSkipQuery = () => queryOptions({ queryKey: keys.conditionSkip, queryFn: ({ signal }) => fetchConditionSkip(signal) });

/** The 回答しない flag. */
export function useConditionSkip() {
  return useQuery(conditionSkipQuery());
}

/** Saves the 回答しない flag. */
export function useUpdateConditionSkip() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateConditionSkip, onSuccess: (data) => queryClient.setQueryData(keys.conditionSkip, data) });
}

/** The query options of useLinkStopIt (decision 050: one factory per GET operation). */
export const linkStopItQuery = () => queryOptions({ queryKey: keys.linkStopIt, queryFn: ({ signal }) => fetchLinkStopIt(signal) });

/** The anonymous contact link and access code. */
export function useLinkStopIt() {
  return useQuery(linkStopItQuery());
}

/** Saves the anonymous contact link and access code. */
export function useUpdateLinkStopIt() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateLinkStopIt, onSuccess: (data) => queryClient.setQueryData(keys.linkStopIt, data) });
}

/** The query options of useProcessedSos (decision 050: one factory per GET operation). */
export const processedSosQuery = () => queryOptions({ queryKey: keys.processedSos, queryFn: ({ signal }) => fetchProcessedSos(signal) });

/** Whether 話したい are processed with a status. */
export function useProcessedSos() {
  return useQuery(processedSosQuery());
}

/** Saves the processed-SOS flag. */
export function useUpdateProcessedSos() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProcessedSos, onSuccess: (data) => queryClient.setQueryData(keys.processedSos, data) });
}

/** The query options of useSchoolHours (decision 050: one factory per GET operation). */
export const schoolHoursQuery = () => queryOptions({ queryKey: keys.schoolHours, queryFn: ({ signal }) => fetchSchoolHours(signal) });

/** The school's 始業/終業 (issue 25 item 1). */
export function useSchoolHours() {
  return useQuery(schoolHoursQuery());
}

/** Saves the school's 始業/終業; the answer replaces the cache. */
export function useUpdateSchoolHours() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateSchoolHours, onSuccess: (data) => queryClient.setQueryData(keys.schoolHours, data) });
}
