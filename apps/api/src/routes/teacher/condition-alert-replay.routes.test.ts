import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { AlertReplay, AlertReplayBody } from '@sukoyaka/contracts/condition-alerts';
import type { ConditionValue } from '@sukoyaka/contracts/conditions';
import { addDays, japanDateKey, weekOf } from '@sukoyaka/contracts/dates';
import { SchoolCalendar } from '@sukoyaka/contracts/school-calendar-rule';
import { conditionAlerts, conditionAlertSettings, conditions, schoolCalendarRanges, studentEnrollments } from '@sukoyaka/db/schema';
import { evaluateConditionAlerts } from '../../modules/condition-alerts/condition-alerts.service.ts';
import { createTestApp, signInTeacher, studentIdOf, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 25 item 4 (decision 077): POST /api/teachers/condition_settings/replay replays a proposed
 * rule over the school's last 90 school days. Its counts equal what the live check-in raises on the
 * same check-ins (each alert resolved the day it rings, the replay's one assumption), and it writes
 * nothing. Six pupils of 1年1組 and 2年1組 with 135 school days of made-up but varied check-ins.
 */
let t: TestApp;
let admin: AuthHeaders;
let classTeacher: AuthHeaders;
const outbox = { enqueue: async () => undefined };
const today = japanDateKey();
let days: string[] = [];
let from = '';
const pupils: { id: number; klassId: number }[] = [];

/** A small seeded generator, so the check-ins are the same on every run (runs of bad days, falls from the usual, gaps). */
function histories(seed: number, n: number): { mental: ConditionValue | null; physical: ConditionValue | null }[] {
  let x = seed;
  const next = () => (x = (x * 1103515245 + 12345) % 2147483648) / 2147483648;
  const moods: ConditionValue[][] = [
    ['best', 'best', 'good', 'best', 'good', 'skip'],
    ['good', 'bad', 'good', 'worst', 'bad', 'best'],
    ['bad', 'worst', 'bad', 'good', 'bad', 'bad'],
  ];
  let phase = 0;
  return Array.from({ length: n }, () => {
    if (next() < 0.12) phase = Math.floor(next() * 3);
    if (next() < 0.06) return { mental: null, physical: null };
    const pick = () => moods[phase]![Math.floor(next() * 6)]!;
    return { mental: pick(), physical: pick() };
  });
}

/** Stores every pupil's check-ins day by day and runs the live alerts as the check-in does; a teacher resolves each alert the same day. */
async function liveRun() {
  await t.db.delete(conditionAlerts).where(eq(conditionAlerts.schoolId, t.schoolA.id));
  await t.db.delete(conditions).where(eq(conditions.schoolId, t.schoolA.id));
  for (const [n, pupil] of pupils.entries()) {
    const history = histories(7 + n * 31, days.length);
    for (const [i, date] of days.entries()) {
      const day = history[i]!;
      if (day.mental === null) continue;
      await t.db.insert(conditions).values({ studentId: pupil.id, schoolId: t.schoolA.id, date, ...day });
      await evaluateConditionAlerts(t.db, outbox, { studentId: pupil.id, schoolId: t.schoolA.id }, { date, ...day }, false);
      await t.db
        .update(conditionAlerts)
        .set({ processed: true, processedAt: new Date(`${date}T12:00:00+09:00`) })
        .where(and(eq(conditionAlerts.studentId, pupil.id), eq(conditionAlerts.processed, false)));
    }
  }
}

/** The live alerts of the replayed span per `klassId:weekStart`, as the replay counts them. */
async function liveCounts(sources: ('rule' | 'baseline')[]) {
  const rows = await t.db
    .select()
    .from(conditionAlerts)
    .where(and(eq(conditionAlerts.schoolId, t.schoolA.id), gte(conditionAlerts.date, from)));
  const counts = new Map<string, number>();
  for (const a of rows.filter((r) => sources.includes(r.source as 'rule' | 'baseline'))) {
    const key = `${pupils.find((p) => p.id === a.studentId)!.klassId}:${weekOf(a.date)[0]}`;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return { counts, total: rows.filter((r) => sources.includes(r.source as 'rule' | 'baseline')).length };
}

const replayCounts = (r: AlertReplay, which: 'current' | 'proposed') =>
  new Map(r.klasses.flatMap((k) => k.weeks.filter((w) => w[which] > 0).map((w) => [`${k.klassId}:${w.weekStart}`, w[which]] as const)));

const DEFAULT_BODY: AlertReplayBody = {
  mental: { bad: true, worst: true, consecutiveDays: 3 },
  physical: { bad: true, worst: true, consecutiveDays: 3 },
  baseline: { enabled: true, drop: 1 },
};

async function replay(headers: AuthHeaders, body: unknown) {
  return t.app.inject({ method: 'POST', url: '/api/teachers/condition_settings/replay', headers, payload: body as object });
}

const tableCounts = async () =>
  (
    (await t.db.execute(
      sql`select (select count(*)::int from condition_alerts) as alerts, (select count(*)::int from conditions) as checkins, (select count(*)::int from condition_alert_settings) as settings`,
    )) as unknown as { rows: { alerts: number; checkins: number; settings: number }[] }
  ).rows[0];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInTeacher(t, t.schoolA, 'admin');
  classTeacher = await signInTeacher(t, t.schoolA, 0);
  const ranges = await t.db.select().from(schoolCalendarRanges).where(eq(schoolCalendarRanges.schoolId, t.schoolA.id));
  const calendar = new SchoolCalendar(ranges);
  days = calendar.schoolDaysBefore(addDays(today, 1), 135, [], 400);
  from = days[45]!;
  for (const klassIndex of [0, 1])
    for (const number of [1, 2, 3]) {
      const id = await studentIdOf(t, t.schoolA, klassIndex, number);
      const [e] = await t.db.select().from(studentEnrollments).where(eq(studentEnrollments.studentId, id));
      pupils.push({ id, klassId: e!.klassId });
    }
  await liveRun();
}, 600_000);
afterAll(() => t.close());

describe('replaying a rule before switching it on (issue 25 item 4)', () => {
  it('the current rule replayed equals, class by class and week by week, what the live check-in raised; nothing is written', async () => {
    const before = await tableCounts();
    const res = await replay(admin, DEFAULT_BODY);
    expect(res.statusCode).toBe(200);
    const r = res.json().data as AlertReplay;
    expect(r).toMatchObject({ from, to: days.at(-1), schoolDays: 90 });
    const live = await liveCounts(['rule', 'baseline']);
    expect(live.total).toBeGreaterThan(10);
    expect(r.totals).toEqual({ current: live.total, proposed: live.total });
    expect(replayCounts(r, 'current')).toEqual(live.counts);
    expect(replayCounts(r, 'proposed')).toEqual(live.counts);
    expect(r.added).toEqual({ count: 0, students: [] });
    expect(await tableCounts()).toEqual(before);
  });

  it('the baseline rule switched off: the proposal counts only the run alerts the check-in raised', async () => {
    const r = (await replay(admin, { ...DEFAULT_BODY, baseline: { enabled: false, drop: 1 } })).json().data as AlertReplay;
    const live = await liveCounts(['rule']);
    expect(r.totals.proposed).toBe(live.total);
    expect(replayCounts(r, 'proposed')).toEqual(live.counts);
  });

  it('a stricter rule (5 days of 悪い only, no baseline) proposed equals what the check-in raises once it is saved; dropped pupils named to admins, counted to class teachers', async () => {
    const stricter = {
      ...DEFAULT_BODY,
      mental: { bad: false, worst: true, consecutiveDays: 5 },
      physical: { bad: false, worst: true, consecutiveDays: 5 },
      baseline: { enabled: false, drop: 1 },
    };
    const before = await tableCounts();
    const byAdmin = (await replay(admin, stricter)).json().data as AlertReplay;
    const byTeacher = (await replay(classTeacher, stricter)).json().data as AlertReplay;
    expect(await tableCounts()).toEqual(before);
    expect(byAdmin.totals.proposed).toBeLessThan(byAdmin.totals.current);
    expect(byAdmin.dropped.count).toBeGreaterThan(0);
    expect(byAdmin.dropped.students!.map((s) => s.id).every((id) => pupils.some((p) => p.id === id))).toBe(true);
    expect(byAdmin.dropped.students![0]).toMatchObject({ name: expect.any(String), klassName: expect.stringMatching(/年/) });
    expect(byTeacher.dropped).toEqual({ count: byAdmin.dropped.count, students: null });
    expect(byTeacher.totals).toEqual(byAdmin.totals);

    for (const kind of ['mental', 'physical'] as const)
      await t.db
        .insert(conditionAlertSettings)
        .values({ schoolId: t.schoolA.id, conditionKind: kind, bad: false, worst: true, consecutiveDays: 5, contentAlert: '5日連続で悪い' });
    await liveRun();
    const live = await liveCounts(['rule']);
    expect(byAdmin.totals.proposed).toBe(live.total);
    expect(replayCounts(byAdmin, 'proposed')).toEqual(live.counts);
    // Saved, the stricter run rule is the current one (the baseline stays on: it has no switch yet).
    const again = (await replay(admin, stricter)).json().data as AlertReplay;
    expect(again.totals.proposed).toBe(live.total);
    expect(again.totals.current).toBe((await liveCounts(['rule', 'baseline'])).total);
  });

  it('refuses a rule it cannot replay, in Japanese, and other schools see only their own pupils', async () => {
    const res = await replay(admin, { ...DEFAULT_BODY, mental: { bad: true, worst: true, consecutiveDays: 0 } });
    expect(res.statusCode).toBe(400);
    expect(JSON.stringify(res.json())).toContain('1から20までの数字を入力してください');
    const drop = await replay(admin, { ...DEFAULT_BODY, baseline: { enabled: true, drop: 9 } });
    expect(drop.statusCode).toBe(400);
    expect(JSON.stringify(drop.json())).toContain('下がり幅は0.5から3までの数字を入力してください');
    const other = (await replay(await signInTeacher(t, t.schoolB, 'admin'), DEFAULT_BODY)).json().data as AlertReplay;
    expect(other.totals).toEqual({ current: 0, proposed: 0 });
    expect(other.klasses.map((k) => k.klassId).some((id) => pupils.some((p) => p.klassId === id))).toBe(false);
  });
});
