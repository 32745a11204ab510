import { check, customType, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { TEACHER_CONFIRM_STATUSES } from '@sukoyaka/contracts/questionnaires';
import { authTokens } from './auth.ts';
import { id, ref } from './columns.ts';
import { organizationUsers, schools } from './organizations.ts';
import { teachers } from './people.ts';
import { questionnaireAnswers, questionnaireDeliveries } from './questionnaires.ts';
import { grades, klasses } from './school-structure.ts';

/** bytea read and written as a Node Buffer (zip files of the answer PDFs). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Password re-entry (spec §4, docs/decisions/022-bullying-confirm-token.md): a teacher who typed
 * their password again gets a confirm token bound to this sign-in (auth token). Only the SHA-256 is
 * stored; it expires 3 hours after its last use (the idle-edit rule) and with the sign-in.
 */
export const bullyingConfirmTokens = pgTable(
  'bullying_confirm_tokens',
  {
    id: id(),
    authTokenId: ref('auth_token_id')
      .notNull()
      .references(() => authTokens.id, { onDelete: 'cascade' }),
    /** The teacher who re-entered their password; null for a board user's school access (decision 028). */
    teacherId: ref('teacher_id').references(() => teachers.id),
    /** The board user who re-entered their own password during a school access (decision 037). */
    organizationUserId: ref('organization_user_id').references(() => organizationUsers.id),
    tokenHash: text('token_hash').notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bullying_confirm_tokens_hash_key').on(t.tokenHash),
    index('bullying_confirm_tokens_auth_token_idx').on(t.authTokenId),
    check('bullying_confirm_tokens_holder', sql`(${t.teacherId} is null) <> (${t.organizationUserId} is null)`),
  ],
);

/** A teacher's comment on a student's questionnaire sheet (spec §3 Note/comment; never edited or deleted). */
export const questionnaireAnswerComments = pgTable(
  'questionnaire_answer_comments',
  {
    id: id(),
    questionnaireAnswerId: ref('questionnaire_answer_id')
      .notNull()
      .references(() => questionnaireAnswers.id, { onDelete: 'cascade' }),
    schoolId: ref('school_id')
      .notNull()
      .references(() => schools.id),
    teacherId: ref('teacher_id')
      .notNull()
      .references(() => teachers.id),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('questionnaire_answer_comments_answer_idx').on(t.questionnaireAnswerId, t.createdAt)],
);

/**
 * Every change of a sheet's teacher confirmation status (spec §4): who (a teacher, or the board
 * for organization_verified), from what, to what, when. The evidence a school must keep.
 */
export const teacherConfirmStatusChanges = pgTable(
  'teacher_confirm_status_changes',
  {
    id: id(),
    questionnaireAnswerId: ref('questionnaire_answer_id')
      .notNull()
      .references(() => questionnaireAnswers.id, { onDelete: 'cascade' }),
    schoolId: ref('school_id')
      .notNull()
      .references(() => schools.id),
    fromStatus: text('from_status', { enum: TEACHER_CONFIRM_STATUSES }).notNull(),
    toStatus: text('to_status', { enum: TEACHER_CONFIRM_STATUSES }).notNull(),
    teacherId: ref('teacher_id').references(() => teachers.id),
    organizationUserId: ref('organization_user_id').references(() => organizationUsers.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('teacher_confirm_status_changes_answer_idx').on(t.questionnaireAnswerId)],
);

/**
 * The bullying fields of one sheet (spec §3 "Bullying alert": handshakeDetail, question, seen,
 * seenDetail, whenBullying, whereBullying) read from the answers of questions tagged with a
 * bullyingField (decision 037), written by the sheet's own write (decision 043: the pure
 * bullyingAnswerFields of @sukoyaka/contracts/questionnaire-sheets, in the answering statement),
 * so the alert views read one row per sheet instead of re-deriving them from every answer on each
 * request. Values are the chosen options' `value`s; texts are the ticked options' texts (option
 * order), the chosen option's text and the written text (trimmed).
 */
export const bullyingAnswerFields = pgTable('bullying_answer_fields', {
  questionnaireAnswerId: ref('questionnaire_answer_id')
    .primaryKey()
    .references(() => questionnaireAnswers.id, { onDelete: 'cascade' }),
  handshakeValue: text('handshake_value'),
  questionValue: text('question_value'),
  seenValue: text('seen_value'),
  /** The first seenDetail answer's texts joined by 、; null when none. */
  seenDetail: text('seen_detail'),
  whenBullying: text('when_bullying')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  whereBullying: text('where_bullying')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
});

/** A sheet's alert marked handled (対応済み) by a teacher (update_questions_status; get_alert_resolved). */
export const bullyingAlertResolutions = pgTable('bullying_alert_resolutions', {
  questionnaireAnswerId: ref('questionnaire_answer_id')
    .primaryKey()
    .references(() => questionnaireAnswers.id, { onDelete: 'cascade' }),
  schoolId: ref('school_id')
    .notNull()
    .references(() => schools.id),
  teacherId: ref('teacher_id')
    .notNull()
    .references(() => teachers.id),
  resolvedAt: timestamp('resolved_at', { withTimezone: true }).notNull().defaultNow(),
});

export const PDF_EXPORT_STATUSES = ['processing', 'done', 'failed'] as const;

/**
 * One bulk PDF export (spec §4 "Bulk PDF export"): the answers of a delivery's students, one PDF
 * each, zipped per class (a page = one class's zip). At most one processing export per teacher.
 */
export const bullyingPdfExports = pgTable(
  'bullying_pdf_exports',
  {
    id: id(),
    sessionId: text('session_id').notNull(),
    schoolId: ref('school_id')
      .notNull()
      .references(() => schools.id),
    teacherId: ref('teacher_id')
      .notNull()
      .references(() => teachers.id),
    questionnaireDeliveryId: ref('questionnaire_delivery_id')
      .notNull()
      .references(() => questionnaireDeliveries.id),
    gradeId: ref('grade_id').references(() => grades.id),
    klassId: ref('klass_id').references(() => klasses.id),
    status: text('status', { enum: PDF_EXPORT_STATUSES }).notNull().default('processing'),
    totalPage: integer('total_page').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('bullying_pdf_exports_session_key').on(t.sessionId),
    uniqueIndex('bullying_pdf_exports_one_running_key')
      .on(t.teacherId)
      .where(sql`${t.status} = 'processing'`),
  ],
);

/** One zip (one class) of an export; `studentIds` are the students whose PDFs it holds. */
export const bullyingPdfExportFiles = pgTable(
  'bullying_pdf_export_files',
  {
    id: id(),
    exportId: ref('export_id')
      .notNull()
      .references(() => bullyingPdfExports.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    klassId: ref('klass_id').references(() => klasses.id),
    fileName: text('file_name').notNull(),
    content: bytea('content'),
    studentIds: ref('student_ids').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('bullying_pdf_export_files_page_key').on(t.exportId, t.page)],
);
