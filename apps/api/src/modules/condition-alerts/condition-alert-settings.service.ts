import { eq, sql } from 'drizzle-orm';
import type { ConditionAlertSetting, ConditionAlertSettingBody } from '@sukoyaka/contracts/condition-alerts';
import { CONDITION_KINDS, type ConditionKind } from '@sukoyaka/contracts/conditions';
import { formatDateTime } from '@sukoyaka/contracts/dates';
import type { Database } from '@sukoyaka/db/client';
import { conditionAlertSettings } from '@sukoyaka/db/schema';
import type { SchoolScope } from '../../lib/actor.ts';
import type { MailOutbox } from '../mail/mail.service.ts';
import { getSchoolName } from '../schools/schools.service.ts';
import { notificationEmailItems } from '@sukoyaka/contracts/mail-settings';

/** The rule a school starts with: 3 school days in a row at 少し悪い or 悪い. */
export const DEFAULT_RULE = { bad: true, worst: true, consecutiveDays: 3, notificationEnabled: false, notificationEmails: [] as string[] };
const KIND_TITLES: Record<ConditionKind, string> = { mental: '心の不調', physical: '体の不調' };
export const defaultContent = (kind: ConditionKind, days: number) =>
  `${days}日連続で${KIND_TITLES[kind].replace('の不調', '')}の調子が「少し悪い」か「悪い」でした。声をかけてください。`;

export interface AlertRule {
  id: number | null;
  conditionKind: ConditionKind;
  bad: boolean;
  worst: boolean;
  consecutiveDays: number;
  contentAlert: string;
  notificationEnabled: boolean;
  notificationEmails: string[];
}

/** A saved rule as stored (condition_alert_settings), the fields rulesOf reads. */
export type AlertRuleRow = Pick<
  typeof conditionAlertSettings.$inferSelect,
  'id' | 'conditionKind' | 'bad' | 'worst' | 'consecutiveDays' | 'contentAlert' | 'notificationEnabled' | 'notificationEmails'
>;

/** The stored columns of a rule as a settings body gives them (a school's setting, or a board's, decision 012). */
export function ruleColumns(body: Omit<AlertRule, 'id' | 'conditionKind'>): Omit<AlertRule, 'id' | 'conditionKind'> {
  return {
    bad: body.bad,
    worst: body.worst,
    consecutiveDays: body.consecutiveDays,
    contentAlert: body.contentAlert,
    notificationEnabled: body.notificationEnabled,
    notificationEmails: body.notificationEmails,
  };
}

/** The rule per kind from the school's saved rows, the default where none is saved. */
export function rulesOf(rows: AlertRuleRow[]): Record<ConditionKind, AlertRule> {
  const rule = (kind: ConditionKind): AlertRule => {
    const row = rows.find((r) => r.conditionKind === kind);
    return row
      ? {
          id: row.id,
          conditionKind: kind,
          bad: row.bad,
          worst: row.worst,
          consecutiveDays: row.consecutiveDays,
          contentAlert: row.contentAlert,
          notificationEnabled: row.notificationEnabled,
          notificationEmails: row.notificationEmails,
        }
      : { id: null, conditionKind: kind, ...DEFAULT_RULE, contentAlert: defaultContent(kind, DEFAULT_RULE.consecutiveDays) };
  };
  return { mental: rule('mental'), physical: rule('physical') };
}

/** The school's rule per kind, the default where none is saved. */
export async function alertRules(db: Database, scope: SchoolScope): Promise<Record<ConditionKind, AlertRule>> {
  return rulesOf(await db.select().from(conditionAlertSettings).where(eq(conditionAlertSettings.schoolId, scope.schoolId)));
}

/** GET /api/teachers/condition_settings/configs: both kinds, as spec §3 alert setting items. */
export async function listConditionSettings(db: Database, scope: SchoolScope): Promise<ConditionAlertSetting[]> {
  const rules = await alertRules(db, scope);
  return CONDITION_KINDS.map((kind) => {
    const r = rules[kind];
    return {
      id: r.id,
      title: KIND_TITLES[kind],
      alertType: 'teacher' as const,
      conditionKind: kind,
      bad: r.bad,
      worst: r.worst,
      consecutiveDays: r.consecutiveDays,
      contentAlert: r.contentAlert,
      notificationEnabled: r.notificationEnabled,
      notificationEmails: notificationEmailItems(r.notificationEmails),
    };
  });
}

/** POST /api/teachers/condition_settings/config_update (admin teachers): saves one kind's rule (validated, spec §5). */
export async function updateConditionSetting(db: Database, scope: SchoolScope, body: ConditionAlertSettingBody): Promise<ConditionAlertSetting[]> {
  const values = ruleColumns(body);
  await db
    .insert(conditionAlertSettings)
    .values({ schoolId: scope.schoolId, conditionKind: body.conditionKind, ...values })
    .onConflictDoUpdate({ target: [conditionAlertSettings.schoolId, conditionAlertSettings.conditionKind], set: { ...values, updatedAt: sql`now()` } });
  return listConditionSettings(db, scope);
}

/** POST /api/teachers/condition_settings/test_send_mail (admin teachers): a sample alert mail to the given (valid) addresses. */
export async function sendConditionTestMail(
  db: Database,
  outbox: MailOutbox,
  scope: SchoolScope,
  body: ConditionAlertSettingBody,
  now = new Date(),
): Promise<void> {
  const schoolName = await getSchoolName(db, scope);
  await outbox.enqueue(db, {
    key: `test:condition:${body.conditionKind}:${body.notificationEmails.join(',')}:${now.getTime()}`,
    to: body.notificationEmails,
    subject: `【すこやか】${KIND_TITLES[body.conditionKind]}アラートのテスト送信`,
    text: `${schoolName} の${KIND_TITLES[body.conditionKind]}アラートメールのテストです。\n\nアラートの内容: ${body.contentAlert}\n条件: ${body.consecutiveDays}日連続で${[body.bad && '「少し悪い」', body.worst && '「悪い」'].filter(Boolean).join('か')}\n送信日時: ${formatDateTime(now)}\n`,
  });
}
