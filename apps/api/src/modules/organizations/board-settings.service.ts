import { eq, sql } from 'drizzle-orm';
import type { RemindEmailSettings, RemindEmailSettingsBody } from '@sukoyaka/contracts/local-government';
import type { Database } from '@sukoyaka/db/client';
import { boardSettings } from '@sukoyaka/db/schema';
import type { OrganizationScope } from '../../lib/actor.ts';
import { SUPPRESSION_BY_DEFAULT, suppressionOn } from '../board-figures/suppression.service.ts';
import { notificationEmailItems } from '@sukoyaka/contracts/mail-settings';

export type BoardSettingsRow = typeof boardSettings.$inferSelect;

/** The defaults of a board without a settings row: suppression on (decision 026), reminders off (decision 027). */
const DEFAULTS = {
  smallGroupSuppression: SUPPRESSION_BY_DEFAULT,
  remindTalkRequestEnabled: false,
  remindTalkRequestDays: 3,
  remindCheckInRateEnabled: false,
  remindCheckInRateThreshold: 70,
  remindSendToSchoolAdmins: true,
  remindEmails: [] as string[],
  remindLastSentAt: null as Date | null,
};

/** The board's settings row, or the defaults. */
export async function boardSettingsOf(db: Database, scope: OrganizationScope): Promise<typeof DEFAULTS> {
  const [row] = await db.select().from(boardSettings).where(eq(boardSettings.organizationId, scope.organizationId));
  return row ?? DEFAULTS;
}

/** Writes some settings columns (creating the row with the defaults for the rest). */
async function upsertSettings(db: Database, scope: OrganizationScope, values: Partial<typeof DEFAULTS>): Promise<void> {
  await db
    .insert(boardSettings)
    .values({ organizationId: scope.organizationId, ...values })
    .onConflictDoUpdate({ target: boardSettings.organizationId, set: { ...values, updatedAt: sql`now()` } });
}

/** GET /api/local_governments/report_settings. */
export async function getReportSettings(db: Database, scope: OrganizationScope): Promise<{ smallGroupSuppression: boolean }> {
  return { smallGroupSuppression: await suppressionOn(db, scope) };
}

/** POST /api/local_governments/report_settings: turns small-group suppression on or off. */
export async function updateReportSettings(db: Database, scope: OrganizationScope, body: { smallGroupSuppression: boolean }) {
  await upsertSettings(db, scope, { smallGroupSuppression: body.smallGroupSuppression });
  return getReportSettings(db, scope);
}

/** GET /api/local_governments/remind_email (decision 027). */
export async function getRemindEmailSettings(db: Database, scope: OrganizationScope): Promise<RemindEmailSettings> {
  const s = await boardSettingsOf(db, scope);
  return {
    talkRequestEnabled: s.remindTalkRequestEnabled,
    talkRequestDays: s.remindTalkRequestDays,
    checkInRateEnabled: s.remindCheckInRateEnabled,
    checkInRateThreshold: s.remindCheckInRateThreshold,
    sendToSchoolAdmins: s.remindSendToSchoolAdmins,
    notificationEmails: notificationEmailItems(s.remindEmails),
    lastSentAt: s.remindLastSentAt ? s.remindLastSentAt.toISOString() : null,
  };
}

/** POST /api/local_governments/remind_email: saves the reminder rule (validated by the contract). */
export async function updateRemindEmailSettings(db: Database, scope: OrganizationScope, body: RemindEmailSettingsBody): Promise<RemindEmailSettings> {
  await upsertSettings(db, scope, {
    remindTalkRequestEnabled: body.talkRequestEnabled,
    remindTalkRequestDays: body.talkRequestDays,
    remindCheckInRateEnabled: body.checkInRateEnabled,
    remindCheckInRateThreshold: body.checkInRateThreshold,
    remindSendToSchoolAdmins: body.sendToSchoolAdmins,
    remindEmails: body.notificationEmails,
  });
  return getRemindEmailSettings(db, scope);
}
