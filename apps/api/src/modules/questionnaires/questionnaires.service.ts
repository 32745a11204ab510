import { eq } from 'drizzle-orm';
import { japanDateKey } from '@sukoyaka/contracts/dates';
import { bullyingAnswerFields as bullyingFieldsOf } from '@sukoyaka/contracts/questionnaire-sheets';
import { LONG_TEXT_MAX } from '@sukoyaka/contracts/limits';
import {
  hasAnswer,
  studentQuestionnaireState,
  QUESTION_TEXT_MAX,
  QUESTIONNAIRE_MESSAGES,
  shouldAskNow,
  type AnswerBody,
  type QuestionAnswer,
  type StudentDelivery,
  type StudentQuestions,
} from '@sukoyaka/contracts/questionnaires';
import type { Database } from '@sukoyaka/db/client';
import type { StudentScope as ActorStudentScope } from '../../lib/actor.ts';
import { bullyingAnswerFields, questionnaireAnswers } from '@sukoyaka/db/schema';
import { badRequest, conflict, forbidden, messages, notFound, unprocessable } from '../../lib/http-errors.ts';
import { currentSchoolYear } from '../schools/schools.service.ts';
import type { findQuestionnaireContent } from './questionnaires.queries.ts';
import { findStudentDeliveries, findStudentGradeId, type StudentDeliveryRow } from './questionnaires.queries.ts';
import { cachedQuestionnaireContent } from './content-cache.ts';
import { completionAlerts, mergeAnswers, questionIndex, type CompletionAlerts, type DetailValues } from './sheet-alerts.ts';
import { findDeliveryWithSheet, writeSheet, type DeliveryWithSheet } from './sheet-statements.ts';
import { recordWrite, type AccessLogRow } from '../access-log/access-log.service.ts';

export { findQuestionnaireContent } from './questionnaires.queries.ts';
export { evaluateAnswers, type QuestionSet, type SheetVerdict } from './sheet-alerts.ts';

/** Who is asking: the student, their school and this sign-in (token id; decision 013 "later"). */
export interface StudentScope extends ActorStudentScope {
  tokenId: number;
}

/** The student's three choices of spec §7 (POST /api/questionnaire_deliveries/{id}/…). */
export type DeliveryChoice = 'agree' | 'dis_agree' | 'unselect';

function present(row: StudentDeliveryRow, scope: StudentScope, now: Date): StudentDelivery {
  const sheet = row.sheet;
  return {
    id: row.id,
    title: row.title,
    startAt: row.startAt.toISOString(),
    finishAt: row.finishAt.toISOString(),
    needsConsent: row.needsConsent,
    consentText: row.consentText,
    consent: sheet?.consent ?? null,
    state: studentQuestionnaireState(sheet),
    askNow: shouldAskNow(sheet, { tokenId: scope.tokenId, today: japanDateKey(now) }),
  };
}

async function studentGrade(db: Database, scope: StudentScope, now: Date): Promise<number | null> {
  const year = await currentSchoolYear(db, scope.schoolId, now);
  return year ? findStudentGradeId(db, scope, year.id) : null;
}

/** One delivery the student may see (their school and grade, begun, not deleted) with their sheet and its saved answers. @throws 404 */
async function studentDelivery(db: Database, scope: StudentScope, deliveryId: number, now: Date): Promise<DeliveryWithSheet> {
  // One prepared statement (the grade as a subquery): 300 students completing at once is the budget (issue 11).
  const row = await findDeliveryWithSheet(db, scope, deliveryId, now);
  if (!row) throw notFound(messages.notFound);
  return row;
}

const isFinished = (row: StudentDeliveryRow, now: Date) => row.finishAt.getTime() <= now.getTime() || row.completedAt !== null;

/**
 * GET /api/questionnaire_deliveries (spec §7 Student): the open deliveries of the student's grade,
 * oldest first, each with the student's state and whether to ask now (the prompt / resume prompt).
 */
export async function listStudentDeliveries(db: Database, scope: StudentScope, now = new Date()): Promise<StudentDelivery[]> {
  const gradeId = await studentGrade(db, scope, now);
  if (!gradeId) return [];
  const rows = await findStudentDeliveries(db, { ...scope, gradeId, now, open: true });
  return rows.map((row) => present(row, scope, now));
}

/**
 * POST /api/questionnaire_deliveries/{id}/agree | dis_agree | unselect (spec §4 "answer now,
 * answer later, never answer again; consent: agree or not now"; decision 013):
 * - agree: answer now (and, for a consent questionnaire, consent given): status answering;
 * - dis_agree: never answer again (consent refused; what was written is not kept);
 * - unselect: answer later / not now / postpone: asked again at the next sign-in or day.
 * A completed sheet is left as it is (the call answers its state).
 * @throws 404 not the student's delivery; 422 the delivery has finished.
 */
export async function chooseDelivery(
  db: Database,
  scope: StudentScope,
  deliveryId: number,
  choice: DeliveryChoice,
  now = new Date(),
): Promise<StudentDelivery> {
  const row = await studentDelivery(db, scope, deliveryId, now);
  if (isFinished(row, now)) throw unprocessable(QUESTIONNAIRE_MESSAGES.finished);
  if (row.sheet?.status === 'completed') return present(row, scope, now);
  const set: Partial<typeof questionnaireAnswers.$inferInsert> =
    choice === 'agree'
      ? { choice: null, status: 'answering', startedAt: row.sheet?.startedAt ?? now, ...(row.needsConsent ? { consent: 'agreed', consentAt: now } : {}) }
      : choice === 'dis_agree'
        ? { choice: 'never', ...(row.needsConsent ? { consent: 'dis_agreed', consentAt: now } : {}) }
        : { choice: 'later', postponedTokenId: scope.tokenId, postponedOn: japanDateKey(now) };
  const sheet = await db.transaction(async (tx) => {
    const [saved] = await tx
      .insert(questionnaireAnswers)
      .values({ questionnaireDeliveryId: row.id, studentId: scope.studentId, schoolId: scope.schoolId, ...set })
      .onConflictDoUpdate({ target: [questionnaireAnswers.questionnaireDeliveryId, questionnaireAnswers.studentId], set: { ...set, updatedAt: now } })
      .returning();
    // Consent withdrawn: a sheet half written under it is not kept.
    if (choice === 'dis_agree' && row.needsConsent) {
      await tx.update(questionnaireAnswers).set({ status: null, answers: [] }).where(eq(questionnaireAnswers.id, saved!.id));
      await tx.delete(bullyingAnswerFields).where(eq(bullyingAnswerFields.questionnaireAnswerId, saved!.id));
      return { ...saved!, status: null };
    }
    return saved!;
  });
  return present({ ...row, sheet }, scope, now);
}

type Content = Awaited<ReturnType<typeof findQuestionnaireContent>>;

/**
 * The delivery with its pages of questions and the student's saved answers. A completed sheet is
 * not shown back (questionsGroups []): the pupil sees 回答済み, and on a shared tablet nobody can
 * read a finished bullying survey's answers off the pupil's session (decision 043).
 */
function buildQuestions(row: StudentDeliveryRow, content: Content, details: readonly DetailValues[], scope: StudentScope, now: Date): StudentQuestions {
  const delivery = present(row, scope, now);
  if (delivery.state === 'completed') return { delivery, questionsGroups: [] };
  const { optionsOf } = questionIndex(content);
  const answers = new Map(details.map((d) => [d.questionId, d]));
  const answerOf = (questionId: number): QuestionAnswer | null => {
    const d = answers.get(questionId);
    return d ? { text: d.text, questionOptionId: d.questionOptionId, questionOptionIds: d.questionOptionIds, score: d.score } : null;
  };
  return {
    delivery,
    questionsGroups: content.groups.map((g) => ({
      id: g.id,
      title: g.title,
      questions: content.questions
        .filter((q) => q.questionGroupId === g.id)
        .map((q) => ({
          id: q.id,
          formType: q.formType,
          text: q.text,
          required: q.required,
          options: optionsOf(q.id).map((o) => ({ id: o.id, text: o.text, score: o.score })),
          answer: answerOf(q.id),
        })),
    })),
  };
}

/**
 * GET /api/students/questions/{id} (spec §7): the delivery's pages of questions with the student's
 * saved answers (for resuming). A finished delivery is still shown (read only).
 * @throws 404 not the student's delivery.
 */
export async function getStudentQuestions(db: Database, scope: StudentScope, deliveryId: number, now = new Date()): Promise<StudentQuestions> {
  const { answers, ...row } = await studentDelivery(db, scope, deliveryId, now);
  const content = await cachedQuestionnaireContent(db, row.questionnaireId, row.questionnaireUpdatedAt);
  return buildQuestions(row, content, answers, scope, now);
}

/**
 * Checks the given answers against their questions (a student's page, or a teacher's test answers):
 * known question, options of that question, text length by formType. Returns each as the row to
 * store, or null to clear a blank answer.
 * @throws 400 naming each bad answer (`answers.<questionId>`).
 */
export function checkAnswers(answers: AnswerBody['answers'], content: Content): { questionId: number; values: DetailValues | null }[] {
  const fieldErrors: Record<string, string[]> = {};
  const { questionById, optionsOf } = questionIndex(content);
  const checked = answers.map((given) => {
    const field = `answers.${given.questionId}`;
    const question = questionById.get(given.questionId);
    if (!question) {
      fieldErrors[field] = ['この質問はありません'];
      return { questionId: given.questionId, values: null };
    }
    const options = optionsOf(question.id);
    const empty = { questionId: question.id, text: null, questionOptionId: null, questionOptionIds: [] as number[], score: null };
    let values: DetailValues;
    if (question.formType === 'text' || question.formType === 'long_text') {
      const text = given.text ?? '';
      const max = question.formType === 'text' ? QUESTION_TEXT_MAX : LONG_TEXT_MAX;
      if (text.length > max) fieldErrors[field] = [`${max}文字以内で入力してください`];
      values = { ...empty, text };
    } else if (question.formType === 'checkbox') {
      const ids = [...new Set(given.questionOptionIds ?? [])];
      const chosen = options.filter((o) => ids.includes(o.id));
      if (chosen.length !== ids.length) fieldErrors[field] = [QUESTIONNAIRE_MESSAGES.unknownOption];
      values = { ...empty, questionOptionIds: chosen.map((o) => o.id), score: chosen.reduce((sum, o) => sum + o.score, 0) };
    } else {
      const option = given.questionOptionId == null ? null : options.find((o) => o.id === given.questionOptionId);
      if (option === undefined) fieldErrors[field] = [QUESTIONNAIRE_MESSAGES.unknownOption];
      values = { ...empty, questionOptionId: option?.id ?? null, score: option?.score ?? null };
    }
    return { questionId: question.id, values: hasAnswer(question.formType, values) ? values : null };
  });
  if (Object.keys(fieldErrors).length) throw badRequest(messages.badRequest, fieldErrors);
  return checked;
}

/**
 * POST /api/students/questions/answer (spec §7, §5, §8): saves one page of answers (a blank one
 * clears it) or, with `complete`, saves and completes the sheet once every required question is
 * answered. Everything is checked before anything is written, and written in one statement
 * (sheet-statements.ts writeSheet) together with the call's access-log row `accessLog` (issue 9;
 * the route claims it with claimWriteLog; null writes none).
 * A completion runs the alert engine (decision 021): each answer's matchedLevel, the sheet's
 * alertLevel, scaleScore and scaleBand are stored with it.
 * Completing an already completed sheet again answers it unchanged (a resent tap).
 * Speed (issue 11, 300 students completing at once): one prepared read (delivery, sheet, saved
 * answers), the questionnaire from the process cache, one write; no transaction held across awaits.
 * @throws 400 bad answers; 403 consent needed and not given; 404 not the student's delivery;
 *   409 already completed (a save, not a completion); 422 finished, or required answers missing.
 */
export async function answerQuestions(
  db: Database,
  scope: StudentScope,
  body: AnswerBody,
  now = new Date(),
  accessLog: AccessLogRow | null = null,
): Promise<StudentQuestions> {
  const { answers: saved, ...row } = await studentDelivery(db, scope, body.questionnaireDeliveryId, now);
  if (row.sheet?.status === 'completed') {
    if (!body.complete) throw conflict(QUESTIONNAIRE_MESSAGES.alreadyCompleted);
    if (accessLog) await recordWrite(db, accessLog);
    const content = await cachedQuestionnaireContent(db, row.questionnaireId, row.questionnaireUpdatedAt);
    return buildQuestions(row, content, saved, scope, now);
  }
  if (isFinished(row, now)) throw unprocessable(QUESTIONNAIRE_MESSAGES.finished);
  if (row.needsConsent && row.sheet?.consent !== 'agreed') throw forbidden(QUESTIONNAIRE_MESSAGES.consentNeeded);
  const content = await cachedQuestionnaireContent(db, row.questionnaireId, row.questionnaireUpdatedAt);
  const checked = checkAnswers(body.answers, content);

  let alerts: CompletionAlerts | null = null;
  if (body.complete) {
    const given = new Map(checked.map((c) => [c.questionId, c.values]));
    const savedIds = new Set(saved.map((d) => d.questionId));
    const missing = content.questions.filter((q) => {
      if (!q.required) return false;
      if (given.has(q.id)) return !given.get(q.id);
      return !savedIds.has(q.id);
    });
    if (missing.length) {
      throw unprocessable(
        QUESTIONNAIRE_MESSAGES.requiredUnanswered,
        Object.fromEntries(missing.map((q) => [`answers.${q.id}`, [QUESTIONNAIRE_MESSAGES.required]])),
      );
    }
    alerts = completionAlerts(row.kind, content, saved, checked);
  }

  const status = body.complete ? ('completed' as const) : ('answering' as const);
  const startedAt = row.sheet?.startedAt ?? now;
  // What the sheet holds after this write: its bullying fields follow it (decision 043).
  const final = alerts ? alerts.rows : mergeAnswers(saved, checked);
  const fields = bullyingFieldsOf(content, final);
  const sheetId = await writeSheet(
    db,
    {
      deliveryId: row.id,
      studentId: scope.studentId,
      schoolId: scope.schoolId,
      status,
      startedAt,
      completedAt: alerts ? now : null,
      alertLevel: alerts?.sheet.alertLevel ?? 'normal',
      scaleScore: alerts?.sheet.scaleScore ?? null,
      scaleBand: alerts?.sheet.scaleBand ?? null,
      // A completion writes every answer of the sheet with its matched level; a page save only the given ones.
      mode: alerts ? 'replace' : 'merge',
      answers: alerts ? alerts.rows : checked.flatMap((c) => (c.values ? [{ ...c.values, matchedLevel: null }] : [])),
      cleared: checked.filter((c) => !c.values).map((c) => c.questionId),
      bullyingFields: fields ?? (questionIndex(content).hasBullyingFields ? 'clear' : 'none'),
      now,
    },
    accessLog,
  );
  // Another device completed first: answer what is stored. Otherwise the answer is built from what was just written.
  if (sheetId === null) return getStudentQuestions(db, scope, row.id, now);
  const sheet = { ...(row.sheet ?? emptySheet(row.id, scope, now)), id: sheetId, status, choice: null, startedAt };
  return buildQuestions({ ...row, sheet }, content, final, scope, now);
}

/** A sheet as the student's first write creates it (decision 013 columns at their defaults). */
function emptySheet(deliveryId: number, scope: StudentScope, now: Date): NonNullable<StudentDeliveryRow['sheet']> {
  return {
    id: 0,
    questionnaireDeliveryId: deliveryId,
    studentId: scope.studentId,
    schoolId: scope.schoolId,
    consent: null,
    consentAt: null,
    choice: null,
    postponedTokenId: null,
    postponedOn: null,
    status: null,
    startedAt: null,
    completedAt: null,
    alertLevel: 'normal',
    scaleScore: null,
    scaleBand: null,
    teacherConfirmStatus: 'unconfirmed',
    createdAt: now,
    updatedAt: now,
  };
}
