import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { HEALTHCHECK_FORM_TYPES, TIME_FORMATS } from '@sukoyaka/contracts/healthcheck';
import type { SchoolTextTranslations } from '@sukoyaka/contracts/school-text-pick';
import { id, ref, timestamps } from './columns.ts';
import { schools } from './organizations.ts';
import { students } from './people.ts';

/** A school's health observation (健康観察) item (spec §3 health-check item). */
export const healthcheckItems = pgTable(
  'healthcheck_items',
  {
    id: id(),
    schoolId: ref('school_id')
      .notNull()
      .references(() => schools.id),
    abbreviation: text('abbreviation').notNull(),
    label: text('label').notNull(),
    remarks: text('remarks'),
    formType: text('form_type', { enum: HEALTHCHECK_FORM_TYPES }).notNull(),
    required: boolean('required').notNull().default(false),
    initValue: text('init_value'),
    timeFormat: text('time_format', { enum: TIME_FORMATS }),
    options: jsonb('options').$type<{ name: string; checked: boolean }[]>().notNull().default([]),
    hidden: boolean('hidden').notNull().default(false),
    /** The label and remarks in other languages (issue 24 item 3, decision 069; migration 0057). */
    translations: jsonb('translations').$type<SchoolTextTranslations>().notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Deleted items keep their answers readable in history. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index('healthcheck_items_school_idx').on(t.schoolId)],
);

/** A student's health observation for one Japan-time day: answered or skipped (spec §3 answer). */
export const healthcheckAnswers = pgTable(
  'healthcheck_answers',
  {
    id: id(),
    studentId: ref('student_id')
      .notNull()
      .references(() => students.id),
    schoolId: ref('school_id')
      .notNull()
      .references(() => schools.id),
    date: date('date', { mode: 'string' }).notNull(),
    isSkip: boolean('is_skip').notNull().default(false),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('healthcheck_answers_student_date_key').on(t.studentId, t.date), index('healthcheck_answers_school_date_idx').on(t.schoolId, t.date)],
);

/** One item's answer; `alert` is the spec §5 flag shown to teachers. */
export const healthcheckAnswerDetails = pgTable(
  'healthcheck_answer_details',
  {
    id: id(),
    healthcheckAnswerId: ref('healthcheck_answer_id')
      .notNull()
      .references(() => healthcheckAnswers.id, { onDelete: 'cascade' }),
    healthcheckItemId: ref('healthcheck_item_id')
      .notNull()
      .references(() => healthcheckItems.id),
    answer: text('answer').notNull(),
    alert: boolean('alert').notNull().default(false),
    ...timestamps(),
  },
  (t) => [uniqueIndex('healthcheck_answer_details_answer_item_key').on(t.healthcheckAnswerId, t.healthcheckItemId)],
);
