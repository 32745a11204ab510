import { hasAnswer, type AnswerInput, type Question, type StudentQuestions } from '@sukoyaka/contracts/questionnaires';

/** What the student has entered for one question (every field; the formType decides which counts). */
export interface DraftValue {
  text: string;
  questionOptionId: number | null;
  questionOptionIds: number[];
}

/** The student's entries by question id. */
export type Draft = Record<number, DraftValue>;

type Groups = StudentQuestions['questionsGroups'];

const EMPTY: DraftValue = { text: '', questionOptionId: null, questionOptionIds: [] };

/** The draft value of a question (blank when untouched). */
export function valueOf(draft: Draft, questionId: number): DraftValue {
  return draft[questionId] ?? EMPTY;
}

/** The draft the answering page starts from: every saved answer (resume). */
export function draftFrom(groups: Groups): Draft {
  const draft: Draft = {};
  for (const question of groups.flatMap((g) => g.questions)) {
    const a = question.answer;
    if (a) draft[question.id] = { text: a.text ?? '', questionOptionId: a.questionOptionId, questionOptionIds: a.questionOptionIds };
  }
  return draft;
}

/** One question's entry as POST /api/students/questions/answer takes it (the field its formType uses). */
export function toAnswerInput(question: Pick<Question, 'id' | 'formType'>, value: DraftValue): AnswerInput {
  switch (question.formType) {
    case 'text':
    case 'long_text':
      return { questionId: question.id, text: value.text };
    case 'checkbox':
      return { questionId: question.id, questionOptionIds: value.questionOptionIds };
    default:
      return { questionId: question.id, questionOptionId: value.questionOptionId };
  }
}

/** The answers of some questions (a page, or all pages) for the API. */
export function answersOf(questions: Pick<Question, 'id' | 'formType'>[], draft: Draft): AnswerInput[] {
  return questions.map((q) => toAnswerInput(q, valueOf(draft, q.id)));
}

/** The required questions among `questions` still without an answer (spec §5, §8). */
export function missingRequired(questions: Pick<Question, 'id' | 'formType' | 'required'>[], draft: Draft): number[] {
  return questions.filter((q) => q.required && !hasAnswer(q.formType, valueOf(draft, q.id))).map((q) => q.id);
}

/**
 * The page to open: the first with a required question unanswered; else, when resuming, the
 * last page (where "complete" is); else the first.
 */
export function startPage(groups: Groups, draft: Draft): number {
  if (Object.keys(draft).length === 0) return 0;
  const missing = groups.findIndex((g) => missingRequired(g.questions, draft).length > 0);
  return missing >= 0 ? missing : Math.max(groups.length - 1, 0);
}

/** The question ids named by the API's fieldErrors (`answers.<questionId>`), with their messages. */
export function questionErrors(fieldErrors: Record<string, string[]>): Record<number, string> {
  const out: Record<number, string> = {};
  for (const [field, messages] of Object.entries(fieldErrors)) {
    const match = /^answers\.(\d+)$/.exec(field);
    if (match && messages[0]) out[Number(match[1])] = messages[0];
  }
  return out;
}
