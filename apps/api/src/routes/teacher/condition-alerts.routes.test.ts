import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ConditionValue } from '@sukoyaka/contracts/conditions';
import { conditionAlertSettings, conditionAlerts, conditions } from '@sukoyaka/db/schema';
import { createTestApp, signInStudent, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

/** 08:05 in Tokyo on a date key (the morning check-in), as an instant. */
const morningOf = (date: string) => new Date(`${date}T08:05:00+09:00`);

let t: TestApp;
let teacher: AuthHeaders;
let admin: AuthHeaders;
const DASHBOARD = '/api/teachers/dashboards/school_alert_dashboard';

beforeAll(async () => {
  t = await createTestApp();
  teacher = await signInTeacher(t, t.schoolA, 0);
  admin = await signInTeacher(t, t.schoolA, 'admin');
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

async function student(number: number) {
  const headers = await signInStudent(t, t.schoolA, 0, number);
  const id = (await t.app.inject({ method: 'GET', url: '/api/students/me', headers })).json().data.id as number;
  return { headers, id };
}
async function history(studentId: number, days: Record<string, ConditionValue>) {
  for (const [date, mental] of Object.entries(days)) {
    await t.db.insert(conditions).values({ studentId, schoolId: t.schoolA.id, date, mental, physical: 'good' });
  }
}
/** Student `number` signs in and checks in at 08:05 Japan time on `date` (the clock is faked, Date only). */
async function checkIn(number: number, date: string, mental: ConditionValue, physical: ConditionValue = 'good') {
  vi.useFakeTimers({ toFake: ['Date'], now: morningOf(date) });
  try {
    const headers = await signInStudent(t, t.schoolA, 0, number);
    const res = await t.app.inject({ method: 'POST', url: '/api/conditions', headers, payload: { mental, physical } });
    expect(res.statusCode).toBe(200);
  } finally {
    vi.useRealTimers();
  }
}
const alertsOf = (studentId: number) => t.db.select().from(conditionAlerts).where(eq(conditionAlerts.studentId, studentId));

describe('raising a condition alert (default rule: 3 school days in a row at 少し悪い or 悪い)', () => {
  it('raises one 未対応 mental alert on the third bad school day', async () => {
    const p = await student(1);
    await history(p.id, { '2026-11-18': 'bad', '2026-11-19': 'worst' });
    await checkIn(1, '2026-11-20', 'bad');
    const alerts = await alertsOf(p.id);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ conditionKind: 'mental', date: '2026-11-20', processed: false });
  });

  it('counts across a weekend and a national holiday (勤労感謝の日, Monday 2026-11-23)', async () => {
    const p = await student(2);
    await history(p.id, { '2026-11-19': 'bad', '2026-11-20': 'bad' });
    await checkIn(2, '2026-11-24', 'worst');
    expect(await alertsOf(p.id)).toHaveLength(1);
  });

  it('does not raise when a school day in between has no check-in, or a day was good', async () => {
    const p = await student(3);
    await history(p.id, { '2026-11-17': 'bad', '2026-11-19': 'bad' });
    await checkIn(3, '2026-11-20', 'bad');
    expect(await alertsOf(p.id)).toHaveLength(0);
  });

  it('raises no second alert while one is open', async () => {
    const p = await student(1);
    await checkIn(1, '2026-11-24', 'bad'); // 11-18, 19, 20 bad already, 11-24 bad: the same run
    expect(await alertsOf(p.id)).toHaveLength(1);
  });
});

describe('the 心不調 dashboard and resolving', () => {
  it('lists the alert with its student and counts the unresolved', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${DASHBOARD}?conditionKind=mental&year=2026&status=not_supported`, headers: teacher });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.unprocessed).toBe(2);
    expect(data.list[0]).toMatchObject({ processed: false, student: { gradeName: '1年', klassName: '1組' } });
    expect(data.list[0].contentAlert).toContain('3日連続');
  });

  it('shows on the class dashboard as 心 needs-check for that day', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/teachers/class_dashboards/dashboard_by_date?date=2026-11-20', headers: teacher });
    const row = res.json().data.students.find((s: { studentNumber: number }) => s.studentNumber === 1);
    expect(row.mentalAlert).toMatchObject({ processed: false });
    expect(row.physicalAlert).toBeNull();
  });

  it('resolves with teacher and time (対応済み); resolving again answers 409 and changes nothing', async () => {
    const [alert] = (await t.app.inject({ method: 'GET', url: `${DASHBOARD}?conditionKind=mental&year=2026`, headers: teacher })).json().data.list;
    const res = await t.app.inject({ method: 'POST', url: '/api/teachers/students/processed_condition_alert', headers: teacher, payload: { id: alert.id } });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ processed: true, teacherName: expect.any(String), processedAt: expect.any(String) });
    const again = await t.app.inject({ method: 'POST', url: '/api/teachers/students/processed_condition_alert', headers: teacher, payload: { id: alert.id } });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toContain('対応済み');
  });

  it("refuses another school's teacher (404) and students (403)", async () => {
    const [alert] = await t.db.select().from(conditionAlerts).limit(1);
    const adminB = await signInTeacher(t, t.schoolB, 'admin');
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/teachers/students/processed_condition_alert', headers: adminB, payload: { id: alert!.id } })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `${DASHBOARD}?conditionKind=mental`, headers: adminB })).json().data.list).toEqual([]);
    const p = await student(1);
    expect((await t.app.inject({ method: 'GET', url: `${DASHBOARD}?conditionKind=mental`, headers: p.headers })).statusCode).toBe(403);
  });
});

describe('alert settings', () => {
  const body = {
    conditionKind: 'physical',
    bad: false,
    worst: true,
    consecutiveDays: 2,
    contentAlert: '2日連続で体が「悪い」でした',
    notificationEnabled: false,
    notificationEmails: [{ notification_email: '' }],
  };

  it('default to 3 days of bad or worst for both kinds', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/teachers/condition_settings/configs', headers: teacher });
    expect(
      res
        .json()
        .data.map((s: { conditionKind: string; consecutiveDays: number; bad: boolean; worst: boolean }) => [
          s.conditionKind,
          s.consecutiveDays,
          s.bad,
          s.worst,
        ]),
    ).toEqual([
      ['mental', 3, true, true],
      ['physical', 3, true, true],
    ]);
  });

  it.each([0, 21, 2.5])('refuse consecutiveDays %s (400) and keep the old rule', async (days) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/teachers/condition_settings/config_update',
      headers: admin,
      payload: { ...body, consecutiveDays: days },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.consecutiveDays[0]).toBe('1から20までの数字を入力してください');
    const physical = (await t.app.inject({ method: 'GET', url: '/api/teachers/condition_settings/configs', headers: admin })).json().data[1];
    expect(physical.consecutiveDays).toBe(3);
  });

  it('refuse an invalid e-mail list with 正しい形式で入力してください', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/teachers/condition_settings/config_update',
      headers: admin,
      payload: { ...body, notificationEmails: [{ notification_email: 'x@' }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors['notificationEmails.0']).toEqual(['正しい形式で入力してください']);
  });

  it('are saved by admin teachers only, and the new rule applies to the next check-in', async () => {
    expect((await t.app.inject({ method: 'POST', url: '/api/teachers/condition_settings/config_update', headers: teacher, payload: body })).statusCode).toBe(
      403,
    );
    const res = await t.app.inject({ method: 'POST', url: '/api/teachers/condition_settings/config_update', headers: admin, payload: body });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[1]).toMatchObject({ consecutiveDays: 2, bad: false, worst: true, notificationEmails: [] });

    const p = await student(2);
    await t.db.insert(conditions).values({ studentId: p.id, schoolId: t.schoolA.id, date: '2026-11-25', mental: 'good', physical: 'worst' });
    await checkIn(2, '2026-11-26', 'good', 'worst');
    const alerts = (await alertsOf(p.id)).filter((a) => a.conditionKind === 'physical');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.contentAlert).toBe('2日連続で体が「悪い」でした');
  });
});

describe('notificationEmails as spec §3 {id, value, isValid}', () => {
  it('answers each stored address with its position as id and whether today’s rule accepts it; an old stored entry it refuses reads isValid false', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/teachers/condition_settings/config_update',
      headers: admin,
      payload: {
        conditionKind: 'mental',
        bad: true,
        worst: true,
        consecutiveDays: 3,
        contentAlert: '3日連続で心が「悪い」でした',
        notificationEnabled: true,
        notificationEmails: [{ notification_email: 'Nurse@Example.jp' }, { notification_email: 'head@example.jp' }],
      },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data[0].notificationEmails).toEqual([
      { id: 1, value: 'nurse@example.jp', isValid: true },
      { id: 2, value: 'head@example.jp', isValid: true },
    ]);
    // Data stored before addresses were checked (e.g. an import): still read, marked invalid, never an error.
    await t.db
      .update(conditionAlertSettings)
      .set({ notificationEmails: ['nurse@example.jp', '保健室 内線12'] })
      .where(and(eq(conditionAlertSettings.schoolId, t.schoolA.id), eq(conditionAlertSettings.conditionKind, 'mental')));
    const res = await t.app.inject({ method: 'GET', url: '/api/teachers/condition_settings/configs', headers: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json().data[0].notificationEmails).toEqual([
      { id: 1, value: 'nurse@example.jp', isValid: true },
      { id: 2, value: '保健室 内線12', isValid: false },
    ]);
  });
});

describe('after an alert is resolved', () => {
  it('a run that began before the resolution raises nothing; a new run of 3 school days raises a new alert', async () => {
    const p = await student(3);
    await history(p.id, { '2026-12-01': 'bad', '2026-12-02': 'bad' });
    await checkIn(3, '2026-12-03', 'bad');
    const [first] = (await alertsOf(p.id)).filter((a) => a.date === '2026-12-03');
    expect(first).toBeDefined();
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-03T17:00:00+09:00') });
    try {
      const who = await signInTeacher(t, t.schoolA, 0);
      expect(
        (await t.app.inject({ method: 'POST', url: '/api/teachers/students/processed_condition_alert', headers: who, payload: { id: first!.id } })).statusCode,
      ).toBe(200);
    } finally {
      vi.useRealTimers();
    }
    await checkIn(3, '2026-12-04', 'bad');
    expect((await alertsOf(p.id)).map((a) => a.date).sort()).toEqual(['2026-12-03']);
    await history(p.id, { '2026-12-07': 'bad', '2026-12-08': 'worst' });
    await checkIn(3, '2026-12-09', 'bad');
    expect((await alertsOf(p.id)).map((a) => a.date).sort()).toEqual(['2026-12-03', '2026-12-09']);
  });
});
