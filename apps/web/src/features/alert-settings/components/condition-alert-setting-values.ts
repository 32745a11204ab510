import type { ConditionKind } from '@sukoyaka/contracts/conditions';
import { INVALID_EMAIL_MESSAGE } from '@sukoyaka/contracts/mail-settings';
import { withTrailingBlank } from '../../../lib/email-list.ts';
import type { AlertSetting, AlertSettingsOwner, ConditionAlertSettingInput } from '../api/alert-settings.ts';

/** The inputs of one condition alert setting; the address rows end in a blank row (spec §5). */
export type AlertSettingValues = Omit<ConditionAlertSettingInput, 'conditionKind' | 'sameAsMental'> & {
  /** Government 体 only: 心の不調のメール設定と同じ (spec §5). */
  sameAsMental: boolean;
};

/** The inputs for a stored setting. */
export function alertSettingValuesOf(setting: AlertSetting): AlertSettingValues {
  return {
    bad: setting.bad,
    worst: setting.worst,
    consecutiveDays: setting.consecutiveDays,
    contentAlert: setting.contentAlert,
    notificationEnabled: setting.notificationEnabled,
    notificationEmails: withTrailingBlank(setting.notificationEmails.map((e) => e.value)),
    sameAsMental: 'sameAsMental' in setting ? setting.sameAsMental : false,
  };
}

/**
 * The form's errors on opening: a stored address the API reads as `isValid: false` (spec §3; old
 * data saved before today's rule) is marked at its row (`notificationEmails.<i>`), so the admin sees
 * which one to correct before saving.
 */
export function storedEmailErrors(setting: AlertSetting): Record<string, string> {
  return Object.fromEntries(setting.notificationEmails.flatMap((e, i) => (e.isValid ? [] : [[`notificationEmails.${i}`, INVALID_EMAIL_MESSAGE]])));
}

/**
 * What the form sends (api/alert-settings): the text trimmed and the address rows as typed (blank
 * ones too, so the server's errors point at the same rows); none with 心の不調のメール設定と同じ.
 */
export function alertSettingInputOf(
  values: AlertSettingValues,
  conditionKind: ConditionKind,
  owner: AlertSettingsOwner,
  offersSameAsMental: boolean,
): ConditionAlertSettingInput {
  const sameAsMental = offersSameAsMental && values.sameAsMental;
  return {
    conditionKind,
    bad: values.bad,
    worst: values.worst,
    consecutiveDays: values.consecutiveDays,
    contentAlert: values.contentAlert.trim(),
    notificationEnabled: values.notificationEnabled,
    notificationEmails: sameAsMental ? [] : values.notificationEmails.map((e) => e.trim()),
    ...(owner === 'local_governments' ? { sameAsMental } : {}),
  };
}

/** The wire body of config_update (spec §7: addresses as `{ notification_email }`), checked by its contract. */
export function alertSettingBodyOf(values: AlertSettingValues, conditionKind: ConditionKind, owner: AlertSettingsOwner): unknown {
  const { notificationEmails, ...rest } = alertSettingInputOf(values, conditionKind, owner, values.sameAsMental);
  return { ...rest, notificationEmails: notificationEmails.map((notification_email) => ({ notification_email })) };
}
