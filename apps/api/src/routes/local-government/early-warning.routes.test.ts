import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, japanDateKey, schoolYearOf } from '@sukoyaka/contracts/dates';
import { checkIn, createSecondBoard, studentIdsOf } from '../../modules/organizations/test-fixtures.ts';
import { createTestApp, signInLocalGovernment, signInParent, signInStudent, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

/** The last `n` weekdays up to `date` (the test schools have no calendar ranges: weekdays that are not holidays). */
function weekdays(date: string, n: number): string[] {
  const out: string[] = [];
  for (let d = date; out.length < n; d = addDays(d, -1)) {
    const day = new Date(`${d}T00:00:00Z`).getUTCDay();
    if (day !== 0 && day !== 6) out.push(d);
  }
  return out;
}

describe('early warning and response times (issue 14 item 6)', () => {
  let t: TestApp;
  let board: AuthHeaders;
  let other: Awaited<ReturnType<typeof createSecondBoard>>;
  let worried: number;
  const date = '2026-11-20';

  beforeAll(async () => {
    t = await createTestApp();
    board = await signInLocalGovernment(t);
    other = await createSecondBoard(t);
    const [a1, a2] = await studentIdsOf(t, t.schoolA.klasses[0]!.id);
    worried = a1!;
    const days = weekdays(date, 6);
    for (const d of days.slice(0, 3))
      await t.db.execute(sql`INSERT INTO attendances (student_id, school_id, date, status, reason) VALUES (${a1!}, ${t.schoolA.id}, ${d}, 'absent', 'sick')`);
    for (const d of days.slice(3)) await checkIn(t, t.schoolA.id, a1!, d, 'worst', 'good');
    // a2: 3 absences but good moods and no talk request: not listed.
    for (const d of days.slice(0, 3))
      await t.db.execute(sql`INSERT INTO attendances (student_id, school_id, date, status, reason) VALUES (${a2!}, ${t.schoolA.id}, ${d}, 'absent', 'sick')`);
    for (const d of days.slice(3)) await checkIn(t, t.schoolA.id, a2!, d, 'good', 'good');
    const today = japanDateKey();
    for (let i = 0; i < 6; i++) {
      await t.db.execute(sql`INSERT INTO soss (student_id, school_id, label, date, created_at, processed, processed_at)
        VALUES (${a2!}, ${t.schoolA.id}, '担任の先生と話したい', ${today}, now() - ${`${(i + 1) * 10} minutes`}::interval, true, now())`);
    }
  });
  afterAll(() => t.close());

  it('early warning: the school count is suppressed; the named list only for one school, with the reason', async () => {
    let res = await t.app.inject({ method: 'GET', url: `/api/local_governments/organization/early_warning?date=${date}`, headers: board });
    expect(res.statusCode).toBe(200);
    const all = res.json().data;
    expect(all.rule).toEqual({ windowDays: 10, absences: 3, badMoodShare: 0.5 });
    expect(all.schools.map((s: { count: unknown }) => s.count)).toEqual(['<5', 0]);
    expect(all.schools[0].students).toEqual([]);
    res = await t.app.inject({ method: 'GET', url: `/api/local_governments/organization/early_warning?date=${date}&schoolId=${t.schoolA.id}`, headers: board });
    const one = res.json().data.schools[0];
    expect(one.students.map((s: { id: number }) => s.id)).toEqual([worried]);
    expect(one.students[0]).toMatchObject({ absences: 3, badMoods: 3, checkIns: 3, reason: '欠席3日・気分の悪い日3日' });
  });

  it('response times: median and p90 minutes from request to handling per school; withheld under 5 handled', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/local_governments/organization/response_times?year=${schoolYearOf()}`, headers: board });
    const [a, b] = res.json().data.schools;
    expect(a).toMatchObject({ requests: 6, handled: 6 });
    expect(a.medianMinutes).toBeGreaterThanOrEqual(34);
    expect(a.medianMinutes).toBeLessThanOrEqual(36);
    expect(a.p90Minutes).toBeGreaterThanOrEqual(54);
    expect(b).toMatchObject({ requests: 0, handled: 0, medianMinutes: null, p90Minutes: null });
  });

  it('bad input, another board, other roles', async () => {
    let res = await t.app.inject({ method: 'GET', url: '/api/local_governments/organization/response_times?year=1999', headers: board });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.year[0]).toMatch(/年度は2022年度から/);
    res = await t.app.inject({ method: 'GET', url: `/api/local_governments/organization/early_warning?schoolId=${t.schoolA.id}`, headers: other.headers });
    expect(res.statusCode).toBe(404);
    const theirs = (await t.app.inject({ method: 'GET', url: `/api/local_governments/organization/early_warning?date=${date}`, headers: other.headers })).json()
      .data;
    expect(theirs.schools.map((s: { school: { name: string } }) => s.school.name)).toEqual(['Z小学校']);
    for (const headers of [await signInTeacher(t, t.schoolA, 'admin'), await signInStudent(t, t.schoolA), await signInParent(t, t.schoolA)]) {
      expect((await t.app.inject({ method: 'GET', url: '/api/local_governments/organization/early_warning', headers })).statusCode).toBe(403);
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/local_governments/organization/response_times?year=${schoolYearOf()}`, headers })).statusCode,
      ).toBe(403);
    }
  });
});
