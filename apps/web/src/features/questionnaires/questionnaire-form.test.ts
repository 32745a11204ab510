import { describe, expect, it } from 'vitest';
import type { StudentQuestions } from '@sukoyaka/contracts/questionnaires';
import { answersOf, draftFrom, missingRequired, questionErrors, startPage } from './questionnaire-form.ts';

type Groups = StudentQuestions['questionsGroups'];
const option = (id: number) => ({ id, text: `選択肢${id}`, score: 1 });
const groups: Groups = [
  {
    id: 1,
    title: '1',
    questions: [
      { id: 10, formType: 'single_select_row', text: 'たのしい？', required: true, options: [option(100), option(101)], answer: null },
      { id: 11, formType: 'checkbox', text: 'こまっていること', required: false, options: [option(110), option(111)], answer: null },
    ],
  },
  {
    id: 2,
    title: '2',
    questions: [
      { id: 20, formType: 'text', text: 'すきな きょうか', required: true, options: [], answer: null },
      { id: 21, formType: 'long_text', text: 'つたえたいこと', required: false, options: [], answer: null },
    ],
  },
];

describe('questionnaire answering (spec §2 back, next, answer later, complete; §5 required)', () => {
  it('sends each question by its form type', () => {
    const draft = {
      10: { text: '', questionOptionId: 101, questionOptionIds: [] },
      11: { text: '', questionOptionId: null, questionOptionIds: [110, 111] },
      20: { text: 'たいいく', questionOptionId: null, questionOptionIds: [] },
    };
    expect(answersOf([...groups[0]!.questions, ...groups[1]!.questions], draft)).toEqual([
      { questionId: 10, questionOptionId: 101 },
      { questionId: 11, questionOptionIds: [110, 111] },
      { questionId: 20, text: 'たいいく' },
      { questionId: 21, text: '' },
    ]);
  });

  it('finds required questions without an answer (blank text counts as none)', () => {
    expect(missingRequired(groups[0]!.questions, {})).toEqual([10]);
    expect(missingRequired(groups[1]!.questions, { 20: { text: '  ', questionOptionId: null, questionOptionIds: [] } })).toEqual([20]);
  });

  it('resumes on the first page with a required question unanswered, a finished draft on the last page', () => {
    const saved: Groups = [
      {
        ...groups[0]!,
        questions: [{ ...groups[0]!.questions[0]!, answer: { text: null, questionOptionId: 100, questionOptionIds: [], score: 1 } }, groups[0]!.questions[1]!],
      },
      groups[1]!,
    ];
    expect(startPage(groups, draftFrom(groups))).toBe(0);
    expect(startPage(saved, draftFrom(saved))).toBe(1);
    expect(startPage(saved, { ...draftFrom(saved), 20: { text: 'こくご', questionOptionId: null, questionOptionIds: [] } })).toBe(1);
  });

  it("reads the API's field errors by question", () => {
    expect(questionErrors({ 'answers.20': ['回答してください'], complete: ['x'] })).toEqual({ 20: '回答してください' });
  });
});
