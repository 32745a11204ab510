import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import { addDays } from '@sukoyaka/contracts/dates';
import type { Database } from '@sukoyaka/db/client';
import { attendances, conditions } from '@sukoyaka/db/schema';
import type { SchoolScope } from '../../lib/actor.ts';
import { loadSchoolCalendar } from '../school-calendar/school-calendar.service.ts';

/**
 * The 登録状況 report's figures per student (spec §9, issue 10, docs/decisions/020):
 * `schoolDays` (登校日数) = the school days of the student's class in the range by the school
 * calendar (weekends, national holidays, the school's vacations, closures and the class's 学級閉鎖
 * excluded; extra school days included) minus the student's 欠席 days (register status absent) on
 * those school days; `entered` (入力日数) = the student's check-ins on those remaining days.
 * `range`: date keys, `toExclusive` excluded. Two reads (absences, check-in dates) plus the calendar.
 */
export async function registrationDays(
  db: Database,
  scope: SchoolScope,
  roster: { id: number; klassId: number }[],
  range: { from: string; toExclusive: string },
): Promise<Map<number, { entered: number; schoolDays: number }>> {
  const result = new Map<number, { entered: number; schoolDays: number }>();
  const toInclusive = addDays(range.toExclusive, -1);
  if (roster.length === 0 || toInclusive < range.from) {
    for (const s of roster) result.set(s.id, { entered: 0, schoolDays: 0 });
    return result;
  }
  const ids = roster.map((s) => s.id);
  const inRange = <T extends typeof attendances | typeof conditions>(t: T) =>
    and(eq(t.schoolId, scope.schoolId), inArray(t.studentId, ids), gte(t.date, range.from), lt(t.date, range.toExclusive));
  const [calendar, absences, checkIns] = await Promise.all([
    loadSchoolCalendar(db, scope, range.from, toInclusive),
    db
      .select({ studentId: attendances.studentId, date: attendances.date })
      .from(attendances)
      .where(and(inRange(attendances), eq(attendances.status, 'absent'))),
    db.select({ studentId: conditions.studentId, date: conditions.date }).from(conditions).where(inRange(conditions)),
  ]);
  const byStudent = (rows: { studentId: number; date: string }[]) => {
    const m = new Map<number, Set<string>>();
    for (const r of rows) m.set(r.studentId, (m.get(r.studentId) ?? new Set()).add(r.date));
    return m;
  };
  const absent = byStudent(absences);
  const checked = byStudent(checkIns);
  const klassDays = new Map<number, string[]>();
  for (const s of roster) {
    if (!klassDays.has(s.klassId)) {
      const days: string[] = [];
      for (let d = range.from; d <= toInclusive; d = addDays(d, 1)) if (calendar.isSchoolDay(d, s.klassId)) days.push(d);
      klassDays.set(s.klassId, days);
    }
    const possible = klassDays.get(s.klassId)!.filter((d) => !absent.get(s.id)?.has(d));
    result.set(s.id, { entered: possible.filter((d) => checked.get(s.id)?.has(d)).length, schoolDays: possible.length });
  }
  return result;
}
