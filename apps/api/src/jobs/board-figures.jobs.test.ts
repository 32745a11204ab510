import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { japanDateKey } from '@sukoyaka/contracts/dates';
import { checkIn, studentIdsOf } from '../modules/organizations/test-fixtures.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { foldBoardFigures } from './board-figures.jobs.ts';

/**
 * The worker's fold of the check-in deltas (decision 041): check-ins land as deltas, the running
 * fold moves them into the class and school figures of the day, and the deltas table empties.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

describe('foldBoardFigures', () => {
  it('moves every check-in delta into the daily figures within a few periods', async () => {
    const today = japanDateKey();
    const klass = t.schoolA.klasses[0]!;
    const students = await studentIdsOf(t, klass.id);
    for (const id of students.slice(0, 3)) await checkIn(t, t.schoolA.id, id, today, 'bad', 'good');
    await checkIn(t, t.schoolA.id, students[0]!, today, 'good', 'good'); // changed: −1 bad, +1 good
    expect(rows<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM board_figure_deltas`))[0]!.n).toBe(5);

    const fold = foldBoardFigures(t.db, { intervalMs: 50 });
    try {
      await expect
        .poll(async () => rows<{ n: number }>(await t.db.execute(sql`SELECT count(*)::int AS n FROM board_figure_deltas`))[0]!.n, { timeout: 5_000 })
        .toBe(0);
    } finally {
      await fold.stop();
    }
    const [byKlass] = rows<{ check_ins: number; mental_bad: number }>(
      await t.db.execute(
        sql`SELECT check_ins, mental_bad FROM board_daily_figures WHERE school_id = ${t.schoolA.id} AND date = ${today} AND klass_id = ${klass.id}`,
      ),
    );
    expect(byKlass).toEqual({ check_ins: 3, mental_bad: 2 });
    const [bySchool] = rows<{ check_ins: number; mental_bad: number }>(
      await t.db.execute(sql`SELECT check_ins, mental_bad FROM board_school_daily_figures WHERE school_id = ${t.schoolA.id} AND date = ${today}`),
    );
    expect(bySchool).toEqual({ check_ins: 3, mental_bad: 2 });
  });
});
