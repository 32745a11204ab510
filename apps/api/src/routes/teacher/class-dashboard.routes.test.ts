import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, japanDateKey } from '@sukoyaka/contracts/dates';
import { schools, soss } from '@sukoyaka/db/schema';
import { eq } from 'drizzle-orm';
import { createTestApp, signInStudent, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let teacherA0: AuthHeaders;
const URL = '/api/teachers/class_dashboards/dashboard_by_date';

beforeAll(async () => {
  t = await createTestApp();
  teacherA0 = await signInTeacher(t, t.schoolA, 0);
  const student = await signInStudent(t, t.schoolA, 0, 2);
  await t.app.inject({ method: 'POST', url: '/api/conditions', headers: student, payload: { mental: 'bad', physical: 'worst' } });
  const [button] = (await t.app.inject({ method: 'GET', url: '/api/sos_settings', headers: student })).json().data;
  await t.app.inject({ method: 'POST', url: '/api/soss', headers: student, payload: { sosSettingId: button.id } });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('class dashboard by date', () => {
  it("shows the homeroom class's students in 出席番号 order with today's condition and the talk icon", async () => {
    const res = await get(URL, teacherA0);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.date).toBe(japanDateKey());
    expect(data.klass.id).toBe(t.schoolA.klasses[0]!.id);
    expect(data.students.map((s: { studentNumber: number }) => s.studentNumber)).toEqual([1, 2, 3]);
    const two = data.students[1];
    expect(two).toMatchObject({ mental: 'bad', physical: 'worst', talk: 'unprocessed' });
    expect(two.soss[0].label).toBe('担任の先生と話したい');
    expect(data.students[0]).toMatchObject({ mental: null, physical: null, talk: 'none', soss: [] });
  });

  it('shows an empty day for another date', async () => {
    const res = await get(`${URL}?date=${addDays(japanDateKey(), -1)}`, teacherA0);
    expect(res.json().data.students.every((s: { mental: unknown }) => s.mental === null)).toBe(true);
  });

  it('refuses a class teacher another class of their school (404)', async () => {
    const res = await get(`${URL}?klassId=${t.schoolA.klasses[1]!.id}`, teacherA0);
    expect(res.statusCode).toBe(404);
  });

  it('lets the admin teacher pick any class of the school', async () => {
    const admin = await signInTeacher(t, t.schoolA, 'admin');
    const res = await get(`${URL}?klassId=${t.schoolA.klasses[1]!.id}`, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.grade.name).toBe('2年');
  });

  it("gives a teacher of school B no data of school A's class, whatever id is in the URL", async () => {
    const adminB = await signInTeacher(t, t.schoolB, 'admin');
    const res = await get(`${URL}?klassId=${t.schoolA.klasses[0]!.id}`, adminB);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('students');
  });

  it('rejects a date in another format (400) and a non-numeric class id (400)', async () => {
    expect((await get(`${URL}?date=21-11-2026`, teacherA0)).statusCode).toBe(400);
    expect((await get(`${URL}?klassId=abc`, teacherA0)).statusCode).toBe(400);
  });

  it('refuses students (403) and anonymous callers (401)', async () => {
    const student = await signInStudent(t, t.schoolA, 0, 1);
    expect((await get(URL, student)).statusCode).toBe(403);
    expect((await get(URL, {})).statusCode).toBe(401);
  });

  it('turns the talk icon blue when all SOS are handled, whatever the 対応状況 setting (decision 053)', async () => {
    expect((await get(URL, teacherA0)).json().data.students[1].talk).toBe('unprocessed');
    await t.db.update(soss).set({ processed: true });
    expect((await get(URL, teacherA0)).json().data.students[1].talk).toBe('processed');
    await t.db.update(schools).set({ enabledProcessedSos: true }).where(eq(schools.id, t.schoolA.id));
    expect((await get(URL, teacherA0)).json().data.students[1].talk).toBe('processed');
  });
});

describe('teacher me and grade_klasses', () => {
  it('returns the teacher state with the homeroom class', async () => {
    const res = await get('/api/teachers/me', teacherA0);
    expect(res.json().data).toMatchObject({ schoolName: 'A小学校', schoolCode: 'school-a', admin: false, homeroom: { klassId: t.schoolA.klasses[0]!.id } });
  });

  it("lists only the teacher's own school's grades and classes", async () => {
    const res = await get('/api/teachers/grade_klasses', teacherA0);
    const klassIds = res.json().data.flatMap((g: { klasses: { id: number }[] }) => g.klasses.map((k) => k.id));
    expect(klassIds.sort()).toEqual(t.schoolA.klasses.map((k) => k.id).sort());
  });
});
