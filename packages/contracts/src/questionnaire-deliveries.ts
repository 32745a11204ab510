import { z } from 'zod';
import { questionnaireTextTranslationsSchema, schoolTextTranslationsOutSchema } from './school-texts.ts';
import { LONG_TEXT_MAX } from './limits.ts';
import {
  alertLevelSchema,
  bullyingFieldSchema,
  QUESTION_TEXT_MAX,
  questionAlertRuleSchema,
  questionFormTypeSchema,
  questionnaireKindSchema,
  questionSchema,
  type QuestionFormType,
} from './questionnaires.ts';
import { idSchema, schoolTypeSchema } from './schools.ts';

/**
 * Teacher side of questionnaires (issue 11, spec §2 questionnaire-deliveries, §3 Questionnaire
 * delivery / Question, §4 lifecycle, §7 "Questionnaires"; docs/decisions/021). All paths are under
 * /api/teachers/questionnaire_deliveries.
 */

/**
 * State of a delivery for the list (spec §2): draft 下書き (no questions yet; pupils are never offered
 * it, docs/decisions/067), scheduled 予定 (before startAt), open 実施中 (startAt ≤ now < finishAt),
 * finished 終了 (finishAt passed), completed 完了 (the teacher's complete; wins over the others).
 */
export const DELIVERY_STATES = ['draft', 'scheduled', 'open', 'finished', 'completed'] as const;
export const deliveryStateSchema = z.enum(DELIVERY_STATES);
export type DeliveryState = z.infer<typeof deliveryStateSchema>;
export const DELIVERY_STATE_NAMES: Record<DeliveryState, string> = { draft: '下書き', scheduled: '予定', open: '実施中', finished: '終了', completed: '完了' };

/**
 * The state of a delivery at `now` (instants; see DELIVERY_STATES). `questionCount` is the number of
 * questions of its questionnaire: 0 makes a not completed delivery a draft whatever its period.
 */
export function deliveryState(
  delivery: { startAt: Date | string; finishAt: Date | string; completedAt: Date | string | null; questionCount: number },
  now: Date,
): DeliveryState {
  if (delivery.completedAt) return 'completed';
  if (delivery.questionCount === 0) return 'draft';
  const t = now.getTime();
  if (t < new Date(delivery.startAt).getTime()) return 'scheduled';
  if (t < new Date(delivery.finishAt).getTime()) return 'open';
  return 'finished';
}

/** Templates a teacher starts a delivery from (copied into the school's own questionnaire, then editable). */
export const QUESTIONNAIRE_TEMPLATE_KEYS = ['bullying', 'school_life', 'k6', 'who5', 'phqa'] as const;
export const questionnaireTemplateKeySchema = z.enum(QUESTIONNAIRE_TEMPLATE_KEYS, { message: 'テンプレートを選んでください' });
export type QuestionnaireTemplateKey = z.infer<typeof questionnaireTemplateKeySchema>;

/** Limits of the editor (spec §5: a long_text answer up to 5,000; the student answer body takes ≤ 200 answers). */
export const DELIVERY_TITLE_MAX = 100;
export const QUESTION_GROUPS_MAX = 50;
export const QUESTIONS_PER_GROUP_MAX = 100;
export const QUESTIONS_TOTAL_MAX = 200;
export const QUESTION_BODY_TEXT_MAX = 500;
export const OPTIONS_PER_QUESTION_MAX = 50;
export const OPTION_TEXT_MAX = 200;
export const ALERT_RULES_PER_QUESTION_MAX = 10;
/** The largest accepted add_questions body, in bytes (a bigger one is 413). */
export const ADD_QUESTIONS_BODY_MAX_BYTES = 1024 * 1024;
export const DELIVERIES_PAGE_SIZE = 20;

export const QUESTIONNAIRE_DELIVERY_MESSAGES = {
  finishBeforeStart: '終了日時は開始日時より後にしてください',
  unknownGrade: 'この学年はありません',
  gradesRequired: '対象学年を選んでください',
  titleRequired: 'タイトルを入力してください',
  optionText: '選択肢の文言を入力してください',
  scoreInteger: '点数は整数で入力してください',
  optionsNeeded: '選択肢を2つ以上入力してください',
  noOptionsForText: '記述式の質問に選択肢は付けられません',
  ruleUnknownOption: 'この質問にない選択肢を指しています',
  ruleNeedsOptions: 'この条件は選択式の質問にだけ使えます',
  ruleNeedsText: 'この条件は記述式の質問にだけ使えます',
  questionText: '質問文を入力してください',
  tooManyQuestions: `質問は全部で${QUESTIONS_TOTAL_MAX}問までです`,
  /** DELETE refused: the answers would go with it unless the admin confirms (deleteAnswers=true). */
  hasAnswers: '回答済みの生徒がいるため削除できません。回答もすべて削除してよい場合は、確認のうえ削除してください。',
  /** add_questions / template change refused after the first answer (the answers would lose their meaning). */
  questionsLocked: '回答が始まったアンケートの質問は変更できません。コピーして新しい配信を作成してください。',
  alreadyCompleted: 'このアンケートはすでに完了しています。',
  consentTextRequired: '同意文を入力してください',
} as const;

const dateTimeSchema = z.iso.datetime({ offset: true, message: '日時の形式が正しくありません' });

/** GET /api/teachers/questionnaire_deliveries query: 年度 (April–March), calendar month (1–12, overlapping the period), state, page. */
export const deliveriesQuerySchema = z
  .object({
    year: z.coerce.number().int().min(2000).max(2100).optional(),
    month: z.coerce.number().int().min(1).max(12).optional(),
    status: deliveryStateSchema.optional(),
    page: z.coerce.number().int().min(1).max(10000).default(1),
  })
  .strict();
export type DeliveriesQuery = z.infer<typeof deliveriesQuerySchema>;

const gradeRefSchema = z.object({ id: z.number(), name: z.string() });

/** A class's progress (for class teachers: their own classes of the delivery's grades). */
export const klassProgressSchema = z.object({ id: z.number(), name: z.string(), answeredCount: z.number(), targetCount: z.number() });
export type KlassProgress = z.infer<typeof klassProgressSchema>;

/**
 * One row of the list. startAt/finishAt are ISO instants (the screen shows YYYY/MM/DD HH:mm Japan
 * time). gradesFilter maps grade id → grade name (spec §3); grades the same as a list in grade
 * order. answeredCount: completed sheets; targetCount: students enrolled in those grades in the
 * delivery's school year. hasAnswers: some student has saved an answer (questions are then locked,
 * DELETE needs deleteAnswers=true). myKlasses: the classes the signed-in teacher sees (a class
 * teacher: their own; an admin: every class) in those grades, with their progress.
 * titleTranslations: the title in other languages as stored (decision 075; `{}` when none), so the
 * edit modal shows them and sends them back.
 */
export const deliveryRowSchema = z.object({
  id: z.number(),
  questionnaireId: z.number(),
  title: z.string(),
  titleTranslations: schoolTextTranslationsOutSchema,
  kind: questionnaireKindSchema,
  startAt: z.string(),
  finishAt: z.string(),
  completedAt: z.string().nullable(),
  gradesFilter: z.record(z.string(), z.string()),
  grades: z.array(gradeRefSchema),
  answeredCount: z.number(),
  targetCount: z.number(),
  state: deliveryStateSchema,
  needsConsent: z.boolean(),
  questionCount: z.number(),
  hasAnswers: z.boolean(),
  myKlasses: z.array(klassProgressSchema),
});
export type DeliveryRow = z.infer<typeof deliveryRowSchema>;

/** GET /api/teachers/questionnaire_deliveries response: newest startAt first; `years` are the 年度 that have deliveries. */
export const deliveriesPageSchema = z.object({
  list: z.array(deliveryRowSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  years: z.array(z.number()),
});
export type DeliveriesPage = z.infer<typeof deliveriesPageSchema>;

/** A template offered by GET …/new. `licensed`: item wording is left for the school to enter (WHO-5-J, PHQ-A). */
export const questionnaireTemplateSchema = z.object({
  key: questionnaireTemplateKeySchema,
  kind: questionnaireKindSchema,
  title: z.string(),
  description: z.string(),
  source: z.string().nullable(),
  licensed: z.boolean(),
  questionCount: z.number(),
  needsConsent: z.boolean(),
});
export type QuestionnaireTemplate = z.infer<typeof questionnaireTemplateSchema>;

/** GET /api/teachers/questionnaire_deliveries/new: the current 年度, the school's grades, the templates. */
export const deliveryNewSchema = z.object({
  schoolYear: z.number(),
  schoolType: schoolTypeSchema,
  grades: z.array(gradeRefSchema),
  templates: z.array(questionnaireTemplateSchema),
});
export type DeliveryNew = z.infer<typeof deliveryNewSchema>;

const titleSchema = z
  .string()
  .trim()
  .min(1, { message: QUESTIONNAIRE_DELIVERY_MESSAGES.titleRequired })
  .max(DELIVERY_TITLE_MAX, { message: `${DELIVERY_TITLE_MAX}文字以内で入力してください` });
const consentTextSchema = z
  .string()
  .trim()
  .max(LONG_TEXT_MAX, { message: `${LONG_TEXT_MAX}文字以内で入力してください` })
  .nullable();
const gradeIdsSchema = z.array(idSchema).min(1, { message: QUESTIONNAIRE_DELIVERY_MESSAGES.gradesRequired }).max(20);

const deliveryFields = {
  title: titleSchema,
  /** The title in other languages (decision 075); left out = keep the stored ones. */
  titleTranslations: questionnaireTextTranslationsSchema(DELIVERY_TITLE_MAX).optional(),
  description: z.string().trim().max(1000).nullable().optional(),
  startAt: dateTimeSchema,
  finishAt: dateTimeSchema,
  gradeIds: gradeIdsSchema,
  needsConsent: z.boolean().default(false),
  consentText: consentTextSchema.optional(),
};

function checkPeriod(value: { startAt?: string; finishAt?: string }, ctx: z.RefinementCtx) {
  if (value.startAt && value.finishAt && new Date(value.finishAt).getTime() <= new Date(value.startAt).getTime()) {
    ctx.addIssue({ code: 'custom', path: ['finishAt'], message: QUESTIONNAIRE_DELIVERY_MESSAGES.finishBeforeStart });
  }
}

/**
 * POST /api/teachers/questionnaire_deliveries (admin): a delivery of a new questionnaire; with
 * `template` its questions are copied from that template, otherwise it starts empty (add_questions).
 */
export const deliveryCreateBodySchema = z
  .object({ ...deliveryFields, template: questionnaireTemplateKeySchema.nullable().optional() })
  .strict()
  .superRefine(checkPeriod);
export type DeliveryCreateBody = z.infer<typeof deliveryCreateBodySchema>;

/** PATCH /api/teachers/questionnaire_deliveries/{id} (admin): any of the create fields but the template. */
export const deliveryPatchBodySchema = z
  .object({
    title: titleSchema.optional(),
    titleTranslations: deliveryFields.titleTranslations,
    description: deliveryFields.description,
    startAt: dateTimeSchema.optional(),
    finishAt: dateTimeSchema.optional(),
    gradeIds: gradeIdsSchema.optional(),
    needsConsent: z.boolean().optional(),
    consentText: consentTextSchema.optional(),
  })
  .strict()
  .superRefine(checkPeriod);
export type DeliveryPatchBody = z.infer<typeof deliveryPatchBodySchema>;

/** POST /api/teachers/questionnaire_deliveries/{id}/copy (admin; decision 007): a new delivery with a copy of the questions, no answers. */
export const deliveryCopyBodySchema = z
  .object({ title: titleSchema.optional(), startAt: dateTimeSchema, finishAt: dateTimeSchema, gradeIds: gradeIdsSchema.optional() })
  .strict()
  .superRefine(checkPeriod);
export type DeliveryCopyBody = z.infer<typeof deliveryCopyBodySchema>;

/** DELETE …/{id} query: `deleteAnswers=true` confirms that the students' answers are deleted too. */
export const deliveryDeleteQuerySchema = z.object({ deleteAnswers: z.enum(['true', 'false']).default('false') }).strict();
export const deliveryDeleteResultSchema = z.object({ deleted: z.boolean(), answersDeleted: z.number() });

/** One option as the editor sends it: text, an integer score, an optional machine value (bullying fields). */
export const optionInputSchema = z
  .object({
    text: z
      .string()
      .trim()
      .min(1, { message: QUESTIONNAIRE_DELIVERY_MESSAGES.optionText })
      .max(OPTION_TEXT_MAX, { message: `${OPTION_TEXT_MAX}文字以内で入力してください` }),
    score: z
      .number({ message: QUESTIONNAIRE_DELIVERY_MESSAGES.scoreInteger })
      .int({ message: QUESTIONNAIRE_DELIVERY_MESSAGES.scoreInteger })
      .min(-100)
      .max(100),
    value: z.string().trim().max(50).nullable().optional(),
    /** The text in other languages (decision 075). */
    translations: questionnaireTextTranslationsSchema(OPTION_TEXT_MAX).optional(),
  })
  .strict();

const isSelect = (formType: QuestionFormType) => formType !== 'text' && formType !== 'long_text';

/** One question as the editor sends it (order = display order). Rules are checked against its options. */
export const questionInputSchema = z
  .object({
    formType: questionFormTypeSchema,
    text: z
      .string()
      .trim()
      .min(1, { message: QUESTIONNAIRE_DELIVERY_MESSAGES.questionText })
      .max(QUESTION_BODY_TEXT_MAX, { message: `${QUESTION_BODY_TEXT_MAX}文字以内で入力してください` }),
    required: z.boolean().default(false),
    options: z.array(optionInputSchema).max(OPTIONS_PER_QUESTION_MAX).default([]),
    alertRules: z.array(questionAlertRuleSchema).max(ALERT_RULES_PER_QUESTION_MAX).default([]),
    bullyingField: bullyingFieldSchema.nullable().optional(),
    /** The text in other languages (decision 075). */
    translations: questionnaireTextTranslationsSchema(QUESTION_BODY_TEXT_MAX).optional(),
  })
  .strict()
  .superRefine((q, ctx) => {
    const select = isSelect(q.formType);
    if (select && q.options.length < 2) ctx.addIssue({ code: 'custom', path: ['options'], message: QUESTIONNAIRE_DELIVERY_MESSAGES.optionsNeeded });
    if (!select && q.options.length) ctx.addIssue({ code: 'custom', path: ['options'], message: QUESTIONNAIRE_DELIVERY_MESSAGES.noOptionsForText });
    q.alertRules.forEach((rule, i) => {
      if (rule.when === 'text_written' && select)
        ctx.addIssue({ code: 'custom', path: ['alertRules', i, 'when'], message: QUESTIONNAIRE_DELIVERY_MESSAGES.ruleNeedsText });
      if (rule.when !== 'text_written' && !select)
        ctx.addIssue({ code: 'custom', path: ['alertRules', i, 'when'], message: QUESTIONNAIRE_DELIVERY_MESSAGES.ruleNeedsOptions });
      if (rule.when === 'option_chosen') {
        rule.optionIndexes.forEach((index, j) => {
          if (index >= q.options.length)
            ctx.addIssue({ code: 'custom', path: ['alertRules', i, 'optionIndexes', j], message: QUESTIONNAIRE_DELIVERY_MESSAGES.ruleUnknownOption });
        });
      }
    });
  });
export type QuestionInput = z.infer<typeof questionInputSchema>;

export const questionGroupInputSchema = z
  .object({
    title: z.string().trim().max(QUESTION_BODY_TEXT_MAX).nullable().default(null),
    questions: z.array(questionInputSchema).min(1, { message: '質問を1つ以上入力してください' }).max(QUESTIONS_PER_GROUP_MAX),
    /** The page title in other languages (decision 075). */
    translations: questionnaireTextTranslationsSchema(QUESTION_BODY_TEXT_MAX).optional(),
  })
  .strict();

/**
 * POST /api/teachers/questionnaire_deliveries/{id}/add_questions (admin): the whole question set,
 * replacing the previous one (pages = groups, reorder = array order). Refused (409) once a student
 * has answered. Body ≤ ADD_QUESTIONS_BODY_MAX_BYTES (413 above).
 */
export const addQuestionsBodySchema = z
  .object({ questionsGroups: z.array(questionGroupInputSchema).min(1, { message: 'ページを1つ以上作成してください' }).max(QUESTION_GROUPS_MAX) })
  .strict()
  .superRefine((body, ctx) => {
    const total = body.questionsGroups.reduce((n, g) => n + g.questions.length, 0);
    if (total > QUESTIONS_TOTAL_MAX) ctx.addIssue({ code: 'custom', path: ['questionsGroups'], message: QUESTIONNAIRE_DELIVERY_MESSAGES.tooManyQuestions });
  });
export type AddQuestionsBody = z.infer<typeof addQuestionsBodySchema>;

/** A stored question for the editor, with its rules rendered as Japanese sentences (alertRuleTexts[i] reads alertRules[i]). */
export const editorQuestionSchema = z.object({
  id: z.number(),
  formType: questionFormTypeSchema,
  text: z.string(),
  /** The text in other languages (decision 075). */
  translations: schoolTextTranslationsOutSchema.optional(),
  required: z.boolean(),
  options: z.array(
    z.object({ id: z.number(), text: z.string(), score: z.number(), value: z.string().nullable(), translations: schoolTextTranslationsOutSchema.optional() }),
  ),
  alertRules: z.array(questionAlertRuleSchema),
  alertRuleTexts: z.array(z.string()),
  bullyingField: bullyingFieldSchema.nullable(),
});
export type EditorQuestion = z.infer<typeof editorQuestionSchema>;

/** GET …/{id}/question_group_by_questionnaire_delivery_id (and the add_questions response). */
export const deliveryQuestionGroupsSchema = z.object({
  delivery: deliveryRowSchema.extend({ description: z.string().nullable(), consentText: z.string().nullable(), editable: z.boolean() }),
  questionsGroups: z.array(
    z.object({
      id: z.number(),
      title: z.string().nullable(),
      translations: schoolTextTranslationsOutSchema.optional(),
      questions: z.array(editorQuestionSchema),
    }),
  ),
});
export type DeliveryQuestionGroups = z.infer<typeof deliveryQuestionGroupsSchema>;

/**
 * GET …/{id}/test and GET …/{id}/preview?questionnaire_delivery_id=: exactly the student's pages
 * (student question shape, answer null) plus each question's rules so the page can show what its
 * answers would raise; `furigana` is true for an elementary school.
 */
export const deliveryTrySchema = z.object({
  delivery: z.object({
    id: z.number(),
    title: z.string(),
    kind: questionnaireKindSchema,
    needsConsent: z.boolean(),
    consentText: z.string().nullable(),
    startAt: z.string(),
    finishAt: z.string(),
    state: deliveryStateSchema,
  }),
  furigana: z.boolean(),
  questionsGroups: z.array(
    z.object({
      id: z.number(),
      title: z.string().nullable(),
      questions: z.array(questionSchema.extend({ alertRules: z.array(questionAlertRuleSchema), alertRuleTexts: z.array(z.string()) })),
    }),
  ),
});
export type DeliveryTry = z.infer<typeof deliveryTrySchema>;

export const deliveryPreviewQuerySchema = z.object({ questionnaire_delivery_id: idSchema.optional() }).strict();

/** POST …/{id}/test (decision 007): the teacher's test answers (student answer shape); nothing is stored. */
export const deliveryTestAnswersBodySchema = z
  .object({
    answers: z
      .array(
        z
          .object({
            questionId: idSchema,
            text: z.string().max(LONG_TEXT_MAX).optional(),
            questionOptionId: idSchema.nullable().optional(),
            questionOptionIds: z.array(idSchema).max(OPTIONS_PER_QUESTION_MAX).optional(),
          })
          .strict(),
      )
      .max(QUESTIONS_TOTAL_MAX),
  })
  .strict();
export type DeliveryTestAnswersBody = z.infer<typeof deliveryTestAnswersBodySchema>;

/** What test answers would raise: the sheet level, each matched question's level, the scale's score and band. */
export const deliveryTestResultSchema = z.object({
  alertLevel: alertLevelSchema,
  matched: z.array(z.object({ questionId: z.number(), level: alertLevelSchema, ruleTexts: z.array(z.string()) })),
  scaleScore: z.number().nullable(),
  scaleBand: z.string().nullable(),
  scaleBandName: z.string().nullable(),
  message: z.string(),
});
export type DeliveryTestResult = z.infer<typeof deliveryTestResultSchema>;

/** Max characters of a one-line answer, for the test page's inputs (same as the student's). */
export const TRY_TEXT_MAX = QUESTION_TEXT_MAX;

/**
 * GET /api/teachers/questionnaire_deliveries/follow_up (issue 28 item 4, issue 24 item 7; decision
 * 076): a custom delivery's alerted sheets (its alert rules raised a stage) and its もう こたえない
 * pupils, in the teacher's reach (a class teacher their classes, an admin the school).
 */
export const followUpQuerySchema = z.object({ questionnaireDeliveryId: z.coerce.number().int().positive() });
const followUpPupilSchema = z.object({
  answerId: z.number().int(),
  studentId: z.number().int(),
  name: z.string(),
  studentNumber: z.number().int().nullable(),
  /** The grade of the pupil's class (an admin's list spans grades: 1年 1組 and 2年 1組). */
  gradeName: z.string().nullable(),
  klassName: z.string().nullable(),
});
export const followUpSchema = z.object({
  delivery: z.object({ id: z.number().int(), title: z.string(), startAt: z.string(), finishAt: z.string() }),
  alerted: z.array(followUpPupilSchema.extend({ level: alertLevelSchema, completedAt: z.string().nullable() })),
  declined: z.array(followUpPupilSchema),
});
export type FollowUp = z.infer<typeof followUpSchema>;
