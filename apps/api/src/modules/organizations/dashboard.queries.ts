import { sql } from 'drizzle-orm';
import type { Database } from '@sukoyaka/db/client';
import { concurrently } from '../../lib/concurrently.ts';
import { resultRows, schoolIn } from './org-schools.ts';

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
 * The dashboard's figures for `schoolIds` on `date` and from `monthStart` to `date`, in parallel
 * indexed reads (check-ins from board_school_daily_figures, one row per school and day; talk
 * requests and alerts by index-only scans; enrolment of the date's school year; decision 035).
 */
export async function dashboardFigures(db: Database, schoolIds: number[], year: number, date: string, monthStart: string): Promise<Map<number, SchoolFigures>> {
  const inSchools = (col: string) => schoolIn(col, schoolIds);
  const [enrolled, checkIns, alerts, talks, bullying, absences] = await concurrently(db, [
    () =>
      db.execute(sql`SELECT y.school_id, count(*) AS n FROM student_enrollments e JOIN school_years y ON y.id = e.school_year_id
        WHERE ${inSchools('y.school_id')} AND y.year = ${year} GROUP BY y.school_id`),
    () =>
      db.execute(sql`SELECT school_id, sum(check_ins) FILTER (WHERE date = ${date}) AS today, sum(check_ins) AS month FROM board_school_daily_figures
        WHERE ${inSchools('school_id')} AND date BETWEEN ${monthStart} AND ${date} GROUP BY school_id`),
    () =>
      db.execute(sql`SELECT school_id, count(DISTINCT student_id) FILTER (WHERE date = ${date}) AS today,
          count(DISTINCT student_id) FILTER (WHERE date BETWEEN ${monthStart} AND ${date}) AS month,
          count(*) FILTER (WHERE NOT processed) AS unprocessed
        FROM condition_alerts WHERE ${inSchools('school_id')} AND (NOT processed OR date BETWEEN ${monthStart} AND ${date}) GROUP BY school_id`),
    () =>
      db.execute(sql`SELECT school_id, count(*) FILTER (WHERE NOT processed AND date <= ${date}) AS unanswered,
          min(created_at) FILTER (WHERE NOT processed AND date <= ${date}) AS oldest,
          count(*) FILTER (WHERE date BETWEEN ${monthStart} AND ${date}) AS month
        FROM soss WHERE ${inSchools('school_id')} AND (NOT processed OR date BETWEEN ${monthStart} AND ${date}) GROUP BY school_id`),
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
  for (const r of resultRows<Row>(checkIns)) Object.assign(at(r), { todayCheckIns: num(r.today), monthCheckIns: num(r.month) });
  for (const r of resultRows<Row>(alerts))
    Object.assign(at(r), { alertStudentsToday: num(r.today), alertStudentsMonth: num(r.month), alertsUnprocessed: num(r.unprocessed) });
  for (const r of resultRows<Row>(talks))
    Object.assign(at(r), { talkUnanswered: num(r.unanswered), talkOldestAt: r.oldest ? new Date(r.oldest as string) : null, talkMonth: num(r.month) });
  for (const r of resultRows<Row>(bullying)) at(r).bullying[String(r.alert_level)] = num(r.n);
  for (const r of resultRows<Row>(absences)) Object.assign(at(r), { absencesToday: num(r.today), absencesMonth: num(r.month) });
  return out;
}
