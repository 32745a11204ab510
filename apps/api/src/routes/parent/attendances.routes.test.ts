import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays, japanDateKey } from '@sukoyaka/contracts/dates';
import { parentAttendances } from '@sukoyaka/db/schema';
import { createTestApp, signInParent, signInStudent, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let family: AuthHeaders;
let children: { id: number; name: string; gradeName: string }[];
const today = japanDateKey();

beforeAll(async () => {
  t = await createTestApp();
  family = await signInParent(t, t.schoolA, 0);
  children = (await t.app.inject({ method: 'GET', url: '/api/parents/student', headers: family })).json().data;
});
afterAll(() => t.close());

const report = (headers: Record<string, string>, payload: object) => t.app.inject({ method: 'POST', url: '/api/parents/attendances', headers, payload });

describe('a family account', () => {
  it('covers siblings in different grades of the same school', () => {
    expect(children).toHaveLength(2);
    expect(new Set(children.map((c) => c.gradeName)).size).toBe(2);
  });
});

describe('POST /api/parents/attendances', () => {
  it('reports absence for tomorrow with 病欠 (sick): 201, unconfirmed', async () => {
    const res = await report(family, { studentId: children[0]!.id, date: addDays(today, 1), status: 'absent', reason: 'sick', memo: '熱があります' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      status: 'absent',
      reason: 'sick',
      memo: '熱があります',
      confirmed: false,
      cancelledAt: null,
      studentName: children[0]!.name,
    });
  });

  it('makes one report of a double tap: the identical second submission returns the first', async () => {
    const body = { studentId: children[1]!.id, date: today, status: 'lateness', memo: '通院のため' };
    const [a, b] = await Promise.all([report(family, body), report(family, body)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 201]);
    expect(a.json().data.id).toBe(b.json().data.id);
    const rows = await t.db.select().from(parentAttendances).where(eq(parentAttendances.studentId, children[1]!.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a different second report for the same day (409) until the first is cancelled', async () => {
    const date = addDays(today, 2);
    const first = await report(family, { studentId: children[1]!.id, date, status: 'absent', reason: 'sick' });
    expect(first.statusCode).toBe(201);
    const second = await report(family, { studentId: children[1]!.id, date, status: 'leave_early' });
    expect(second.statusCode).toBe(409);
    expect(second.json().errors[0]).toContain('取り消して');
    const cancel = await t.app.inject({
      method: 'POST',
      url: `/api/parents/attendances/${first.json().data.id}/cancel`,
      headers: family,
      payload: { cancelledMemo: '元気になりました' },
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data.cancelledAt).not.toBeNull();
    expect((await report(family, { studentId: children[1]!.id, date, status: 'leave_early' })).statusCode).toBe(201);
  });

  it.each([
    [-1, 422],
    [8, 422],
    [7, 201],
  ])('a date %i days from today (Japan time) answers %i', async (offset, status) => {
    const res = await report(family, { studentId: children[0]!.id, date: addDays(today, offset), status: 'lateness' });
    expect(res.statusCode).toBe(status);
    if (status === 422) expect(res.json().errors[0]).toContain('7日後まで');
  });

  it('refuses a reason with a status other than absent (400) and stores nothing', async () => {
    const before = (await t.db.select().from(parentAttendances)).length;
    const res = await report(family, { studentId: children[0]!.id, date: addDays(today, 3), status: 'lateness', reason: 'sick' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.reason).toEqual(['理由は欠席のときだけ選べます']);
    expect(await t.db.select().from(parentAttendances)).toHaveLength(before);
  });

  it('refuses a memo over 5,000 characters and an unknown reason (400)', async () => {
    expect((await report(family, { studentId: children[0]!.id, date: today, status: 'absent', memo: 'あ'.repeat(5001) })).statusCode).toBe(400);
    expect((await report(family, { studentId: children[0]!.id, date: today, status: 'absent', reason: 'cold' })).statusCode).toBe(400);
  });

  it("refuses a child of another family (404) and another school's student (404)", async () => {
    const other = await signInParent(t, t.schoolA, 1);
    expect((await report(other, { studentId: children[0]!.id, date: today, status: 'absent' })).statusCode).toBe(404);
    const parentB = await signInParent(t, t.schoolB, 0);
    expect((await report(parentB, { studentId: children[0]!.id, date: today, status: 'absent' })).statusCode).toBe(404);
  });

  it('refuses students and teachers (403)', async () => {
    const student = await signInStudent(t, t.schoolA, 0, 1);
    const teacher = await signInTeacher(t, t.schoolA, 0);
    expect((await report(student, { studentId: children[0]!.id, date: today, status: 'absent' })).statusCode).toBe(403);
    expect((await report(teacher, { studentId: children[0]!.id, date: today, status: 'absent' })).statusCode).toBe(403);
  });
});

describe('cancelling and the history', () => {
  it("refuses to cancel another family's report (404) and leaves it as it was", async () => {
    const mine = (await report(family, { studentId: children[0]!.id, date: addDays(today, 4), status: 'absent', reason: 'bereavement' })).json().data;
    const other = await signInParent(t, t.schoolA, 1);
    const res = await t.app.inject({ method: 'POST', url: `/api/parents/attendances/${mine.id}/cancel`, headers: other, payload: {} });
    expect(res.statusCode).toBe(404);
    const [row] = await t.db.select().from(parentAttendances).where(eq(parentAttendances.id, mine.id));
    expect(row!.cancelledAt).toBeNull();
  });

  it('refuses to cancel twice (409)', async () => {
    const mine = (await report(family, { studentId: children[0]!.id, date: addDays(today, 5), status: 'leave_early' })).json().data;
    const url = `/api/parents/attendances/${mine.id}/cancel`;
    expect((await t.app.inject({ method: 'POST', url, headers: family, payload: {} })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url, headers: family, payload: {} })).statusCode).toBe(409);
  });

  it("lists only the family's reports, newest day first, with cancelledAt", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/parents/attendances', headers: family });
    const list = res.json().data as { date: string; studentId: number; cancelledAt: string | null }[];
    expect(list.length).toBeGreaterThan(3);
    expect(list.every((r) => children.some((c) => c.id === r.studentId))).toBe(true);
    expect([...list.map((r) => r.date)]).toEqual([...list.map((r) => r.date)].sort().reverse());
    expect(list.some((r) => r.cancelledAt)).toBe(true);
  });
});
