import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accessLogs } from '@sukoyaka/db/schema';
import { ACCESS_LOG_RETENTION_CRON, ACCESS_LOG_RETENTION_QUEUE, workAccessLogRetention } from '../../jobs/access-log.jobs.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { AccessLogBuffer } from './access-log.buffer.ts';
import { insertAccessLogs, purgeAccessLogs, type AccessLogRow } from './access-log.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
/** Each test marks its rows with its own route, since nothing may delete the rows of another. */
let route = '';
let n = 0;
beforeEach(() => {
  route = `/test/${++n}`;
});
const row = (over: Partial<AccessLogRow> = {}): AccessLogRow => ({
  actorType: 'teacher',
  actorId: 1,
  schoolId: t.schoolA.id,
  organizationId: null,
  method: 'GET',
  route,
  statusCode: 200,
  studentIds: [7],
  ip: '192.0.2.1',
  ...over,
});
const rowsOfTest = () => t.db.select().from(accessLogs).where(eq(accessLogs.route, route)).orderBy(accessLogs.at);
const refusal = async (work: Promise<unknown>): Promise<string> => {
  try {
    await work;
  } catch (err) {
    return String((err as { cause?: { message?: string } }).cause?.message ?? (err as Error).message);
  }
  return 'not refused';
};

describe('append-only (migration 0015 trigger)', () => {
  it('refuses UPDATE, TRUNCATE and DELETE of a recent row', async () => {
    await insertAccessLogs(t.db, [row()]);
    expect(await refusal(t.db.update(accessLogs).set({ ip: '203.0.113.9' }).where(eq(accessLogs.route, route)))).toMatch(/append-only: UPDATE refused/);
    expect(await refusal(t.db.execute(sql`truncate access_logs`))).toMatch(/append-only: TRUNCATE refused/);
    expect(await refusal(t.db.delete(accessLogs).where(eq(accessLogs.route, route)))).toMatch(/older than the retention period/);
    expect((await rowsOfTest()).map((r) => r.ip)).toEqual(['192.0.2.1']);
  });
});

describe('retention', () => {
  it('deletes only rows older than the retention period', async () => {
    const now = new Date();
    await insertAccessLogs(t.db, [
      row({ at: new Date(now.getTime() - 1900 * DAY), ip: 'old' }),
      row({ at: new Date(now.getTime() - 1826 * DAY), ip: 'just inside' }),
      row({ at: new Date(now.getTime() - DAY), ip: 'yesterday' }),
    ]);
    expect(await purgeAccessLogs(t.db, 1827, now)).toBeGreaterThanOrEqual(1);
    expect((await rowsOfTest()).map((r) => r.ip)).toEqual(['just inside', 'yesterday']);
  });

  it('cannot be talked into deleting recent rows by the setting: less than one day is refused', async () => {
    await insertAccessLogs(t.db, [row()]);
    await expect(purgeAccessLogs(t.db, 0)).rejects.toThrow(/≥ 1/);
    const zero = t.db.transaction(async (tx) => {
      await tx.execute(sql`select set_config('sukoyaka.access_log_retention_days', '0', true)`);
      await tx.delete(accessLogs).where(eq(accessLogs.route, route));
    });
    expect(await refusal(zero)).toMatch(/retention period of 0 days is refused/);
    expect(await rowsOfTest()).toHaveLength(1);
  });

  it('runs daily as a pg-boss schedule whose job deletes the old rows', async () => {
    await insertAccessLogs(t.db, [row({ at: new Date(Date.now() - 40 * DAY), ip: 'old' }), row({ ip: 'new' })]);
    const messages: string[] = [];
    await workAccessLogRetention(t.runtime.boss, t.db, 30, { pollingIntervalSeconds: 0.5, log: (m) => messages.push(m) });
    const schedules = await t.runtime.boss.getSchedules(ACCESS_LOG_RETENTION_QUEUE);
    expect(schedules.map((s) => [s.cron, s.timezone])).toEqual([[ACCESS_LOG_RETENTION_CRON, 'Asia/Tokyo']]);
    await t.runtime.boss.send(ACCESS_LOG_RETENTION_QUEUE, {});
    await expect.poll(async () => (await rowsOfTest()).map((r) => r.ip), { timeout: 15_000, interval: 250 }).toEqual(['new']);
    expect(messages.join('\n')).toMatch(/deleted \d+ rows older than 30 days/);
  });
});

describe('the read batch', () => {
  it('holds reads in memory until a flush writes them in one go', async () => {
    const buffer = new AccessLogBuffer(t.db, { flushIntervalMs: 60_000 });
    for (let i = 0; i < 3; i++) buffer.recordRead(row({ studentIds: [i + 1] }));
    expect(buffer.pending).toBe(3);
    expect(await rowsOfTest()).toHaveLength(0);
    await buffer.flush();
    expect((await rowsOfTest()).map((r) => r.studentIds)).toEqual([[1], [2], [3]]);
    await buffer.close();
  });

  it('flushes by itself at the batch size and on the timer', async () => {
    const buffer = new AccessLogBuffer(t.db, { flushIntervalMs: 200, maxBatchRows: 2, dedupeWindowMs: 0 });
    buffer.recordRead(row());
    buffer.recordRead(row());
    await expect.poll(async () => (await rowsOfTest()).length, { timeout: 2_000, interval: 20 }).toBe(2);
    buffer.recordRead(row());
    await expect.poll(async () => (await rowsOfTest()).length, { timeout: 2_000, interval: 50 }).toBe(3);
    await buffer.close();
  });

  it('records a repeated identical read once per window (the SOS watcher polls every 4 s), but every write', async () => {
    const buffer = new AccessLogBuffer(t.db, { flushIntervalMs: 60_000, dedupeWindowMs: 300_000 });
    const start = Date.now();
    expect(buffer.recordRead(row({ at: new Date(start) }))).toBe(true);
    expect(buffer.recordRead(row({ at: new Date(start + 4_000) }))).toBe(false);
    expect(buffer.recordRead(row({ at: new Date(start + 4_000), studentIds: [8] }))).toBe(true);
    expect(buffer.recordRead(row({ at: new Date(start + 4_000), ip: '192.0.2.99' }))).toBe(true);
    expect(buffer.recordRead(row({ at: new Date(start + 300_000) }))).toBe(true);
    buffer.enqueue(row({ method: 'POST' }));
    buffer.enqueue(row({ method: 'POST' }));
    await buffer.close();
    const written = await t.db.select().from(accessLogs).where(eq(accessLogs.route, route)).orderBy(accessLogs.id);
    expect(written.map((r) => `${r.method} ${r.studentIds.join(',')} ${r.ip}`)).toEqual([
      'GET 7 192.0.2.1',
      'GET 8 192.0.2.1',
      'GET 7 192.0.2.99',
      'GET 7 192.0.2.1',
      'POST 7 192.0.2.1',
      'POST 7 192.0.2.1',
    ]);
  });

  it('keeps rows the database refused for the next flush and reports the failure', async () => {
    const errors: unknown[] = [];
    const buffer = new AccessLogBuffer(t.db, { flushIntervalMs: 60_000, onError: (err) => errors.push(err) });
    buffer.recordRead(row({ statusCode: 100_000 }));
    await buffer.flush();
    expect(errors).toHaveLength(1);
    expect(buffer.pending).toBe(1);
    await buffer.close();
  });
});
