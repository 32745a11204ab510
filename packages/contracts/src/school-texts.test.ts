import { describe, expect, it } from 'vitest';
import { questionnaireTextTranslationsSchema, questionnaireTextsFor } from './school-texts.ts';

const survey = {
  title: '学校生活アンケート',
  translations: { en: { label: 'School life survey' } },
  groups: [
    {
      title: null,
      questions: [
        {
          text: '{学校:がっこう}は楽しいですか',
          translations: { en: { label: 'Do you enjoy school?' } },
          options: [{ text: 'はい', translations: { en: { label: 'Yes' } } }, { text: 'いいえ' }],
        },
      ],
    },
    // A nested (second) page needs its own translations; an untranslated one stays Japanese, marked.
    { title: '2ページめ', questions: [{ text: '頭が痛い', options: [] }] },
  ],
};

describe('questionnaire texts per language (issue 24 item 3, decision 075)', () => {
  it('gives the translation where the school wrote one and the marked Japanese elsewhere, nested pages included', () => {
    const shown = questionnaireTextsFor(survey, 'en');
    expect(shown.title).toEqual({ text: 'School life survey', lang: 'en', untranslated: false });
    expect(shown.groups[0]!.title).toBeNull();
    expect(shown.groups[0]!.questions[0]!.text).toEqual({ text: 'Do you enjoy school?', lang: 'en', untranslated: false });
    expect(shown.groups[0]!.questions[0]!.options).toEqual([
      { text: 'Yes', lang: 'en', untranslated: false },
      { text: 'いいえ', lang: 'ja', untranslated: true },
    ]);
    expect(shown.groups[1]!.title).toEqual({ text: '2ページめ', lang: 'ja', untranslated: true });
    // A question worded like a standard health item does not borrow the item's built-in translation.
    expect(shown.groups[1]!.questions[0]!.text).toEqual({ text: '頭が痛い', lang: 'ja', untranslated: true });
  });

  it('keeps the Japanese (with its readings) unmarked for a pupil reading Japanese', () => {
    const shown = questionnaireTextsFor(survey, 'ja');
    expect(shown.title).toEqual({ text: '学校生活アンケート', lang: 'ja', untranslated: false });
    expect(shown.groups[0]!.questions[0]!.text.text).toBe('{学校:がっこう}は楽しいですか');
  });

  it('validates translations with Japanese messages and drops blank ones', () => {
    const schema = questionnaireTextTranslationsSchema(100);
    expect(schema.parse({ en: { label: '  ' }, vi: { label: 'Khảo sát' } })).toEqual({ vi: { label: 'Khảo sát' } });
    const tooLong = schema.safeParse({ en: { label: 'x'.repeat(101) } });
    expect(tooLong.success).toBe(false);
    expect(tooLong.error?.issues[0]?.message).toBe('100文字以内で入力してください');
    expect(schema.safeParse({ fr: { label: 'Enquête' } }).success).toBe(false);
  });
});
