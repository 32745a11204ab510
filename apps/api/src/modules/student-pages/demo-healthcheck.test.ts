import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, japanDateKey } from '@sukoyaka/contracts/dates';
import { asc, eq, sql } from 'drizzle-orm';
import { seedDemo, type DemoAccounts } from '@sukoyaka/db';
import { parents, parentStudents, questionnaireAnswers, students } from '@sukoyaka/db/schema';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 10 item 3: after the demo seed (`npm start`) the student page's health observation columns
 * are alive: answers on the history's days, and 1年1組 6番's 37.5 °C morning with a headache,
 * marked as an alert day (体 要確認, resolved so no dashboard's 未対応 count changes). Issue 24
 * item 11: parents share their child's family name.
 */
let t: TestApp;
let accounts: DemoAccounts;

beforeAll(async () => {
  t = await createTestApp();
  accounts = await seedDemo(t.db);
}, 120_000);
afterAll(() => t.close());

async function signInClassTeacher() {
  const school = accounts.schools[0]!;
  const teacher = school.teachers.find((x) => !x.admin && x.grade === '1年' && x.klass === '1組')!;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/teachers/sign_in',
    payload: { schoolCode: school.code, email: teacher.email, password: teacher.password },
  });
  expect(res.statusCode).toBe(200);
  return { 'access-token': String(res.headers['access-token']), client: String(res.headers.client), uid: String(res.headers.uid), schoolCode: school.code };
}

describe('demo health observation history', () => {
  it("shows 1年1組 6番's 37.5 °C and headache, flagged, on an alert day, and other days' answers", async () => {
    const headers = await signInClassTeacher();
    const students = (await t.app.inject({ method: 'GET', url: '/api/teachers/students', headers })).json().data;
    const six = students.find((s: { studentNumber: number }) => s.studentNumber === 6);
    const items = (await t.app.inject({ method: 'GET', url: '/api/teachers/healthcheck', headers })).json().data;
    const idOf = (abbreviation: string) => items.find((i: { abbreviation: string }) => i.abbreviation === abbreviation).id;
    const today = japanDateKey();
    const url = `/api/teachers/students/conditions-by-date-range?studentId=${six.id}&from=${addDays(today, -29)}&to=${today}`;
    const rows = (await t.app.inject({ method: 'GET', url, headers })).json().data;
    const fever = rows.find((r: { healthcheck: { answers: { healthcheckItemId: number; answer: string }[] } | null }) =>
      r.healthcheck?.answers.some((a) => a.healthcheckItemId === idOf('体温') && a.answer === '37.5'),
    );
    expect(fever.healthcheck.answers).toContainEqual({ healthcheckItemId: idOf('体温'), answer: '37.5', alert: true });
    expect(fever.healthcheck.answers).toContainEqual({ healthcheckItemId: idOf('頭痛'), answer: '1', alert: true });
    expect(fever.physicalAlert).toMatchObject({ processed: true });
    // The other check-in days have answers in every temperature, time and yes/no column.
    const others = rows.filter((r: { date: string; mental: string | null }) => r.date !== fever.date && r.mental !== null);
    expect(others.length).toBeGreaterThan(5);
    for (const row of others) expect(row.healthcheck.answers.map((a: { healthcheckItemId: number }) => a.healthcheckItemId)).toContain(idOf('睡眠'));
  });
});

describe('a demo that looks like a school (issue 24 item 11)', () => {
  it('every parent shares the family name of their (first) child', async () => {
    const rows = await t.db
      .select({ parent: parents.name, child: students.name, childId: students.id, parentId: parents.id })
      .from(parents)
      .innerJoin(parentStudents, eq(parentStudents.parentId, parents.id))
      .innerJoin(students, eq(students.id, parentStudents.studentId))
      .orderBy(asc(parents.id), asc(students.id));
    expect(rows.length).toBeGreaterThan(100);
    const first = new Map<number, { parent: string; child: string }>();
    for (const row of rows) if (!first.has(row.parentId)) first.set(row.parentId, row);
    for (const { parent, child } of first.values()) {
      expect(parent.split(' ')[0], `${parent} / ${child}`).toBe(child.split(' ')[0]);
      expect(parent).toMatch(/（保護者）$/);
    }
  });

  it('bullying answers follow a realistic distribution: most 該当なし, a few 第2段階, very few 第3段階', async () => {
    const rows = await t.db
      .select({ level: questionnaireAnswers.alertLevel, n: sql<number>`count(*)::int` })
      .from(questionnaireAnswers)
      .where(eq(questionnaireAnswers.status, 'completed'))
      .groupBy(questionnaireAnswers.alertLevel);
    const count = Object.fromEntries(rows.map((r) => [r.level, Number(r.n)])) as Record<string, number>;
    const total = Object.values(count).reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(500);
    expect(count.normal! / total).toBeGreaterThan(0.75);
    expect((count.second_stage ?? 0) + (count.second_stage_plus ?? 0)).toBeGreaterThan(0);
    expect(((count.second_stage ?? 0) + (count.second_stage_plus ?? 0)) / total).toBeLessThan(0.08);
    expect(count.third_stage ?? 0).toBeGreaterThan(0);
    expect((count.third_stage ?? 0) / total).toBeLessThan(0.03);
    expect(count.third_stage!).toBeLessThan(count.second_stage!);
  });

  it('one 話したい is already escalated (長時間未対応), so the badge can be seen: きた中 3年1組 3番', async () => {
    const school = accounts.schools.find((x) => x.code === 'kita-jhs')!;
    const admin = school.teachers.find((x) => x.admin)!;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/teachers/sign_in',
      payload: { schoolCode: school.code, email: admin.email, password: admin.password },
    });
    const headers = {
      'access-token': String(res.headers['access-token']),
      client: String(res.headers.client),
      uid: String(res.headers.uid),
      schoolCode: school.code,
    };
    const url = '/api/teachers/dashboards/sos_dashboard?status=not_supported&limit=200';
    const list: { escalated?: boolean; processed: boolean; student: { studentNumber: number } }[] = (await t.app.inject({ method: 'GET', url, headers })).json()
      .data.list;
    const escalated = list.filter((r) => r.escalated === true);
    expect(escalated.length).toBeGreaterThan(0);
    expect(escalated.every((r) => !r.processed)).toBe(true);
    expect(escalated.some((r) => r.student.studentNumber === 3)).toBe(true);
  });
});
