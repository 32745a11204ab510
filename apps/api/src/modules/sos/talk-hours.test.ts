import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schools } from '@sukoyaka/db/schema';
import { createTestApp, signInSchoolStaff, signInStudent, type TestApp } from '../../test/test-app.ts';
import { talkHours } from './talk-hours.ts';

/** Issue 25 item 1: when a talk request pressed now will be seen, by the school's hours and calendar. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const at = (iso: string) => talkHours(t.db, { schoolId: t.schoolA.id }, new Date(iso));

describe('talk hours (issue 25 item 1)', () => {
  it('in school hours on a school day (Monday 10:00): a teacher sees it today', async () => {
    expect(await at('2026-11-30T10:00:00+09:00')).toEqual({ outOfHours: false, teacherSeesOn: '2026-11-30' });
  });

  it('on a Sunday, and on Friday evening: out of hours, seen on Monday morning', async () => {
    expect(await at('2026-11-29T14:00:00+09:00')).toEqual({ outOfHours: true, teacherSeesOn: '2026-11-30' });
    expect(await at('2026-11-27T21:00:00+09:00')).toEqual({ outOfHours: true, teacherSeesOn: '2026-11-30' });
  });

  it('before school starts (Monday 7:30): out of hours, seen that morning; 17:00 sharp is out of hours', async () => {
    expect(await at('2026-11-30T07:30:00+09:00')).toEqual({ outOfHours: true, teacherSeesOn: '2026-11-30' });
    expect(await at('2026-11-30T17:00:00+09:00')).toEqual({ outOfHours: true, teacherSeesOn: '2026-12-01' });
  });

  it("follows the school's own hours (8:30–16:00)", async () => {
    await t.db.update(schools).set({ schoolHoursStartMinute: 510, schoolHoursEndMinute: 960 }).where(eq(schools.id, t.schoolA.id));
    expect((await at('2026-11-30T08:15:00+09:00')).outOfHours).toBe(true);
    expect((await at('2026-11-30T15:59:00+09:00')).outOfHours).toBe(false);
    await t.db.update(schools).set({ schoolHoursStartMinute: 480, schoolHoursEndMinute: 1020 }).where(eq(schools.id, t.schoolA.id));
  });

  it('answers a signed-in pupil (GET /api/students/talk_hours) and nobody signed out', async () => {
    const student = await signInStudent(t, t.schoolA, 0, 1);
    const res = await t.app.inject({ method: 'GET', url: '/api/students/talk_hours', headers: student });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ outOfHours: expect.any(Boolean), teacherSeesOn: expect.any(String) });
    expect((await t.app.inject({ method: 'GET', url: '/api/students/talk_hours' })).statusCode).toBe(401);
  });

  it('the admin teacher sets 始業/終業 (8:30–16:00) and talk_hours follows; wrong hours get Japanese errors and change nothing', async () => {
    const { admin, classTeacher, adminB } = await signInSchoolStaff(t);
    const hoursOf = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/api/teachers/schools/school_hours', headers })).json().data;
    expect(await hoursOf(classTeacher)).toEqual({ startMinute: 480, endMinute: 1020 });
    const update = (headers: Record<string, string>, payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/teachers/schools/update_school_hours', headers, payload: payload as object });

    expect((await update(classTeacher, { startMinute: 510, endMinute: 960 })).statusCode).toBe(403);
    const reversed = await update(admin, { startMinute: 960, endMinute: 510 });
    expect(reversed.statusCode).toBe(400);
    expect(JSON.stringify(reversed.json())).toContain('終業は始業より後の時刻にしてください');
    const late = await update(admin, { startMinute: 480, endMinute: 1500 });
    expect(late.statusCode).toBe(400);
    expect(JSON.stringify(late.json())).toContain('時刻は0:00から24:00の間で入力してください');
    expect(await hoursOf(admin)).toEqual({ startMinute: 480, endMinute: 1020 });

    const saved = await update(admin, { startMinute: 510, endMinute: 960 });
    expect(saved.json().data).toEqual({ startMinute: 510, endMinute: 960 });
    expect(await hoursOf(classTeacher)).toEqual({ startMinute: 510, endMinute: 960 });
    // School B keeps its own hours.
    expect(await hoursOf(adminB)).toEqual({ startMinute: 480, endMinute: 1020 });
    expect((await at('2026-11-30T08:15:00+09:00')).outOfHours).toBe(true);
    expect((await at('2026-11-30T16:30:00+09:00')).outOfHours).toBe(true);
    expect((await at('2026-11-30T15:59:00+09:00')).outOfHours).toBe(false);
    await update(admin, { startMinute: 480, endMinute: 1020 });
  });
});
