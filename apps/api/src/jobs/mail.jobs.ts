import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { JobResult, PgBoss } from 'pg-boss';
import type { Database } from '@sukoyaka/db/client';
import { mailDeliveries } from '@sukoyaka/db/schema';
import { MAIL_QUEUE, type MailJob } from '../modules/mail/mail.service.ts';

/** Hands one message to the outside world; throws when it could not. */
export type SendMail = (message: SendMailOptions) => Promise<void>;

/** Sends through SMTP (SMTP_URL, e.g. smtp://user:pass@mail.example.jp:587; STARTTLS when offered). */
export function smtpSender(url: string): SendMail {
  const transport = nodemailer.createTransport(url);
  return async (message) => {
    await transport.sendMail(message);
  };
}

/** Without SMTP (the demo): writes each message as an .eml file into `dir` to show what would be sent. */
export function fileSender(dir: string): SendMail {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return async (message) => {
    const info = await transport.sendMail(message);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${Date.now()}-${String(info.messageId).replace(/[^A-Za-z0-9.@-]/g, '')}.eml`), info.message as Buffer);
  };
}

/**
 * Works the mail queue: each job is one mail. A job whose key is already in mail_deliveries was
 * sent by an earlier attempt and completes without sending; otherwise the mail is sent and the
 * key recorded. Jobs are fetched 10 at a time and, while fetches come back full, without a pause
 * (a morning's backlog of talk-request mails drains at SMTP speed, not one mail per poll); two
 * batches run at once. Each job settles on its own: a mail that could not be sent fails alone and
 * pg-boss retries it with exponential backoff (queue options), the others of its batch complete.
 */
export async function workMail(boss: PgBoss, db: Database, send: SendMail, from: string, opts: { pollingIntervalSeconds?: number } = {}): Promise<void> {
  await boss.work<MailJob>(
    MAIL_QUEUE,
    { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2, batchSize: 10, burstWhenBatchFull: true, localConcurrency: 2, perJobResults: true },
    async (jobs) => {
      const results: JobResult[] = [];
      for (const job of jobs) {
        try {
          await deliver(db, send, from, job.data);
          results.push({ id: job.id, status: 'completed' });
        } catch (err) {
          results.push({ id: job.id, status: 'failed', output: { message: err instanceof Error ? err.message : String(err) } });
        }
      }
      return results;
    },
  );
}

/** Sends one mail unless its key was already delivered, then records the key. Throws when sending failed. */
async function deliver(db: Database, send: SendMail, from: string, mail: MailJob): Promise<void> {
  const [sent] = await db.select().from(mailDeliveries).where(eq(mailDeliveries.key, mail.key)).limit(1);
  if (sent) return;
  await send({
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    // A stable Message-ID lets mail systems drop a duplicate if we crash between send and record.
    messageId: `<${mail.key.replace(/[^A-Za-z0-9.-]/g, '.')}@sukoyaka>`,
  });
  await db
    .insert(mailDeliveries)
    .values({ key: mail.key, recipients: mail.to.join(','), subject: mail.subject })
    .onConflictDoNothing();
}
