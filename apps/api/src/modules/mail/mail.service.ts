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
 * Where services put mail; the queue worker (jobs/mail.jobs.ts) delivers it.
 *
 * `db` is required and comes first: the transaction the event is written in (or the database
 * handle when the caller is in none). The job is stored through that handle, so a talk request
 * and its mail commit together or not at all, and, on the embedded database's single connection,
 * an enqueue inside a transaction never waits for a second handle that the transaction itself
 * holds (issue 22: creating a teacher froze the server). Lint refuses the outer handle inside a
 * transaction callback (eslint-rules/transaction-handle.js).
 */
export interface MailOutbox {
  enqueue(db: Database, mail: MailJob): Promise<void>;
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
    async enqueue(db, mail) {
      await boss.send(MAIL_QUEUE, mail, { singletonKey: mail.key, db: jobExecutorOf(db) });
    },
  };
}
