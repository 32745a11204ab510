import type { Db, PgBoss } from 'pg-boss';
import type { Database } from '@sukoyaka/db/client';

export const MAIL_QUEUE = 'mail';

/** One mail to send: `key` names the event it is about, so it is sent at most once. */
export interface MailJob {
  key: string;
  to: string[];
  subject: string;
  text: string;
}

/**
 * Where services put mail; the queue worker (jobs/mail.jobs.ts) delivers it. Pass the transaction
 * (or database) the event is written in as `db`: the job is then stored in that same transaction,
 * so a talk request and its mail commit together or not at all (a process killed in between can
 * leave neither a mail about a request that was rolled back nor a request without its mail).
 */
export interface MailOutbox {
  enqueue(mail: MailJob, db?: Database): Promise<void>;
}

/**
 * pg-boss's statement executor on a drizzle database or transaction: its session's own client
 * (node-postgres Pool / PoolClient in a transaction, or PGlite / its transaction), so the job's
 * INSERT runs on the caller's connection and inside the caller's transaction.
 */
export function jobExecutorOf(db: Database): Db {
  const client = (db as unknown as { session: { client: { query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> } } }).session.client;
  return { executeSql: (text, values) => client.query(text, values) };
}

/** The outbox on the pg-boss queue: the job is stored in the product's database before we answer. */
export function queueOutbox(boss: PgBoss): MailOutbox {
  return {
    async enqueue(mail, db) {
      await boss.send(MAIL_QUEUE, mail, { singletonKey: mail.key, ...(db ? { db: jobExecutorOf(db) } : {}) });
    },
  };
}
