import { conditionAlertSettingSchema, type ConditionAlertSetting } from '@sukoyaka/contracts/condition-alerts';
import type { ConditionKind } from '@sukoyaka/contracts/conditions';
import { apiRequest, arrayOf } from '../../../lib/api-client.ts';

/** What the teacher edits for one kind (spec §3 alert setting item, §5). */
export interface ConditionAlertSettingInput {
  conditionKind: ConditionKind;
  bad: boolean;
  worst: boolean;
  consecutiveDays: number;
  contentAlert: string;
  notificationEnabled: boolean;
  /** The addresses, empty entries already dropped. */
  notificationEmails: string[];
}

const settingsSchema = arrayOf(conditionAlertSettingSchema);
const queuedSchema = { parse: (input: unknown) => ({ queued: Number((input as { queued?: unknown } | null)?.queued ?? 0) }) };

/** The teacher payload of spec §7: notification e-mails as a list of `{ notification_email }`. */
function toBody(input: ConditionAlertSettingInput) {
  return { ...input, notificationEmails: input.notificationEmails.map((notification_email) => ({ notification_email })) };
}

/** GET /api/teachers/condition_settings/configs: the 心 and 体 alert settings of the school. */
export function fetchConditionAlertSettings(signal?: AbortSignal): Promise<ConditionAlertSetting[]> {
  return apiRequest('/api/teachers/condition_settings/configs', { schema: settingsSchema, signal });
}

/**
 * POST /api/teachers/condition_settings/config_update (admin teachers): saves one kind and
 * answers both. @throws ApiError 403 for class teachers, 400 with field errors.
 */
export function updateConditionAlertSetting(input: ConditionAlertSettingInput): Promise<ConditionAlertSetting[]> {
  return apiRequest('/api/teachers/condition_settings/config_update', { method: 'POST', body: toBody(input), schema: settingsSchema });
}

/** POST /api/teachers/condition_settings/test_send_mail: a test alert mail to the listed addresses. */
export function sendConditionAlertTestMail(input: ConditionAlertSettingInput): Promise<{ queued: number }> {
  return apiRequest('/api/teachers/condition_settings/test_send_mail', { method: 'POST', body: toBody(input), schema: queuedSchema });
}
