import { describe, expect, it } from 'vitest';
import { checkRubySentence, RUBY_SENTENCE_MESSAGES as M } from './ruby-sentence.ts';

const message = (input: string) => {
  const result = checkRubySentence(input);
  return result.ok ? null : result.message;
};

describe('ruby sentences (spec §5)', () => {
  it('accepts a sentence with readings and stores it normalised (full-width braces, colon and letters)', () => {
    const result = checkRubySentence('  ｛先生：せんせい｝に　ＳＯＳ\r\nを{送:おく}ろう ');
    expect(result).toEqual({ ok: true, value: '{先生:せんせい}に SOS\nを{送:おく}ろう', plain: '先生に SOS\nを送ろう' });
  });

  it('counts 100 characters without readings and line breaks', () => {
    expect(message(`${'あ'.repeat(99)}{話:はなし}`)).toBeNull();
    expect(message(`${'あ'.repeat(50)}\n\n${'い'.repeat(50)}`)).toBeNull();
    expect(message('あ'.repeat(101))).toBe('100文字以内で入力してください。');
    expect(message(`${'あ'.repeat(100)}{話:はなし}`)).toBe(M.tooLong);
  });

  it('an empty sentence (or only spaces and line breaks)', () => {
    expect(message('')).toBe('入力が空です。文章を入力してください。');
    expect(message(' \n　')).toBe(M.empty);
  });

  it('readings must be hiragana only (long vowel mark allowed)', () => {
    expect(message('{先生:センセイ}')).toBe(M.readingNotHiragana);
    expect(message('{先生:sensei}')).toBe(M.readingNotHiragana);
    expect(message('{ケーキ:けーき}')).toBeNull();
  });

  it('an empty pair, a pair without or with two colons, an empty base, an empty reading', () => {
    expect(message('{}です')).toBe(M.emptyPair);
    expect(message('{ }です')).toBe(M.emptyPair);
    expect(message('{先生せんせい}')).toBe(M.wronglySeparated);
    expect(message('{先生:せん:せい}')).toBe(M.wronglySeparated);
    expect(message('{:}')).toBe(M.wronglySeparated);
    expect(message('{:せんせい}')).toBe(M.emptyBase);
    expect(message('{先生:}')).toBe(M.emptyReading);
  });

  it('stray braces or colons are for ruby only', () => {
    expect(message('時間: 10分')).toBe(M.strayMark);
    expect(message('ここ}まで')).toBe(M.strayMark);
    expect(message('{先生:せんせい')).toBe(M.strayMark);
    expect(message('ｺｺ：ダメ')).toBe('「{」「}」「:」はふりがなをつけるときだけ使えます。');
  });

  it('anything else that breaks the pattern gets the generic message', () => {
    expect(message('{{先生:せんせい}}')).toBe('{漢字:ふりがな}のルールに一致しない文章が含まれます。');
    expect(message('{先生\n:せんせい}')).toBe(M.generic);
  });
});
