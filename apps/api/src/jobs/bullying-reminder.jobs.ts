import type { PgBoss } from 'pg-boss';
import type { Database } from '@sukoyaka/db/client';
import { remindIdleCases } from '../modules/bullying-cases/no-action-reminder.ts';
import type { MailOutbox } from '../modules/mail/mail.service.ts';

/** The daily 14-day no-action reminder of bullying cases (decision 073). */
export const BULLYING_REMINDER_QUEUE = 'bullying-case-reminder';

/** Every morning at 07:15 Japan time, before classes. */
export const BULLYING_REMINDER_CRON = '15 7 * * *';

/**
 * Registers the no-action reminder of bullying cases (issue 26 item 4): a pg-boss schedule (one per
 * database) and its worker, which marks the idle open cases and queues one mail per case and gap to
 * the case's teacher through the outbox (the mail worker sends).
 */
export async function workBullyingReminders(
  boss: PgBoss,
  db: Database,
  outbox: MailOutbox,
  opts: { pollingIntervalSeconds?: number; log?: (message: string) => void } = {},
): Promise<void> {
  await boss.createQueue(BULLYING_REMINDER_QUEUE, { retryLimit: 3, retryDelay: 600 });
  await boss.schedule(BULLYING_REMINDER_QUEUE, BULLYING_REMINDER_CRON, null, { tz: 'Asia/Tokyo' });
  await boss.work(BULLYING_REMINDER_QUEUE, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 60 }, async () => {
    const queued = await remindIdleCases(db, outbox);
    if (queued > 0) (opts.log ?? console.log)(`bullying-case reminders: ${queued} mails queued`);
  });
}
