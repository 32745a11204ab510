import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, japanDateKey } from '@sukoyaka/contracts/dates';
import { conditionAlerts, schools, soss, students } from '@sukoyaka/db/schema';
import { createTestApp, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

/**
 * 未対応をすべて表示 (spec §2 show-all-unsupported, issue 10 item 4): every unresolved condition alert
 * and talk request of the school, earlier days included, not the day's unwell students.
 */
let t: TestApp;
let teacher: AuthHeaders;
let admin: AuthHeaders;
const today = japanDateKey();
const url = '/api/teachers/all_dashboards/unsupported';

/** The students of a class of school A, by 出席番号 (the fixtures enrol 1…3). */
async function studentOf(klassIndex: number, n: number): Promise<number> {
  const rows = (await t.app.inject({ method: 'GET', url: `/api/teachers/students?klassId=${t.schoolA.klasses[klassIndex]!.id}`, headers: admin })).json().data;
  return rows.find((r: { studentNumber: number }) => r.studentNumber === n).id;
}

beforeAll(async () => {
  t = await createTestApp();
  teacher = await signInTeacher(t, t.schoolA, 0);
  admin = await signInTeacher(t, t.schoolA, 'admin');
  const [a1, a2, b1] = [await studentOf(0, 1), await studentOf(0, 2), await studentOf(1, 1)];
  const schoolId = t.schoolA.id;
  await t.db.insert(conditionAlerts).values([
    // 40 days ago and still open; last week resolved; yesterday open in another class.
    {
      studentId: a1,
      schoolId,
      conditionKind: 'mental',
      date: addDays(today, -40),
      contentAlert: '心 40日前',
      createdAt: new Date(Date.now() - 40 * 86_400_000),
    },
    { studentId: a2, schoolId, conditionKind: 'physical', date: addDays(today, -7), contentAlert: '体 対応済み', processed: true, processedAt: new Date() },
    { studentId: b1, schoolId, conditionKind: 'physical', date: addDays(today, -1), contentAlert: '体 きのう', createdAt: new Date(Date.now() - 86_400_000) },
  ]);
  await t.db.insert(soss).values([
    { studentId: a2, schoolId, label: '先生と話したい', date: addDays(today, -3), createdAt: new Date(Date.now() - 3 * 86_400_000) },
    { studentId: a2, schoolId, label: '対応した', date: addDays(today, -2), processed: true },
  ]);
  // School B's open alert must never show in A.
  const [bStudent] = await t.db.select({ id: students.id }).from(students).where(eq(students.schoolId, t.schoolB.id)).limit(1);
  await t.db
    .insert(conditionAlerts)
    .values({ studentId: bStudent!.id, schoolId: t.schoolB.id, conditionKind: 'mental', date: today, contentAlert: 'B校のアラート' });
});
afterAll(() => t.close());

const list = async (headers: AuthHeaders, query = '') => {
  const res = await t.app.inject({ method: 'GET', url: `${url}${query}`, headers });
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

describe('未対応をすべて表示', () => {
  it('lists the open alerts and the unhandled talk requests of every day, newest first, whatever the 対応状況 setting (decision 053)', async () => {
    for (const enabled of [false, true]) {
      await t.db.update(schools).set({ enabledProcessedSos: enabled }).where(eq(schools.id, t.schoolA.id));
      const data = await list(admin);
      expect(data.talkIncluded).toBe(true);
      expect(data.list.map((i: { kind: string; content: string }) => `${i.kind}:${i.content}`)).toEqual([
        'physical:体 きのう',
        'talk:先生と話したい',
        'mental:心 40日前',
      ]);
      expect(data.list[2]).toMatchObject({ date: addDays(today, -40), student: { studentNumber: 1, gradeName: '1年', klassName: '1組' } });
    }
    await t.db.update(schools).set({ enabledProcessedSos: false }).where(eq(schools.id, t.schoolA.id));
  });

  it("shows a class teacher only their class, pages, and refuses another class's filter (404)", async () => {
    expect((await list(teacher)).list.map((i: { content: string }) => i.content)).toEqual(['先生と話したい', '心 40日前']);
    const second = await list(admin, '?limit=1&page=2');
    expect(second).toMatchObject({ total: 3, page: 2, limit: 1 });
    expect(second.list.map((i: { content: string }) => i.content)).toEqual(['先生と話したい']);
    const other = await t.app.inject({ method: 'GET', url: `${url}?klassId=${t.schoolA.klasses[1]!.id}`, headers: teacher });
    expect(other.statusCode).toBe(404);
  });

  it('drops an alert once it is resolved', async () => {
    const [open] = await t.db.select().from(conditionAlerts).where(eq(conditionAlerts.contentAlert, '体 きのう'));
    const res = await t.app.inject({ method: 'POST', url: '/api/teachers/students/processed_condition_alert', headers: admin, payload: { id: open!.id } });
    expect(res.statusCode).toBe(200);
    expect((await list(admin)).list.map((i: { content: string }) => i.content)).toEqual(['先生と話したい', '心 40日前']);
  });

  it('drops a talk request once a teacher marks it 対応した, with the 対応状況 setting off (issue 24 item 1)', async () => {
    const [talk] = await t.db.select().from(soss).where(eq(soss.label, '先生と話したい'));
    const res = await t.app.inject({ method: 'POST', url: `/api/teachers/students/processed_sos?id=${talk!.id}`, headers: teacher });
    expect(res.statusCode).toBe(200);
    expect((await list(admin)).list.map((i: { content: string }) => i.content)).toEqual(['心 40日前']);
  });
});
