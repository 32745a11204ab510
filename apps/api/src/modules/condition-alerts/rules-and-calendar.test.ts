import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conditionAlerts, conditions, students } from '@sukoyaka/db/schema';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { rulesAndCalendar } from './rules-and-calendar.ts';

/**
 * The bad days checked in at the same moment read their alert rules, calendar, recent days and open
 * baseline alert in one statement (lib/batched.ts, decision 083). Calls made in the same tick are
 * one batch, so this reaches the batched statement for certain.
 */
let t: TestApp;
let pupils: number[];
beforeAll(async () => {
  t = await createTestApp();
  pupils = (await t.db.select({ id: students.id }).from(students).where(eq(students.schoolId, t.schoolA.id)).orderBy(students.id)).map((s) => s.id);
});
afterAll(() => t.close());

describe('the alert rules of bad days checked in at the same moment are read together, each pupil their own', () => {
  it("gives each pupil their own recent days and open baseline alert, whatever the batch's order", async () => {
    const [p1, p2, p3] = pupils.slice(0, 3) as [number, number, number];
    await t.db.insert(conditions).values([
      { studentId: p1, schoolId: t.schoolA.id, date: '2026-11-18', mental: 'worst', physical: 'good' },
      { studentId: p2, schoolId: t.schoolA.id, date: '2026-11-17', mental: 'bad', physical: 'bad' },
    ]);
    const [alert] = await t.db
      .insert(conditionAlerts)
      .values({
        studentId: p2,
        schoolId: t.schoolA.id,
        conditionKind: 'mental',
        date: '2026-11-18',
        contentAlert: 'いつもの心の調子より下がっています。',
        source: 'baseline',
        evidence: { kind: 'baseline', recentAverage: 1.4, baselineAverage: 4, recentDays: [], baselineDays: [], fadedOn: null },
      })
      .returning({ id: conditionAlerts.id });
    const alertId = alert!.id;
    const scope = (studentId: number) => ({ studentId, schoolId: t.schoolA.id });
    const reads = await Promise.all([p3, p1, p2].map((id) => rulesAndCalendar(t.db, scope(id), '2026-10-01', '2026-11-19')));
    expect(reads.map((r) => r.recent)).toEqual([
      [],
      [{ date: '2026-11-18', mental: 'worst', physical: 'good' }],
      [{ date: '2026-11-17', mental: 'bad', physical: 'bad' }],
    ]);
    expect(reads.map((r) => r.openBaselineId)).toEqual([null, null, alertId]);
    expect(reads.every((r) => r.rules.mental.consecutiveDays > 0 && r.rules.physical.consecutiveDays > 0)).toBe(true);
  });
});
