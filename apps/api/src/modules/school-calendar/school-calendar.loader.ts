import { and, eq, gte, lte } from 'drizzle-orm';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import { SchoolCalendar } from '@sukoyaka/contracts/school-calendar-rule';
import type { Database } from '@sukoyaka/db/client';
import { schoolCalendarRanges } from '@sukoyaka/db/schema';
import type { SchoolScope } from '../../lib/actor.ts';

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
