import { randomBytes } from 'node:crypto';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { and, eq } from 'drizzle-orm';
import { inject } from 'vitest';
import type { Database, DatabaseHandle } from '@sukoyaka/db';
import { hashPassword } from '@sukoyaka/db/passwords';
import { schoolCalendarRanges, schoolYears, studentEnrollments, students } from '@sukoyaka/db/schema';
import { createOrganization, createOrganizationUser, createSchool, ensureGradeCodeMasters, type SeededSchool } from '@sukoyaka/db/seed/structure';
import { prng } from '@sukoyaka/db/seed/names';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import { buildApp, type AppOptions } from '../app.ts';
import { configFromEnv } from '../config.ts';
import { appContextOf, openRuntime, type Runtime } from '../runtime.ts';

export const PASSWORDS = { student: 'student-pass', teacher: 'teacher-pass', parent: 'parent-pass', local_government: 'board-pass' };

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  handle: DatabaseHandle;
  /** Two schools of one board: A (skip enabled) and B (processed SOS enabled). */
  schoolA: SeededSchool;
  schoolB: SeededSchool;
  localGovernmentEmail: string;
  runtime: Runtime;
  close: () => Promise<void>;
}

export const TEST_OPTIONS: AppOptions = {
  https: false,
  webDistDir: null,
  signInLimitPerIp: 1000,
  signInLimitWindowMs: 60_000,
  accountFailureLimit: 5,
  accountLockMs: 15 * 60_000,
  persistentTokenTtlMs: 30 * 86_400_000,
  sessionTokenTtlMs: 86_400_000,
  logLevel: 'silent',
  publicUrl: 'http://sukoyaka.test',
};

/**
 * Which database the API suites run on: the `embedded` vitest project sets TEST_DATABASE=pglite
 * (what `npm start` runs: PGlite, one connection); the `api` project runs them on PostgreSQL.
 */
export const TEST_DATABASE: 'pglite' | 'postgres' = process.env.TEST_DATABASE === 'pglite' ? 'pglite' : 'postgres';

/** The environment naming a fresh, migrated test database, and how to throw it away. */
async function freshDatabase(): Promise<{ env: Record<string, string>; remove: () => void }> {
  if (TEST_DATABASE === 'pglite') {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'sukoyaka-test-pglite-'));
    // The migrated data directory of the global setup, copied into this file's own directory.
    cpSync(inject('pgliteTemplate'), path.join(dir, 'pgdata'), { recursive: true });
    return { env: { DATA_DIR: dir }, remove: () => rmSync(dir, { recursive: true, force: true }) };
  }
  const base = inject('postgresUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE sukoyaka_template`);
  await admin.end();
  return { env: { DATABASE_URL: base.replace(/\/[^/]*$/, `/${name}`), DATABASE_POOL_SIZE: '5', DATA_DIR: os.tmpdir() }, remove: () => {} };
}

/**
 * A fresh database (TEST_DATABASE: cloned from the migrated template on the test PostgreSQL
 * server, or a migrated embedded data directory of its own), two small
 * schools (6 grades × 1 class × 3 students, a teacher per class, an admin, parents) and the app
 * built on it, with the real job queue (its mail worker runs only when `smtpUrl` names an SMTP
 * server). Requests go through app.inject: the whole HTTP stack without a socket. `env` adds
 * settings as the environment would (e.g. DATABASE_ACQUIRE_TIMEOUT_MS).
 */
export async function createTestApp(options: Partial<AppOptions> & { smtpUrl?: string; env?: Record<string, string> } = {}): Promise<TestApp> {
  const database = await freshDatabase();
  const env = { ...database.env, WORKER: options.smtpUrl ? 'true' : 'false', SMTP_URL: options.smtpUrl, ...options.env };
  const runtime = await openRuntime(configFromEnv(env), {
    pollingIntervalSeconds: 0.5,
  });
  const { handle } = runtime;
  const db = handle.db;

  const [student, teacher, parent, localGovernment] = await Promise.all([
    hashPassword(PASSWORDS.student),
    hashPassword(PASSWORDS.teacher),
    hashPassword(PASSWORDS.parent),
    hashPassword(PASSWORDS.local_government),
  ]);
  const codes = await ensureGradeCodeMasters(db);
  const org = await createOrganization(db, 'テスト市', 'テスト市教育委員会');
  const localGovernmentEmail = 'board@test.example.jp';
  await createOrganizationUser(db, org.id, { name: '担当', email: localGovernmentEmail, passwordHash: localGovernment });
  const plan = {
    organizationId: org.id,
    schoolType: 'elementary' as const,
    schoolYear: schoolYearOf(),
    klassesPerGrade: 1,
    studentsInKlass: () => 3,
    passwords: { student, teacher, parent },
    random: prng(1),
    withParents: true,
  };
  const schoolA = await createSchool(db, codes, { ...plan, code: 'school-a', name: 'A小学校', emailDomain: 'a.example.jp', enableConditionSkip: true });
  const schoolB = await createSchool(db, codes, { ...plan, code: 'school-b', name: 'B小学校', emailDomain: 'b.example.jp', enabledProcessedSos: true });

  const app = await buildApp(appContextOf(runtime), { ...TEST_OPTIONS, ...options });
  await app.ready();
  return {
    app,
    db,
    handle,
    schoolA,
    schoolB,
    localGovernmentEmail,
    runtime,
    close: async () => {
      await app.close();
      await runtime.close();
      database.remove();
    },
  };
}

export type AuthHeaders = Record<'access-token' | 'client' | 'uid' | 'schoolCode', string>;

/** The credential headers (spec §7) a sign-in or token exchange answered with, for the next calls. */
export function headersFrom(res: { headers: Record<string, unknown> }, schoolCode: string): AuthHeaders {
  return {
    'access-token': String(res.headers['access-token']),
    client: String(res.headers.client),
    uid: String(res.headers.uid),
    schoolCode,
  };
}

/** The id of the student with 出席番号 `studentNumber` in the school's class `klassIndex`. */
export async function studentIdOf(t: TestApp, school: SeededSchool, klassIndex: number, studentNumber: number): Promise<number> {
  const [row] = await t.db
    .select({ id: students.id })
    .from(studentEnrollments)
    .innerJoin(students, eq(students.id, studentEnrollments.studentId))
    .where(and(eq(studentEnrollments.klassId, school.klasses[klassIndex]!.id), eq(studentEnrollments.studentNumber, studentNumber)));
  if (!row) throw new Error(`no student ${studentNumber} in class ${klassIndex}`);
  return row.id;
}

/** Signs in student `studentNumber` of the school's class `klassIndex`; fails the test otherwise. */
export async function signInStudent(t: TestApp, school: SeededSchool, klassIndex = 0, studentNumber = 1): Promise<AuthHeaders> {
  const klass = school.klasses[klassIndex]!;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/students/sign_in',
    payload: { schoolCode: school.code, gradeId: klass.gradeId, klassId: klass.id, studentNumber, password: PASSWORDS.student },
  });
  if (res.statusCode !== 200) throw new Error(`student sign-in failed: ${res.statusCode} ${res.body}`);
  return headersFrom(res, school.code);
}

/** Signs in the homeroom teacher of class `klassIndex`, or the admin teacher. */
export async function signInTeacher(t: TestApp, school: SeededSchool, who: number | 'admin' = 0): Promise<AuthHeaders> {
  const email = who === 'admin' ? school.adminEmail : school.klasses[who]!.teacherEmail;
  const res = await t.app.inject({ method: 'POST', url: '/api/teachers/sign_in', payload: { schoolCode: school.code, email, password: PASSWORDS.teacher } });
  if (res.statusCode !== 200) throw new Error(`teacher sign-in failed: ${res.statusCode} ${res.body}`);
  return headersFrom(res, school.code);
}

/** The staff most route tests need: school A's admin and first class teacher, and school B's admin (another school). */
export async function signInSchoolStaff(t: TestApp): Promise<{ admin: AuthHeaders; classTeacher: AuthHeaders; adminB: AuthHeaders }> {
  return {
    admin: await signInTeacher(t, t.schoolA, 'admin'),
    classTeacher: await signInTeacher(t, t.schoolA, 0),
    adminB: await signInTeacher(t, t.schoolB, 'admin'),
  };
}

export async function signInParent(t: TestApp, school: SeededSchool, index = 0): Promise<AuthHeaders> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/parents/sign_in',
    payload: { schoolCode: school.code, loginId: school.parentLogins[index]!, password: PASSWORDS.parent },
  });
  if (res.statusCode !== 200) throw new Error(`parent sign-in failed: ${res.statusCode} ${res.body}`);
  return headersFrom(res, school.code);
}

export async function signInLocalGovernment(t: TestApp): Promise<AuthHeaders> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/local_governments/sign_in',
    payload: { email: t.localGovernmentEmail, password: PASSWORDS.local_government },
  });
  if (res.statusCode !== 200) throw new Error(`board sign-in failed: ${res.statusCode} ${res.body}`);
  return { ...headersFrom(res, ''), schoolCode: '' };
}

/** The board user's access to `school`'s teacher screens (POST organization/change_school, decision 028): its token headers. */
export async function signInBoardAccess(t: TestApp, school: { id: number; code: string }): Promise<AuthHeaders> {
  const board = await signInLocalGovernment(t);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/local_governments/organization/change_school',
    headers: board,
    payload: { schoolId: school.id },
  });
  if (res.statusCode !== 200) throw new Error(`change_school failed: ${res.statusCode} ${res.body}`);
  return headersFrom(res, school.code);
}

/** Closes `school` on `date` (a 臨時休業 range of one day in that date's school year), as an admin teacher would on 設定 → 学校カレンダー. */
export async function closeSchoolOn(t: TestApp, school: SeededSchool, date: string): Promise<void> {
  const [year] = await t.db
    .select({ id: schoolYears.id })
    .from(schoolYears)
    .where(and(eq(schoolYears.schoolId, school.id), eq(schoolYears.year, schoolYearOf(new Date(`${date}T03:00:00Z`)))));
  await t.db.insert(schoolCalendarRanges).values({ schoolId: school.id, schoolYearId: year!.id, kind: 'closure', label: '臨時休業', from: date, to: date });
}
