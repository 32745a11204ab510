import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conditions } from '@sukoyaka/db/schema';
import { openBaselineAlert, pupilIdsOf } from '../../test/checkins.ts';
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
  pupils = await pupilIdsOf(t, t.schoolA.id);
});
afterAll(() => t.close());

describe('the alert rules of bad days checked in at the same moment are read together, each pupil their own', () => {
  it("gives each pupil their own recent days and open baseline alert, whatever the batch's order", async () => {
    const [p1, p2, p3] = pupils.slice(0, 3) as [number, number, number];
    await t.db.insert(conditions).values([
      { studentId: p1, schoolId: t.schoolA.id, date: '2026-11-18', mental: 'worst', physical: 'good' },
      { studentId: p2, schoolId: t.schoolA.id, date: '2026-11-17', mental: 'bad', physical: 'bad' },
    ]);
    const alertId = await openBaselineAlert(t, p2, t.schoolA.id, '2026-11-18');
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
