import type { PgBoss } from 'pg-boss';
import type { Database } from '@sukoyaka/db/client';
import { escalateUnansweredSos } from '../modules/alert-feedback/sos-escalation.ts';
import type { MailOutbox } from '../modules/mail/mail.service.ts';

/** The escalation run of unanswered talk requests (decision 033). */
export const SOS_ESCALATION_QUEUE = 'sos-escalation';

/** Every 10 minutes: a request escalates at most 10 minutes after its N school hours have passed. */
export const SOS_ESCALATION_CRON = '*/10 * * * *';

/**
 * Registers the escalation of unanswered talk requests (issue 10 item 11): a pg-boss schedule (one
 * per database) and its worker, which marks the due requests and queues one mail per request to
 * the school's admin teachers through the outbox (the mail worker sends).
 */
export async function workSosEscalation(
  boss: PgBoss,
  db: Database,
  outbox: MailOutbox,
  opts: { pollingIntervalSeconds?: number; log?: (message: string) => void } = {},
): Promise<void> {
  await boss.createQueue(SOS_ESCALATION_QUEUE, { retryLimit: 2, retryDelay: 60 });
  await boss.schedule(SOS_ESCALATION_QUEUE, SOS_ESCALATION_CRON, null, { tz: 'Asia/Tokyo' });
  await boss.work(SOS_ESCALATION_QUEUE, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 60 }, async () => {
    const escalated = await escalateUnansweredSos(db, outbox);
    if (escalated > 0) (opts.log ?? console.log)(`talk-request escalation: ${escalated} requests escalated`);
  });
}
