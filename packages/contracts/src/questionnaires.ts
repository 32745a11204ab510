import { z } from 'zod';
import { schoolTextTranslationsOutSchema } from './school-texts.ts';
import { LONG_TEXT_MAX } from './limits.ts';
import { idSchema } from './schools.ts';

/** Question types of spec §3 ("Question: formType"). */
export const QUESTION_FORM_TYPES = ['text', 'long_text', 'single_select_row', 'single_select_column', 'checkbox'] as const;
export const questionFormTypeSchema = z.enum(QUESTION_FORM_TYPES);
export type QuestionFormType = z.infer<typeof questionFormTypeSchema>;

/** A one-line answer (formType text) is kept short; a long_text one may use the spec's 5,000. */
export const QUESTION_TEXT_MAX = 200;

/**
 * A student's stored choices for one delivery (docs/decisions/013-questionnaires.md):
 * consent agreed / dis_agreed; choice later / never; status answering / completed (null: not started).
 */
export const QUESTIONNAIRE_CONSENTS = ['agreed', 'dis_agreed'] as const;
export const QUESTIONNAIRE_CHOICES = ['later', 'never'] as const;
export const QUESTIONNAIRE_STATUSES = ['answering', 'completed'] as const;

/**
 * What the student's screens show for a delivery: `new` (the prompt: answer now / later / never),
 * `answering` (the resume prompt), `completed`, `never` (declined; not asked again).
 */
export const STUDENT_QUESTIONNAIRE_STATES = ['new', 'answering', 'completed', 'never'] as const;
export type StudentQuestionnaireState = (typeof STUDENT_QUESTIONNAIRE_STATES)[number];

/** The stored columns the student state is derived from. */
export interface StudentQuestionnaireRecord {
  consent: (typeof QUESTIONNAIRE_CONSENTS)[number] | null;
  choice: (typeof QUESTIONNAIRE_CHOICES)[number] | null;
  status: (typeof QUESTIONNAIRE_STATUSES)[number] | null;
  /** The sign-in (token id) and Japan-time day of the last "answer later" / "postpone". */
  postponedTokenId: number | null;
  postponedOn: string | null;
}

/** The state of spec §4 "Student questionnaire choices" for one student and delivery. */
export function studentQuestionnaireState(record: StudentQuestionnaireRecord | null): StudentQuestionnaireState {
  if (!record) return 'new';
  if (record.status === 'completed') return 'completed';
  if (record.choice === 'never') return 'never';
  if (record.status === 'answering') return 'answering';
  return 'new';
}

/**
 * Whether to offer the prompt (or the resume prompt) now: a delivery still to answer, unless the
 * student said "later" in this same sign-in on this same Japan-time day (decision 013: a postponed
 * questionnaire is asked again at the next sign-in or the next day).
 */
export function shouldAskNow(record: StudentQuestionnaireRecord | null, current: { tokenId: number; today: string }): boolean {
  const state = studentQuestionnaireState(record);
  if (state !== 'new' && state !== 'answering') return false;
  return !(record?.choice === 'later' && record.postponedTokenId === current.tokenId && record.postponedOn === current.today);
}

/** GET /api/questionnaire_deliveries item: an open delivery of the student's grade and its state. */
export const studentDeliverySchema = z.object({
  id: z.number(),
  title: z.string(),
  /** The title in other languages (decision 075); the pupil's screens pick with `schoolText`. */
  titleTranslations: schoolTextTranslationsOutSchema.optional(),
  startAt: z.string(),
  finishAt: z.string(),
  needsConsent: z.boolean(),
  consentText: z.string().nullable(),
  consent: z.enum(QUESTIONNAIRE_CONSENTS).nullable(),
  state: z.enum(STUDENT_QUESTIONNAIRE_STATES),
  askNow: z.boolean(),
});
export type StudentDelivery = z.infer<typeof studentDeliverySchema>;

/** A saved answer to one question (spec §3 "answer with text, questionOptionId, score"). */
export const questionAnswerSchema = z.object({
  text: z.string().nullable(),
  /** The chosen option of a single_select_* question. */
  questionOptionId: z.number().nullable(),
  /** The ticked options of a checkbox question. */
  questionOptionIds: z.array(z.number()),
  /** The chosen option's score, or the sum of the ticked ones; null for text. */
  score: z.number().nullable(),
});
export type QuestionAnswer = z.infer<typeof questionAnswerSchema>;

export const questionSchema = z.object({
  id: z.number(),
  formType: questionFormTypeSchema,
  text: z.string(),
  /** The text in other languages (decision 075). */
  translations: schoolTextTranslationsOutSchema.optional(),
  required: z.boolean(),
  options: z.array(z.object({ id: z.number(), text: z.string(), score: z.number(), translations: schoolTextTranslationsOutSchema.optional() })),
  answer: questionAnswerSchema.nullable(),
});
export type Question = z.infer<typeof questionSchema>;

/** GET /api/students/questions/{id}: a delivery with its question groups (one page each). */
export const studentQuestionsSchema = z.object({
  delivery: studentDeliverySchema,
  questionsGroups: z.array(
    z.object({ id: z.number(), title: z.string().nullable(), translations: schoolTextTranslationsOutSchema.optional(), questions: z.array(questionSchema) }),
  ),
});
export type StudentQuestions = z.infer<typeof studentQuestionsSchema>;

/** One answer in POST /api/students/questions/answer; the field used depends on the formType. */
export const answerInputSchema = z
  .object({
    questionId: idSchema,
    text: z
      .string()
      .max(LONG_TEXT_MAX, { message: `${LONG_TEXT_MAX}文字以内で入力してください` })
      .optional(),
    questionOptionId: idSchema.nullable().optional(),
    questionOptionIds: z.array(idSchema).max(50).optional(),
  })
  .strict();
export type AnswerInput = z.infer<typeof answerInputSchema>;

/**
 * POST /api/students/questions/answer: saves the answers of one page (`complete: false`, a blank
 * answer clears it) or saves and completes the questionnaire (`complete: true`).
 */
export const answerBodySchema = z
  .object({
    questionnaireDeliveryId: idSchema,
    answers: z.array(answerInputSchema).max(200).default([]),
    complete: z.boolean().default(false),
  })
  .strict();
export type AnswerBody = z.infer<typeof answerBodySchema>;

/** Spec §5 and §8 questionnaire messages (the API sends them in the envelope). */
export const QUESTIONNAIRE_MESSAGES = {
  failed: '回答できませんでした。',
  completed: '回答が完了しました。',
  requiredUnanswered: '必須の質問に回答してください。',
  consentNeeded: 'このアンケートは同意が必要です。',
  required: '回答してください',
  finished: 'このアンケートの回答期間は終わりました。',
  alreadyCompleted: 'このアンケートは回答済みです。',
  unknownOption: 'この選択肢はありません',
  tooLong: `${QUESTION_TEXT_MAX}文字以内で入力してください`,
} as const;

/** True when a saved or drafted answer says something (what "answered" means for required). */
export function hasAnswer(
  formType: QuestionFormType,
  answer: Pick<QuestionAnswer, 'text' | 'questionOptionId' | 'questionOptionIds'> | null | undefined,
): boolean {
  if (!answer) return false;
  if (formType === 'text' || formType === 'long_text') return (answer.text ?? '').trim() !== '';
  if (formType === 'checkbox') return answer.questionOptionIds.length > 0;
  return answer.questionOptionId != null;
}

/**
 * Alert levels of a questionnaire sheet (spec §4 "Alert level"), from least to most serious.
 * A sheet's level is the most serious level any of its alert rules raised (docs/decisions/021).
 */
export const ALERT_LEVELS = ['normal', 'first_stage', 'first_stage_plus', 'second_stage', 'second_stage_plus', 'third_stage'] as const;
export const alertLevelSchema = z.enum(ALERT_LEVELS);
export type AlertLevel = z.infer<typeof alertLevelSchema>;

/** Teacher confirmation status of a sheet (spec §4), bulk-change numbers 1–4 in this order. */
export const TEACHER_CONFIRM_STATUSES = ['unconfirmed', 'confirming', 'person_in_charge_confirmed', 'organization_verified'] as const;
export const teacherConfirmStatusSchema = z.enum(TEACHER_CONFIRM_STATUSES);
export type TeacherConfirmStatus = z.infer<typeof teacherConfirmStatusSchema>;

/**
 * What a questionnaire is (templates of issue 11): a school's own, the bullying survey, a
 * school-life survey, or a validated scale scored as published (k6, who5, phqa).
 */
export const QUESTIONNAIRE_KINDS = ['custom', 'bullying', 'school_life', 'k6', 'who5', 'phqa'] as const;
export const questionnaireKindSchema = z.enum(QUESTIONNAIRE_KINDS);
export type QuestionnaireKind = z.infer<typeof questionnaireKindSchema>;

/**
 * The bullying-alert field (spec §3 "Bullying alert") a question of the bullying survey feeds:
 * bullied (was the student bullied), whenBullying / whereBullying (lists), seen / seenDetail,
 * told (have they told anyone), question (do they want to talk), handshakeDetail (whom with).
 */
export const BULLYING_FIELDS = ['bullied', 'whenBullying', 'whereBullying', 'seen', 'seenDetail', 'told', 'question', 'handshakeDetail', 'freeText'] as const;
export const bullyingFieldSchema = z.enum(BULLYING_FIELDS);
export type BullyingField = z.infer<typeof bullyingFieldSchema>;

/** spec §3 handshakeDetail values. */
export const HANDSHAKE_DETAILS = ['no_handshake', 'handshake_teacher', 'handshake_parent', 'handshake_both'] as const;

/**
 * One alert rule of a question (issue 11; rules are data, docs/decisions/021):
 * - option_chosen: any of the options at these 0-based positions is chosen;
 * - score_at_least: the question's score (sum of ticked options for checkbox) is ≥ threshold;
 * - text_written: a non-blank text answer.
 * Raises the sheet to `level` (never 'normal').
 */
export const questionAlertRuleSchema = z.discriminatedUnion('when', [
  z.object({
    when: z.literal('option_chosen'),
    optionIndexes: z.array(z.number().int().min(0).max(99)).min(1, { message: '選択肢を1つ以上選んでください' }).max(100),
    level: alertLevelSchema.exclude(['normal']),
  }),
  z.object({ when: z.literal('score_at_least'), threshold: z.number().int().min(-1000).max(1000), level: alertLevelSchema.exclude(['normal']) }),
  z.object({ when: z.literal('text_written'), level: alertLevelSchema.exclude(['normal']) }),
]);
export type QuestionAlertRule = z.infer<typeof questionAlertRuleSchema>;
