import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CONDITION_ALERT_SOURCES, type ConditionAlertEvidence } from '@sukoyaka/contracts/condition-alerts';
import { CONDITION_KINDS } from '@sukoyaka/contracts/conditions';
import { id, ref, timestamps } from './columns.ts';
import { schools } from './organizations.ts';
import { students, teachers } from './people.ts';

/**
 * A school's rule for condition alerts of one kind (spec §3 alert setting item, §5): raise an
 * alert when a student's check-ins are bad and/or worst for `consecutiveDays` school days in a row.
 */
export const conditionAlertSettings = pgTable(
  'condition_alert_settings',
  {
    id: id(),
    schoolId: ref('school_id')
      .notNull()
      .references(() => schools.id),
    conditionKind: text('condition_kind', { enum: CONDITION_KINDS }).notNull(),
    bad: boolean('bad').notNull().default(true),
    worst: boolean('worst').notNull().default(true),
    consecutiveDays: integer('consecutive_days').notNull().default(3),
    contentAlert: text('content_alert').notNull(),
    notificationEnabled: boolean('notification_enabled').notNull().default(false),
    notificationEmails: text('notification_emails').array().notNull().default([]),
    ...timestamps(),
  },
  (t) => [uniqueIndex('condition_alert_settings_school_kind_key').on(t.schoolId, t.conditionKind)],
);

/**
 * A raised condition alert (spec §3 condition school alert): 未対応 until a teacher resolves it
 * (対応済み with teacher and time). `date` is the Japan-time day the run completed.
 */
export const conditionAlerts = pgTable(
  'condition_alerts',
  {
    id: id(),
    studentId: ref('student_id')
      .notNull()
      .references(() => students.id),
    schoolId: ref('school_id')
      .notNull()
      .references(() => schools.id),
    conditionKind: text('condition_kind', { enum: CONDITION_KINDS }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    contentAlert: text('content_alert').notNull(),
    /** What raised it (issue 25, decision 071): the school's run rule, the health observation, a word of distress, the pupil's baseline. */
    source: text('source', { enum: CONDITION_ALERT_SOURCES }).notNull().default('rule'),
    /** The evidence shown to the teacher: the matched sentence, or the two averages and their days. */
    evidence: jsonb('evidence').$type<ConditionAlertEvidence>(),
    processed: boolean('processed').notNull().default(false),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    processedByTeacherId: ref('processed_by_teacher_id').references(() => teachers.id),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('condition_alerts_student_kind_date_source_key').on(t.studentId, t.conditionKind, t.date, t.source),
    // Covering the board's per-school counts (index-only scans; issue 14 speed, decision 035).
    index('condition_alerts_school_date_idx').on(t.schoolId, t.date, t.processed, t.studentId, t.conditionKind),
    // The board dashboard's unprocessed alerts per school (decision 041).
    index('condition_alerts_unprocessed_idx')
      .on(t.schoolId)
      .where(sql`NOT ${t.processed}`),
  ],
);
