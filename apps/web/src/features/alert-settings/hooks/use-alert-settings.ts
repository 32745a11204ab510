import { useMutation, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AlertReplayBody } from '@sukoyaka/contracts/condition-alerts';
import {
  fetchConditionAlertSettings,
  replayAlertRules,
  sendConditionAlertTestMail,
  updateConditionAlertSetting,
  type AlertSettingsOwner,
  type ConditionAlertSettingInput,
} from '../api/alert-settings.ts';

const keyOf = (owner: AlertSettingsOwner) =>
  owner === 'teachers' ? (['teacher', 'settings', 'condition-alerts'] as const) : (['organization', 'settings', 'condition-alerts'] as const);

/** The query options of useConditionAlertSettings (decision 050: one factory per GET operation). */
export const conditionAlertSettingsQuery = (owner: AlertSettingsOwner) =>
  queryOptions({ queryKey: keyOf(owner), queryFn: ({ signal }) => fetchConditionAlertSettings(owner, signal) });

/** The condition alert settings (心 and 体) of the school, or of the board (government alerts). */
export function useConditionAlertSettings(owner: AlertSettingsOwner = 'teachers') {
  return useQuery(conditionAlertSettingsQuery(owner));
}

/** Saves one kind; the answer replaces the cached settings. */
export function useUpdateConditionAlertSetting(owner: AlertSettingsOwner = 'teachers') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ConditionAlertSettingInput) => updateConditionAlertSetting(owner, input),
    onSuccess: (list) => queryClient.setQueryData(keyOf(owner), list),
  });
}

/** Sends a test alert mail. */
export function useConditionAlertTestMail(owner: AlertSettingsOwner = 'teachers') {
  return useMutation({ mutationFn: (input: ConditionAlertSettingInput) => sendConditionAlertTestMail(owner, input) });
}

/** Replays proposed alert rules before they are saved (issue 25 item 4): a mutation, since each try sends the rules being edited. */
export function useAlertReplay() {
  return useMutation({ mutationFn: (body: AlertReplayBody) => replayAlertRules(body) });
}
