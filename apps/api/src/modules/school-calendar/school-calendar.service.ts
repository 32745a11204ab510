import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import type { SchoolCalendarBulkCreateBody, SchoolCalendarBulkDeleteBody, SchoolCalendarRange, SchoolCalendarView } from '@sukoyaka/contracts/school-calendar';
import type { Database } from '@sukoyaka/db/client';
import { grades, klasses, schoolCalendarRanges, schoolYears } from '@sukoyaka/db/schema';
import { badRequest, messages, notFound } from '../../lib/http-errors.ts';
import type { SchoolScope } from '../../lib/actor.ts';
import { type CalendarContext, checkRanges, type RangeDraft } from './school-calendar.validate.ts';
import { concurrently } from '../../lib/concurrently.ts';
import { SchoolCalendar } from '@sukoyaka/contracts/school-calendar-rule';

/** The school's classes of every year with their display names (1年 1組) and school year ids. */
async function schoolKlasses(db: Database, scope: SchoolScope) {
  return db
    .select({ id: klasses.id, schoolYearId: klasses.schoolYearId, gradeName: grades.name, name: klasses.name })
    .from(klasses)
    .innerJoin(grades, eq(grades.id, klasses.gradeId))
    .where(eq(klasses.schoolId, scope.schoolId))
    .orderBy(asc(grades.sortOrder), asc(klasses.sortOrder));
}

/** What checkRanges needs: the school's years, classes and stored ranges (all years: a school has a few hundred at most). */
export async function calendarContext(db: Database, scope: SchoolScope): Promise<CalendarContext & { klassNames: Map<string, number> }> {
  const [years, klassRows, existing] = await concurrently(db, [
    () => db.select({ id: schoolYears.id, year: schoolYears.year }).from(schoolYears).where(eq(schoolYears.schoolId, scope.schoolId)),
    () => schoolKlasses(db, scope),
    () =>
      db
        .select({ id: schoolCalendarRanges.id, ...RANGE_COLUMNS })
        .from(schoolCalendarRanges)
        .where(eq(schoolCalendarRanges.schoolId, scope.schoolId)),
  ]);
  const yearOfId = new Map(years.map((y) => [y.id, y.year]));
  return {
    years: new Map(years.map((y) => [y.year, y.id])),
    klassYears: new Map(klassRows.map((k) => [k.id, k.schoolYearId])),
    // `${年度}:${1年 1組}` → klass id, for the Excel import's 学級 column.
    klassNames: new Map(klassRows.map((k) => [`${yearOfId.get(k.schoolYearId)}:${k.gradeName} ${k.name}`, k.id])),
    existing,
  };
}

/**
 * GET /api/teachers/school_calendar (issue 10, settings/calendar): the ranges of school year
 * `year` (default: the current 年度, Japan time) by start date, the school's years (newest first)
 * and the year's classes for 学級閉鎖. A year the school does not have lists nothing.
 */
export async function getSchoolCalendar(db: Database, scope: SchoolScope, year = schoolYearOf(new Date())): Promise<SchoolCalendarView> {
  const [years, klassRows] = await concurrently(db, [
    () => db.select({ id: schoolYears.id, year: schoolYears.year }).from(schoolYears).where(eq(schoolYears.schoolId, scope.schoolId)),
    () => schoolKlasses(db, scope),
  ]);
  const yearId = years.find((y) => y.year === year)?.id;
  const klassName = new Map(klassRows.map((k) => [k.id, `${k.gradeName} ${k.name}`]));
  const rows = yearId
    ? await db
        .select()
        .from(schoolCalendarRanges)
        .where(and(eq(schoolCalendarRanges.schoolId, scope.schoolId), eq(schoolCalendarRanges.schoolYearId, yearId)))
        .orderBy(asc(schoolCalendarRanges.from), asc(schoolCalendarRanges.id))
    : [];
  const ranges: SchoolCalendarRange[] = rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    label: r.label,
    from: r.from,
    to: r.to,
    klassId: r.klassId,
    klassName: r.klassId ? (klassName.get(r.klassId) ?? null) : null,
  }));
  return {
    year,
    years: years.map((y) => y.year).sort((a, b) => b - a),
    ranges,
    klasses: klassRows.filter((k) => k.schoolYearId === yearId).map((k) => ({ id: k.id, name: `${k.gradeName} ${k.name}` })),
  };
}

/**
 * Stores ranges all together or none (POST …/school_calendar/bulk_create and the Excel import).
 * @throws 400 `{fieldErrors: {'ranges.0.to': […]}}` when checkRanges finds anything (nothing stored).
 */
export async function storeRanges(db: Database, scope: SchoolScope, drafts: RangeDraft[], fieldPrefix = 'ranges.'): Promise<number> {
  const ctx = await calendarContext(db, scope);
  const fieldErrors = checkRanges(drafts, ctx, fieldPrefix);
  if (Object.keys(fieldErrors).length > 0) throw badRequest(messages.badRequest, fieldErrors);
  await insertRanges(db, scope, ctx, drafts);
  return drafts.length;
}

/** Inserts ranges that checkRanges passed against `ctx`, each in the school year of its start. */
export async function insertRanges(db: Database, scope: SchoolScope, ctx: Pick<CalendarContext, 'years'>, drafts: RangeDraft[]): Promise<void> {
  await db.insert(schoolCalendarRanges).values(
    drafts.map((r) => ({
      schoolId: scope.schoolId,
      schoolYearId: ctx.years.get(schoolYearOf(r.from))!,
      klassId: r.klassId,
      kind: r.kind,
      label: r.label,
      from: r.from,
      to: r.to,
    })),
  );
}

/** POST /api/teachers/school_calendar/bulk_create: see storeRanges. Answers the list of the first range's year. */
export async function bulkCreateRanges(db: Database, scope: SchoolScope, body: SchoolCalendarBulkCreateBody): Promise<SchoolCalendarView> {
  const drafts = body.ranges.map((r) => ({ kind: r.kind, label: (r.label ?? '').trim(), from: r.from, to: r.to, klassId: r.klassId ?? null }));
  await storeRanges(db, scope, drafts);
  return getSchoolCalendar(db, scope, schoolYearOf(drafts[0]!.from));
}

/**
 * POST /api/teachers/school_calendar/bulk_delete: deletes the school's ranges by id, all or none.
 * @throws 404 when an id is not one of the school's ranges (another school's id included): nothing is deleted.
 */
export async function bulkDeleteRanges(db: Database, scope: SchoolScope, body: SchoolCalendarBulkDeleteBody): Promise<{ deleted: number }> {
  const ids = [...new Set(body.ids)];
  const found = await db
    .select({ id: schoolCalendarRanges.id })
    .from(schoolCalendarRanges)
    .where(and(eq(schoolCalendarRanges.schoolId, scope.schoolId), inArray(schoolCalendarRanges.id, ids)));
  if (found.length !== ids.length) throw notFound();
  const deleted = await db
    .delete(schoolCalendarRanges)
    .where(and(eq(schoolCalendarRanges.schoolId, scope.schoolId), inArray(schoolCalendarRanges.id, ids)))
    .returning({ id: schoolCalendarRanges.id });
  return { deleted: deleted.length };
}

/**
 * The school's calendar for the school years (年度) that `from`..`toInclusive` (date keys) touch:
 * one indexed read of the school's ranges of those years (class closures of every class
 * included), so before-opening / after-closing days are judged with the whole year at hand
 * (docs/decisions/020-school-calendar.md).
 */
export async function loadSchoolCalendar(db: Database, scope: SchoolScope, from: string, toInclusive: string): Promise<SchoolCalendar> {
  return new SchoolCalendar((await calendarRangesOf(db, [scope.schoolId], from, toInclusive)).map(({ schoolId: _, ...r }) => r));
}

/**
 * The calendar ranges of `schoolIds` in the school years (年度) that `from`..`toInclusive` touch,
 * class closures of every class included, in one indexed read: what a SchoolCalendar is built
 * from (one school's: loadSchoolCalendar; a board's schools: board-figures' organizationCalendars).
 */
export async function calendarRangesOf(db: Database, schoolIds: readonly number[], from: string, toInclusive: string) {
  if (schoolIds.length === 0) return [];
  const first = `${schoolYearOf(from)}-04-01`;
  const last = `${schoolYearOf(toInclusive) + 1}-03-31`;
  return db
    .select({ schoolId: schoolCalendarRanges.schoolId, ...RANGE_COLUMNS })
    .from(schoolCalendarRanges)
    .where(and(inArray(schoolCalendarRanges.schoolId, [...schoolIds]), lte(schoolCalendarRanges.from, last), gte(schoolCalendarRanges.to, first)));
}

/** The columns of a range a SchoolCalendar reads. */
const RANGE_COLUMNS = {
  kind: schoolCalendarRanges.kind,
  label: schoolCalendarRanges.label,
  from: schoolCalendarRanges.from,
  to: schoolCalendarRanges.to,
  klassId: schoolCalendarRanges.klassId,
};
