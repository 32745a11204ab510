import { and, asc, eq } from 'drizzle-orm';
import { SchoolCalendar } from '@sukoyaka/contracts/school-calendar-rule';
import type { Database } from '@sukoyaka/db/client';
import type { SchoolType } from '@sukoyaka/contracts/school-types';
import { schools } from '@sukoyaka/db/schema';
import type { OrganizationScope } from '../../lib/actor.ts';
import { notFound } from '../../lib/http-errors.ts';
import { calendarRangesOf } from '../school-calendar/school-calendar.service.ts';

/** A school of the board's organisation. */
export interface OrgSchool {
  id: number;
  code: string;
  name: string;
  schoolType: SchoolType;
  /** The MEXT 学校コード (decision 046), null until the board sets it. */
  mextSchoolCode: string | null;
}

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
  const ranges = await calendarRangesOf(db, schoolIds, from, toInclusive);
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
