import { sql } from 'drizzle-orm';
import type { AbsenceReason, AttendanceStatus } from '@sukoyaka/contracts/attendance';
import type { BullyingSurveyQuery } from '@sukoyaka/contracts/bullying-cases';
import { NOT_ATTENDING_THRESHOLD_DAYS, registerTotals, type RegisterEntry, type RegisterTotals, type SchoolDayRule } from '@sukoyaka/contracts/register-totals';
import type { SchoolCalendar } from '@sukoyaka/contracts/school-calendar-rule';
import type { SchoolType } from '@sukoyaka/contracts/school-types';
import type { Database } from '@sukoyaka/db/client';
import type { OrganizationScope } from '../../lib/actor.ts';
import { registerYearSpan } from '../attendance/register-totals.service.ts';
import { organizationCalendars, schoolDaysIn } from '../board-figures/organization-schools.service.ts';
import { dateKeyOf } from './row-values.ts';

/** A pupil counted as 不登校 in the survey: where, which grade, and the register's totals of the 年度 so far. */
export interface NotAttendingPupil {
  studentId: number;
  school_name: string;
  school_type: SchoolType;
  grade_name: string | null;
  grade_order: number | null;
  totals: RegisterTotals;
}

interface Candidate {
  student_id: string;
  school_id: string;
  school_name: string;
  school_type: SchoolType;
  grade_name: string | null;
  grade_order: number | null;
  klass_id: string | null;
}

/**
 * The calendar rule of one pupil for `from`..`upTo`: the school's days and the class's (学級閉鎖) as
 * sets, from board-figures' memoised walk (`schoolDaysIn`: a class without closures shares the
 * school's walk), so thousands of pupils do not walk the calendar rule (~45 µs a day) each.
 * Answers exactly what `calendar.isSchoolDay` answers for those dates.
 */
function pupilRule(calendar: SchoolCalendar, from: string, upTo: string, klassId: number | null, sets: WeakMap<string[], Set<string>>): SchoolDayRule {
  const setOf = (days: string[]) => {
    let set = sets.get(days);
    if (!set) sets.set(days, (set = new Set(days)));
    return set;
  };
  const school = setOf(schoolDaysIn(calendar, from, upTo));
  const klass = klassId === null ? school : setOf(schoolDaysIn(calendar, from, upTo, klassId));
  return { isSchoolDay: (date, k) => (k == null ? school : klass).has(date) };
}

const rowsOf = async <T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

/**
 * The pupils of the 不登校 table (issue 26 item 3, decision 074): the board's pupils (or one
 * school's) enrolled in the 年度 `year` whose 欠席日数 in it so far (April to today, or the year's
 * end) reached NOT_ATTENDING_THRESHOLD_DAYS (30), as the register totals count them
 * (`registerTotals`, decision 066: the school calendar with the class's 学級閉鎖, the register's
 * reasons; 出席停止・忌引等 are not 欠席). Only pupils with at least 30 `absent` entries in the span
 * are read — a necessary condition, as 欠席 is a subset of those entries — so the city's 260,000
 * pupils are not loaded. The grade is the pupil's grade in that 年度.
 */
export async function notAttendingPupils(db: Database, scope: OrganizationScope, query: BullyingSurveyQuery, now = new Date()): Promise<NotAttendingPupil[]> {
  const { from, upTo } = registerYearSpan(query.year, now);
  if (upTo < from) return [];
  const school = query.schoolId ? sql`and s.id = ${query.schoolId}` : sql``;
  const candidates = await rowsOf<Candidate>(
    db,
    sql`with absent as (
        select a.student_id, a.school_id from attendances a join schools s on s.id = a.school_id
        where s.organization_id = ${scope.organizationId} ${school} and a.status = 'absent' and a.date between ${from}::date and ${upTo}::date
        group by a.student_id, a.school_id having count(*) >= ${NOT_ATTENDING_THRESHOLD_DAYS})
      select x.student_id, x.school_id, s.name as school_name, s.school_type, g.name as grade_name, g.sort_order as grade_order, e.klass_id
      from absent x join schools s on s.id = x.school_id
        join school_years y on y.school_id = x.school_id and y.year = ${query.year}
        join student_enrollments e on e.student_id = x.student_id and e.school_year_id = y.id
        join klasses k on k.id = e.klass_id join grades g on g.id = k.grade_id`,
  );
  if (candidates.length === 0) return [];
  const ids = candidates.map((c) => Number(c.student_id));
  // A pupil's register at one school (a pupil who moved within the board has two).
  const entries = new Map<string, RegisterEntry[]>();
  const rows = await rowsOf<{ student_id: string; school_id: string; date: string | Date; status: AttendanceStatus; reason: AbsenceReason | null }>(
    db,
    sql`select a.student_id, a.school_id, a.date::text as date, a.status, a.reason from attendances a
      where a.student_id = any(${`{${ids.join(',')}}`}::bigint[]) and a.date between ${from}::date and ${upTo}::date`,
  );
  for (const r of rows) {
    const key = `${r.student_id}:${r.school_id}`;
    const list = entries.get(key) ?? [];
    list.push({ date: dateKeyOf(r.date), status: r.status, reason: r.reason });
    entries.set(key, list);
  }
  const calendars = await organizationCalendars(db, [...new Set(candidates.map((c) => Number(c.school_id)))], from, upTo);
  const sets = new WeakMap<string[], Set<string>>();
  return candidates.flatMap((c) => {
    const id = Number(c.student_id);
    const own = entries.get(`${c.student_id}:${c.school_id}`) ?? [];
    const klassId = c.klass_id === null ? null : Number(c.klass_id);
    const totals = registerTotals(pupilRule(calendars.get(Number(c.school_id))!, from, upTo, klassId, sets), klassId, from, upTo, own);
    if (totals.absentDays < NOT_ATTENDING_THRESHOLD_DAYS) return [];
    return [{ studentId: id, school_name: c.school_name, school_type: c.school_type, grade_name: c.grade_name, grade_order: c.grade_order, totals }];
  });
}
