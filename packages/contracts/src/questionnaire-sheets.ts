import type { AlertLevel, BullyingField, QuestionAnswer } from './questionnaires.ts';

/**
 * One answer as a sheet stores it: an element of `questionnaire_answers.answers` (a jsonb array,
 * one element per answered question; docs/decisions/043-one-row-per-sheet.md). The values of
 * spec §3 "answer with text, questionOptionId, score" plus the question and the most serious level
 * its alert rules raised at completion (null when none matched, or on a page not yet completed:
 * the rows the bullying answer table shows bold on light blue).
 */
export interface StoredAnswer extends QuestionAnswer {
  questionId: number;
  matchedLevel: AlertLevel | null;
}

/** The bullying fields of one sheet (spec §3 "Bullying alert"), as the table bullying_answer_fields keeps them. */
export interface BullyingAnswerFieldValues {
  handshakeValue: string | null;
  questionValue: string | null;
  seenValue: string | null;
  /** The first seenDetail answer's texts joined by 、; null when none. */
  seenDetail: string | null;
  whenBullying: string[];
  whereBullying: string[];
}

/** What bullyingAnswerFields reads of a questionnaire: its questions' bullying fields and its options. */
export interface BullyingFieldSource {
  questions: readonly { id: number; bullyingField: BullyingField | null }[];
  options: readonly { id: number; questionId: number; text: string; value: string | null; sortOrder: number }[];
}

/**
 * The bullying fields of a sheet (decision 037, computed at the sheet's write since decision 043),
 * from its answers to the questions tagged with a bullyingField; null when it has none (the sheet
 * keeps no row then). Per answer, its texts are the ticked options' texts (in option order), the
 * chosen option's text and the written text (trimmed, when not blank). Over the sheet's answers
 * in question id order: handshakeValue, questionValue and seenValue are the first chosen option's
 * `value` of handshakeDetail, question and seen; seenDetail the first seenDetail answer's texts
 * joined by 、 (null when empty); whenBullying and whereBullying every such answer's texts. Pure.
 */
export function bullyingAnswerFields(source: BullyingFieldSource, answers: readonly Omit<StoredAnswer, 'matchedLevel'>[]): BullyingAnswerFieldValues | null {
  const fieldOf = new Map<number, BullyingField>();
  for (const q of source.questions) if (q.bullyingField) fieldOf.set(q.id, q.bullyingField);
  if (fieldOf.size === 0) return null;
  const tagged = answers.filter((a) => fieldOf.has(a.questionId)).sort((a, b) => a.questionId - b.questionId);
  if (tagged.length === 0) return null;
  const optionById = new Map(source.options.map((o) => [o.id, o]));
  const fields: BullyingAnswerFieldValues = {
    handshakeValue: null,
    questionValue: null,
    seenValue: null,
    seenDetail: null,
    whenBullying: [],
    whereBullying: [],
  };
  // The first answer of a field (in question id order) gives its value, even a null one.
  const taken = new Set<BullyingField>();
  const first = (field: BullyingField) => {
    if (taken.has(field)) return false;
    taken.add(field);
    return true;
  };
  for (const answer of tagged) {
    const field = fieldOf.get(answer.questionId)!;
    const chosen = answer.questionOptionId === null ? undefined : optionById.get(answer.questionOptionId);
    const ticked = answer.questionOptionIds
      .map((id) => optionById.get(id))
      .filter((o) => o !== undefined)
      .sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
    const written = answer.text?.trim() || null;
    const texts = [...ticked.map((o) => o.text), ...(chosen ? [chosen.text] : []), ...(written ? [written] : [])];
    const value = chosen?.value ?? null;
    if (field === 'handshakeDetail' && first(field)) fields.handshakeValue = value;
    else if (field === 'question' && first(field)) fields.questionValue = value;
    else if (field === 'seen' && first(field)) fields.seenValue = value;
    else if (field === 'seenDetail' && first(field)) fields.seenDetail = texts.join('、') || null;
    else if (field === 'whenBullying') fields.whenBullying.push(...texts);
    else if (field === 'whereBullying') fields.whereBullying.push(...texts);
  }
  return fields;
}
