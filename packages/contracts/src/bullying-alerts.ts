import { z } from 'zod';
import { longTextSchema } from './limits.ts';
import { alertLevelSchema, HANDSHAKE_DETAILS, TEACHER_CONFIRM_STATUSES, teacherConfirmStatusSchema, type AlertLevel } from './questionnaires.ts';
import { idSchema } from './schools.ts';

/**
 * Bullying alerts (issue 12; spec §2 bullying-alert/*, §3 "Bullying alert", §4, §7 Bullying,
 * Comments, Confirmation status update; docs/decisions/022-bullying-confirm-token.md).
 */

/** The request header carrying the confirm token of password re-entry (stored as `confirm_token`). */
export const CONFIRM_TOKEN_HEADER = 'confirm-token';
/** A confirm token lapses after 3 hours unused (spec §9 idle timeout, the idle-edit rule). */
export const CONFIRM_TOKEN_IDLE_MS = 3 * 60 * 60 * 1000;

/** Japanese messages of this feature (spec §5 and §8 for the wrong password). */
export const BULLYING_MESSAGES = {
  wrongPassword: 'パスワードが正しくありません',
  confirmRequired: 'いじめアンケートの回答を見るには、パスワードを再入力してください。',
  googleUnavailable: '先生のアカウントはGoogleでログインできません。パスワードを入力してください。',
  nothingToChange: '変更できる生徒がいません。回答済みの生徒を選んでください。',
  unconfirmedNotChangeable: '未確認の回答は一括変更できません。回答を開いて確認してから変更してください。',
  boardOnly: '組織確認済みにできるのは教育委員会だけです。',
  boardSetsOrganizationOnly: '教育委員会からは組織確認済みへの変更だけができます。',
  emptyStudents: '生徒を選んでください',
  statusRange: '確認状況は1から4の数字で指定してください',
  contentRequired: '内容を入力してください',
  pdfRunning: '回答PDFを準備中です。終わるまでお待ちください。',
  notDeclined: 'この生徒は「もう こたえない」を選んでいません。',
} as const;

/**
 * POST /api/teachers/verify_pass (spec §7): the teacher's password (plus the spec's optional
 * `confirmation_token`, unused: the sign-in is the request's own), or the Google variant
 * (accessToken + schoolCode), which teachers cannot use (they have no Google sign-in).
 */
export const verifyPassBodySchema = z.union([
  z.object({ password: z.string().min(1, { message: 'パスワードを入力してください' }).max(200), confirmation_token: z.string().max(200).optional() }).strict(),
  z.object({ accessToken: z.string().min(1).max(2000), schoolCode: z.string().min(1).max(32) }).strict(),
]);
export type VerifyPassBody = z.infer<typeof verifyPassBodySchema>;
export const verifyPassResultSchema = z.object({ confirmPassToken: z.string() });

/** Bulk-change numbers of spec §4: 1 未確認, 2 確認中, 3 担当者確認済み, 4 組織確認済み. */
export const confirmStatusOfNumber = (n: number) => TEACHER_CONFIRM_STATUSES[n - 1];
export const CONFIRM_STATUS_LABELS = {
  unconfirmed: '未確認',
  confirming: '確認中',
  person_in_charge_confirmed: '確認済み',
  organization_verified: '組織確認済み',
} as const;
/** The labels of the bulk-change choice (spec §4 numbers 1–4). */
export const BULK_STATUS_LABELS = { 1: '未確認', 2: '確認中', 3: '担当者確認済み', 4: '組織確認済み' } as const;

/** One student's sheet for one bullying delivery (spec §3 "Bullying alert"). */
export const bullyingAlertSchema = z.object({
  /** The questionnaire answer (sheet) id; comments and status changes name it. */
  alertId: z.number(),
  questionnaireDeliveryId: z.number(),
  studentId: z.number(),
  /** When the sheet was completed (ISO), null until then. */
  questionnaireDatetime: z.string().nullable(),
  /** True when teachers have commented on the sheet. */
  memoFlag: z.boolean(),
  gradeName: z.string(),
  schoolYear: z.number(),
  questionnaire: z.object({ title: z.string() }),
  level: alertLevelSchema,
  /** null not answered, false answering, true answered. */
  completed: z.boolean().nullable(),
  handshake: z.enum(['true', 'false']),
  handshakeDetail: z.enum(HANDSHAKE_DETAILS),
  question: z.enum(['true', 'false']),
  seen: z.boolean(),
  seenDetail: z.string().nullable(),
  teacherConfirmStatus: teacherConfirmStatusSchema,
  bullyingDetail: z.object({ whenBullying: z.array(z.string()), whereBullying: z.array(z.string()) }),
  /** 対応済み (update_questions_status). */
  resolved: z.boolean(),
  /** The pupil chose もう こたえない (not asked again) and the sheet is not completed (issue 24 item 7). */
  declined: z.boolean(),
});
export type BullyingAlert = z.infer<typeof bullyingAlertSchema>;

/**
 * spec §4: an alert counts as answered (no alert to act on) only with no first/second stage level,
 * no handshake, question not 'true', seen false and completed true.
 */
export function isAnsweredAlert(alert: Pick<BullyingAlert, 'level' | 'handshake' | 'question' | 'seen' | 'completed'>): boolean {
  const staged: AlertLevel[] = ['first_stage', 'first_stage_plus', 'second_stage', 'second_stage_plus'];
  return !staged.includes(alert.level) && alert.handshake !== 'true' && alert.question !== 'true' && !alert.seen && alert.completed === true;
}

/** The levels whose class-view cell opens a popover (spec §4). */
export const POPOVER_LEVELS: readonly AlertLevel[] = ['first_stage', 'first_stage_plus', 'second_stage', 'third_stage'];

export const ALERT_STATUS_FILTERS = ['all', 'resolved', 'not_supported'] as const;
export const CONFIRM_STATUS_FILTERS = ['all', 'resolved', 'not_supported', 'cancel'] as const;

/** GET bullying_alerts/for_all and for_class filters (spec §2 dashboard header). */
export const bullyingAlertsQuerySchema = z
  .object({
    questionnaireDeliveryId: idSchema.optional(),
    gradeId: idSchema.optional(),
    klassId: idSchema.optional(),
    /** School year (April start); default the current one. */
    year: z.coerce.number().int().min(2000).max(2100).optional(),
    month: z.coerce.number().int().min(1).max(12).optional(),
    /** Alert status: resolved 対応済み / not_supported 未対応. */
    status: z.enum(ALERT_STATUS_FILTERS).optional(),
    /** Teacher confirmation: resolved 確認済み / not_supported 未確認 / cancel 取り消し (confirming). */
    confirmStatus: z.enum(CONFIRM_STATUS_FILTERS).optional(),
    /** Only sheets whose student wants to talk (question 'true'). */
    talk: z.enum(['true', 'false']).optional(),
  })
  .strict();
export type BullyingAlertsQuery = z.infer<typeof bullyingAlertsQuerySchema>;

export const bullyingDeliverySchema = z.object({ id: z.number(), title: z.string(), startAt: z.string(), finishAt: z.string() });
export type BullyingDelivery = z.infer<typeof bullyingDeliverySchema>;

/**
 * One cell of the for_all / for_class tables: a sheet without what its row and column already
 * say (delivery, student, grade, school year, title, completion time). The pupil's own words
 * (seenDetail, bullyingDetail: the class table's hover) come only in for_class; the school view
 * shows levels and flags, so a 1,000-student school never receives every child's words at once
 * (decision 039).
 */
export const bullyingAlertCellSchema = bullyingAlertSchema
  .omit({
    questionnaireDeliveryId: true,
    studentId: true,
    questionnaireDatetime: true,
    gradeName: true,
    schoolYear: true,
    questionnaire: true,
  })
  .partial({ seenDetail: true, bullyingDetail: true });
export type BullyingAlertCell = z.infer<typeof bullyingAlertCellSchema>;

/** A student row: the student and their sheet per column (delivery); null where there is no sheet. */
export const bullyingStudentRowSchema = z.object({
  student: z.object({ id: z.number(), name: z.string(), studentNumber: z.number() }),
  alerts: z.array(bullyingAlertCellSchema.nullable()),
});
export type BullyingStudentRow = z.infer<typeof bullyingStudentRowSchema>;

/** The grades → klasses → students tree of spec §3, with one column per delivery. */
export const bullyingAlertsViewSchema = z.object({
  deliveries: z.array(bullyingDeliverySchema),
  questionnaireDeliveryId: z.number().nullable(),
  columns: z.array(bullyingDeliverySchema),
  grades: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      klasses: z.array(z.object({ id: z.number(), name: z.string(), gradeId: z.number(), students: z.array(bullyingStudentRowSchema) })),
    }),
  ),
  /** Whether the school has alerts enabled (the questionnaire-management button). */
  alertsEnabled: z.boolean(),
});
export type BullyingAlertsView = z.infer<typeof bullyingAlertsViewSchema>;

/** Query naming one student (for_student, past_alerts). */
export const studentQuerySchema = z.object({ studentId: idSchema }).strict();
/** Query naming one student's sheet of one delivery (students/questionaire, past_questionaire). */
export const sheetQuerySchema = z.object({ studentId: idSchema, questionnaireDeliveryId: idSchema }).strict();
/** Query naming a sheet by its answer id (comments, get_alert_resolved). */
export const answerQuerySchema = z.object({ questionnaire_answer: idSchema }).strict();

/** GET bullying_alerts/for_student: the student and their sheets, newest delivery first. */
export const studentAlertsSchema = z.object({
  student: z.object({ id: z.number(), name: z.string(), studentNumber: z.number().nullable(), gradeName: z.string(), klassName: z.string() }),
  alerts: z.array(bullyingAlertSchema),
});
export type StudentAlerts = z.infer<typeof studentAlertsSchema>;

/** One row of the answer table (spec §2): No, question, answer, score and total; matched → bold on light blue. */
export const answerRowSchema = z.object({
  no: z.number(),
  questionId: z.number(),
  question: z.string(),
  formType: z.string(),
  answer: z.string(),
  score: z.number().nullable(),
  /** The most a student could score on this question (the bar's full width). */
  totalScore: z.number(),
  matched: z.boolean(),
});
export type AnswerRow = z.infer<typeof answerRowSchema>;

/** Whether a row shows the score bar (spec §2, §9: single_select_row questions whose total score is under 11). */
export const showsScoreBar = (row: Pick<AnswerRow, 'formType' | 'totalScore'>): boolean => row.formType === 'single_select_row' && row.totalScore < 11;

/** GET students/questionaire and past_questionaire: one sheet, its rows and who has viewed it. */
export const answerSheetSchema = z.object({
  alert: bullyingAlertSchema,
  title: z.string(),
  student: studentAlertsSchema.shape.student,
  rows: z.array(answerRowSchema),
  viewers: z.array(z.object({ name: z.string(), at: z.string() })),
});
export type AnswerSheet = z.infer<typeof answerSheetSchema>;

/** GET past_alerts row (spec §2 past alert table). */
export const pastAlertSchema = z.object({
  alertId: z.number(),
  questionnaireDatetime: z.string().nullable(),
  gradeName: z.string(),
  schoolYear: z.number(),
  questionnaireDeliveryId: z.number(),
  title: z.string(),
  level: alertLevelSchema,
  question: z.enum(['true', 'false']),
  seen: z.boolean(),
  handshake: z.enum(['true', 'false']),
  completed: z.boolean().nullable(),
  teacherConfirmStatus: teacherConfirmStatusSchema,
});
export type PastAlert = z.infer<typeof pastAlertSchema>;

/** A comment on a sheet (spec §3 Note/comment). */
export const answerCommentSchema = z.object({ id: z.number(), content: z.string(), createdAt: z.string(), teacherName: z.string() });
export type AnswerComment = z.infer<typeof answerCommentSchema>;
export const commentListSchema = z.object({ list: z.array(answerCommentSchema) });
export const createCommentBodySchema = z
  .object({ content: longTextSchema.pipe(z.string().min(1, { message: BULLYING_MESSAGES.contentRequired })), questionnaire_answer: idSchema })
  .strict();

/** GET get_alert_resolved: whether the sheet's alert is 対応済み, by whom and when. */
export const alertResolvedSchema = z.object({ resolved: z.boolean(), teacherName: z.string().nullable(), resolvedAt: z.string().nullable() });
/** POST update_questions_status: mark a sheet's alert handled (or not). */
export const updateQuestionsStatusBodySchema = z.object({ questionnaire_answer: idSchema, resolved: z.boolean() }).strict();

/**
 * POST students/questionaire/ask_again (issue 24 item 7): the class teacher undoes a pupil's
 * もう こたえない on one sheet; the pupil is asked again (answer now / later / never) at the next
 * sign-in. Answer: the sheet id and `declined: false`.
 */
export const askAgainBodySchema = z.object({ questionnaire_answer: idSchema }).strict();
export const askAgainResultSchema = z.object({ alertId: z.number(), declined: z.boolean() });

/** POST update_teacher_confirm_status (spec §7): delivery, students, number 1–4. */
export const updateConfirmStatusBodySchema = z
  .object({
    questionnaire_id: idSchema,
    student_ids: z.array(idSchema).min(1, { message: BULLYING_MESSAGES.emptyStudents }).max(2000),
    teacher_confirm_status: z.coerce.number().int().min(1, { message: BULLYING_MESSAGES.statusRange }).max(4, { message: BULLYING_MESSAGES.statusRange }),
  })
  .strict();
export type UpdateConfirmStatusBody = z.infer<typeof updateConfirmStatusBodySchema>;
export const changedRecordSchema = z.object({ alertId: z.number(), studentId: z.number(), teacherConfirmStatus: teacherConfirmStatusSchema });
export const updateConfirmStatusResultSchema = z.object({ data: z.array(changedRecordSchema) });

/** GET processing_export_pdfs (spec §3 Bulk PDF export request). */
export const exportPdfsQuerySchema = z.object({ questionnaireDeliveryId: idSchema, grade_id: idSchema.optional(), klass_id: idSchema.optional() }).strict();
export const exportSessionSchema = z.object({ session_id: z.string(), totalPage: z.number(), isSuccess: z.boolean() });
export type ExportSession = z.infer<typeof exportSessionSchema>;
export const exportCheckQuerySchema = z.object({ session_id: z.string().min(1).max(64) }).strict();
export const exportPageQuerySchema = z
  .object({ session_id: z.string().min(1).max(64), page: z.coerce.number().int().min(1).max(10_000), file_name: z.string().max(200).optional() })
  .strict();
/** The answer of a check: ready pages carry their zip's file name. */
export const exportCheckSchema = exportSessionSchema.extend({ files: z.array(z.object({ page: z.number(), fileName: z.string() })) });
export type ExportCheck = z.infer<typeof exportCheckSchema>;
