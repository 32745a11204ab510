import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { SchoolTextTranslations } from '@sukoyaka/contracts/school-text-pick';
import { CONDITION_VALUES } from '@sukoyaka/contracts/conditions';
import { id, ref, timestamps } from './columns.ts';
import { schools } from './organizations.ts';
import { students, teachers } from './people.ts';

export const conditionValue = pgEnum('condition_value', CONDITION_VALUES);

/**
 * The daily check-in: one row per student per Japan-time date (spec §3 condition row).
 * mental / physical are null until entered. Keys serve: a class for a week (student_id, date),
 * a school for a day and an organisation for a month (school_id, date).
 */
export const conditions = pgTable(
  'conditions',
  {
    id: id(),
    studentId: ref('student_id')
      .notNull()
      .references(() => students.id),
    schoolId: ref('school_id')
      .notNull()
      .references(() => schools.id),
    date: date('date', { mode: 'string' }).notNull(),
    mental: conditionValue('mental'),
    physical: conditionValue('physical'),
    /** When the student made this check-in on the device (may be before it reached us offline). */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('conditions_student_date_key').on(t.studentId, t.date), index('conditions_school_date_idx').on(t.schoolId, t.date)],
);

/** A talk-to button of a school (spec: SOS settings), e.g. 担任の先生と話したい. */
export const sosSettings = pgTable(
  'sos_settings',
  {
    id: id(),
    schoolId: ref('school_id')
      .notNull()
      .references(() => schools.id),
    label: text('label').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Who is mailed when a student presses this button (e.g. the school nurse for 保健室の先生と話したい). */
    notificationEmails: text('notification_emails').array().notNull().default([]),
    /** The label in other languages (issue 24 item 3, decision 069; migration 0057). */
    translations: jsonb('translations').$type<SchoolTextTranslations>().notNull().default({}),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index('sos_settings_school_idx').on(t.schoolId)],
);

/** A 話したい press (spec §3 SOS record). `label` is copied so renaming a button keeps history. */
export const soss = pgTable(
  'soss',
  {
    id: id(),
    studentId: ref('student_id')
      .notNull()
      .references(() => students.id),
    schoolId: ref('school_id')
      .notNull()
      .references(() => schools.id),
    sosSettingId: ref('sos_setting_id').references(() => sosSettings.id),
    label: text('label').notNull(),
    /** Japan-time business date of the press, for dashboards by day. */
    date: date('date', { mode: 'string' }).notNull(),
    processed: boolean('processed').notNull().default(false),
    processedStatus: text('processed_status'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    processedByTeacherId: ref('processed_by_teacher_id').references(() => teachers.id),
    /** When a teacher first marked the request 見ました (decision 053); null: still 送りました for the pupil. */
    seenAt: timestamp('seen_at', { withTimezone: true }),
    seenByTeacherId: ref('seen_by_teacher_id').references(() => teachers.id),
    /** The pupil's one line saying it is urgent (issue 25 item 2), and when it was added; null: none. */
    urgentNote: text('urgent_note'),
    urgentAt: timestamp('urgent_at', { withTimezone: true }),
    /** When the admin teachers were mailed that this request is still unanswered (decision 033); null: not escalated. */
    escalatedAt: timestamp('escalated_at', { withTimezone: true }),
    /** The device's Idempotency-Key: a press resent after a network failure is stored once. */
    clientRequestId: text('client_request_id'),
    ...timestamps(),
  },
  (t) => [
    index('soss_student_date_idx').on(t.studentId, t.date),
    // Covering the board's per-school counts (index-only scans; issue 14 speed, decision 035).
    index('soss_school_date_idx').on(t.schoolId, t.date, t.processed, t.studentId, t.createdAt),
    // The board dashboard's unanswered requests and longest wait per school (decision 041).
    index('soss_unprocessed_idx')
      .on(t.schoolId, t.createdAt)
      .where(sql`NOT ${t.processed}`),
    uniqueIndex('soss_student_client_request_key').on(t.studentId, t.clientRequestId),
  ],
);

/**
 * The statuses a teacher can give a processed SOS (sos_settings/get_sos_processed_status_setting),
 * offered only when the school enables processed SOS (spec §4).
 */
export const sosProcessedStatuses = pgTable(
  'sos_processed_statuses',
  {
    id: id(),
    schoolId: ref('school_id')
      .notNull()
      .references(() => schools.id),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [uniqueIndex('sos_processed_statuses_school_name_key').on(t.schoolId, t.name)],
);
