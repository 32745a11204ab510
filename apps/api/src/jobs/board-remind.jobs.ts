import type { PgBoss } from 'pg-boss';
import type { Database } from '@sukoyaka/db/client';
import type { MailOutbox } from '../modules/mail/mail.service.ts';
import { sendBoardReminders } from '../modules/organizations/remind-mail.service.ts';

/** The boards' daily reminder mails (decision 027). */
export const BOARD_REMIND_QUEUE = 'board-remind';

/** Every school day morning at 07:30 Japan time, before classes (weekends send nothing new: keys are per day). */
export const BOARD_REMIND_CRON = '30 7 * * *';

/**
 * Registers the daily reminder run (settings/remind_email, decision 027): a pg-boss schedule (one
 * per database) and its worker, which queues the mails through the outbox (the mail worker sends).
 */
export async function workBoardReminders(
  boss: PgBoss,
  db: Database,
  outbox: MailOutbox,
  opts: { pollingIntervalSeconds?: number; log?: (message: string) => void } = {},
): Promise<void> {
  await boss.createQueue(BOARD_REMIND_QUEUE, { retryLimit: 3, retryDelay: 600 });
  await boss.schedule(BOARD_REMIND_QUEUE, BOARD_REMIND_CRON, null, { tz: 'Asia/Tokyo' });
  await boss.work(BOARD_REMIND_QUEUE, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 60 }, async () => {
    const queued = await sendBoardReminders(db, outbox);
    (opts.log ?? console.log)(`board reminders: ${queued} mails queued`);
  });
}
