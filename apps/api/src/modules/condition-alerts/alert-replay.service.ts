import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { AlertReplay, AlertReplayBody } from '@sukoyaka/contracts/condition-alerts';
import type { ConditionValue } from '@sukoyaka/contracts/conditions';
import { addDays, japanDateKey } from '@sukoyaka/contracts/dates';
import { SchoolCalendar } from '@sukoyaka/contracts/school-calendar-rule';
import type { Database } from '@sukoyaka/db/client';
import { conditions, grades, klasses, schoolCalendarRanges, studentEnrollments, students } from '@sukoyaka/db/schema';
import type { TeacherScope } from '../../lib/actor.ts';
import { currentReplayRules, REPLAY_LEAD_DAYS, replayPupil, weekStart, type ReplayAlert, type ReplayPupil, type ReplayRules } from './alert-replay.ts';
import { DEFAULT_BASELINE_RULE } from './baseline-rule.ts';
import { alertRules } from './condition-alert-settings.service.ts';

/** School days a replay covers (issue 25 item 4). */
export const REPLAY_SCHOOL_DAYS = 90;
/** How far back in calendar days 90 + 45 school days may reach (a year's vacations included). */
const LOOK_BACK = 400;

/** The proposed rules of a replay body (the baseline's other parameters stay those of decision 054). */
export const proposedReplayRules = (body: AlertReplayBody): ReplayRules => ({
  mental: body.mental,
  physical: body.physical,
  baseline: body.baseline.enabled ? { ...DEFAULT_BASELINE_RULE, drop: body.baseline.drop } : null,
});

/**
 * POST /api/teachers/condition_settings/replay (issue 25 item 4, decision 077): the proposed rules
 * and the school's current ones replayed over its last 90 school days up to `today`, through the
 * check-in's own decisions (alert-replay.ts). Reads in three set-based statements (the calendar,
 * this year's pupils, the check-ins of the span) and WRITES NOTHING. Answers per class and week
 * (Monday) the alerts each would have raised, and the pupils the proposal adds (alerted by it, by
 * no current rule) or drops; their names only to admin teachers, counts to others.
 */
export async function replayAlertRules(db: Database, scope: TeacherScope, body: AlertReplayBody, today = japanDateKey()): Promise<AlertReplay> {
  const since = addDays(today, -LOOK_BACK);
  const ranges = await db
    .select({
      kind: schoolCalendarRanges.kind,
      label: schoolCalendarRanges.label,
      from: schoolCalendarRanges.from,
      to: schoolCalendarRanges.to,
      klassId: schoolCalendarRanges.klassId,
    })
    .from(schoolCalendarRanges)
    .where(and(eq(schoolCalendarRanges.schoolId, scope.schoolId), gte(schoolCalendarRanges.to, since), lte(schoolCalendarRanges.from, today)));
  const calendar = new SchoolCalendar(ranges);
  const span = calendar.schoolDaysBefore(addDays(today, 1), REPLAY_SCHOOL_DAYS, [], LOOK_BACK);
  const empty: AlertReplay = {
    from: today,
    to: today,
    schoolDays: 0,
    weeks: [],
    klasses: [],
    totals: { current: 0, proposed: 0 },
    added: { count: 0, students: scope.admin ? [] : null },
    dropped: { count: 0, students: scope.admin ? [] : null },
  };
  if (span.length === 0 || scope.schoolYearId === null) return empty;
  const from = span[0]!;
  const lead = calendar.schoolDaysBefore(from, REPLAY_LEAD_DAYS, [], LOOK_BACK)[0] ?? from;
  const e = studentEnrollments;
  const pupils = await db
    .select({
      studentId: e.studentId,
      name: students.name,
      studentNumber: e.studentNumber,
      klassId: e.klassId,
      klassName: sql<string>`${grades.name} || ${klasses.name}`,
      klassIds: sql<number[]>`array(select e2.klass_id::int from student_enrollments e2 where e2.student_id = ${e.studentId} and e2.klass_id <> ${e.klassId})`,
    })
    .from(e)
    .innerJoin(klasses, eq(klasses.id, e.klassId))
    .innerJoin(grades, eq(grades.id, klasses.gradeId))
    .innerJoin(students, eq(students.id, e.studentId))
    .where(and(eq(e.schoolYearId, scope.schoolYearId), eq(klasses.schoolId, scope.schoolId)))
    .orderBy(asc(grades.sortOrder), asc(klasses.sortOrder), asc(e.studentNumber));
  // One row per pupil, their check-ins as one string ("2026-07-15:good:bad,…"): 1,000 rows to
  // decode instead of 140,000 (measured: the row-by-row read was most of the replay's time).
  const rows = await db
    .select({
      studentId: conditions.studentId,
      checkins: sql<string>`string_agg(${conditions.date}::text || ':' || coalesce(${conditions.mental}::text, '') || ':' || coalesce(${conditions.physical}::text, ''), ',')`,
    })
    .from(conditions)
    .where(and(eq(conditions.schoolId, scope.schoolId), gte(conditions.date, lead), lte(conditions.date, today)))
    .groupBy(conditions.studentId);
  const byStudent = new Map<number, ReplayPupil['checkins']>();
  for (const r of rows) {
    const m: ReplayPupil['checkins'] = new Map();
    for (const item of r.checkins.split(',')) {
      const [date, mental, physical] = item.split(':') as [string, string, string];
      m.set(date, { mental: (mental || null) as ConditionValue | null, physical: (physical || null) as ConditionValue | null });
    }
    byStudent.set(r.studentId, m);
  }
  const current = currentReplayRules(await alertRules(db, scope));
  const proposed = proposedReplayRules(body);
  const daysOf = new Map<string, string[]>();
  const schoolDaysOf = (klassIds: number[]) => {
    const key = klassIds.join(',');
    let days = daysOf.get(key);
    if (!days) {
      days = [];
      for (let d = lead; d <= today; d = addDays(d, 1)) if (calendar.isSchoolDay(d, klassIds)) days.push(d);
      daysOf.set(key, days);
    }
    return days;
  };
  const counts = new Map<string, { current: number; proposed: number }>();
  const tally = (alerts: ReplayAlert[], which: 'current' | 'proposed') => {
    for (const a of alerts) {
      const key = `${a.klassId}:${weekStart(a.date)}`;
      const c = counts.get(key) ?? { current: 0, proposed: 0 };
      c[which] += 1;
      counts.set(key, c);
    }
  };
  const added: typeof pupils = [];
  const dropped: typeof pupils = [];
  for (const p of pupils) {
    const checkins = byStudent.get(p.studentId);
    if (!checkins) continue;
    const pupil: ReplayPupil = { studentId: p.studentId, klassIds: [p.klassId, ...p.klassIds], checkins };
    const days = schoolDaysOf(pupil.klassIds);
    const now = replayPupil(pupil, days, from, today, current);
    const then = replayPupil(pupil, days, from, today, proposed);
    tally(now, 'current');
    tally(then, 'proposed');
    if (then.length > 0 && now.length === 0) added.push(p);
    if (now.length > 0 && then.length === 0) dropped.push(p);
  }
  const weeks = [...new Set(span.map(weekStart))];
  const klassList = [...new Map(pupils.map((p) => [p.klassId, p.klassName])).entries()];
  const klassRows = klassList.map(([klassId, name]) => ({
    klassId,
    name,
    weeks: weeks.map((w) => ({ weekStart: w, ...(counts.get(`${klassId}:${w}`) ?? { current: 0, proposed: 0 }) })),
  }));
  const sum = (which: 'current' | 'proposed') => klassRows.reduce((n, k) => n + k.weeks.reduce((m, w) => m + w[which], 0), 0);
  const named = (list: typeof pupils) => ({
    count: list.length,
    students: scope.admin ? list.map((p) => ({ id: p.studentId, name: p.name, klassName: p.klassName, studentNumber: p.studentNumber })) : null,
  });
  return {
    from,
    to: span.at(-1)!,
    schoolDays: span.length,
    weeks,
    klasses: klassRows,
    totals: { current: sum('current'), proposed: sum('proposed') },
    added: named(added),
    dropped: named(dropped),
  };
}
