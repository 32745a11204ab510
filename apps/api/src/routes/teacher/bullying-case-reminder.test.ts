import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { CaseSummary } from '@sukoyaka/contracts/bullying-cases';
import { addDays, japanDateKey } from '@sukoyaka/contracts/dates';
import { studentIdsOfKlass } from '@sukoyaka/db/seed/bullying';
import { remindIdleCases } from '../../modules/bullying-cases/no-action-reminder.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp-server.ts';
import { createTestApp, PASSWORDS, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

/**
 * The 14-day no-action reminder of bullying cases (issue 26 item 4, decision 073): an open case
 * with no action for 14 days mails the teacher who recorded it once per gap (a real SMTP server
 * receives it), the case list marks it, a new action starts a new gap, closed cases are left alone.
 */
let t: TestApp;
let smtp: TestSmtp;
let teacher: AuthHeaders;
let token: string;
let pupils: number[];
const today = japanDateKey();
/** Noon Japan time of the day `days` after today. */
const dayAfter = (days: number) => new Date(`${addDays(today, days)}T12:00:00+09:00`);

const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: { ...teacher, 'confirm-token': token }, ...(payload ? { payload } : {}) });
const openCase = async (studentId: number, recognizedOn: string) =>
  (
    await call('POST', '/api/teachers/bullying_cases', {
      studentId,
      recognizedOn,
      origin: 'teacher_observation',
      forms: ['teasing'],
      discovery: 'homeroom_teacher',
    })
  ).json().data.id as number;
const listed = async (id: number) => ((await call('GET', '/api/teachers/bullying_cases?filter=all')).json().data as CaseSummary[]).find((c) => c.id === id)!;
const deliveries = async (id: number) =>
  Number(
    (
      (await t.db.execute(sql`select count(*)::int as n from mail_deliveries where key like ${`bullying-case-no-action:${id}:%`}`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]!.n,
  );

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ smtpUrl: smtp.url });
  teacher = await signInTeacher(t, t.schoolA, 0);
  token = (await t.app.inject({ method: 'POST', url: '/api/teachers/verify_pass', headers: teacher, payload: { password: PASSWORDS.teacher } })).json().data
    .confirmPassToken;
  pupils = await studentIdsOfKlass(t.db, t.schoolA.klasses[0]!.id);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('the 14-day no-action reminder', () => {
  it('mails the case’s teacher once per 14-day gap, marks the list, and starts a new gap with a new action', async () => {
    const idle = await openCase(pupils[0]!, addDays(today, -20));
    const recent = await openCase(pupils[1]!, addDays(today, -13));
    const closed = await openCase(pupils[2]!, addDays(today, -30));
    expect((await call('POST', `/api/teachers/bullying_cases/${closed}/state`, { state: 'serious' })).statusCode).toBe(200);

    expect(await listed(idle)).toMatchObject({ daysWithoutAction: 20, noActionRemindedOn: null });
    expect(await remindIdleCases(t.db, t.runtime.mail)).toBe(1);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual([t.schoolA.klasses[0]!.teacherEmail]);
    expect(mail!.subject).toContain('いじめ事案の対応が20日間記録されていません');
    expect(mail!.subject).toContain('1年1組');
    expect(mail!.text).toContain('対応の記録がありません');
    // Only class and number in a mail, never the pupil's name.
    const name = (await listed(idle)).affected.name;
    expect(mail!.subject + mail!.text).not.toContain(name);
    expect(await listed(idle)).toMatchObject({ daysWithoutAction: 20, noActionRemindedOn: today });
    expect(await listed(recent)).toMatchObject({ daysWithoutAction: 13, noActionRemindedOn: null });

    // Again the same day, and the next day: the same gap, no second reminder.
    expect(await remindIdleCases(t.db, t.runtime.mail)).toBe(0);
    expect(await remindIdleCases(t.db, t.runtime.mail, dayAfter(1))).toBe(1); // `recent` reaches 14 days; `idle` stays reminded
    expect(await deliveries(idle)).toBe(1);
    expect(await deliveries(closed)).toBe(0);

    // An action today starts a new gap: unmarked, and reminded again 14 days later, once.
    expect((await call('POST', `/api/teachers/bullying_cases/${idle}/actions`, { actedOn: today, content: '本人と面談した' })).statusCode).toBe(200);
    expect(await listed(idle)).toMatchObject({ daysWithoutAction: 0, noActionRemindedOn: null });
    expect(await remindIdleCases(t.db, t.runtime.mail, dayAfter(13))).toBe(0);
    expect(await remindIdleCases(t.db, t.runtime.mail, dayAfter(14))).toBe(1);
    expect(await remindIdleCases(t.db, t.runtime.mail, dayAfter(15))).toBe(0);
    await smtp.waitFor(3);
    expect(await deliveries(idle)).toBe(2);
  });
});
