import { ALERT_LEVELS, type AlertLevel, type QuestionAlertRule, type QuestionFormType } from './questionnaires.ts';

/**
 * The alert engine of questionnaires (issue 11 item 2, docs/decisions/021-questionnaire-alert-rules.md):
 * rules are data on each question; a student's answer to a question matches the most serious
 * level among its rules that hold; the sheet's level is the most serious level of its answers
 * (and of its validated scale's band, see questionnaire-scales.ts). Pure: no I/O, shared by the API
 * (completion, test mode) and the web (the editor's plain-Japanese rule sentences).
 */

/** Japanese names of the alert levels (spec §4), as teachers read them. */
export const ALERT_LEVEL_NAMES: Record<AlertLevel, string> = {
  normal: '通常',
  first_stage: '第1段階',
  first_stage_plus: '第1段階＋',
  second_stage: '第2段階',
  second_stage_plus: '第2段階＋',
  third_stage: '第3段階',
};

/** Position of a level in the severity order normal < first_stage < first_stage_plus < second_stage < second_stage_plus < third_stage. */
export const alertLevelRank = (level: AlertLevel): number => ALERT_LEVELS.indexOf(level);

/** The more serious of two levels (null counts as none). */
export function higherLevel(a: AlertLevel, b: AlertLevel | null): AlertLevel;
export function higherLevel(a: AlertLevel | null, b: AlertLevel | null): AlertLevel | null;
export function higherLevel(a: AlertLevel | null, b: AlertLevel | null): AlertLevel | null {
  if (b === null) return a;
  if (a === null) return b;
  return alertLevelRank(b) > alertLevelRank(a) ? b : a;
}

/** The question a rule belongs to, as much as the sentence and the engine need (options in display order). */
export interface RuleQuestion {
  formType: QuestionFormType;
  options: readonly { id?: number; text: string; score: number }[];
}

/** What a student answered to one question (stored detail or test answer). */
export interface RuleAnswer {
  text: string | null;
  questionOptionId: number | null;
  questionOptionIds: readonly number[];
  score: number | null;
}

const quote = (text: string) => `『${text}』`;

/**
 * One rule as a Japanese sentence for teachers, e.g. 「『いじめられたことがある』を選んだら 第2段階」,
 * 「『ある』か『ときどきある』を選んだら 第1段階」, 「点数が3点以上なら 第1段階」 (checkbox:
 * 「選んだ選択肢の点数の合計が3点以上なら …」), 「何か書いてあったら 第1段階」. An index that points at no
 * option reads 「（選択肢n：ありません）」 (the editor refuses to save such a rule).
 */
export function alertRuleText(rule: QuestionAlertRule, question: RuleQuestion): string {
  const level = ALERT_LEVEL_NAMES[rule.level];
  if (rule.when === 'option_chosen') {
    const names = rule.optionIndexes.map((i) => {
      const option = question.options[i];
      return option ? quote(option.text) : `（選択肢${i + 1}：ありません）`;
    });
    const verb = question.formType === 'checkbox' ? 'に印を付けたら' : 'を選んだら';
    return `${names.join('か')}${verb} ${level}`;
  }
  if (rule.when === 'score_at_least') {
    const subject = question.formType === 'checkbox' ? '選んだ選択肢の点数の合計' : '点数';
    return `${subject}が${rule.threshold}点以上なら ${level}`;
  }
  return `何か書いてあったら ${level}`;
}

/** True when one rule holds for the answer (a missing answer never matches). */
export function ruleMatches(rule: QuestionAlertRule, question: RuleQuestion, answer: RuleAnswer | null | undefined): boolean {
  if (!answer) return false;
  if (rule.when === 'text_written') return (answer.text ?? '').trim() !== '';
  if (rule.when === 'score_at_least') return answer.score !== null && answer.score >= rule.threshold;
  const chosen = new Set(question.formType === 'checkbox' ? answer.questionOptionIds : answer.questionOptionId === null ? [] : [answer.questionOptionId]);
  return rule.optionIndexes.some((i) => {
    const id = question.options[i]?.id;
    return id !== undefined && chosen.has(id);
  });
}

/** The most serious level among the question's rules that hold for the answer; null when none does. */
export function matchedLevel(rules: readonly QuestionAlertRule[], question: RuleQuestion, answer: RuleAnswer | null | undefined): AlertLevel | null {
  let level: AlertLevel | null = null;
  for (const rule of rules) if (ruleMatches(rule, question, answer)) level = higherLevel(level, rule.level);
  return level;
}

/** A question of a sheet for the engine: its id, rules and options (with ids). */
export interface SheetQuestion extends RuleQuestion {
  id: number;
  alertRules: readonly QuestionAlertRule[];
}

/** The engine's verdict for a sheet: each answered question's matched level (null: no rule held), the sheet's level. */
export interface SheetEvaluation {
  alertLevel: AlertLevel;
  matched: Map<number, AlertLevel | null>;
}

/**
 * Evaluates a sheet: every answer against its question's rules (answers to unknown questions are
 * ignored). `floor` is a level the sheet reaches anyway (a validated scale's band).
 */
export function evaluateSheet(
  questions: readonly SheetQuestion[],
  answers: readonly (RuleAnswer & { questionId: number })[],
  floor: AlertLevel = 'normal',
): SheetEvaluation {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const matched = new Map<number, AlertLevel | null>();
  let alertLevel: AlertLevel = floor;
  for (const answer of answers) {
    const question = byId.get(answer.questionId);
    if (!question) continue;
    const level = matchedLevel(question.alertRules, question, answer);
    matched.set(answer.questionId, level);
    alertLevel = higherLevel(alertLevel, level);
  }
  return { alertLevel, matched };
}
