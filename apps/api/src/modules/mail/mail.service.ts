import type { PgBoss } from 'pg-boss';

export const MAIL_QUEUE = 'mail';

/** One mail to send: `key` names the event it is about, so it is sent at most once. */
export interface MailJob {
  key: string;
  to: string[];
  subject: string;
  text: string;
}

/** Where services put mail; the queue worker (jobs/mail.jobs.ts) delivers it. */
export interface MailOutbox {
  enqueue(mail: MailJob): Promise<void>;
}

/** The outbox on the pg-boss queue: the job is stored in the product's database before we answer. */
export function queueOutbox(boss: PgBoss): MailOutbox {
  return {
    async enqueue(mail) {
      await boss.send(MAIL_QUEUE, mail, { singletonKey: mail.key });
    },
  };
}
