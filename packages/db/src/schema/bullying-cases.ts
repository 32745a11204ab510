import { check, date, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { id, ref, timestamps } from './columns.ts';
import { schools } from './organizations.ts';
import { students, teachers } from './people.ts';
import { questionnaireAnswers } from './questionnaires.ts';

/**
 * A bullying case (いじめ事案; issue 26 item 1, docs/decisions/060-bullying-cases.md): 認知日, the
 * affected pupil, 態様 (MEXT codes, several), 発見のきっかけ (one MEXT code), the state and the two
 * recorded conditions of 解消 (acts stopped on, distress confirmed on). Staff only: no pupil or
 * parent route reads this table.
 */
export const bullyingCases = pgTable(
  'bullying_cases',
  {
    id: id(),
    schoolId: ref('school_id')
      .notNull()
      .references(() => schools.id),
    /** The affected pupil (被害児童生徒). */
    studentId: ref('student_id')
      .notNull()
      .references(() => students.id),
    recognizedOn: date('recognized_on', { mode: 'string' }).notNull(),
    origin: text('origin').notNull(),
    questionnaireAnswerId: ref('questionnaire_answer_id').references(() => questionnaireAnswers.id, { onDelete: 'set null' }),
    /** いじめの態様 codes (contracts BULLYING_FORMS). */
    forms: text('forms').array().notNull(),
    /** 発見のきっかけ code (contracts BULLYING_DISCOVERIES). */
    discovery: text('discovery').notNull(),
    summary: text('summary').notNull().default(''),
    state: text('state').notNull().default('responding'),
    actsStoppedOn: date('acts_stopped_on', { mode: 'string' }),
    distressConfirmedOn: date('distress_confirmed_on', { mode: 'string' }),
    distressNote: text('distress_note'),
    stateChangedAt: timestamp('state_changed_at', { withTimezone: true }).notNull().defaultNow(),
    /** A child's or parent's claim of serious harm (issue 26 item 3, decision 061): a 重大事態 candidate at once. */
    seriousClaimOn: date('serious_claim_on', { mode: 'string' }),
    seriousClaimant: text('serious_claimant'),
    seriousClaimNote: text('serious_claim_note'),
    seriousClaimTeacherId: ref('serious_claim_teacher_id').references(() => teachers.id),
    /** The 14-day no-action reminder (issue 26 item 4, decision 073): the last-activity day it was queued for, and when. */
    noActionRemindedFor: date('no_action_reminded_for', { mode: 'string' }),
    noActionRemindedAt: timestamp('no_action_reminded_at', { withTimezone: true }),
    createdByTeacherId: ref('created_by_teacher_id')
      .notNull()
      .references(() => teachers.id),
    ...timestamps(),
  },
  (t) => [
    index('bullying_cases_school_state_idx').on(t.schoolId, t.state),
    index('bullying_cases_student_idx').on(t.studentId),
    check('bullying_cases_state', sql`${t.state} in ('responding', 'working_to_resolve', 'resolved', 'serious')`),
    check('bullying_cases_forms', sql`cardinality(${t.forms}) > 0`),
  ],
);

/** The other pupils involved in a case (加害・関係児童生徒). */
export const bullyingCaseStudents = pgTable(
  'bullying_case_students',
  {
    caseId: ref('case_id')
      .notNull()
      .references(() => bullyingCases.id, { onDelete: 'cascade' }),
    studentId: ref('student_id')
      .notNull()
      .references(() => students.id),
  },
  (t) => [primaryKey({ columns: [t.caseId, t.studentId] }), index('bullying_case_students_student_idx').on(t.studentId)],
);

/** An action (対応) on a case: its date, the teacher, what was done. Never edited or deleted. */
export const bullyingCaseActions = pgTable(
  'bullying_case_actions',
  {
    id: id(),
    caseId: ref('case_id')
      .notNull()
      .references(() => bullyingCases.id, { onDelete: 'cascade' }),
    actedOn: date('acted_on', { mode: 'string' }).notNull(),
    teacherId: ref('teacher_id')
      .notNull()
      .references(() => teachers.id),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bullying_case_actions_case_idx').on(t.caseId, t.actedOn)],
);
