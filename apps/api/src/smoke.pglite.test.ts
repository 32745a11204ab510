import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { DataDirLockedError, isEmpty, migrateDatabase, openDatabase, seedDemo, type DatabaseHandle, type DemoAccounts } from '@sukoyaka/db';
import { buildApp } from './app.ts';
import { configFromEnv } from './config.ts';
import { appContextOf, openRuntime, type Runtime } from './runtime.ts';
import { TEST_OPTIONS } from './test/test-app.ts';

/**
 * The embedded-database path of `npm start` (openRuntime on PGlite: migrations, job queue and
 * mail worker writing .eml files), the demo seed, then a student's check-in and the teacher's
 * dashboard through the HTTP stack.
 */
let dir: string;
let handle: DatabaseHandle;
let runtime: Runtime;
let app: FastifyInstance;
let accounts: DemoAccounts;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'sukoyaka-pglite-'));
  runtime = await openRuntime(configFromEnv({ DATA_DIR: dir }), { pollingIntervalSeconds: 0.5 });
  handle = runtime.handle;
  expect(await isEmpty(handle.db)).toBe(true);
  accounts = await seedDemo(handle.db);
  app = await buildApp(appContextOf(runtime), TEST_OPTIONS);
}, 120_000);

afterAll(async () => {
  await app?.close();
  await runtime?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('embedded database (PGlite)', () => {
  it('refuses a second process on the same data directory', async () => {
    await expect(openDatabase({ kind: 'pglite', dataDir: dir })).rejects.toBeInstanceOf(DataDirLockedError);
  });

  it('re-running migrations is a no-op', async () => {
    await expect(migrateDatabase(handle)).resolves.toBeUndefined();
  });

  it('seeds the demo described by demo-accounts.json', () => {
    expect(accounts.schools.map((s) => [s.code, s.schoolType, s.mextSchoolCode])).toEqual([
      ['minami-es', 'elementary', 'B114210000013'],
      ['kita-jhs', 'junior_high', 'C114210000011'],
      ['higashi-gakuen', 'compulsory', 'C214210000010'],
      ['nishi-sn', 'special_needs', 'E114210000016'],
    ]);
    expect(accounts.schools[0]!.students[0]).toMatchObject({ grade: '1年', klass: '1組', studentNumber: 1 });
    expect(accounts.schools[0]!.teachers.some((t) => t.admin)).toBe(true);
    expect(accounts.localGovernments).toHaveLength(2);
  });

  it('has a 義務教育学校 with 1年–9年 and a 特別支援学校 with its three 学部 on their login pages (decision 046)', async () => {
    const grades = async (code: string) =>
      ((await app.inject({ method: 'GET', url: `/api/schools/show_school_info?school_code=${code}` })).json().data.grades as { name: string }[]).map(
        (g) => g.name,
      );
    expect(await grades('higashi-gakuen')).toEqual(['1年', '2年', '3年', '4年', '5年', '6年', '7年', '8年', '9年']);
    expect(await grades('nishi-sn')).toEqual([
      ...[1, 2, 3, 4, 5, 6].map((n) => `小学部${n}年`),
      ...[1, 2, 3].map((n) => `中学部${n}年`),
      ...[1, 2, 3].map((n) => `高等部${n}年`),
    ]);
  });

  it('lets a demo student sign in and check in, and the class teacher sees the row', async () => {
    const school = accounts.schools[0]!;
    const info = (await app.inject({ method: 'GET', url: `/api/schools/show_school_info?school_code=${school.code}` })).json().data;
    const grade = info.grades.find((g: { name: string }) => g.name === school.students[0]!.grade);
    const klass = grade.klasses.find((k: { name: string }) => k.name === school.students[0]!.klass);
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/students/sign_in',
      payload: { schoolCode: school.code, gradeId: grade.id, klassId: klass.id, studentNumber: 1, password: school.students[0]!.password },
    });
    expect(signIn.statusCode).toBe(200);
    const headers = {
      'access-token': String(signIn.headers['access-token']),
      client: String(signIn.headers.client),
      uid: String(signIn.headers.uid),
      schoolCode: school.code,
    };
    const checkIn = await app.inject({ method: 'POST', url: '/api/conditions', headers, payload: { mental: 'bad', physical: 'worst' } });
    expect(checkIn.statusCode).toBe(200);

    const teacher = school.teachers.find((t) => !t.admin && t.grade === '1年' && t.klass === '1組')!;
    const tSignIn = await app.inject({
      method: 'POST',
      url: '/api/teachers/sign_in',
      payload: { schoolCode: school.code, email: teacher.email, password: teacher.password },
    });
    expect(tSignIn.statusCode).toBe(200);
    const tHeaders = {
      'access-token': String(tSignIn.headers['access-token']),
      client: String(tSignIn.headers.client),
      uid: String(tSignIn.headers.uid),
      schoolCode: school.code,
    };
    const dashboard = await app.inject({ method: 'GET', url: '/api/teachers/class_dashboards/dashboard_by_date', headers: tHeaders });
    const row = dashboard.json().data.students.find((s: { studentNumber: number }) => s.studentNumber === 1);
    expect(row).toMatchObject({ mental: 'bad', physical: 'worst' });
  });

  it('has 60 school days of history with mostly good days and some runs of bad ones', async () => {
    const { sql } = await import('drizzle-orm');
    const result = await handle.db.execute(
      sql`SELECT count(DISTINCT date)::int AS days, avg((mental IN ('best','good'))::int)::float AS good_share FROM conditions`,
    );
    const row = (result as unknown as { rows: { days: number; good_share: number }[] }).rows[0]!;
    expect(row.days).toBeGreaterThanOrEqual(60);
    expect(row.good_share).toBeGreaterThan(0.7);
    expect(row.good_share).toBeLessThan(0.95);
  });

  it("starts with unresolved condition alerts and parents' reports for the teachers to act on", async () => {
    const { sql } = await import('drizzle-orm');
    const result = await handle.db.execute(
      sql`SELECT (SELECT count(*) FROM condition_alerts WHERE NOT processed)::int AS alerts, (SELECT count(*) FROM parent_attendances)::int AS reports`,
    );
    const row = (result as unknown as { rows: { alerts: number; reports: number }[] }).rows[0]!;
    expect(row.alerts).toBeGreaterThan(0);
    expect(row.reports).toBe(3);
  });
});
