import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@sukoyaka/db/client';

/**
 * The board's figures (decisions 035, 041): the daily aggregates every board screen and report
 * reads (board_daily_figures by class, board_school_daily_figures by school), the check-in deltas
 * the trigger on conditions appends until the worker folds them in, and the SQL pieces the
 * readers share. The organisation's schools and calendars are in organization-schools.service.ts,
 * small-group suppression in suppression.service.ts.
 */

/** The rows of a raw `db.execute` (node-postgres). */
export const resultRows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** `school_id = ANY(ids)` for raw SQL over the organisation's schools. */
export const schoolIn = (column: SQL | string, ids: readonly number[]): SQL =>
  sql`${typeof column === 'string' ? sql.raw(column) : column} = ANY(${sql.raw(`ARRAY[${ids.map((i) => Math.trunc(i)).join(',') || 'NULL'}]::bigint[]`)})`;

/** The fiscal month's bit in board_student_year_flags (bit 0 = April … bit 11 = March). */
export const fiscalMonthBit = (date: string): number => 1 << ((Number(date.slice(5, 7)) + 8) % 12);

/**
 * The students enrolled in each school in school year `year`: one count of the
 * (school_year_id, klass_id) index per school year (an index-only range each; a join of every
 * enrolment and a parallel hash aggregate cost three times the CPU at city scale, decision 041).
 */
export const enrolledBySchool = (schoolIds: number[], year: number): SQL =>
  sql`SELECT y.school_id, (SELECT count(*) FROM student_enrollments e WHERE e.school_year_id = y.id) AS n
    FROM school_years y WHERE ${schoolIn('y.school_id', schoolIds)} AND y.year = ${year}`;

/** The 年度 of a date column, in SQL (April starts the year). */
const fiscalYearSql = (column: string) => sql.raw(`extract(year FROM ${column})::int - CASE WHEN extract(month FROM ${column}) < 4 THEN 1 ELSE 0 END`);

/**
 * board_school_daily_figures plus the check-in deltas not yet folded (board_figure_deltas,
 * decision 041), as a FROM-able subquery with its columns: school_id, date, check_ins,
 * mental_bad, mental_worst, physical_bad, physical_worst, talk_requests, talk_unprocessed,
 * alerts, alerts_unprocessed. A school and day may have several rows: always sum. Filters on
 * school_id and date are pushed into both parts by PostgreSQL.
 */
export const liveSchoolFigures = (): SQL => sql`(
  SELECT school_id, date, check_ins, mental_bad, mental_worst, physical_bad, physical_worst, talk_requests, talk_unprocessed, alerts, alerts_unprocessed
    FROM board_school_daily_figures
  UNION ALL
  SELECT school_id, date, check_ins, mental_bad, mental_worst, physical_bad, physical_worst, 0, 0, 0, 0
    FROM board_figure_deltas)`;

/**
 * board_daily_figures plus the check-in deltas not yet folded, each in the student's class of the
 * date's 年度 (0 without one), as board_figures_fold will add them: columns school_id, date,
 * klass_id, check_ins, mental_bad, mental_worst, physical_bad, physical_worst. Always sum.
 */
export const liveKlassFigures = (): SQL => sql`(
  SELECT school_id, date, klass_id, check_ins, mental_bad, mental_worst, physical_bad, physical_worst
    FROM board_daily_figures
  UNION ALL
  SELECT d.school_id, d.date, coalesce(e.klass_id, 0), d.check_ins, d.mental_bad, d.mental_worst, d.physical_bad, d.physical_worst
    FROM board_figure_deltas d
    LEFT JOIN school_years y ON y.school_id = d.school_id AND y.year = ${fiscalYearSql('d.date')}
    LEFT JOIN student_enrollments e ON e.student_id = d.student_id AND e.school_year_id = y.id)`;

/**
 * Folds the check-in deltas not yet folded (board_figure_deltas) into board_daily_figures and
 * board_school_daily_figures in one statement (the database function board_figures_fold). Run by
 * the worker every few seconds (jobs/board-figures.jobs.ts); readers add unfolded deltas, so when
 * it runs changes only how many rows they add, never what they show.
 */
export async function foldFigureDeltas(db: Database): Promise<void> {
  await db.execute(sql`SELECT board_figures_fold()`);
}
