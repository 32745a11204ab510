import { japanDateKey } from '@sukoyaka/contracts/dates';
import { studentQuestionnaireState, shouldAskNow, type QuestionAnswer, type StudentDelivery, type StudentQuestions } from '@sukoyaka/contracts/questionnaires';
import type { Database } from '@sukoyaka/db/client';
import type { StudentScope as ActorStudentScope } from '../../lib/actor.ts';
import { messages, notFound } from '../../lib/http-errors.ts';
import { cachedQuestionnaireContent, rememberDelivery } from './content-cache.ts';
import type { QuestionSet } from './question-set.service.ts';
import type { StudentDeliveryRow } from './questionnaires.queries.ts';
import { questionIndex, type DetailValues } from './sheet-alerts.ts';
import { findDeliveryWithSheet, type DeliveryWithSheet } from './sheet-statements.ts';

/**
 * What the student's questionnaire calls share (spec §7 Student; decision 013): the scope, the
 * read of one delivery and how a delivery and its pages are presented to the pupil.
 */

/** Who is asking: the student, their school and this sign-in (token id; decision 013 "later"). */
export interface StudentScope extends ActorStudentScope {
  tokenId: number;
}

/** A questionnaire's pages, questions and options (findQuestionnaireContent). */
export type Content = QuestionSet;

/** The delivery as the pupil's screens read it: texts, period, consent, state and whether to ask now. */
export function present(
  row: Pick<StudentDeliveryRow, 'id' | 'title' | 'startAt' | 'finishAt' | 'needsConsent' | 'consentText' | 'sheet'> &
    Partial<Pick<StudentDeliveryRow, 'titleTranslations'>>,
  scope: StudentScope,
  now: Date,
): StudentDelivery {
  const sheet = row.sheet;
  return {
    id: row.id,
    title: row.title,
    ...(row.titleTranslations ? { titleTranslations: row.titleTranslations } : {}),
    startAt: row.startAt.toISOString(),
    finishAt: row.finishAt.toISOString(),
    needsConsent: row.needsConsent,
    consentText: row.consentText,
    consent: sheet?.consent ?? null,
    state: studentQuestionnaireState(sheet),
    askNow: shouldAskNow(sheet, { tokenId: scope.tokenId, today: japanDateKey(now) }),
  };
}

/**
 * One delivery the student may see (their school and grade, begun, not deleted) with their sheet
 * and its saved answers, in one prepared statement (the grade as a subquery: 300 students
 * completing at once is the budget, issue 11). Remembers which questionnaire it asks
 * (content-cache.ts rememberDelivery) for the completion that follows. @throws 404
 */
export async function studentDelivery(db: Database, scope: StudentScope, deliveryId: number, now: Date): Promise<DeliveryWithSheet> {
  const row = await findDeliveryWithSheet(db, scope, deliveryId, now);
  if (!row) throw notFound(messages.notFound);
  rememberDelivery(row.id, { questionnaireId: row.questionnaireId, version: row.questionnaireUpdatedAt, kind: row.kind });
  return row;
}

/** True once the delivery's period is over or a teacher completed it (完了). */
export const isFinished = (row: Pick<StudentDeliveryRow, 'finishAt' | 'completedAt'>, now: Date) =>
  row.finishAt.getTime() <= now.getTime() || row.completedAt !== null;

/**
 * The delivery with its pages of questions and the student's saved answers. A completed sheet is
 * not shown back (questionsGroups []): the pupil sees 回答済み, and on a shared tablet nobody can
 * read a finished bullying survey's answers off the pupil's session (decision 043).
 */
export function buildQuestions(row: StudentDeliveryRow, content: Content, details: readonly DetailValues[], scope: StudentScope, now: Date): StudentQuestions {
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
      translations: g.translations,
      questions: content.questions
        .filter((q) => q.questionGroupId === g.id)
        .map((q) => ({
          id: q.id,
          formType: q.formType,
          text: q.text,
          translations: q.translations,
          required: q.required,
          options: optionsOf(q.id).map((o) => ({ id: o.id, text: o.text, score: o.score, translations: o.translations })),
          answer: answerOf(q.id),
        })),
    })),
  };
}

/** A sheet as the student's first write creates it (decision 013 columns at their defaults). */
export function emptySheet(deliveryId: number, scope: StudentScope, now: Date): NonNullable<StudentDeliveryRow['sheet']> {
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
