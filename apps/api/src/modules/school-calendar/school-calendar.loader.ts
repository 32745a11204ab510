import { and, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import { SchoolCalendar } from '@sukoyaka/contracts/school-calendar-rule';
import type { Database } from '@sukoyaka/db/client';
import { schoolCalendarRanges, studentEnrollments } from '@sukoyaka/db/schema';
import type { SchoolScope, StudentScope } from '../../lib/actor.ts';

/**
 * The school's calendar for the school years (年度) that `from`..`toInclusive` (date keys) touch:
 * one indexed read of the school's ranges of those years (class closures of every class
 * included), so before-opening / after-closing days are judged with the whole year at hand
 * (docs/decisions/020-school-calendar.md).
 */
export async function loadSchoolCalendar(db: Database, scope: SchoolScope, from: string, toInclusive: string): Promise<SchoolCalendar> {
  const first = `${schoolYearOf(from)}-04-01`;
  const last = `${schoolYearOf(toInclusive) + 1}-03-31`;
  const ranges = await db
    .select({
      kind: schoolCalendarRanges.kind,
      label: schoolCalendarRanges.label,
      from: schoolCalendarRanges.from,
      to: schoolCalendarRanges.to,
      klassId: schoolCalendarRanges.klassId,
    })
    .from(schoolCalendarRanges)
    .where(and(eq(schoolCalendarRanges.schoolId, scope.schoolId), lte(schoolCalendarRanges.from, last), gte(schoolCalendarRanges.to, first)));
  return new SchoolCalendar(ranges);
}

/**
 * One student's calendar for the school years `from`..`toInclusive` touch, in ONE read (the 8:05
 * check-in path: a bad day must not cost extra round trips): the school's ranges plus only the
 * 学級閉鎖 of classes the student is or was enrolled in. `klassIds` are those classes' ids, to
 * pass to the calendar's `klassId` arguments (a class closure returned is always the student's).
 */
export async function loadStudentCalendar(
  db: Database,
  scope: StudentScope,
  from: string,
  toInclusive: string,
): Promise<{ calendar: SchoolCalendar; klassIds: number[] }> {
  const first = `${schoolYearOf(from)}-04-01`;
  const last = `${schoolYearOf(toInclusive) + 1}-03-31`;
  const studentKlasses = db.select({ klassId: studentEnrollments.klassId }).from(studentEnrollments).where(eq(studentEnrollments.studentId, scope.studentId));
  const ranges = await db
    .select({
      kind: schoolCalendarRanges.kind,
      label: schoolCalendarRanges.label,
      from: schoolCalendarRanges.from,
      to: schoolCalendarRanges.to,
      klassId: schoolCalendarRanges.klassId,
    })
    .from(schoolCalendarRanges)
    .where(
      and(
        eq(schoolCalendarRanges.schoolId, scope.schoolId),
        lte(schoolCalendarRanges.from, last),
        gte(schoolCalendarRanges.to, first),
        or(isNull(schoolCalendarRanges.klassId), inArray(schoolCalendarRanges.klassId, studentKlasses)),
      ),
    );
  const klassIds = [...new Set(ranges.flatMap((r) => (r.klassId === null ? [] : [r.klassId])))];
  return { calendar: new SchoolCalendar(ranges), klassIds };
}
