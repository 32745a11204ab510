import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fetchConditionSkip,
  fetchLinkStopIt,
  fetchParentAttendanceSettings,
  fetchProcessedSos,
  sendParentAttendanceTestMail,
  updateConditionSkip,
  updateLinkStopIt,
  updateParentAttendanceSettings,
  updateProcessedSos,
} from '../api/school-settings.ts';

const keys = {
  attendances: ['teacher', 'settings', 'parent-attendance'],
  conditionSkip: ['teacher', 'settings', 'condition-skip'],
  linkStopIt: ['teacher', 'settings', 'link-stop-it'],
  processedSos: ['teacher', 'settings', 'processed-sos'],
} as const;

/** The parent attendance mail settings. */
export function useParentAttendanceSettings() {
  return useQuery({ queryKey: keys.attendances, queryFn: ({ signal }) => fetchParentAttendanceSettings(signal) });
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

/** The 回答しない flag. */
export function useConditionSkip() {
  return useQuery({ queryKey: keys.conditionSkip, queryFn: ({ signal }) => fetchConditionSkip(signal) });
}

/** Saves the 回答しない flag. */
export function useUpdateConditionSkip() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateConditionSkip, onSuccess: (data) => queryClient.setQueryData(keys.conditionSkip, data) });
}

/** The anonymous contact link and access code. */
export function useLinkStopIt() {
  return useQuery({ queryKey: keys.linkStopIt, queryFn: ({ signal }) => fetchLinkStopIt(signal) });
}

/** Saves the anonymous contact link and access code. */
export function useUpdateLinkStopIt() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateLinkStopIt, onSuccess: (data) => queryClient.setQueryData(keys.linkStopIt, data) });
}

/** Whether 話したい are processed with a status. */
export function useProcessedSos() {
  return useQuery({ queryKey: keys.processedSos, queryFn: ({ signal }) => fetchProcessedSos(signal) });
}

/** Saves the processed-SOS flag. */
export function useUpdateProcessedSos() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProcessedSos, onSuccess: (data) => queryClient.setQueryData(keys.processedSos, data) });
}
