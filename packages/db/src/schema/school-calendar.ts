import { sql } from 'drizzle-orm';
import { check, date, index, pgTable, text } from 'drizzle-orm/pg-core';
import { SCHOOL_CALENDAR_KINDS } from '@sukoyaka/contracts/school-calendar';
import { id, ref, timestamps } from './columns.ts';
import { schools } from './organizations.ts';
import { klasses, schoolYears } from './school-structure.ts';

/**
 * The school's own calendar (issue 10, docs/decisions/020-school-calendar.md): ranges of days
 * (`from`..`to`, both included, date keys in Japan time) that change which days are school days,
 * on top of weekends and national holidays. Every range lies in one school year (April–March).
 * `klassId` is set only for 学級閉鎖 (`class_closure`); the other kinds apply to the whole school.
 * Ranges of the same scope (the school, or one class) never overlap (checked by the service).
 */
export const schoolCalendarRanges = pgTable(
  'school_calendar_ranges',
  {
    id: id(),
    schoolId: ref('school_id')
      .notNull()
      .references(() => schools.id),
    schoolYearId: ref('school_year_id')
      .notNull()
      .references(() => schoolYears.id),
    klassId: ref('klass_id').references(() => klasses.id),
    kind: text('kind', { enum: SCHOOL_CALENDAR_KINDS }).notNull(),
    /** What people call it, e.g. 夏休み, 臨時休業（台風）. */
    label: text('label').notNull().default(''),
    from: date('from', { mode: 'string' }).notNull(),
    to: date('to', { mode: 'string' }).notNull(),
    ...timestamps(),
  },
  (t) => [
    index('school_calendar_ranges_school_from_idx').on(t.schoolId, t.from),
    check('school_calendar_ranges_from_to', sql`${t.from} <= ${t.to}`),
    check('school_calendar_ranges_klass_kind', sql`(${t.klassId} is not null) = (${t.kind} = 'class_closure')`),
  ],
);
