import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { concurrently } from './concurrently.ts';

let t: TestApp;
const warnings: string[] = [];
const onWarning = (w: Error) => warnings.push(w.message);
beforeAll(async () => {
  t = await createTestApp();
  process.on('warning', onWarning);
});
afterAll(async () => {
  process.off('warning', onWarning);
  await t.close();
});

/** A query that takes ~50 ms and answers `n`, so two of them overlap if started together. */
const slow = (db: TestApp['db'], n: number) => () =>
  db.execute(sql`select pg_sleep(0.05), ${n}::int as n`).then((r) => (r as { rows: { n: number }[] }).rows[0]!.n);

describe('concurrently', () => {
  it('answers in the order of the tasks, on the pool and inside a transaction', async () => {
    expect(await concurrently(t.db, [slow(t.db, 1), slow(t.db, 2)])).toEqual([1, 2]);
    const inTx = await t.db.transaction((tx) => concurrently(tx, [slow(tx, 3), slow(tx, 4), slow(tx, 5)]));
    expect(inTx).toEqual([3, 4, 5]);
  });

  it('never hands a transaction a query while another is running (pg warns from the third queued query; pg 9 refuses it)', async () => {
    warnings.length = 0;
    await t.db.transaction((tx) => concurrently(tx, [slow(tx, 1), slow(tx, 2), slow(tx, 3)]));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(warnings.filter((m) => m.includes('already executing a query'))).toEqual([]);
  });
});
