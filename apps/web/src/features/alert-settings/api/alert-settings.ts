import {
  alertReplaySchema,
  conditionAlertSettingSchema,
  type AlertReplay,
  type AlertReplayBody,
  type ConditionAlertSetting,
} from '@sukoyaka/contracts/condition-alerts';
import type { ConditionKind } from '@sukoyaka/contracts/conditions';
import { governmentAlertSettingSchema, type GovernmentAlertSetting } from '@sukoyaka/contracts/local-government';
import { apiRequest, arrayOf, type Parser } from '../../../lib/api-client.ts';

/** Whose condition alert settings: a school's (teacher alerts) or a board's (government alerts, spec §3 alertType). */
export type AlertSettingsOwner = 'teachers' | 'local_governments';

/** One setting as read back: a school's, or a board's with 心の不調のメール設定と同じ (sameAsMental). */
export type AlertSetting = ConditionAlertSetting | GovernmentAlertSetting;

/** What the user edits for one kind (spec §3 alert setting item, §5). */
export interface ConditionAlertSettingInput {
  conditionKind: ConditionKind;
  bad: boolean;
  worst: boolean;
  consecutiveDays: number;
  contentAlert: string;
  notificationEnabled: boolean;
  /** The addresses, empty entries already dropped. */
  notificationEmails: string[];
  /** Government settings, physical only: mail the mental setting's addresses (spec §5). */
  sameAsMental?: boolean;
}

const PATHS = {
  teachers: {
    configs: '/api/teachers/condition_settings/configs',
    update: '/api/teachers/condition_settings/config_update',
    test: '/api/teachers/condition_settings/test_send_mail',
  },
  local_governments: {
    configs: '/api/local_governments/condition_settings/configs',
    update: '/api/local_governments/condition_settings/config_update',
    test: '/api/local_governments/condition_settings/test_send_mail',
  },
} as const;

const SCHEMAS: Record<AlertSettingsOwner, Parser<AlertSetting[]>> = {
  teachers: arrayOf(conditionAlertSettingSchema),
  local_governments: arrayOf(governmentAlertSettingSchema),
};
const queuedSchema = { parse: (input: unknown) => ({ queued: Number((input as { queued?: unknown } | null)?.queued ?? 0) }) };

/** The payload of spec §7: notification e-mails as a list of `{ notification_email }` (+ sameAsMental for a board). */
function toBody(input: ConditionAlertSettingInput, owner: AlertSettingsOwner) {
  const { sameAsMental, ...rest } = input;
  const base = { ...rest, notificationEmails: input.notificationEmails.map((notification_email) => ({ notification_email })) };
  return owner === 'local_governments' ? { ...base, sameAsMental: !!sameAsMental } : base;
}

/** GET /api/{teachers,local_governments}/condition_settings/configs: the 心 and 体 alert settings. */
export function fetchConditionAlertSettings(owner: AlertSettingsOwner, signal?: AbortSignal): Promise<AlertSetting[]> {
  return apiRequest(PATHS[owner].configs, { schema: SCHEMAS[owner], signal });
}

/**
 * POST …/condition_settings/config_update (admin teachers; board users): saves one kind and
 * answers both. @throws ApiError 403 for class teachers, 400 with field errors.
 */
export function updateConditionAlertSetting(owner: AlertSettingsOwner, input: ConditionAlertSettingInput): Promise<AlertSetting[]> {
  return apiRequest(PATHS[owner].update, { method: 'POST', body: toBody(input, owner), schema: SCHEMAS[owner] });
}

/** POST …/condition_settings/test_send_mail: a test alert mail to the listed addresses (a board's 体 with sameAsMental: the 心 list). */
export function sendConditionAlertTestMail(owner: AlertSettingsOwner, input: ConditionAlertSettingInput): Promise<{ queued: number }> {
  return apiRequest(PATHS[owner].test, { method: 'POST', body: toBody(input, owner), schema: queuedSchema });
}

/**
 * POST /api/teachers/condition_settings/replay (issue 25 item 4, decision 077): the proposed rules
 * replayed over the school's last 90 school days against the saved ones; per class and week the
 * alerts each would have raised, and the pupils added or dropped (names only for admin teachers).
 * Writes nothing. @throws ApiError 400 with Japanese field errors.
 */
export function replayAlertRules(body: AlertReplayBody): Promise<AlertReplay> {
  return apiRequest('/api/teachers/condition_settings/replay', { method: 'POST', body, schema: alertReplaySchema });
}
