import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { PgBoss } from 'pg-boss';
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
 * key recorded. A failure throws, and pg-boss retries with exponential backoff (queue options).
 */
export async function workMail(boss: PgBoss, db: Database, send: SendMail, from: string, opts: { pollingIntervalSeconds?: number } = {}): Promise<void> {
  await boss.work<MailJob>(MAIL_QUEUE, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2 }, async (jobs) => {
    for (const job of jobs) {
      const mail = job.data;
      const [sent] = await db.select().from(mailDeliveries).where(eq(mailDeliveries.key, mail.key)).limit(1);
      if (sent) continue;
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
  });
}
