import { and, asc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import { SchoolCalendar } from '@sukoyaka/contracts/school-calendar-rule';
import type { Database } from '@sukoyaka/db/client';
import type { SchoolType } from '@sukoyaka/contracts/school-types';
import { schoolCalendarRanges, schools } from '@sukoyaka/db/schema';
import type { OrganizationScope } from '../../lib/actor.ts';
import { notFound } from '../../lib/http-errors.ts';

/** A school of the board's organisation. */
export interface OrgSchool {
  id: number;
  code: string;
  name: string;
  schoolType: SchoolType;
  /** The MEXT 学校コード (decision 046), null until the board sets it. */
  mextSchoolCode: string | null;
}

/** The rows of a raw `db.execute` (node-postgres). */
export const resultRows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** Every school of the caller's organisation, by name (the only way board code reaches schools: the scope filters). */
export async function organizationSchools(db: Database, scope: OrganizationScope): Promise<OrgSchool[]> {
  return db
    .select({ id: schools.id, code: schools.code, name: schools.name, schoolType: schools.schoolType, mextSchoolCode: schools.mextSchoolCode })
    .from(schools)
    .where(eq(schools.organizationId, scope.organizationId))
    .orderBy(asc(schools.code));
}

/** One school of the organisation. @throws 404 (学校が見つかりません) for a school of another organisation or none. */
export async function organizationSchool(db: Database, scope: OrganizationScope, schoolId: number): Promise<OrgSchool> {
  const [row] = await db
    .select({ id: schools.id, code: schools.code, name: schools.name, schoolType: schools.schoolType, mextSchoolCode: schools.mextSchoolCode })
    .from(schools)
    .where(and(eq(schools.id, schoolId), eq(schools.organizationId, scope.organizationId)));
  if (!row) throw notFound('学校が見つかりません');
  return row;
}

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

/** Class ids with a 学級閉鎖 range in a calendar (others need no per-class walk). */
const closureKlasses = new WeakMap<SchoolCalendar, Set<number>>();
/** School days already walked per calendar and `from|to|klass` (the rule costs ~45 µs a day). */
const walked = new WeakMap<SchoolCalendar, Map<string, string[]>>();

/**
 * Each school's calendar (decision 020 rule) for the school years `from`..`toInclusive` touch, in
 * one read of the organisation's ranges. Schools with the same ranges (e.g. none: the national
 * rule alone) share one calendar object, so schoolDaysIn walks their days once.
 */
export async function organizationCalendars(
  db: Database,
  schoolIds: readonly number[],
  from: string,
  toInclusive: string,
): Promise<Map<number, SchoolCalendar>> {
  const first = `${schoolYearOf(from)}-04-01`;
  const last = `${schoolYearOf(toInclusive) + 1}-03-31`;
  const ranges =
    schoolIds.length === 0
      ? []
      : await db
          .select({
            schoolId: schoolCalendarRanges.schoolId,
            kind: schoolCalendarRanges.kind,
            label: schoolCalendarRanges.label,
            from: schoolCalendarRanges.from,
            to: schoolCalendarRanges.to,
            klassId: schoolCalendarRanges.klassId,
          })
          .from(schoolCalendarRanges)
          .where(and(inArray(schoolCalendarRanges.schoolId, [...schoolIds]), lte(schoolCalendarRanges.from, last), gte(schoolCalendarRanges.to, first)));
  const shared = new Map<string, SchoolCalendar>();
  return new Map(
    schoolIds.map((id) => {
      const own = ranges.filter((r) => r.schoolId === id).map(({ schoolId: _, ...r }) => r);
      const key = JSON.stringify(own.map((r) => [r.kind, r.from, r.to, r.klassId]).sort());
      let calendar = shared.get(key);
      if (!calendar) {
        calendar = new SchoolCalendar(own);
        closureKlasses.set(calendar, new Set(own.flatMap((r) => (r.klassId === null ? [] : [r.klassId]))));
        shared.set(key, calendar);
      }
      return [id, calendar];
    }),
  );
}

/** The dates from..to (inclusive) that are school days in `calendar` (for a class when given), memoised per calendar. */
export function schoolDaysIn(calendar: SchoolCalendar, from: string, toInclusive: string, klassId?: number): string[] {
  const klass = klassId !== undefined && closureKlasses.get(calendar)?.has(klassId) ? klassId : undefined;
  const memo = walked.get(calendar) ?? new Map<string, string[]>();
  walked.set(calendar, memo);
  const key = `${from}|${toInclusive}|${klass ?? ''}`;
  const known = memo.get(key);
  if (known) return known;
  const days: string[] = [];
  for (let d = new Date(`${from}T00:00:00Z`); ; d.setUTCDate(d.getUTCDate() + 1)) {
    const date = d.toISOString().slice(0, 10);
    if (date > toInclusive) break;
    if (calendar.isSchoolDay(date, klass)) days.push(date);
  }
  memo.set(key, days);
  return days;
}
