import { and, eq, inArray } from 'drizzle-orm';
import type { SchoolCalendarRangeLike } from '@sukoyaka/contracts/school-calendar';
import { SchoolCalendar } from '@sukoyaka/contracts/school-calendar-rule';
import type { Database } from '../client.ts';
import { schoolCalendarRanges, schoolYears } from '../schema/index.ts';

/**
 * The demo schools' long vacations of school year `year` (issue 10, decision 020): 春休み to 4/5,
 * 夏休み 7/21–8/31, 冬休み 12/25–1/7, 春休み from 3/25 (the spring break split at the 年度 boundary).
 */
export function demoVacations(year: number): SchoolCalendarRangeLike[] {
  const range = (label: string, from: string, to: string): SchoolCalendarRangeLike => ({ kind: 'vacation', label, from, to, klassId: null });
  return [
    range('春休み', `${year}-04-01`, `${year}-04-05`),
    range('夏休み', `${year}-07-21`, `${year}-08-31`),
    range('冬休み', `${year}-12-25`, `${year + 1}-01-07`),
    range('春休み', `${year + 1}-03-25`, `${year + 1}-03-31`),
  ];
}

/** The demo calendar of school year `year` (for the seeded history's school days). */
export const demoCalendar = (year: number) => new SchoolCalendar(demoVacations(year));

/** Stores demoVacations(year) for each school that has that school year. */
export async function seedSchoolCalendars(db: Database, schoolIds: number[], year: number): Promise<void> {
  const years = await db
    .select({ id: schoolYears.id, schoolId: schoolYears.schoolId })
    .from(schoolYears)
    .where(and(inArray(schoolYears.schoolId, schoolIds), eq(schoolYears.year, year)));
  const rows = years.flatMap((y) =>
    demoVacations(year).map((r) => ({ schoolId: y.schoolId, schoolYearId: y.id, kind: r.kind, label: r.label, from: r.from, to: r.to })),
  );
  if (rows.length > 0) await db.insert(schoolCalendarRanges).values(rows);
}
