import { evaluateSheet, type RuleAnswer } from '@sukoyaka/contracts/questionnaire-alert-rules';
import { isScaleKind, SCALES, scoreScale } from '@sukoyaka/contracts/questionnaire-scales';
import type { StoredAnswer } from '@sukoyaka/contracts/questionnaire-sheets';
import type { AlertLevel, QuestionnaireKind } from '@sukoyaka/contracts/questionnaires';
import type { QuestionSet } from './question-set.service.ts';

/** What a sheet's answers raise (docs/decisions/021): the sheet level, each answer's matched level, the scale's total and band. */
export interface SheetVerdict {
  alertLevel: AlertLevel;
  matched: Map<number, AlertLevel | null>;
  scaleScore: number | null;
  scaleBand: string | null;
}

type SetQuestion = QuestionSet['questions'][number];
type SetOption = QuestionSet['options'][number];

/** A questionnaire's questions by id and options by question (display order), for the answering path. */
export interface QuestionIndex {
  questionById: Map<number, SetQuestion>;
  optionsOf: (questionId: number) => SetOption[];
  /** The questions as the alert engine reads them (with their options), in display order. */
  ruled: { id: number; formType: SetQuestion['formType']; alertRules: SetQuestion['alertRules']; options: SetOption[] }[];
  /** True when a question feeds a bullying field (bullying_answer_fields is kept for its sheets). */
  hasBullyingFields: boolean;
}

const indexes = new WeakMap<QuestionSet, QuestionIndex>();

/**
 * The index of a questionnaire's content, built once per content object: the process cache
 * (content-cache.ts) hands the same object to every student of a survey, so 300 completions look
 * questions and options up in maps instead of scanning 200 options per answer (issue 11 "Speed").
 */
export function questionIndex(set: QuestionSet): QuestionIndex {
  let index = indexes.get(set);
  if (index) return index;
  const byQuestion = new Map<number, SetOption[]>();
  for (const o of set.options) {
    const list = byQuestion.get(o.questionId);
    if (list) list.push(o);
    else byQuestion.set(o.questionId, [o]);
  }
  const optionsOf = (questionId: number) => byQuestion.get(questionId) ?? [];
  index = {
    questionById: new Map(set.questions.map((q) => [q.id, q])),
    optionsOf,
    ruled: set.questions.map((q) => ({ id: q.id, formType: q.formType, alertRules: q.alertRules, options: optionsOf(q.id) })),
    hasBullyingFields: set.questions.some((q) => q.bullyingField),
  };
  indexes.set(set, index);
  return index;
}

/**
 * Evaluates one sheet against its questionnaire (issue 11 item 2): each answer against its
 * question's alert rules, and for a validated scale (k6, who5, phqa) the published total over its
 * select questions in order and the band, whose level the sheet reaches at least. Pure.
 * `answers`: the sheet's answers (stored details, or a teacher's test answers).
 */
export function evaluateAnswers(kind: QuestionnaireKind, set: QuestionSet, answers: readonly (RuleAnswer & { questionId: number })[]): SheetVerdict {
  const questions = questionIndex(set).ruled;
  let floor: AlertLevel = 'normal';
  let scaleScore: number | null = null;
  let scaleBand: string | null = null;
  if (isScaleKind(kind)) {
    const items = questions.filter((q) => q.formType !== 'text' && q.formType !== 'long_text');
    const result = scoreScale(
      SCALES[kind],
      items.map((q) => answers.find((a) => a.questionId === q.id)?.score ?? null),
    );
    if (result) {
      scaleScore = result.score;
      scaleBand = result.band?.key ?? null;
      floor = result.band?.level ?? 'normal';
    }
  }
  const { alertLevel, matched } = evaluateSheet(questions, answers, floor);
  return { alertLevel, matched, scaleScore, scaleBand };
}

/** One answer's values as a sheet stores them, without the level its rules matched. */
export type DetailValues = Omit<StoredAnswer, 'matchedLevel'>;

/** What a completion stores: the sheet's level and scale result, and every answer with its matched level. */
export interface CompletionAlerts {
  sheet: { alertLevel: AlertLevel; scaleScore: number | null; scaleBand: string | null };
  rows: StoredAnswer[];
}

/** The sheet's answers after a save: the saved ones, overridden or cleared (values null) by the checked ones. */
export function mergeAnswers(saved: readonly DetailValues[], checked: readonly { questionId: number; values: DetailValues | null }[]): DetailValues[] {
  const final = new Map<number, DetailValues>();
  for (const d of saved) {
    final.set(d.questionId, {
      questionId: d.questionId,
      text: d.text,
      questionOptionId: d.questionOptionId,
      questionOptionIds: d.questionOptionIds,
      score: d.score,
    });
  }
  for (const c of checked) {
    if (c.values) final.set(c.questionId, c.values);
    else final.delete(c.questionId);
  }
  return [...final.values()];
}

/**
 * The alert engine at a student's completion (issue 11 item 2, decision 021): the sheet's final
 * answers are the saved ones, overridden or cleared by this request's `checked` answers; each is
 * evaluated against its question's rules (and a validated scale's total and band). Pure.
 */
export function completionAlerts(
  kind: QuestionnaireKind,
  content: QuestionSet,
  saved: readonly DetailValues[],
  checked: readonly { questionId: number; values: DetailValues | null }[],
): CompletionAlerts {
  const answers = mergeAnswers(saved, checked);
  const verdict = evaluateAnswers(kind, content, answers);
  return {
    sheet: { alertLevel: verdict.alertLevel, scaleScore: verdict.scaleScore, scaleBand: verdict.scaleBand },
    rows: answers.map((a) => ({ ...a, matchedLevel: verdict.matched.get(a.questionId) ?? null })),
  };
}
