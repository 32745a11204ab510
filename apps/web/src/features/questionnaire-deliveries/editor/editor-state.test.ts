import { describe, expect, it } from 'vitest';
import { blankQuestion, bodyFrom, draftFrom, moved, moveOption, removeOption, withFormType, type DraftQuestion } from './editor-state.ts';

const question = (): DraftQuestion => ({
  ...blankQuestion('single_select_column'),
  text: 'いじめられたことがありますか',
  options: ['ある', 'ない', 'わからない'].map((text, i) => ({ key: `o${i}`, text, score: String(i), value: null, translations: {} })),
  alertRules: [
    { when: 'option_chosen', optionIndexes: [0], level: 'second_stage' },
    { when: 'option_chosen', optionIndexes: [2], level: 'first_stage' },
    { when: 'score_at_least', threshold: 2, level: 'first_stage' },
  ],
});

describe('question editor state (issue 11 item 2)', () => {
  it('moving an option keeps its rules on the same option', () => {
    const q = moveOption(question(), 0, 1);
    expect(q.options.map((o) => o.text)).toEqual(['ない', 'ある', 'わからない']);
    expect(q.alertRules[0]).toEqual({ when: 'option_chosen', optionIndexes: [1], level: 'second_stage' });
    expect(q.alertRules[1]).toEqual({ when: 'option_chosen', optionIndexes: [2], level: 'first_stage' });
    expect(moveOption(q, 0, -1)).toBe(q);
  });

  it('deleting an option drops it from the rules, and a rule left without options goes', () => {
    const q = removeOption(question(), 0);
    expect(q.options.map((o) => o.text)).toEqual(['ない', 'わからない']);
    expect(q.alertRules).toEqual([
      { when: 'option_chosen', optionIndexes: [1], level: 'first_stage' },
      { when: 'score_at_least', threshold: 2, level: 'first_stage' },
    ]);
  });

  it('a text question has no options and keeps only text rules; a select gets two options back', () => {
    const text = withFormType(question(), 'long_text');
    expect(text.options).toEqual([]);
    expect(text.alertRules).toEqual([]);
    expect(withFormType(text, 'checkbox').options).toHaveLength(2);
  });

  it('the body sends scores as numbers, null for one that is not (the server names the field), and pages in order', () => {
    const q = question();
    q.options[1]!.score = '1.5abc';
    const body = bodyFrom([{ key: 'p', title: ' ', translations: {}, questions: [q] }]);
    expect(body.questionsGroups[0]!.title).toBeNull();
    expect(body.questionsGroups[0]!.questions[0]!.options.map((o) => o.score)).toEqual([0, null, 2]);
    expect(moved([1, 2, 3], 2, -1)).toEqual([1, 3, 2]);
    expect(draftFrom([])).toHaveLength(1);
  });

  it('a save that never touched the other languages sends back every translation it loaded (add_questions replaces the set; decision 075)', () => {
    const loaded: Parameters<typeof draftFrom>[0] = [
      {
        id: 1,
        title: 'がっこう',
        translations: { en: { label: 'School' } },
        questions: [
          {
            id: 11,
            formType: 'single_select_column',
            text: 'たのしい？',
            translations: { en: { label: 'Is it fun?' }, vi: { label: 'Có vui không?' } },
            required: true,
            options: [
              { id: 1, text: 'はい', score: 1, value: null, translations: { en: { label: 'Yes' } } },
              { id: 2, text: 'いいえ', score: 0, value: null },
            ],
            alertRules: [],
            alertRuleTexts: [],
            bullyingField: null,
          },
        ],
      },
    ];
    const body = bodyFrom(draftFrom(loaded));
    expect(body.questionsGroups[0]!.translations).toEqual({ en: { label: 'School' } });
    expect(body.questionsGroups[0]!.questions[0]!.translations).toEqual({ en: { label: 'Is it fun?' }, vi: { label: 'Có vui không?' } });
    expect(body.questionsGroups[0]!.questions[0]!.options.map((o) => o.translations)).toEqual([{ en: { label: 'Yes' } }, {}]);
  });
});
