import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { AlertFeedbackSummary } from '@sukoyaka/contracts/alert-feedback';
import { addDays, japanDateKey } from '@sukoyaka/contracts/dates';
import { conditionAlerts, soss, studentEnrollments } from '@sukoyaka/db/schema';
import { escalateUnansweredSos } from '../../modules/alert-feedback/sos-escalation.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp-server.ts';
import { type AuthHeaders, closeSchoolOn, createTestApp, signInParent, signInStudent, signInTeacher, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let smtp: TestSmtp;
let teacher: AuthHeaders;
let admin: AuthHeaders;
let students: number[];
const FEEDBACK = '/api/teachers/alert_feedbacks';

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ smtpUrl: smtp.url });
  teacher = await signInTeacher(t, t.schoolA, 0);
  admin = await signInTeacher(t, t.schoolA, 'admin');
  const rows = await t.db
    .select({ id: studentEnrollments.studentId })
    .from(studentEnrollments)
    .where(eq(studentEnrollments.klassId, t.schoolA.klasses[0]!.id))
    .orderBy(studentEnrollments.studentNumber);
  students = rows.map((r) => r.id);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A condition alert of school A's first class, `daysAgo` days before today (Japan time). */
async function alertOf(studentId: number, kind: 'mental' | 'physical' = 'mental', daysAgo = 0, content = '3日続けて調子が悪いです') {
  const date = addDays(japanDateKey(), -daysAgo);
  const [row] = await t.db
    .insert(conditionAlerts)
    .values({ studentId, schoolId: t.schoolA.id, conditionKind: kind, date, contentAlert: content })
    .onConflictDoNothing()
    .returning({ id: conditionAlerts.id });
  return row!.id;
}
const resolve = (id: number, headers = teacher) =>
  t.app.inject({ method: 'POST', url: '/api/teachers/students/processed_condition_alert', headers, payload: { id } });
const mark = (id: number, verdict: string, headers = teacher, subject = 'condition_alert') =>
  t.app.inject({ method: 'POST', url: FEEDBACK, headers, payload: { subject, id, verdict } });

describe('marking a resolved alert 役に立った / 誤報 / 押し間違い', () => {
  it('marks a resolved alert in one tap and changes the mark, recording who and when', async () => {
    const id = await alertOf(students[0]!);
    expect((await resolve(id)).statusCode).toBe(200);
    const first = await mark(id, 'false_alarm');
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ subject: 'condition_alert', id, verdict: 'false_alarm' });
    const changed = await mark(id, 'useful', admin);
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data.verdict).toBe('useful');
    expect(changed.json().data.teacherName).not.toBe(first.json().data.teacherName);
    expect(Date.parse(changed.json().data.markedAt)).toBeGreaterThanOrEqual(Date.parse(first.json().data.markedAt));
    const listed = await t.app.inject({ method: 'GET', url: `${FEEDBACK}?subject=condition_alert&ids=${id},999999`, headers: teacher });
    expect(listed.json().data).toEqual([changed.json().data]);
  });

  it('refuses an alert still 未対応 (422), nothing written', async () => {
    const id = await alertOf(students[1]!);
    const res = await mark(id, 'useful');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toContain('対応済み');
    const listed = await t.app.inject({ method: 'GET', url: `${FEEDBACK}?subject=condition_alert&ids=${id}`, headers: teacher });
    expect(listed.json().data).toEqual([]);
  });

  it("answers 404 to another school's teacher and to a class teacher of another class", async () => {
    const id = await alertOf(students[2]!);
    await resolve(id);
    expect((await mark(id, 'mistap', await signInTeacher(t, t.schoolB, 'admin'))).statusCode).toBe(404);
    expect((await mark(id, 'mistap', await signInTeacher(t, t.schoolA, 1))).statusCode).toBe(404);
    const other = await t.app.inject({
      method: 'GET',
      url: `${FEEDBACK}?subject=condition_alert&ids=${id}`,
      headers: await signInTeacher(t, t.schoolB, 'admin'),
    });
    expect(other.json().data).toEqual([]);
  });

  it('refuses students and parents', async () => {
    const id = await alertOf(students[2]!, 'physical');
    for (const headers of [await signInStudent(t, t.schoolA, 0, 1), await signInParent(t, t.schoolA)]) {
      expect((await mark(id, 'useful', headers)).statusCode).toBeGreaterThanOrEqual(401);
      expect((await mark(id, 'useful', headers)).statusCode).toBeLessThan(405);
    }
  });

  it('lets a talk request be marked when processing is off (no handled state), and a bad verdict is a 400', async () => {
    const [sos] = await t.db
      .insert(soss)
      .values({ studentId: students[0]!, schoolId: t.schoolA.id, label: '担任の先生と話したい', date: japanDateKey() })
      .returning({ id: soss.id });
    expect((await mark(sos!.id, 'mistap', teacher, 'sos')).json().data).toMatchObject({ subject: 'sos', verdict: 'mistap' });
    expect((await mark(sos!.id, 'maybe', teacher, 'sos')).statusCode).toBe(400);
  });
});

describe('settings/alert: the last 90 days per rule', () => {
  it('counts each rule by mark and unmarked, leaving out alerts older than 90 days and other schools', async () => {
    const before = (await t.app.inject({ method: 'GET', url: `${FEEDBACK}/summary`, headers: teacher })).json().data;
    const ruleOf = (data: AlertFeedbackSummary, rule: string) => data.rules.find((r) => r.rule === rule)!;
    const old = await alertOf(students[1]!, 'mental', 95);
    await resolve(old);
    await mark(old, 'false_alarm');
    const check = await alertOf(students[1]!, 'physical', 3, '健康観察で気になる回答がありました：体温 37.5');
    await resolve(check);
    await mark(check, 'false_alarm');
    const run = await alertOf(students[1]!, 'physical', 5);
    const res = await t.app.inject({ method: 'GET', url: `${FEEDBACK}/summary`, headers: admin });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.to).toBe(japanDateKey());
    expect(data.from).toBe(addDays(japanDateKey(), -89));
    expect(ruleOf(data, 'mental')).toEqual(ruleOf(before, 'mental'));
    expect(ruleOf(data, 'healthcheck')).toMatchObject({
      total: ruleOf(before, 'healthcheck').total + 1,
      falseAlarm: ruleOf(before, 'healthcheck').falseAlarm + 1,
    });
    expect(ruleOf(data, 'physical')).toMatchObject({ total: ruleOf(before, 'physical').total + 1, unmarked: ruleOf(before, 'physical').unmarked + 1 });
    // The first test's alert (useful, by the admin) and the unresolved one of the second.
    expect(ruleOf(before, 'mental')).toEqual({ rule: 'mental', total: 3, useful: 1, falseAlarm: 0, mistap: 0, unmarked: 2 });
    expect(ruleOf(data, 'sos')).toMatchObject({ total: 1, mistap: 1, unmarked: 0 });
    expect(run).toBeGreaterThan(0);
    const b = (await t.app.inject({ method: 'GET', url: `${FEEDBACK}/summary`, headers: await signInTeacher(t, t.schoolB, 'admin') })).json().data;
    expect(b.rules.every((r: { total: number }) => r.total === 0)).toBe(true);
  });
});

describe('escalating an unanswered talk request (24 school hours by default)', () => {
  const at = (iso: string) => new Date(`${iso}+09:00`);
  async function press(studentId: number, createdAt: string, processed = false) {
    const [row] = await t.db
      .insert(soss)
      // The button as the school wrote it for its youngest pupils, with readings (issue 24 item 4).
      .values({
        studentId,
        schoolId: t.schoolA.id,
        label: '{保健室:ほけんしつ}の{先生:せんせい}と{話:はな}したい',
        date: createdAt.slice(0, 10),
        createdAt: at(createdAt),
        processed,
      })
      .returning({ id: soss.id });
    return row!.id;
  }
  const escalatedAt = async (id: number) => (await t.db.select({ at: soss.escalatedAt }).from(soss).where(eq(soss.id, id)))[0]!.at;
  const setProcessing = async (on: boolean) =>
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/teachers/schools/update_enabled_processed_sos', headers: admin, payload: { enabledProcessedSos: on } }))
        .statusCode,
    ).toBe(200);

  it('shows and changes the hours (admin only; 1–720)', async () => {
    const get = await t.app.inject({ method: 'GET', url: '/api/teachers/schools/sos_escalation', headers: teacher });
    expect(get.json().data).toEqual({ escalationHours: 24 });
    const url = '/api/teachers/schools/update_sos_escalation';
    expect((await t.app.inject({ method: 'POST', url, headers: teacher, payload: { escalationHours: 12 } })).statusCode).toBe(403);
    const bad = await t.app.inject({ method: 'POST', url, headers: admin, payload: { escalationHours: 0 } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(['escalationHours']);
    expect((await t.app.inject({ method: 'POST', url, headers: admin, payload: { escalationHours: 24 } })).json().data).toEqual({ escalationHours: 24 });
  });

  it('does nothing while processing is off', async () => {
    const id = await press(students[0]!, '2027-01-29T15:00:00');
    expect(await escalateUnansweredSos(t.db, t.runtime.mail, at('2027-02-03T15:00:00'))).toBe(0);
    expect(await escalatedAt(id)).toBeNull();
    await t.db.delete(soss).where(eq(soss.id, id));
  });

  it('mails the admin teachers exactly once, after 24 school hours (the weekend not counted), never for a handled request', async () => {
    await setProcessing(true);
    const open = await press(students[0]!, '2027-02-05T15:00:00'); // Friday 15:00
    const handled = await press(students[1]!, '2027-02-05T15:00:00', true);
    // Monday 14:00: 71 hours later, 23 of them on school days.
    expect(await escalateUnansweredSos(t.db, t.runtime.mail, at('2027-02-08T14:00:00'))).toBe(0);
    expect(await escalateUnansweredSos(t.db, t.runtime.mail, at('2027-02-08T15:10:00'))).toBe(1);
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual([t.schoolA.adminEmail]);
    expect(mail!.subject).toContain('「話したい」が24時間以上未対応です');
    expect(mail!.subject).toContain('1年1組 1番');
    expect(mail!.text).toContain('「保健室の先生と話したい」');
    expect(mail!.text).not.toContain('{');
    expect(await escalateUnansweredSos(t.db, t.runtime.mail, at('2027-02-09T15:10:00'))).toBe(0);
    expect(await escalatedAt(handled)).toBeNull();
    expect(await escalatedAt(open)).toEqual(at('2027-02-08T15:10:00'));
    const board = await t.app.inject({ method: 'GET', url: '/api/teachers/dashboards/sos_dashboard?year=2026&month=2', headers: admin });
    const rows = board.json().data.list as { id: number; escalated: boolean }[];
    expect(rows.find((r) => r.id === open)?.escalated).toBe(true);
    expect(rows.find((r) => r.id === handled)?.escalated).toBe(false);
    // The class and school dashboards of that day mark it too (長時間未対応).
    const klassId = t.schoolA.klasses[0]!.id;
    const klassDay = (
      await t.app.inject({ method: 'GET', url: `/api/teachers/class_dashboards/dashboard_by_date?date=2027-02-05&klassId=${klassId}`, headers: admin })
    ).json().data;
    const row = klassDay.students.find((s: { id: number }) => s.id === students[0]);
    expect(row.soss.map((s: { id: number; escalated: boolean }) => [s.id, s.escalated])).toEqual([[open, true]]);
    const schoolDay = (
      await t.app.inject({ method: 'GET', url: '/api/teachers/all_dashboards/dashboard_by_date?date=2027-02-05&limit=200', headers: admin })
    ).json().data;
    const days = (id: number) => schoolDay.students.find((s: { id: number }) => s.id === id).days as { talkEscalated: boolean }[];
    expect(days(students[0]!)[0]!.talkEscalated).toBe(true);
    expect(days(students[1]!)[0]!.talkEscalated).toBe(false);
    const deliveries = await t.db.execute(sql`SELECT count(*)::int AS n FROM mail_deliveries WHERE key LIKE 'sos-escalation:%'`);
    expect((deliveries as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('does not count a 臨時休業 day of the school calendar', async () => {
    await closeSchoolOn(t, t.schoolA, '2027-03-08');
    const id = await press(students[2]!, '2027-03-05T15:00:00'); // Friday; Monday closed
    expect(await escalateUnansweredSos(t.db, t.runtime.mail, at('2027-03-09T14:00:00'))).toBe(0);
    expect(await escalatedAt(id)).toBeNull();
    expect(await escalateUnansweredSos(t.db, t.runtime.mail, at('2027-03-09T15:10:00'))).toBe(1);
    await smtp.waitFor(2);
    expect(smtp.received[1]!.subject).toContain('1年1組 3番');
  });
});
