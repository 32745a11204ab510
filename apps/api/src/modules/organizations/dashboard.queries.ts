import { sql } from 'drizzle-orm';
import { japanDateKey } from '@sukoyaka/contracts/dates';
import type { Database } from '@sukoyaka/db/client';
import { concurrently } from '../../lib/concurrently.ts';
import { enrolledBySchool, fiscalMonthBit, liveSchoolFigures, resultRows, schoolIn } from '../board-figures/board-figures.service.ts';

/** Per-school raw figures of one day and its month (before suppression). */
export interface SchoolFigures {
  enrolled: number;
  todayCheckIns: number;
  monthCheckIns: number;
  alertStudentsToday: number;
  alertStudentsMonth: number;
  alertsUnprocessed: number;
  talkUnanswered: number;
  talkOldestAt: Date | null;
  talkMonth: number;
  bullying: Record<string, number>;
  absencesToday: number;
  absencesMonth: number;
}

/** Figures of a school with nothing recorded. */
export const emptyFigures = (): SchoolFigures => ({
  enrolled: 0,
  todayCheckIns: 0,
  monthCheckIns: 0,
  alertStudentsToday: 0,
  alertStudentsMonth: 0,
  alertsUnprocessed: 0,
  talkUnanswered: 0,
  talkOldestAt: null,
  talkMonth: 0,
  bullying: {},
  absencesToday: 0,
  absencesMonth: 0,
});

type Row = Record<string, unknown> & { school_id: string | number };
const num = (v: unknown) => Number(v ?? 0);

/**
 * The dashboard's figures for `schoolIds` on `date` and from `monthStart` to `date` (same month),
 * in parallel indexed reads of kept aggregates (decisions 035 and 041):
 * - check-ins, 話したい and alert counts from board_school_daily_figures, one row per school and
 *   day, plus the check-ins not yet folded (liveSchoolFigures);
 * - unanswered 話したい, the oldest of them and unprocessed alerts from partial indexes of what is
 *   still open;
 * - students with an alert this month from board_student_year_flags when the range is this month
 *   so far (otherwise from the range's alerts), and today's from one day's alerts;
 * - enrolment of the date's school year.
 */
export async function dashboardFigures(db: Database, schoolIds: number[], year: number, date: string, monthStart: string): Promise<Map<number, SchoolFigures>> {
  const inSchools = (col: string) => schoolIn(col, schoolIds);
  const bit = fiscalMonthBit(date);
  // The month's bits hold the whole month: exact for "from the 1st to today"; a past day, or
  // another range, counts its own alerts (one month of rows at most).
  const monthSoFar = monthStart === `${date.slice(0, 7)}-01` && date >= japanDateKey();
  const [enrolled, daily, alertStudents, open, bullying, absences] = await concurrently(db, [
    () => db.execute(enrolledBySchool(schoolIds, year)),
    () =>
      db.execute(sql`SELECT school_id, sum(check_ins) FILTER (WHERE date = ${date}) AS today, sum(check_ins) AS month, sum(talk_requests) AS talk_month
        FROM ${liveSchoolFigures()} f WHERE ${inSchools('school_id')} AND date BETWEEN ${monthStart} AND ${date} GROUP BY school_id`),
    () =>
      db.execute(sql`SELECT school_id, sum(today) AS today, sum(month) AS month FROM (
          SELECT school_id, count(DISTINCT student_id) AS today, 0 AS month FROM condition_alerts
            WHERE ${inSchools('school_id')} AND date = ${date} GROUP BY school_id
          UNION ALL
          ${
            monthSoFar
              ? sql`SELECT school_id, 0, count(*) FROM board_student_year_flags
                  WHERE ${inSchools('school_id')} AND year = ${year} AND (mental_alert_months | physical_alert_months) & ${bit} <> 0 GROUP BY school_id`
              : sql`SELECT school_id, 0, count(DISTINCT student_id) FROM condition_alerts
                  WHERE ${inSchools('school_id')} AND date BETWEEN ${monthStart} AND ${date} GROUP BY school_id`
          }
        ) a GROUP BY school_id`),
    () =>
      db.execute(sql`SELECT school_id, sum(talks) AS unanswered, min(oldest) AS oldest, sum(alerts) AS alerts_unprocessed FROM (
          SELECT school_id, count(*) AS talks, min(created_at) AS oldest, 0 AS alerts FROM soss
            WHERE ${inSchools('school_id')} AND NOT processed AND date <= ${date} GROUP BY school_id
          UNION ALL
          SELECT school_id, 0, NULL, count(*) FROM condition_alerts WHERE ${inSchools('school_id')} AND NOT processed GROUP BY school_id
        ) o GROUP BY school_id`),
    () =>
      db.execute(sql`SELECT school_id, alert_level, count(*) AS n FROM questionnaire_answers
        WHERE ${inSchools('school_id')} AND status = 'completed' AND alert_level <> 'normal' AND teacher_confirm_status <> 'organization_verified'
        GROUP BY school_id, alert_level`),
    () =>
      db.execute(sql`SELECT school_id, count(*) FILTER (WHERE date = ${date}) AS today, count(*) AS month FROM parent_attendances
        WHERE ${inSchools('school_id')} AND status = 'absent' AND cancelled_at IS NULL AND date BETWEEN ${monthStart} AND ${date} GROUP BY school_id`),
  ]);
  const out = new Map<number, SchoolFigures>(schoolIds.map((id) => [id, emptyFigures()]));
  const at = (r: Row) => out.get(Number(r.school_id))!;
  for (const r of resultRows<Row>(enrolled)) at(r).enrolled = num(r.n);
  for (const r of resultRows<Row>(daily)) Object.assign(at(r), { todayCheckIns: num(r.today), monthCheckIns: num(r.month), talkMonth: num(r.talk_month) });
  for (const r of resultRows<Row>(alertStudents)) Object.assign(at(r), { alertStudentsToday: num(r.today), alertStudentsMonth: num(r.month) });
  for (const r of resultRows<Row>(open))
    Object.assign(at(r), {
      talkUnanswered: num(r.unanswered),
      talkOldestAt: r.oldest ? new Date(r.oldest as string) : null,
      alertsUnprocessed: num(r.alerts_unprocessed),
    });
  for (const r of resultRows<Row>(bullying)) at(r).bullying[String(r.alert_level)] = num(r.n);
  for (const r of resultRows<Row>(absences)) Object.assign(at(r), { absencesToday: num(r.today), absencesMonth: num(r.month) });
  return out;
}
