import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import {
  ALERT_LEVELS,
  BULLYING_FIELDS,
  QUESTION_FORM_TYPES,
  QUESTIONNAIRE_CHOICES,
  QUESTIONNAIRE_CONSENTS,
  QUESTIONNAIRE_KINDS,
  QUESTIONNAIRE_STATUSES,
  TEACHER_CONFIRM_STATUSES,
  type QuestionAlertRule,
} from '@sukoyaka/contracts/questionnaires';
import type { StoredAnswer } from '@sukoyaka/contracts/questionnaire-sheets';
import type { SchoolTextTranslations } from '@sukoyaka/contracts/school-text-pick';
import { id, ref, timestamps } from './columns.ts';
import { schools } from './organizations.ts';
import { students, teachers } from './people.ts';
import { grades } from './school-structure.ts';

/**
 * A questionnaire (アンケート) a school can deliver (spec §3; docs/decisions/013-questionnaires.md).
 * `needsConsent` questionnaires (e.g. a bullying survey) are answered only after the student agrees
 * to `consentText`.
 */
export const questionnaires = pgTable(
  'questionnaires',
  {
    id: id(),
    schoolId: ref('school_id')
      .notNull()
      .references(() => schools.id),
    title: text('title').notNull(),
    /** The text in other languages (issue 24 item 3, decision 075; migration 0064). */
    translations: jsonb('translations').$type<SchoolTextTranslations>().notNull().default({}),
    description: text('description'),
    needsConsent: boolean('needs_consent').notNull().default(false),
    consentText: text('consent_text'),
    /** custom, bullying, school_life or a validated scale (k6, who5, phqa) scored as published. */
    kind: text('kind', { enum: QUESTIONNAIRE_KINDS }).notNull().default('custom'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index('questionnaires_school_idx').on(t.schoolId)],
);

/** spec §3 questionsGroups: the questions of one page of the student's answering screen. */
export const questionGroups = pgTable(
  'question_groups',
  {
    id: id(),
    questionnaireId: ref('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    title: text('title'),
    /** The text in other languages (issue 24 item 3, decision 075; migration 0064). */
    translations: jsonb('translations').$type<SchoolTextTranslations>().notNull().default({}),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('question_groups_questionnaire_idx').on(t.questionnaireId)],
);

/** One question (spec §3 formType text, long_text, single_select_row, single_select_column, checkbox). */
export const questions = pgTable(
  'questions',
  {
    id: id(),
    questionGroupId: ref('question_group_id')
      .notNull()
      .references(() => questionGroups.id, { onDelete: 'cascade' }),
    /** Copied from the group so a delivery's questions are one indexed read. */
    questionnaireId: ref('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id, { onDelete: 'cascade' }),
    formType: text('form_type', { enum: QUESTION_FORM_TYPES }).notNull(),
    text: text('text').notNull(),
    /** The text in other languages (issue 24 item 3, decision 075; migration 0064). */
    translations: jsonb('translations').$type<SchoolTextTranslations>().notNull().default({}),
    required: boolean('required').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Alert rules (contracts questionAlertRuleSchema): what in the answer raises the sheet's level. */
    alertRules: jsonb('alert_rules').$type<QuestionAlertRule[]>().notNull().default([]),
    /** The bullying-alert field this question feeds (bullying survey only). */
    bullyingField: text('bullying_field', { enum: BULLYING_FIELDS }),
    ...timestamps(),
  },
  (t) => [index('questions_group_idx').on(t.questionGroupId), index('questions_questionnaire_idx').on(t.questionnaireId)],
);

/** A choice of a select or checkbox question with its score (spec §3 "options with score"). */
export const questionOptions = pgTable(
  'question_options',
  {
    id: id(),
    questionId: ref('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    /** The text in other languages (issue 24 item 3, decision 075; migration 0064). */
    translations: jsonb('translations').$type<SchoolTextTranslations>().notNull().default({}),
    score: integer('score').notNull().default(0),
    /** A machine value for bullying fields (e.g. handshake_teacher, 'true'/'false'); null otherwise. */
    value: text('value'),
    sortOrder: integer('sort_order').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('question_options_question_idx').on(t.questionId)],
);

/**
 * A questionnaire sent to a school's students of some grades between startAt and finishAt
 * (spec §3 Questionnaire delivery). `completedAt` is the teacher's 完了 (spec §4 lifecycle).
 */
export const questionnaireDeliveries = pgTable(
  'questionnaire_deliveries',
  {
    id: id(),
    schoolId: ref('school_id')
      .notNull()
      .references(() => schools.id),
    questionnaireId: ref('questionnaire_id')
      .notNull()
      .references(() => questionnaires.id),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    finishAt: timestamp('finish_at', { withTimezone: true }).notNull(),
    createdByTeacherId: ref('created_by_teacher_id').references(() => teachers.id),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [index('questionnaire_deliveries_school_idx').on(t.schoolId, t.startAt)],
);

/** spec §3 gradesFilter: the grades a delivery is for. */
export const questionnaireDeliveryGrades = pgTable(
  'questionnaire_delivery_grades',
  {
    questionnaireDeliveryId: ref('questionnaire_delivery_id')
      .notNull()
      .references(() => questionnaireDeliveries.id, { onDelete: 'cascade' }),
    gradeId: ref('grade_id')
      .notNull()
      .references(() => grades.id),
  },
  (t) => [primaryKey({ columns: [t.questionnaireDeliveryId, t.gradeId] }), index('questionnaire_delivery_grades_grade_idx').on(t.gradeId)],
);

/**
 * One student's sheet for one delivery (spec's questionnaire_answer): consent, the student's choice
 * (later / never), progress (null not started, answering, completed) and when, the alert level
 * its answers raised and the teachers' confirmation status.
 */
export const questionnaireAnswers = pgTable(
  'questionnaire_answers',
  {
    id: id(),
    questionnaireDeliveryId: ref('questionnaire_delivery_id')
      .notNull()
      .references(() => questionnaireDeliveries.id),
    studentId: ref('student_id')
      .notNull()
      .references(() => students.id),
    schoolId: ref('school_id')
      .notNull()
      .references(() => schools.id),
    consent: text('consent', { enum: QUESTIONNAIRE_CONSENTS }),
    consentAt: timestamp('consent_at', { withTimezone: true }),
    choice: text('choice', { enum: QUESTIONNAIRE_CHOICES }),
    /** The sign-in (auth token id, no FK: tokens are deleted at sign-out) and day of "later". */
    postponedTokenId: bigint('postponed_token_id', { mode: 'number' }),
    postponedOn: date('postponed_on', { mode: 'string' }),
    status: text('status', { enum: QUESTIONNAIRE_STATUSES }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** The most serious level the sheet's answers raised (spec §4 alert level); set on completion. */
    alertLevel: text('alert_level', { enum: ALERT_LEVELS }).notNull().default('normal'),
    /** Validated scales: the total score as published, and its band name. */
    scaleScore: integer('scale_score'),
    scaleBand: text('scale_band'),
    /** spec §4 teacher confirmation status (shown only when completed). */
    teacherConfirmStatus: text('teacher_confirm_status', { enum: TEACHER_CONFIRM_STATUSES }).notNull().default('unconfirmed'),
    /**
     * The sheet's answers, one element per answered question (StoredAnswer: questionId, text,
     * questionOptionId, questionOptionIds, score, matchedLevel), in question id order. One row per
     * sheet, so 300 students completing a survey at once write 300 rows, not 12,000
     * (docs/decisions/043-one-row-per-sheet.md).
     */
    answers: jsonb('answers').$type<StoredAnswer[]>().notNull().default([]),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('questionnaire_answers_delivery_student_key').on(t.questionnaireDeliveryId, t.studentId),
    index('questionnaire_answers_student_idx').on(t.studentId),
  ],
);
