import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, japanDateKey } from '@sukoyaka/contracts/dates';
import { createTestApp, signInParent, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let family: AuthHeaders;
let homeroom: AuthHeaders;
let child: { id: number; name: string };
const today = japanDateKey();
const tomorrow = addDays(today, 1);
const DASHBOARD = '/api/teachers/dashboards/parent_attendances_dashboard';
const REGISTER = '/api/teachers/class_dashboards/dashboard_by_date';

beforeAll(async () => {
  t = await createTestApp();
  family = await signInParent(t, t.schoolA, 0);
  // Family 0's first child is student 1 of 1年1組, whose homeroom teacher is teacher 0.
  child = (await t.app.inject({ method: 'GET', url: '/api/parents/student', headers: family })).json().data[0];
  homeroom = await signInTeacher(t, t.schoolA, 0);
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'PUT', url: string, headers: Record<string, string>, payload?: object) =>
  t.app.inject({ method, url, headers, payload });
const rowOf = async (date: string) =>
  (await inject('GET', `${REGISTER}?date=${date}`, homeroom)).json().data.students.find((s: { id: number }) => s.id === child.id);

describe('parent report → teacher confirms → class register', () => {
  let reportId: number;

  it('shows the new report as unconfirmed (未確認) on the teacher dashboard', async () => {
    reportId = (await inject('POST', '/api/parents/attendances', family, { studentId: child.id, date: tomorrow, status: 'absent', reason: 'sick' })).json().data
      .id;
    const res = await inject('GET', `${DASHBOARD}?status=not_supported`, homeroom);
    expect(res.statusCode).toBe(200);
    const row = res.json().data.list.find((r: { id: number }) => r.id === reportId);
    expect(row).toMatchObject({
      studentName: child.name,
      status: 'absent',
      reason: 'sick',
      confirmed: false,
      studentNumber: 1,
      gradeName: '1年',
      klassName: '1組',
    });
    expect((await rowOf(tomorrow)).attendance).toBeNull();
  });

  it('confirming writes 欠席 (病欠) into the register for that day', async () => {
    const res = await inject('POST', '/api/teachers/students/confirm_parent_attendance', homeroom, { id: reportId });
    expect(res.statusCode).toBe(200);
    expect((await rowOf(tomorrow)).attendance).toMatchObject({ status: 'absent', reason: 'sick' });
    const confirmed = (await inject('GET', `${DASHBOARD}?status=resolved`, homeroom)).json().data.list;
    expect(confirmed.map((r: { id: number }) => r.id)).toContain(reportId);
  });

  it('confirming twice answers 409 and changes nothing', async () => {
    const res = await inject('POST', '/api/teachers/students/confirm_parent_attendance', homeroom, { id: reportId });
    expect(res.statusCode).toBe(409);
  });

  it('a later cancellation shows as 取り消し and does not silently undo the register', async () => {
    await inject('POST', `/api/parents/attendances/${reportId}/cancel`, family, { cancelledMemo: '熱が下がりました' });
    const cancelled = (await inject('GET', `${DASHBOARD}?status=cancel`, homeroom)).json().data.list;
    expect(cancelled.find((r: { id: number }) => r.id === reportId)).toMatchObject({ cancelledMemo: '熱が下がりました' });
    const row = await rowOf(tomorrow);
    expect(row.attendance).toMatchObject({ status: 'absent', reason: 'sick' });
    expect(row.parentAttendances[0].cancelledAt).not.toBeNull();
  });

  it('a cancelled report cannot be confirmed (422)', async () => {
    const id = (await inject('POST', '/api/parents/attendances', family, { studentId: child.id, date: addDays(today, 3), status: 'lateness' })).json().data.id;
    await inject('POST', `/api/parents/attendances/${id}/cancel`, family, {});
    expect((await inject('POST', '/api/teachers/students/confirm_parent_attendance', homeroom, { id })).statusCode).toBe(422);
  });
});

describe('scope', () => {
  it("hides another class's reports from a class teacher and refuses to confirm them (404)", async () => {
    const otherTeacher = await signInTeacher(t, t.schoolA, 1);
    const id = (await inject('POST', '/api/parents/attendances', family, { studentId: child.id, date: addDays(today, 4), status: 'leave_early' })).json().data
      .id;
    const list = (await inject('GET', DASHBOARD, otherTeacher)).json().data.list;
    expect(list.map((r: { id: number }) => r.id)).not.toContain(id);
    expect((await inject('POST', '/api/teachers/students/confirm_parent_attendance', otherTeacher, { id })).statusCode).toBe(404);
  });

  it('refuses a teacher of another school everything (404 / empty list)', async () => {
    const adminB = await signInTeacher(t, t.schoolB, 'admin');
    const list = (await inject('GET', DASHBOARD, adminB)).json().data.list;
    expect(list.some((r: { studentId: number }) => r.studentId === child.id)).toBe(false);
    const [any] = (await inject('GET', DASHBOARD, homeroom)).json().data.list;
    expect((await inject('POST', '/api/teachers/students/confirm_parent_attendance', adminB, { id: any.id })).statusCode).toBe(404);
    expect((await inject('POST', '/api/teachers/attendances', adminB, { targetDate: today, status: 'absent', studentId: child.id })).statusCode).toBe(404);
  });

  it('refuses parents on teacher routes (403)', async () => {
    expect((await inject('GET', DASHBOARD, family)).statusCode).toBe(403);
  });
});

describe('the teacher keeps the register', () => {
  it('sets a status, then a reason and memo; a reason is refused unless absent', async () => {
    const set = await inject('POST', '/api/teachers/attendances', homeroom, { targetDate: today, status: 'lateness', studentId: child.id });
    expect(set.statusCode).toBe(200);
    const id = set.json().data.id;
    expect((await inject('PUT', `/api/teachers/attendances/${id}`, homeroom, { date: today, reason: 'sick' })).statusCode).toBe(422);
    await inject('POST', '/api/teachers/attendances', homeroom, { targetDate: today, status: 'absent', studentId: child.id });
    const put = await inject('PUT', `/api/teachers/attendances/${id}`, homeroom, { date: today, reason: 'accident', memo: '家庭の事情' });
    expect(put.statusCode).toBe(200);
    expect((await rowOf(today)).attendance).toMatchObject({ status: 'absent', reason: 'accident', memo: '家庭の事情' });
  });

  it('clears the reason when the status goes back to attend', async () => {
    await inject('POST', '/api/teachers/attendances', homeroom, { targetDate: today, status: 'attend', studentId: child.id });
    expect((await rowOf(today)).attendance).toMatchObject({ status: 'attend', reason: null });
  });

  it('rejects an unknown status and a bad date (400)', async () => {
    expect((await inject('POST', '/api/teachers/attendances', homeroom, { targetDate: today, status: 'holiday', studentId: child.id })).statusCode).toBe(400);
    expect((await inject('POST', '/api/teachers/attendances', homeroom, { targetDate: '2026/11/21', status: 'absent', studentId: child.id })).statusCode).toBe(
      400,
    );
  });

  it('keeps one daily memo per student per day, replaced on save', async () => {
    await inject('POST', '/api/teachers/student_daily_memos', homeroom, { studentId: child.id, memo: '保健室で休んだ', date: today });
    await inject('POST', '/api/teachers/student_daily_memos', homeroom, { studentId: child.id, memo: '早退した', date: today });
    expect((await rowOf(today)).dailyMemo).toBe('早退した');
  });
});
