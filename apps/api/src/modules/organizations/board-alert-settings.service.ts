import { eq, sql } from 'drizzle-orm';
import { CONDITION_KINDS, type ConditionKind } from '@sukoyaka/contracts/conditions';
import { formatDateTime } from '@sukoyaka/contracts/dates';
import type { GovernmentAlertSetting, GovernmentAlertSettingBody } from '@sukoyaka/contracts/local-government';
import type { Database } from '@sukoyaka/db/client';
import { boardAlertSettings } from '@sukoyaka/db/schema';
import type { OrganizationScope } from '../../lib/actor.ts';
import { unprocessable } from '../../lib/http-errors.ts';
import { ruleColumns, rulesOf } from '../condition-alerts/condition-alert-settings.service.ts';
import type { MailOutbox } from '../mail/mail.service.ts';
import { getOrganizationMe } from './organizations.service.ts';
import { notificationEmailItems } from '@sukoyaka/contracts/mail-settings';

const KIND_TITLES: Record<ConditionKind, string> = { mental: '心の不調', physical: '体の不調' };
/** The message when a test mail has nowhere to go. */
export const NO_ADDRESS_MESSAGE = 'メールアドレスを入力してください';

/**
 * GET /api/local_governments/condition_settings/configs (spec §3 alert setting item, alertType
 * government; §5): both kinds with the teacher rule's defaults (condition-alerts rulesOf), and
 * `sameAsMental` for physical — then its e-mails are the mental setting's (心の不調のメール設定と同じ).
 */
export async function listGovernmentSettings(db: Database, scope: OrganizationScope): Promise<GovernmentAlertSetting[]> {
  const rows = await db.select().from(boardAlertSettings).where(eq(boardAlertSettings.organizationId, scope.organizationId));
  const rules = rulesOf(rows);
  const same = rows.find((r) => r.conditionKind === 'physical')?.sameAsMental ?? false;
  return CONDITION_KINDS.map((kind) => {
    const r = rules[kind];
    const emails = kind === 'physical' && same ? rules.mental.notificationEmails : r.notificationEmails;
    return {
      id: r.id,
      title: KIND_TITLES[kind],
      alertType: 'government' as const,
      conditionKind: kind,
      bad: r.bad,
      worst: r.worst,
      consecutiveDays: r.consecutiveDays,
      contentAlert: r.contentAlert,
      notificationEnabled: r.notificationEnabled,
      notificationEmails: notificationEmailItems(emails),
      sameAsMental: kind === 'physical' && same,
    };
  });
}

/** POST /api/local_governments/condition_settings/config_update: saves one kind (sameAsMental kept for physical only). */
export async function updateGovernmentSetting(db: Database, scope: OrganizationScope, body: GovernmentAlertSettingBody): Promise<GovernmentAlertSetting[]> {
  const values = { ...ruleColumns(body), sameAsMental: body.conditionKind === 'physical' && body.sameAsMental };
  await db
    .insert(boardAlertSettings)
    .values({ organizationId: scope.organizationId, conditionKind: body.conditionKind, ...values })
    .onConflictDoUpdate({ target: [boardAlertSettings.organizationId, boardAlertSettings.conditionKind], set: { ...values, updatedAt: sql`now()` } });
  return listGovernmentSettings(db, scope);
}

/**
 * POST /api/local_governments/condition_settings/test_send_mail: a sample of the government alert
 * mail to the given addresses, or — physical with sameAsMental — to the saved mental addresses.
 * @throws 422 (notificationEmails) when there is no address to send to.
 * @returns how many addresses the mail was queued for.
 */
export async function sendGovernmentTestMail(
  db: Database,
  outbox: MailOutbox,
  scope: OrganizationScope,
  body: GovernmentAlertSettingBody,
  now = new Date(),
): Promise<number> {
  const to =
    body.conditionKind === 'physical' && body.sameAsMental
      ? (await listGovernmentSettings(db, scope))[0]!.notificationEmails.map((e) => e.value)
      : body.notificationEmails;
  if (to.length === 0) throw unprocessable(NO_ADDRESS_MESSAGE, { notificationEmails: [NO_ADDRESS_MESSAGE] });
  const org = await getOrganizationMe(db, scope);
  const title = KIND_TITLES[body.conditionKind];
  await outbox.enqueue(db, {
    key: `test:government:${scope.organizationId}:${body.conditionKind}:${now.getTime()}`,
    to,
    subject: `【すこやか】${title}アラート（教育委員会）のテスト送信`,
    text: `${org.name} の${title}アラートメールのテストです。\n\nアラートの内容: ${body.contentAlert}\n条件: ${body.consecutiveDays}日連続で${[body.bad && '「少し悪い」', body.worst && '「悪い」'].filter(Boolean).join('か')}\n送信日時: ${formatDateTime(now)}\n`,
  });
  return to.length;
}
