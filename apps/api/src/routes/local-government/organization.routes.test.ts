import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { japanDateKey } from '@sukoyaka/contracts/dates';
import { createTestApp, signInLocalGovernment, signInParent, signInStudent, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';
import { checkIn, createSecondBoard, studentIdsOf } from '../../modules/organizations/test-fixtures.ts';

const READS = [
  '/api/local_governments/organization',
  '/api/local_governments/organization/dashboard',
  '/api/local_governments/organization/teachers',
  '/api/local_governments/report_settings',
];

describe('board organisation, dashboard, teachers, report settings (issue 14)', () => {
  let t: TestApp;
  let board: AuthHeaders;
  let other: Awaited<ReturnType<typeof createSecondBoard>>;
  const today = japanDateKey();

  beforeAll(async () => {
    t = await createTestApp();
    board = await signInLocalGovernment(t);
    other = await createSecondBoard(t);
    const [s1, s2] = await studentIdsOf(t, t.schoolA.klasses[0]!.id);
    await checkIn(t, t.schoolA.id, s1!, today, 'bad', 'good');
    await checkIn(t, t.schoolA.id, s2!, today, 'good', 'good');
    await t.db.execute(
      sql`INSERT INTO soss (student_id, school_id, label, date, created_at) VALUES (${s1!}, ${t.schoolA.id}, '担任の先生と話したい', ${today}, now() - interval '90 minutes')`,
    );
  });
  afterAll(() => t.close());

  it('GET organization: the organisation state and its two schools with figures, small counts as <5', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/local_governments/organization', headers: board });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.name).toBe('テスト市教育委員会');
    expect(data.localGovernment.name).toBe('テスト市');
    expect(data.schools.map((s: { name: string }) => s.name)).toEqual(['A小学校', 'B小学校']);
    expect(data.schools[0]).toMatchObject({ studentCount: 18, unprocessedTalkRequests: '<5' });
    expect(data.schools[0].teacherCount).toBeGreaterThan(0);
  });

  it('dashboard: check-ins, the unanswered 話したい and its wait; suppression off shows the exact counts', async () => {
    let res = await t.app.inject({ method: 'GET', url: `/api/local_governments/organization/dashboard?date=${today}`, headers: board });
    expect(res.statusCode).toBe(200);
    let data = res.json().data;
    expect(data.suppression).toBe(true);
    const a = data.schools.find((s: { school: { name: string } }) => s.school.name === 'A小学校');
    expect(a.today.checkedIn).toBe('<5');
    expect(a.talkRequests.unanswered).toBe('<5');
    expect(a.talkRequests.oldestWaitMinutes).toBeNull();
    expect(data.total.enrolled).toBe(36);

    res = await t.app.inject({ method: 'POST', url: '/api/local_governments/report_settings', headers: board, payload: { smallGroupSuppression: false } });
    expect(res.json().data).toEqual({ smallGroupSuppression: false });
    data = (await t.app.inject({ method: 'GET', url: `/api/local_governments/organization/dashboard?date=${today}`, headers: board })).json().data;
    const exact = data.schools.find((s: { school: { name: string } }) => s.school.name === 'A小学校');
    expect(exact.today.checkedIn).toBe(2);
    expect(exact.talkRequests.unanswered).toBe(1);
    expect(exact.talkRequests.oldestWaitMinutes).toBeGreaterThanOrEqual(89);
    expect(data.total.talkRequests.unanswered).toBe(1);
    await t.app.inject({ method: 'POST', url: '/api/local_governments/report_settings', headers: board, payload: { smallGroupSuppression: true } });
  });

  it('teachers: every school of the organisation, one school by id; bad input is refused in Japanese', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/local_governments/organization/teachers?limit=200', headers: board });
    const schools = new Set(res.json().data.list.map((r: { school: { name: string } }) => r.school.name));
    expect([...schools].sort()).toEqual(['A小学校', 'B小学校']);
    const one = await t.app.inject({ method: 'GET', url: `/api/local_governments/organization/teachers?schoolId=${t.schoolB.id}`, headers: board });
    expect(one.json().data.list.every((r: { school: { id: number } }) => r.school.id === t.schoolB.id)).toBe(true);
    const bad = await t.app.inject({ method: 'GET', url: '/api/local_governments/organization/dashboard?date=2026-13-40', headers: board });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toContain('date');
  });

  it('a second board sees only its own school, nothing of the first', async () => {
    const org = (await t.app.inject({ method: 'GET', url: '/api/local_governments/organization', headers: other.headers })).json().data;
    expect(org.schools.map((s: { name: string }) => s.name)).toEqual(['Z小学校']);
    const dash = (await t.app.inject({ method: 'GET', url: '/api/local_governments/organization/dashboard', headers: other.headers })).json().data;
    expect(dash.schools).toHaveLength(1);
    expect(dash.total.enrolled).toBe(12);
    const teachers = await t.app.inject({
      method: 'GET',
      url: `/api/local_governments/organization/teachers?schoolId=${t.schoolA.id}`,
      headers: other.headers,
    });
    expect(teachers.statusCode).toBe(404);
    const list = (await t.app.inject({ method: 'GET', url: '/api/local_governments/organization/teachers', headers: other.headers })).json().data.list;
    expect(list.every((r: { school: { name: string } }) => r.school.name === 'Z小学校')).toBe(true);
    const setting = await t.app.inject({ method: 'GET', url: '/api/local_governments/report_settings', headers: other.headers });
    expect(setting.json().data.smallGroupSuppression).toBe(true);
  });

  it('teachers, students and parents are refused (403); no token 401', async () => {
    const others = [await signInTeacher(t, t.schoolA, 'admin'), await signInStudent(t, t.schoolA), await signInParent(t, t.schoolA)];
    for (const url of READS) {
      for (const headers of others) expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(403);
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    }
  });
});
