import { hasPrimaryStage } from '@sukoyaka/contracts/school-types';
import { eq } from 'drizzle-orm';
import { ALERT_LEVEL_NAMES, alertRuleText, ruleMatches } from '@sukoyaka/contracts/questionnaire-alert-rules';
import {
  deliveryState,
  QUESTIONNAIRE_DELIVERY_MESSAGES as M,
  type AddQuestionsBody,
  type DeliveryQuestionGroups,
  type DeliveryTestAnswersBody,
  type DeliveryTestResult,
  type DeliveryTry,
} from '@sukoyaka/contracts/questionnaire-deliveries';
import { SCALE_BAND_NAMES } from '@sukoyaka/contracts/questionnaire-scales';
import type { Database } from '@sukoyaka/db/client';
import { questionnaires, schools } from '@sukoyaka/db/schema';
import type { TeacherScope } from '../../lib/actor.ts';
import { concurrently } from '../../lib/concurrently.ts';
import { conflict } from '../../lib/http-errors.ts';
import { findQuestionnaireContent } from '../questionnaires/question-set.service.ts';
import { judgeAnswers } from '../questionnaires/questionnaires.service.ts';
import { deliveryHasAnswers, deliveryRow, findOwnDelivery } from './deliveries.access.ts';
import { editorGroups, writeQuestionSet } from './question-set.ts';

/**
 * GET …/{id}/question_group_by_questionnaire_delivery_id (spec §7; the add-question editor): the
 * delivery (with description, consent text and whether its questions may still change) and its
 * pages of questions with options, rules and the rules read as Japanese sentences.
 * @throws 404 not the school's delivery.
 */
export async function getQuestionGroups(db: Database, scope: TeacherScope, id: number, now = new Date()): Promise<DeliveryQuestionGroups> {
  const { questionnaire } = await findOwnDelivery(db, scope, id);
  const [row, content] = await concurrently(db, [() => deliveryRow(db, scope, id, now), () => findQuestionnaireContent(db, questionnaire.id)]);
  return {
    delivery: { ...row, description: questionnaire.description, consentText: questionnaire.consentText, editable: !row.hasAnswers },
    questionsGroups: editorGroups(content),
  };
}

/**
 * POST …/{id}/add_questions (admin; spec §7, issue 11 item 2): replaces the whole question set
 * (pages, order, options, scores, rules, bullying fields). Refused once a student has answered:
 * the answers would lose their meaning (copy the delivery instead). The delivery row is locked so a
 * concurrent delete or second save waits. @throws 404 not the school's; 409 answered already.
 */
export async function addQuestions(tx: Database, scope: TeacherScope, id: number, body: AddQuestionsBody, now = new Date()): Promise<void> {
  const { questionnaire } = await findOwnDelivery(tx, scope, id, { lock: true });
  if (await deliveryHasAnswers(tx, id)) throw conflict(M.questionsLocked);
  await writeQuestionSet(tx, questionnaire.id, body.questionsGroups);
  await tx.update(questionnaires).set({ updatedAt: now }).where(eq(questionnaires.id, questionnaire.id));
}

/**
 * GET …/{id}/test and GET …/{id}/preview (spec §2 test/{questionnaire_delivery_id}, preview modal):
 * exactly the student's pages (student question shape, no answers) with each question's rules, so
 * the teacher tries the questionnaire as a student would; `furigana` for a school with 小学校-stage pupils.
 * Nothing is read from or written to any student's sheet. @throws 404 not the school's delivery.
 */
export async function tryDelivery(db: Database, scope: TeacherScope, id: number, now = new Date()): Promise<DeliveryTry> {
  const { delivery, questionnaire } = await findOwnDelivery(db, scope, id);
  const [content, [school]] = await concurrently(db, [
    () => findQuestionnaireContent(db, questionnaire.id),
    () => db.select({ schoolType: schools.schoolType }).from(schools).where(eq(schools.id, scope.schoolId)),
  ]);
  return {
    delivery: {
      id: delivery.id,
      title: questionnaire.title,
      kind: questionnaire.kind,
      needsConsent: questionnaire.needsConsent,
      consentText: questionnaire.consentText,
      startAt: delivery.startAt.toISOString(),
      finishAt: delivery.finishAt.toISOString(),
      state: deliveryState({ ...delivery, questionCount: content.questions.length }, now),
    },
    furigana: school ? hasPrimaryStage(school.schoolType) : false,
    questionsGroups: editorGroups(content).map((g) => ({
      id: g.id,
      title: g.title,
      questions: g.questions.map((q) => ({
        id: q.id,
        formType: q.formType,
        text: q.text,
        required: q.required,
        options: q.options.map((o) => ({ id: o.id, text: o.text, score: o.score })),
        answer: null,
        alertRules: q.alertRules,
        alertRuleTexts: q.alertRuleTexts,
      })),
    })),
  };
}

/**
 * POST …/{id}/test (decision 007; test mode): what the teacher's test answers would raise — the
 * sheet's level, the questions whose rules matched (with the sentences of the rules that held) and
 * a scale's total and band. Stores nothing. @throws 400 an answer to an unknown question or option.
 */
export async function testAnswers(db: Database, scope: TeacherScope, id: number, body: DeliveryTestAnswersBody): Promise<DeliveryTestResult> {
  const { questionnaire } = await findOwnDelivery(db, scope, id);
  const content = await findQuestionnaireContent(db, questionnaire.id);
  const { answers, verdict } = judgeAnswers(questionnaire.kind, content, body.answers);
  const matched = [...verdict.matched].flatMap(([questionId, level]) => {
    if (!level) return [];
    const question = content.questions.find((q) => q.id === questionId)!;
    const options = content.options.filter((o) => o.questionId === questionId);
    const answer = answers.find((a) => a.questionId === questionId)!;
    const ruleQuestion = { formType: question.formType, options };
    const texts = question.alertRules.filter((rule) => ruleMatches(rule, ruleQuestion, answer)).map((rule) => alertRuleText(rule, ruleQuestion));
    return [{ questionId, level, ruleTexts: texts }];
  });
  return {
    alertLevel: verdict.alertLevel,
    matched,
    scaleScore: verdict.scaleScore,
    scaleBand: verdict.scaleBand,
    scaleBandName: verdict.scaleBand ? (SCALE_BAND_NAMES[verdict.scaleBand] ?? null) : null,
    message: `この回答のアラートレベルは「${ALERT_LEVEL_NAMES[verdict.alertLevel]}」です。（テストのため回答は保存されません）`,
  };
}
