import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchConditionAlertSettings, sendConditionAlertTestMail, updateConditionAlertSetting } from '../api/alert-settings.ts';

const key = ['teacher', 'settings', 'condition-alerts'] as const;

/** The school's condition alert settings (心 and 体). */
export function useConditionAlertSettings() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => fetchConditionAlertSettings(signal) });
}

/** Saves one kind; the answer replaces the cached settings. */
export function useUpdateConditionAlertSetting() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateConditionAlertSetting, onSuccess: (list) => queryClient.setQueryData(key, list) });
}

/** Sends a test alert mail. */
export function useConditionAlertTestMail() {
  return useMutation({ mutationFn: sendConditionAlertTestMail });
}
