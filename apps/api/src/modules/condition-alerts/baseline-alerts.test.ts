import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { ConditionValue } from '@sukoyaka/contracts/conditions';
import { SchoolCalendar } from '@sukoyaka/contracts/school-calendar-rule';
import { conditionAlerts, conditions } from '@sukoyaka/db/schema';
import { createTestApp, signInTeacher, type TestApp, studentIdOf } from '../../test/test-app.ts';
import { evaluateConditionAlerts } from './condition-alerts.service.ts';

/**
 * Issue 25 item 3 (decision 054) wired into the check-in's alerts: a pupil whose week falls clearly
 * below their own usual gets a 心の不調 alert with the evidence (both averages and the days), the
 * 3-days-in-a-row rule would not ring; it fades once the pupil recovers. Histories from the
 * hand-made set in data/pupil-histories.json, on 25 school days ending Fri 2026-11-20.
 */
let t: TestApp;
const outbox = { enqueue: async () => undefined };
const stories = JSON.parse(readFileSync(path.join(import.meta.dirname, 'data/pupil-histories.json'), 'utf8')) as {
  pupil: string;
  history: (ConditionValue | null)[];
}[];
const calendar = new SchoolCalendar([]);
const LAST = '2026-11-20';
const window = [...calendar.schoolDaysBefore(LAST, 24), LAST];
const after = ['2026-11-24', '2026-11-25', '2026-11-26'];

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The id of the student with 出席番号 `number` in school A's class `klassIndex`. */
const studentOf = (klassIndex: number, number: number) => studentIdOf(t, t.schoolA, klassIndex, number);

/** Stores one check-in and runs the alerts as the check-in does (a good day runs the rule only while a baseline alert is open). */
async function checkIn(studentId: number, date: string, mental: ConditionValue | null) {
  await t.db.insert(conditions).values({ studentId, schoolId: t.schoolA.id, date, mental, physical: 'good' });
  const open = await t.db
    .select({ id: conditionAlerts.id })
    .from(conditionAlerts)
    .where(and(eq(conditionAlerts.studentId, studentId), eq(conditionAlerts.source, 'baseline'), eq(conditionAlerts.processed, false)));
  await evaluateConditionAlerts(t.db, outbox, { studentId, schoolId: t.schoolA.id }, { date, mental, physical: 'good' }, open.length > 0);
}

async function replay(studentId: number, pupil: string) {
  const history = stories.find((s) => s.pupil === pupil)!.history;
  for (const [i, date] of window.entries()) await checkIn(studentId, date, history[i]!);
  return t.db.select().from(conditionAlerts).where(eq(conditionAlerts.studentId, studentId));
}

describe('the baseline rule in the condition alerts (issue 25 item 3)', () => {
  it('p03 (usually 良い, a mixed week, never 3 bad days in a row): one baseline alert with both averages and the days', async () => {
    const id = await studentOf(0, 1);
    const alerts = await replay(id, 'p03');
    expect(alerts).toHaveLength(1);
    // It rings on Thu 11/19, the first day the week reads clearly below the usual (良い, 少し良い, 少し悪い, 少し良い, 少し悪い).
    expect(alerts[0]).toMatchObject({ source: 'baseline', conditionKind: 'mental', date: '2026-11-19', processed: false });
    expect(alerts[0]!.contentAlert).toBe(
      'いつもの心の調子より下がっています。この5登校日の平均 2.80（回答5日）、その前の20登校日（10/15〜11/12）の平均 4.00（回答19日）。声をかけてください。\n' +
        '11/13 良い、11/16 少し良い、11/17 少し悪い、11/18 少し良い、11/19 少し悪い',
    );
    const teacher = await signInTeacher(t, t.schoolA, 0);
    const [shown] = (await t.app.inject({ method: 'GET', url: `/api/teachers/students/get_alert_resolved?studentId=${id}`, headers: teacher })).json().data;
    expect(shown.evidence).toMatchObject({ kind: 'baseline', recentAverage: 2.8, baselineAverage: 4, fadedOn: null });
    expect(shown.evidence.recentDays.map((d: { date: string }) => d.date)).toEqual(window.slice(-6, -1));
    expect(shown.evidence.baselineDays).toHaveLength(20);
  });

  it('fades by itself once the pupil’s week is back near their usual (closed without a teacher, the day named)', async () => {
    const id = await studentOf(0, 1);
    await checkIn(id, after[0]!, 'best');
    const [still] = await t.db.select().from(conditionAlerts).where(eq(conditionAlerts.studentId, id));
    expect(still).toMatchObject({ processed: false });
    await checkIn(id, after[1]!, 'best');
    const [faded] = await t.db.select().from(conditionAlerts).where(eq(conditionAlerts.studentId, id));
    expect(faded).toMatchObject({ processed: true, processedByTeacherId: null });
    expect(faded!.evidence).toMatchObject({ fadedOn: after[1] });
    await checkIn(id, after[2]!, 'best');
    expect(await t.db.select().from(conditionAlerts).where(eq(conditionAlerts.studentId, id))).toHaveLength(1);
  });

  it('p07 (良い → 少し良い) and p05 (always low) raise no baseline alert; p05 rings the streak rule as before', async () => {
    expect(await replay(await studentOf(0, 2), 'p07')).toEqual([]);
    const p05 = await replay(await studentOf(0, 3), 'p05');
    expect(p05.map((a) => a.source)).not.toContain('baseline');
    expect(p05.map((a) => a.source)).toContain('rule');
  });
});
