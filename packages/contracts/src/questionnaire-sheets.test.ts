import { describe, expect, it } from 'vitest';
import { bullyingAnswerFields, type BullyingFieldSource } from './questionnaire-sheets.ts';

/** A bullying survey's questions (ids deliberately not in answering order) and options. */
const source: BullyingFieldSource = {
  questions: [
    { id: 10, bullyingField: 'bullied' },
    { id: 11, bullyingField: 'whenBullying' },
    { id: 12, bullyingField: 'whereBullying' },
    { id: 13, bullyingField: 'seen' },
    { id: 14, bullyingField: 'seenDetail' },
    { id: 15, bullyingField: 'question' },
    { id: 16, bullyingField: 'handshakeDetail' },
    { id: 17, bullyingField: 'seenDetail' },
    { id: 20, bullyingField: null },
  ],
  options: [
    { id: 100, questionId: 11, text: '休み時間', value: null, sortOrder: 1 },
    { id: 101, questionId: 11, text: '授業中', value: null, sortOrder: 2 },
    { id: 102, questionId: 11, text: '放課後', value: null, sortOrder: 4 },
    { id: 103, questionId: 12, text: '教室', value: null, sortOrder: 1 },
    { id: 104, questionId: 13, text: 'ある', value: 'true', sortOrder: 1 },
    { id: 105, questionId: 13, text: 'ない', value: 'false', sortOrder: 2 },
    { id: 106, questionId: 15, text: 'はい', value: 'true', sortOrder: 1 },
    { id: 107, questionId: 16, text: '先生に相談した', value: 'handshake_teacher', sortOrder: 1 },
    { id: 108, questionId: 12, text: 'その他', value: null, sortOrder: 9 },
  ],
};
const answer = (questionId: number, values: { text?: string; questionOptionId?: number; questionOptionIds?: number[] }) => ({
  questionId,
  text: values.text ?? null,
  questionOptionId: values.questionOptionId ?? null,
  questionOptionIds: values.questionOptionIds ?? [],
  score: null,
});

describe('bullyingAnswerFields (decisions 037 and 043)', () => {
  it('reads values from the chosen options and texts from ticked options in option order, the chosen one and the trimmed written text', () => {
    expect(
      bullyingAnswerFields(source, [
        answer(16, { questionOptionId: 107 }),
        answer(11, { questionOptionIds: [102, 100] }),
        answer(12, { questionOptionIds: [108], text: '  公園  ' }),
        answer(13, { questionOptionId: 104 }),
        answer(14, { text: '  昼休みに廊下で ' }),
        answer(15, { questionOptionId: 106 }),
        answer(20, { text: '関係ない質問' }),
      ]),
    ).toEqual({
      handshakeValue: 'handshake_teacher',
      questionValue: 'true',
      seenValue: 'true',
      seenDetail: '昼休みに廊下で',
      whenBullying: ['休み時間', '放課後'],
      whereBullying: ['その他', '公園'],
    });
  });

  it('takes the first answer of a field in question id order, even a blank one; seenDetail null when it says nothing', () => {
    const fields = bullyingAnswerFields(source, [answer(17, { text: '二つ目' }), answer(14, { text: '   ' })]);
    expect(fields).toMatchObject({ seenDetail: null, seenValue: null, whenBullying: [] });
  });

  it('is null for a sheet without an answer to a tagged question, and for a questionnaire without bullying fields', () => {
    expect(bullyingAnswerFields(source, [answer(20, { text: 'x' })])).toBeNull();
    expect(bullyingAnswerFields(source, [])).toBeNull();
    expect(bullyingAnswerFields({ questions: [{ id: 1, bullyingField: null }], options: [] }, [answer(1, { text: 'x' })])).toBeNull();
  });
});
