import type { StoredAnswer } from '@sukoyaka/contracts/questionnaire-sheets';

/**
 * One answer of a sheet as a test writes it into questionnaire_answers.answers (decision 043):
 * the question and the values given, the rest empty (no text, no option, no score, no matched level).
 */
export function storedAnswer(values: Partial<StoredAnswer> & { questionId: number }): StoredAnswer {
  return { text: null, questionOptionId: null, questionOptionIds: [], score: null, matchedLevel: null, ...values };
}
