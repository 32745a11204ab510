import { eq } from 'drizzle-orm';
import { alertRuleText } from '@sukoyaka/contracts/questionnaire-alert-rules';
import type { AddQuestionsBody, DeliveryQuestionGroups } from '@sukoyaka/contracts/questionnaire-deliveries';
import type { Database } from '@sukoyaka/db/client';
import { questionGroups, questionOptions, questions } from '@sukoyaka/db/schema';
import type { QuestionSet } from '../questionnaires/question-set.service.ts';

/**
 * Replaces a questionnaire's question set with `groups` (issue 11 item 2): the old pages go (their
 * questions and options cascade), the new ones are written in three statements, in array order.
 * Callers check first that no student has answered (answer details reference the questions).
 */
export async function writeQuestionSet(tx: Database, questionnaireId: number, groups: AddQuestionsBody['questionsGroups']): Promise<void> {
  await tx.delete(questionGroups).where(eq(questionGroups.questionnaireId, questionnaireId));
  if (!groups.length) return;
  const groupRows = await tx
    .insert(questionGroups)
    .values(groups.map((g, i) => ({ questionnaireId, title: g.title || null, translations: g.translations ?? {}, sortOrder: i + 1 })))
    .returning({ id: questionGroups.id, sortOrder: questionGroups.sortOrder });
  const groupId = new Map(groupRows.map((g) => [g.sortOrder, g.id]));
  const questionValues = groups.flatMap((g, gi) =>
    g.questions.map((q, qi) => ({
      questionGroupId: groupId.get(gi + 1)!,
      questionnaireId,
      formType: q.formType,
      text: q.text,
      translations: q.translations ?? {},
      required: q.required,
      sortOrder: qi + 1,
      alertRules: q.alertRules,
      bullyingField: q.bullyingField ?? null,
    })),
  );
  if (!questionValues.length) return;
  const questionRows = await tx
    .insert(questions)
    .values(questionValues)
    .returning({ id: questions.id, questionGroupId: questions.questionGroupId, sortOrder: questions.sortOrder });
  const questionId = new Map(questionRows.map((q) => [`${q.questionGroupId}:${q.sortOrder}`, q.id]));
  const optionValues = groups.flatMap((g, gi) =>
    g.questions.flatMap((q, qi) =>
      q.options.map((o, oi) => ({
        questionId: questionId.get(`${groupId.get(gi + 1)}:${qi + 1}`)!,
        text: o.text,
        translations: o.translations ?? {},
        score: o.score,
        value: o.value ?? null,
        sortOrder: oi + 1,
      })),
    ),
  );
  if (optionValues.length) await tx.insert(questionOptions).values(optionValues);
}

/** The stored set as the add_questions body shape (for copying a delivery). */
export function questionSetAsInput(set: QuestionSet): AddQuestionsBody['questionsGroups'] {
  return set.groups.map((g) => ({
    title: g.title,
    translations: g.translations,
    questions: set.questions
      .filter((q) => q.questionGroupId === g.id)
      .map((q) => ({
        formType: q.formType,
        text: q.text,
        translations: q.translations,
        required: q.required,
        alertRules: q.alertRules,
        bullyingField: q.bullyingField,
        options: set.options.filter((o) => o.questionId === q.id).map((o) => ({ text: o.text, translations: o.translations, score: o.score, value: o.value })),
      })),
  }));
}

/** The stored set for the editor: each question's options with ids and values, and its rules as Japanese sentences. */
export function editorGroups(set: QuestionSet): DeliveryQuestionGroups['questionsGroups'] {
  return set.groups.map((g) => ({
    id: g.id,
    title: g.title,
    translations: g.translations,
    questions: set.questions
      .filter((q) => q.questionGroupId === g.id)
      .map((q) => {
        const options = set.options
          .filter((o) => o.questionId === q.id)
          .map((o) => ({ id: o.id, text: o.text, score: o.score, value: o.value, translations: o.translations }));
        return {
          id: q.id,
          formType: q.formType,
          text: q.text,
          translations: q.translations,
          required: q.required,
          options,
          alertRules: q.alertRules,
          alertRuleTexts: q.alertRules.map((rule) => alertRuleText(rule, { formType: q.formType, options })),
          bullyingField: q.bullyingField,
        };
      }),
  }));
}
