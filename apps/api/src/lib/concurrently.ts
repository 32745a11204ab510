import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Database } from '@sukoyaka/db/client';

/**
 * Runs independent queries of one service call: at the same time on the pool (each borrows its own
 * connection), one after the other inside a transaction, whose single connection must not be
 * handed a query while another is running (pg deprecates it and pg 9 refuses it). Services that may
 * run in a caller's transaction (withAccessLog, decision 017) use this instead of Promise.all.
 * `tasks`: functions starting one query each; the answer keeps their order and types.
 */
export async function concurrently<T extends unknown[]>(db: Database, tasks: [...{ [K in keyof T]: () => PromiseLike<T[K]> }]): Promise<T> {
  if (!(db instanceof PgTransaction)) return (await Promise.all(tasks.map((task) => task()))) as T;
  const results: unknown[] = [];
  for (const task of tasks) results.push(await task());
  return results as T;
}
