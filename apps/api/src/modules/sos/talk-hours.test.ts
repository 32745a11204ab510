import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { schools } from '@sukoyaka/db/schema';
import { createTestApp, signInLocalGovernment, signInSchoolStaff, signInStudent, type TestApp } from '../../test/test-app.ts';
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
    expect(await at('2026-11-30T10:00:00+09:00')).toEqual({ outOfHours: false, teacherSeesOn: '2026-11-30', boardLines: [] });
  });

  it('on a Sunday, and on Friday evening: out of hours, seen on Monday morning', async () => {
    expect(await at('2026-11-29T14:00:00+09:00')).toEqual({ outOfHours: true, teacherSeesOn: '2026-11-30', boardLines: [] });
    expect(await at('2026-11-27T21:00:00+09:00')).toEqual({ outOfHours: true, teacherSeesOn: '2026-11-30', boardLines: [] });
  });

  it('before school starts (Monday 7:30): out of hours, seen that morning; 17:00 sharp is out of hours', async () => {
    expect(await at('2026-11-30T07:30:00+09:00')).toEqual({ outOfHours: true, teacherSeesOn: '2026-11-30', boardLines: [] });
    expect(await at('2026-11-30T17:00:00+09:00')).toEqual({ outOfHours: true, teacherSeesOn: '2026-12-01', boardLines: [] });
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

  it("the board's own lines (decision 078): the board sets them, checked; its pupils get them out of hours only; teachers cannot write them", async () => {
    const board = await signInLocalGovernment(t);
    const post = (headers: Record<string, string>, payload: unknown) =>
      t.app.inject({ method: 'POST', url: '/api/local_governments/talk_lines', headers, payload: payload as object });
    const line = { name: 'みなと市SNS相談', phone: '', url: 'https://sns.example.jp/soudan', hours: '毎日 17:00〜22:00' };
    const phoneLine = { name: 'こども相談ダイヤル', phone: '045-000-0000', url: '', hours: '平日 9:00〜17:00' };

    const wrong = await post(board, {
      lines: [
        { ...line, url: 'http://sns.example.jp' },
        { ...phoneLine, phone: '12345' },
      ],
    });
    expect(wrong.statusCode).toBe(400);
    const text = JSON.stringify(wrong.json());
    expect(text).toContain('URLは https:// から始まるアドレスで入力してください');
    expect(text).toContain('電話番号は日本の番号（例: 0120-000-000）で入力してください');
    expect((await post(board, { lines: [line, line, line, line] })).statusCode).toBe(400);
    const { admin } = await signInSchoolStaff(t);
    expect((await post(admin, { lines: [line] })).statusCode).toBeGreaterThanOrEqual(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/local_governments/talk_lines', headers: board })).json().data).toEqual({ lines: [] });

    const saved = await post(board, { lines: [line, phoneLine] });
    expect(saved.json().data).toEqual({ lines: [line, phoneLine] });
    expect(await at('2026-11-29T14:00:00+09:00')).toEqual({ outOfHours: true, teacherSeesOn: '2026-11-30', boardLines: [line, phoneLine] });
    expect((await at('2026-11-30T10:00:00+09:00')).boardLines).toEqual([]);
    await post(board, { lines: [] });
  });

  it("a line's name and hours in other languages (decision 080): checked per field in Japanese, answered to pupils, kept when a client leaves them out", async () => {
    const board = await signInLocalGovernment(t);
    const post = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/local_governments/talk_lines', headers: board, payload: payload as object });
    const line = { name: 'みなと市SNS相談', phone: '', url: 'https://sns.example.jp/soudan', hours: '毎日 17:00〜22:00' };
    const translations = { en: { label: 'Minato City SNS counselling', remarks: 'Every day 17:00–22:00' }, vi: { label: 'Tư vấn SNS thành phố Minato' } };

    const tooLong = await post({ lines: [{ ...line, translations: { en: { label: 'x'.repeat(61) }, pt: { remarks: 'y'.repeat(61) } } }] });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().fieldErrors).toMatchObject({
      'lines.0.translations.en.label': expect.arrayContaining(['60文字以内で入力してください']),
      'lines.0.translations.pt.remarks': expect.arrayContaining(['60文字以内で入力してください']),
    });
    expect((await post({ lines: [{ ...line, translations: { fr: { label: 'Conseil' } } }] })).statusCode).toBe(400);

    // Blank texts are dropped: a blank one means the pupil sees the Japanese.
    const saved = await post({ lines: [{ ...line, translations: { ...translations, id: { label: '  ' } } }] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ lines: [{ ...line, translations }] });
    expect((await at('2026-11-29T14:00:00+09:00')).boardLines).toEqual([{ ...line, translations }]);

    // An older client sends the line without translations: those stored for its name stay; a new line has none.
    const other = { name: 'こども相談ダイヤル', phone: '045-000-0000', url: '', hours: '' };
    expect((await post({ lines: [other, line] })).json().data).toEqual({ lines: [other, { ...line, translations }] });
    // Sent empty, they are gone.
    expect((await post({ lines: [{ ...line, translations: {} }] })).json().data).toEqual({ lines: [line] });
    await post({ lines: [] });
  });
});
