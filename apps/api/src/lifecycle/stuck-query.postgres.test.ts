import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dayAfter } from '../test/front-door/write-cases.ts';
import { call, startServerProcess, type ServerProcess } from '../test/server-process.ts';
import { createTestApp, signInParent, signInStudent, type AuthHeaders, type TestApp } from '../test/test-app.ts';

/**
 * Issue 22 items 3 and 4 with a real process on PostgreSQL and a real stuck query: another
 * session holds `access_logs` locked, so a pupil's check-in (one statement) and a parent's report
 * (a transaction: the report, its mail job, then its access-log row) both wait, and with a pool of
 * two they hold every connection. Then /api/ready is 503 within 2 s, the next request is refused
 * with 503 and Retry-After after DATABASE_ACQUIRE_TIMEOUT_MS, and SIGTERM ends the process within
 * 10 s. Nothing is half-written: the report never committed (no report row, no mail job), and the
 * check-in is stored with its access-log row or not at all.
 */
let t: TestApp;
let server: ServerProcess | null = null;
let locker: pg.Client;
let pupil: AuthHeaders;
let parent: AuthHeaders;

beforeAll(async () => {
  t = await createTestApp();
  pupil = await signInStudent(t, t.schoolA);
  parent = await signInParent(t, t.schoolA);
  await t.db.execute(
    sql`INSERT INTO parent_attendance_settings (school_id, notification_enabled, notification_emails) VALUES (${t.schoolA.id}, true, ARRAY['office@a.example.jp'])`,
  );
  server = await startServerProcess({ env: { DATABASE_URL: t.handle.url!, DATABASE_POOL_SIZE: '2', DATABASE_ACQUIRE_TIMEOUT_MS: '3000', SEED_DEMO: 'false' } });
  locker = new pg.Client({ connectionString: t.handle.url! });
  await locker.connect();
}, 120_000);
afterAll(async () => {
  if (server && server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
  await locker?.end().catch(() => undefined);
  await t?.close();
});

const count = async (query: ReturnType<typeof sql>) => Number(((await t.db.execute(query)) as unknown as { rows: { n: string }[] }).rows[0]!.n);

describe('a stuck query on PostgreSQL', () => {
  it('is 503 on /api/ready within 2 s, refuses the next request, stops on SIGTERM, and leaves nothing half-written', async () => {
    const origin = server!.origin;
    const [child] = (await call(origin, 'GET', '/api/parents/student', undefined, parent)).body.data as { id: number }[];
    await locker.query('BEGIN');
    await locker.query('LOCK TABLE access_logs IN ACCESS EXCLUSIVE MODE');

    const stuck = [
      call(origin, 'POST', '/api/conditions', { mental: 'good', physical: 'good', recordedAt: new Date().toISOString() }, pupil).catch((e: Error) => e),
      call(origin, 'POST', '/api/parents/attendances', { studentId: child!.id, date: dayAfter(1), status: 'absent', reason: 'sick' }, parent).catch(
        (e: Error) => e,
      ),
    ];
    // pg_locks, not pg_stat_activity: the locker is inside its transaction, where pg_stat_activity is
    // one snapshot taken at its first read (it would keep saying what the first look saw).
    const waiting = async () => (await locker.query(`SELECT count(*) AS n FROM pg_locks WHERE NOT granted AND relation = 'access_logs'::regclass`)).rows[0].n;
    for (let i = 0; i < 400 && Number(await waiting()) < 2; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Number(await waiting())).toBe(2);

    const asked = Date.now();
    const ready = await call(origin, 'GET', '/api/ready');
    expect(Date.now() - asked).toBeLessThan(2_000);
    expect(ready.status).toBe(503);

    const refused = await call(origin, 'POST', '/api/conditions', { mental: 'bad', physical: 'bad' }, pupil);
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('5');
    expect((refused.body.errors as string[])[0]).toMatch(/もう一度お試しください/);

    const stopped = await server!.stop('SIGTERM');
    expect(stopped.ms).toBeLessThan(10_000);
    // The two stuck requests were never acknowledged.
    for (const outcome of await Promise.all(stuck)) expect(outcome instanceof Error || outcome.status >= 500).toBe(true);

    await locker.query('ROLLBACK');
    for (let i = 0; i < 400 && Number(await waiting()) > 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await count(sql`SELECT count(*) AS n FROM parent_attendances WHERE student_id = ${child!.id}`)).toBe(0);
    expect(await count(sql`SELECT count(*) AS n FROM pgboss.job WHERE name = 'mail' AND data->>'key' LIKE 'parent-attendance:%'`)).toBe(0);
    const studentId = sql`(SELECT account_id FROM auth_tokens WHERE client = ${pupil.client})`;
    const checkIns = await count(sql`SELECT count(*) AS n FROM conditions WHERE student_id = ${studentId}`);
    const logged = await count(sql`SELECT count(*) AS n FROM access_logs WHERE route = '/api/conditions' AND ${studentId} = ANY(student_ids)`);
    expect(checkIns).toBe(logged);
  });
});
