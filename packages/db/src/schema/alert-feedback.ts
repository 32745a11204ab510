import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { ALERT_VERDICTS } from '@sukoyaka/contracts/alert-feedback';
import { id, ref, timestamps } from './columns.ts';
import { conditionAlerts } from './condition-alerts.ts';
import { soss } from './conditions.ts';
import { schools } from './organizations.ts';
import { teachers } from './people.ts';

/**
 * A teacher's one-tap judgement of a resolved condition alert or a handled talk request (issue 10
 * item 11, docs/decisions/033-alerts-that-learn.md): at most one per alert or request; changing it
 * overwrites the verdict with who changed it and when (`teacherId`, `markedAt`).
 */
export const alertFeedbacks = pgTable(
  'alert_feedbacks',
  {
    id: id(),
    schoolId: ref('school_id')
      .notNull()
      .references(() => schools.id),
    conditionAlertId: ref('condition_alert_id').references(() => conditionAlerts.id, { onDelete: 'cascade' }),
    sosId: ref('sos_id').references(() => soss.id, { onDelete: 'cascade' }),
    verdict: text('verdict', { enum: ALERT_VERDICTS }).notNull(),
    teacherId: ref('teacher_id')
      .notNull()
      .references(() => teachers.id),
    markedAt: timestamp('marked_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('alert_feedbacks_condition_alert_key').on(t.conditionAlertId),
    uniqueIndex('alert_feedbacks_sos_key').on(t.sosId),
    index('alert_feedbacks_school_idx').on(t.schoolId),
    check('alert_feedbacks_one_subject', sql`(${t.conditionAlertId} is null) <> (${t.sosId} is null)`),
  ],
);
