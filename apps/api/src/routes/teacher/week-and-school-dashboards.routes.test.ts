import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { japanDateKey, weekOf } from '@sukoyaka/contracts/dates';
import { createTestApp, signInStudent, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let teacher: AuthHeaders;
let admin: AuthHeaders;
const today = japanDateKey();

beforeAll(async () => {
  t = await createTestApp();
  teacher = await signInTeacher(t, t.schoolA, 0);
  admin = await signInTeacher(t, t.schoolA, 'admin');
  // 1年1組: student 1 good, student 2 worst + SOS. 2年1組: student 1 bad.
  const checkIn = async (klass: number, n: number, mental: string) =>
    t.app.inject({ method: 'POST', url: '/api/conditions', headers: await signInStudent(t, t.schoolA, klass, n), payload: { mental, physical: 'good' } });
  await checkIn(0, 1, 'best');
  await checkIn(0, 2, 'worst');
  await checkIn(1, 1, 'bad');
  const p2 = await signInStudent(t, t.schoolA, 0, 2);
  const [button] = (await t.app.inject({ method: 'GET', url: '/api/sos_settings', headers: p2 })).json().data;
  await t.app.inject({ method: 'POST', url: '/api/soss', headers: p2, payload: { sosSettingId: button.id } });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('class week view', () => {
  it("shows the Monday-to-Sunday week with today's 心, 体 and 話 in the right column", async () => {
    const res = await get('/api/teachers/class_dashboards/dashboard_by_week', teacher);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.dates).toEqual(weekOf(today));
    const col = data.dates.indexOf(today);
    const two = data.students.find((s: { studentNumber: number }) => s.studentNumber === 2);
    expect(two.days).toHaveLength(7);
    expect(two.days[col]).toMatchObject({ date: today, mental: 'worst', physical: 'good', talk: 'unprocessed' });
    expect(two.days.filter((d: { mental: unknown }) => d.mental !== null)).toHaveLength(1);
    expect(two.days[col]).not.toHaveProperty('soss');
  });

  it("refuses another class's week to a class teacher (404)", async () => {
    expect((await get(`/api/teachers/class_dashboards/dashboard_by_week?klassId=${t.schoolA.klasses[1]!.id}`, teacher)).statusCode).toBe(404);
  });
});

describe('school dashboard (all_dashboard)', () => {
  it('gives the admin every student of the school in grade, class and number order, with counts', async () => {
    const res = await get('/api/teachers/all_dashboards/dashboard_by_date?limit=200', admin);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.total).toBe(18);
    expect(data.students[0]).toMatchObject({ gradeName: '1年', klassName: '1組', studentNumber: 1 });
    expect(data.students.at(-1)).toMatchObject({ gradeName: '6年', studentNumber: 3 });
    expect(data.summary).toMatchObject({ students: 18, checkIns: 3, unprocessedSos: 1 });
    expect(data.summary.mental).toMatchObject({ best: 1, worst: 1, bad: 1, good: 0 });
  });

  it('pages the students and keeps the counts for the whole school', async () => {
    const data = (await get('/api/teachers/all_dashboards/dashboard_by_date?limit=5&page=2', admin)).json().data;
    expect(data.students).toHaveLength(5);
    expect(data.students[0]).toMatchObject({ gradeName: '2年', studentNumber: 3 });
    expect(data.summary.students).toBe(18);
  });

  it('narrows to students who need care (bad or worst, an alert or an SOS)', async () => {
    const data = (await get('/api/teachers/all_dashboards/dashboard_by_date?focus=needs_care', admin)).json().data;
    expect(data.students.map((s: { gradeName: string; studentNumber: number }) => `${s.gradeName}${s.studentNumber}`)).toEqual(['1年2', '2年1']);
  });

  it('gives a class teacher only their own class', async () => {
    const data = (await get('/api/teachers/all_dashboards/dashboard_by_week', teacher)).json().data;
    expect(data.total).toBe(3);
    expect(data.dates).toHaveLength(7);
    expect(new Set(data.students.map((s: { klassId: number }) => s.klassId))).toEqual(new Set([t.schoolA.klasses[0]!.id]));
  });

  it('gives a teacher of another school nothing of school A', async () => {
    const adminB = await signInTeacher(t, t.schoolB, 'admin');
    const data = (await get('/api/teachers/all_dashboards/dashboard_by_date?focus=needs_care', adminB)).json().data;
    expect(data.students).toEqual([]);
    expect((await get(`/api/teachers/all_dashboards/dashboard_by_date?klassId=${t.schoolA.klasses[0]!.id}`, adminB)).statusCode).toBe(404);
  });

  it('rejects a limit over 200 and an unknown focus (400)', async () => {
    expect((await get('/api/teachers/all_dashboards/dashboard_by_date?limit=1000', admin)).statusCode).toBe(400);
    expect((await get('/api/teachers/all_dashboards/dashboard_by_date?focus=everything', admin)).statusCode).toBe(400);
  });
});
