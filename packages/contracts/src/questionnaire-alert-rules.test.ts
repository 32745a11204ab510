import { describe, expect, it } from 'vitest';
import { addQuestionsBodySchema } from './questionnaire-deliveries.ts';
import { alertRuleText, evaluateSheet, higherLevel, matchedLevel } from './questionnaire-alert-rules.ts';
import { QUESTIONNAIRE_TEMPLATES } from './questionnaire-templates.ts';

/** The alert engine and the rules' Japanese sentences (issue 11 item 2, decision 021). */
const bullied = {
  id: 1,
  formType: 'single_select_column' as const,
  options: [
    { id: 11, text: 'いじめられたことがある', score: 1 },
    { id: 12, text: 'ない', score: 0 },
  ],
  alertRules: [{ when: 'option_chosen' as const, optionIndexes: [0], level: 'second_stage' as const }],
};
const where = {
  id: 2,
  formType: 'checkbox' as const,
  options: [
    { id: 21, text: '教室', score: 1 },
    { id: 22, text: 'トイレ', score: 2 },
    { id: 23, text: 'SNS', score: 3 },
  ],
  alertRules: [
    { when: 'score_at_least' as const, threshold: 3, level: 'first_stage' as const },
    { when: 'option_chosen' as const, optionIndexes: [2], level: 'first_stage_plus' as const },
  ],
};
const free = { id: 3, formType: 'long_text' as const, options: [], alertRules: [{ when: 'text_written' as const, level: 'first_stage' as const }] };
const answer = (questionId: number, a: Partial<{ text: string; questionOptionId: number; questionOptionIds: number[]; score: number }>) => ({
  questionId,
  text: a.text ?? null,
  questionOptionId: a.questionOptionId ?? null,
  questionOptionIds: a.questionOptionIds ?? [],
  score: a.score ?? null,
});

describe('alert rules read in plain Japanese', () => {
  it('renders each kind of rule as a sentence a teacher reads', () => {
    expect(alertRuleText(bullied.alertRules[0]!, bullied)).toBe('『いじめられたことがある』を選んだら 第2段階');
    expect(alertRuleText(where.alertRules[0]!, where)).toBe('選んだ選択肢の点数の合計が3点以上なら 第1段階');
    expect(alertRuleText({ when: 'option_chosen', optionIndexes: [0, 2], level: 'third_stage' }, where)).toBe('『教室』か『SNS』に印を付けたら 第3段階');
    expect(alertRuleText({ when: 'score_at_least', threshold: 2, level: 'second_stage_plus' }, bullied)).toBe('点数が2点以上なら 第2段階＋');
    expect(alertRuleText(free.alertRules[0]!, free)).toBe('何か書いてあったら 第1段階');
  });
});

describe('the engine: matched level per answer, the sheet at the highest', () => {
  it('matches a chosen option, a score threshold, ticked options and written text', () => {
    expect(matchedLevel(bullied.alertRules, bullied, answer(1, { questionOptionId: 11, score: 1 }))).toBe('second_stage');
    expect(matchedLevel(bullied.alertRules, bullied, answer(1, { questionOptionId: 12, score: 0 }))).toBeNull();
    expect(matchedLevel(where.alertRules, where, answer(2, { questionOptionIds: [21, 22], score: 3 }))).toBe('first_stage');
    expect(matchedLevel(where.alertRules, where, answer(2, { questionOptionIds: [23], score: 3 }))).toBe('first_stage_plus');
    expect(matchedLevel(where.alertRules, where, answer(2, { questionOptionIds: [21], score: 1 }))).toBeNull();
    expect(matchedLevel(free.alertRules, free, answer(3, { text: '  ' }))).toBeNull();
    expect(matchedLevel(free.alertRules, free, answer(3, { text: 'たすけて' }))).toBe('first_stage');
    expect(matchedLevel(free.alertRules, free, null)).toBeNull();
  });

  it('gives the sheet the most serious level raised (first_stage_plus < second_stage), normal when nothing matched', () => {
    const questions = [bullied, where, free];
    const sheet = evaluateSheet(questions, [
      answer(1, { questionOptionId: 11, score: 1 }),
      answer(2, { questionOptionIds: [23], score: 3 }),
      answer(3, { text: 'x' }),
    ]);
    expect(sheet.alertLevel).toBe('second_stage');
    expect([...sheet.matched]).toEqual([
      [1, 'second_stage'],
      [2, 'first_stage_plus'],
      [3, 'first_stage'],
    ]);
    expect(evaluateSheet(questions, [answer(1, { questionOptionId: 12, score: 0 })]).alertLevel).toBe('normal');
    expect(evaluateSheet(questions, [answer(99, { text: 'x' })]).matched.size).toBe(0);
    expect(evaluateSheet(questions, [], 'first_stage').alertLevel).toBe('first_stage');
    expect(higherLevel('second_stage_plus', 'third_stage')).toBe('third_stage');
    expect(higherLevel(null, null)).toBeNull();
  });
});

describe('templates', () => {
  it.each(Object.values(QUESTIONNAIRE_TEMPLATES))('$key is a valid add_questions body', (template) => {
    const parsed = addQuestionsBodySchema.safeParse({ questionsGroups: template.questionsGroups });
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('the bullying survey feeds every bullying field and its handshake options carry the spec values', () => {
    const questions = QUESTIONNAIRE_TEMPLATES.bullying.questionsGroups.flatMap((g) => g.questions);
    expect(questions.map((q) => q.bullyingField)).toEqual([
      'bullied',
      'whenBullying',
      'whereBullying',
      'told',
      'seen',
      'seenDetail',
      'question',
      'handshakeDetail',
      'freeText',
    ]);
    expect(questions.find((q) => q.bullyingField === 'handshakeDetail')!.options.map((o) => o.value)).toEqual([
      'no_handshake',
      'handshake_teacher',
      'handshake_parent',
      'handshake_both',
    ]);
  });
});
