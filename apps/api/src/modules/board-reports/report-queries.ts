import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '@sukoyaka/db/client';
import { concurrently } from '../../lib/concurrently.ts';
import { enrolledBySchool, fiscalMonthBit, liveKlassFigures, liveSchoolFigures, resultRows, schoolIn } from '../board-figures/board-figures.service.ts';

/** What a report row is made of: whole schools, or the classes of one school. */
export type ReportUnit = 'school' | 'klass';

/** Counts per unit id and month (YYYY-MM) — additive, so a period or a parent row is a sum. */
export type MonthlyCounts = Map<number, Map<string, Record<string, number>>>;

export interface ReportSources {
  monthly: MonthlyCounts;
  /** Distinct students per unit over the period (not additive across months; additive across units). */
  distinct: Map<number, Record<string, number>>;
  enrolled: Map<number, number>;
}

const n = (v: unknown) => Number(v ?? 0);

/**
 * The bits of board_student_year_flags (bit 0 = April … bit 11 = March) for the months from
 * `from` (a 1st) to `to` (exclusive, a 1st), within one school year: e.g. 2026-04-01–2027-04-01 → 0xfff.
 */
export function fiscalMonthMask(from: string, to: string): number {
  let mask = 0;
  for (let month = from.slice(0, 7); month < to.slice(0, 7);) {
    mask |= fiscalMonthBit(`${month}-01`);
    const [y, m] = month.split('-').map(Number) as [number, number];
    month = m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
  }
  return mask;
}

/**
 * The raw counts behind the board reports for `schoolIds` in school year `year` (date keys
 * `yearFrom` ≤ d < `yearTo`), by school or by class (the student's class that year), by month:
 * check-ins, parents' absence reports, 話したい (soss) and condition alerts, the distinct students
 * with a 話したい or an alert in `from` ≤ d < `to` (whole months: fiscalPeriod), and enrolment.
 * By school (the whole city) everything comes from the kept aggregates — board_school_daily_figures
 * (with the check-ins not yet folded) and board_student_year_flags (decisions 035 and 041); by
 * class (one school) check-ins from board_daily_figures (likewise), the rest from the rows.
 */
export async function loadReportSources(
  db: Database,
  unit: ReportUnit,
  schoolIds: number[],
  year: number,
  range: { yearFrom: string; yearTo: string; from: string; to: string },
): Promise<ReportSources> {
  const byKlass = unit === 'klass';
  const mask = fiscalMonthMask(range.from, range.to);
  /** The student's class in `year` for a table `t` with student_id and school_id. */
  const klassJoin = (t: string): SQL =>
    byKlass
      ? sql.raw(
          `JOIN school_years y ON y.school_id = ${t}.school_id AND y.year = ${Math.trunc(year)} JOIN student_enrollments e ON e.student_id = ${t}.student_id AND e.school_year_id = y.id`,
        )
      : sql.raw('');
  const unitOf = (t: string) => sql.raw(byKlass ? 'e.klass_id' : `${t}.school_id`);
  const period = (t: string) => sql`${sql.raw(t)}.date >= ${range.yearFrom} AND ${sql.raw(t)}.date < ${range.yearTo}`;
  const within = (t: string) => sql`${sql.raw(t)}.date >= ${range.from} AND ${sql.raw(t)}.date < ${range.to}`;
  const bySchool = !byKlass;
  const [figures, talks, absences, alerts, distinct, enrolled] = await concurrently(db, [
    () =>
      db.execute(sql`SELECT ${sql.raw(byKlass ? 'f.klass_id' : 'f.school_id')} AS unit, to_char(date_trunc('month', f.date), 'YYYY-MM') AS month, sum(f.check_ins) AS "checkIns",
        sum(f.mental_bad + f.mental_worst) AS "mentalBad", sum(f.physical_bad + f.physical_worst) AS "physicalBad"${
          bySchool
            ? sql`, sum(f.talk_requests) AS "talkRequests", sum(f.talk_requests - f.talk_unprocessed) AS processed, sum(f.talk_unprocessed) AS unprocessed,
        sum(f.alerts) AS alerts, sum(f.alerts_unprocessed) AS "alertsUnprocessed"`
            : sql``
        }
        FROM ${byKlass ? liveKlassFigures() : liveSchoolFigures()} f WHERE ${schoolIn('f.school_id', schoolIds)} AND ${period('f')} GROUP BY 1, date_trunc('month', f.date)`),
    () =>
      bySchool
        ? Promise.resolve(null)
        : db.execute(sql`SELECT ${unitOf('s')} AS unit, to_char(date_trunc('month', s.date), 'YYYY-MM') AS month, count(*) AS "talkRequests",
        count(*) FILTER (WHERE s.processed) AS processed, count(*) FILTER (WHERE NOT s.processed) AS unprocessed
        FROM soss s ${klassJoin('s')} WHERE ${schoolIn('s.school_id', schoolIds)} AND ${period('s')} GROUP BY 1, date_trunc('month', s.date)`),
    () =>
      db.execute(sql`SELECT ${unitOf('p')} AS unit, to_char(date_trunc('month', p.date), 'YYYY-MM') AS month, count(*) AS "parentAbsences"
        FROM parent_attendances p ${klassJoin('p')} WHERE ${schoolIn('p.school_id', schoolIds)} AND ${period('p')} AND p.status = 'absent' AND p.cancelled_at IS NULL GROUP BY 1, date_trunc('month', p.date)`),
    () =>
      bySchool
        ? Promise.resolve(null)
        : db.execute(sql`SELECT ${unitOf('a')} AS unit, to_char(date_trunc('month', a.date), 'YYYY-MM') AS month, count(*) AS alerts, count(*) FILTER (WHERE NOT a.processed) AS "alertsUnprocessed"
        FROM condition_alerts a ${klassJoin('a')} WHERE ${schoolIn('a.school_id', schoolIds)} AND ${period('a')} GROUP BY 1, date_trunc('month', a.date)`),
    () =>
      bySchool
        ? db.execute(sql`SELECT school_id AS unit, count(*) FILTER (WHERE talk_months & ${mask} <> 0) AS "talkStudents",
            count(*) FILTER (WHERE mental_alert_months & ${mask} <> 0) AS "mentalAlertStudents",
            count(*) FILTER (WHERE physical_alert_months & ${mask} <> 0) AS "physicalAlertStudents"
          FROM board_student_year_flags WHERE ${schoolIn('school_id', schoolIds)} AND year = ${year} GROUP BY school_id`)
        : db.execute(sql`SELECT unit, sum(talk) AS "talkStudents", sum(mental) AS "mentalAlertStudents", sum(physical) AS "physicalAlertStudents" FROM (
          SELECT ${unitOf('s')} AS unit, count(DISTINCT s.student_id) AS talk, 0 AS mental, 0 AS physical FROM soss s ${klassJoin('s')}
            WHERE ${schoolIn('s.school_id', schoolIds)} AND ${within('s')} GROUP BY 1
          UNION ALL
          SELECT ${unitOf('a')}, 0, count(DISTINCT a.student_id) FILTER (WHERE a.condition_kind = 'mental'), count(DISTINCT a.student_id) FILTER (WHERE a.condition_kind = 'physical')
            FROM condition_alerts a ${klassJoin('a')} WHERE ${schoolIn('a.school_id', schoolIds)} AND ${within('a')} GROUP BY 1
        ) d GROUP BY unit`),
    () =>
      db.execute(
        byKlass
          ? sql`SELECT e.klass_id AS unit, count(*) AS n FROM student_enrollments e JOIN school_years y ON y.id = e.school_year_id
        WHERE ${schoolIn('y.school_id', schoolIds)} AND y.year = ${year} GROUP BY 1`
          : sql`SELECT school_id AS unit, n FROM (${enrolledBySchool(schoolIds, year)}) e`,
      ),
  ]);
  const monthly: MonthlyCounts = new Map();
  for (const result of [figures, talks, absences, alerts]) {
    if (result === null) continue;
    for (const r of resultRows<Record<string, unknown>>(result)) {
      const months = monthly.get(n(r.unit)) ?? new Map<string, Record<string, number>>();
      monthly.set(n(r.unit), months);
      const cell = months.get(String(r.month)) ?? {};
      months.set(String(r.month), cell);
      for (const [k, v] of Object.entries(r)) if (k !== 'unit' && k !== 'month') cell[k] = n(v);
    }
  }
  return {
    monthly,
    distinct: new Map(
      resultRows<Record<string, unknown>>(distinct).map((r) => [
        n(r.unit),
        { talkStudents: n(r.talkStudents), mentalAlertStudents: n(r.mentalAlertStudents), physicalAlertStudents: n(r.physicalAlertStudents) },
      ]),
    ),
    enrolled: new Map(resultRows<Record<string, unknown>>(enrolled).map((r) => [n(r.unit), n(r.n)])),
  };
}
