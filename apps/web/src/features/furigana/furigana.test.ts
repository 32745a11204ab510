import { describe, expect, it } from 'vitest';
import { hasFurigana, parseFurigana, stripFurigana } from '@sukoyaka/contracts/ruby-sentence';
import { furiganaByDefault, gradeNumber, studentWording } from './furigana.ts';

describe('parseFurigana (issue 3, spec §5 ruby sentences)', () => {
  it('turns {base:reading} into ruby pairs between plain text', () => {
    expect(parseFurigana('{先生:せんせい}と{話:はな}したい')).toEqual([
      { kind: 'ruby', base: '先生', reading: 'せんせい' },
      { kind: 'text', text: 'と' },
      { kind: 'ruby', base: '話', reading: 'はな' },
      { kind: 'text', text: 'したい' },
    ]);
  });

  it('reads full-width braces and colon as the same markup', () => {
    expect(parseFurigana('｛漢字：かんじ｝を{読:よ}む')).toEqual([
      { kind: 'ruby', base: '漢字', reading: 'かんじ' },
      { kind: 'text', text: 'を' },
      { kind: 'ruby', base: '読', reading: 'よ' },
      { kind: 'text', text: 'む' },
    ]);
    expect(parseFurigana('｛漢字:かんじ｝')).toEqual([{ kind: 'ruby', base: '漢字', reading: 'かんじ' }]);
  });

  it('shows stray braces and colons as text, as written', () => {
    expect(parseFurigana('{だけ} と }{ と 例：5')).toEqual([{ kind: 'text', text: '{だけ} と }{ と 例：5' }]);
    expect(parseFurigana('{先生:せんせい')).toEqual([{ kind: 'text', text: '{先生:せんせい' }]);
    expect(parseFurigana('先生:せんせい}')).toEqual([{ kind: 'text', text: '先生:せんせい}' }]);
    expect(parseFurigana('{{先生:せんせい}}')).toEqual([
      { kind: 'text', text: '{' },
      { kind: 'ruby', base: '先生', reading: 'せんせい' },
      { kind: 'text', text: '}' },
    ]);
  });

  it('keeps pairs with an empty base or reading, or more than one colon, as text', () => {
    expect(parseFurigana('{:よみ}{漢字:}{ :よみ}{a:b:c}')).toEqual([{ kind: 'text', text: '{:よみ}{漢字:}{ :よみ}{a:b:c}' }]);
  });

  it('leaves text without markup (and i18next placeholders) alone', () => {
    expect(parseFurigana('きょうの きろく')).toEqual([{ kind: 'text', text: 'きょうの きろく' }]);
    expect(parseFurigana('')).toEqual([]);
    expect(parseFurigana('「{{label}}」')).toEqual([{ kind: 'text', text: '「{{label}}」' }]);
  });

  it('strips readings for plain text and tells whether a message has any', () => {
    expect(stripFurigana('{少:すこ}し{悪:わる}い')).toBe('少し悪い');
    expect(stripFurigana('例：{5:ご}}')).toBe('例：5}');
    expect(hasFurigana('{良:よ}い')).toBe(true);
    expect(hasFurigana('{良}い')).toBe(false);
  });
});

describe('furiganaByDefault (issue 3: on for elementary grades 1–3)', () => {
  it('reads the grade number from the school’s own grade names', () => {
    expect(gradeNumber('1年')).toBe(1);
    expect(gradeNumber('３年')).toBe(3);
    expect(gradeNumber('小2')).toBe(2);
    expect(gradeNumber('三年生')).toBe(3);
    expect(gradeNumber('ひまわり')).toBeNull();
  });

  it('is on for grades 1 to 3 of the 小学校 stage only, whatever the school type (decision 046)', () => {
    const grade = (jpGradeCode: string | null, gradeName: string) => ({ jpGradeCode, gradeName });
    expect(furiganaByDefault('elementary', grade('P1', '1年'))).toBe(true);
    expect(furiganaByDefault('elementary', grade('P3', '3年'))).toBe(true);
    expect(furiganaByDefault('elementary', grade('P4', '4年'))).toBe(false);
    expect(furiganaByDefault('junior_high', grade('J1', '1年'))).toBe(false);
    // 義務教育学校: 1年 is a first-grader, 7年 a 中学生; 特別支援学校: 小学部1年 yes, 中学部1年 no.
    expect(furiganaByDefault('compulsory', grade('P1', '1年'))).toBe(true);
    expect(furiganaByDefault('compulsory', grade('J1', '7年'))).toBe(false);
    expect(furiganaByDefault('special_needs', grade('P2', '小学部2年'))).toBe(true);
    expect(furiganaByDefault('special_needs', grade('J1', '中学部1年'))).toBe(false);
    expect(furiganaByDefault('high', grade('H1', '1年'))).toBe(false);
    // A grade without a code falls back to its name in an elementary school.
    expect(furiganaByDefault('elementary', grade(null, '1年'))).toBe(true);
    expect(furiganaByDefault('elementary', grade(null, 'ひまわり'))).toBe(false);
    expect(furiganaByDefault(undefined, grade('P1', '1年'))).toBe(false);
    // Before sign-in: schools with 小学校-stage pupils.
    expect(furiganaByDefault('elementary')).toBe(true);
    expect(furiganaByDefault('compulsory')).toBe(true);
    expect(furiganaByDefault('special_needs')).toBe(true);
    expect(furiganaByDefault('junior_high')).toBe(false);
  });
});

describe('studentWording (issue 24 item 5: kana-heavy 小1–3, standard 小4–6, 中学生 their own)', () => {
  const grade = (jpGradeCode: string | null, gradeName: string) => ({ jpGradeCode, gradeName });
  it('follows the school type and the grade', () => {
    expect(studentWording('elementary', grade('P1', '1年'))).toBe('kana');
    expect(studentWording('elementary', grade('P3', '3年'))).toBe('kana');
    expect(studentWording('elementary', grade('P4', '4年'))).toBe('standard');
    expect(studentWording('elementary', grade('P6', '6年'))).toBe('standard');
    expect(studentWording('junior_high', grade('J1', '1年'))).toBe('junior');
    expect(studentWording('compulsory', grade('P2', '2年'))).toBe('kana');
    expect(studentWording('compulsory', grade('P5', '5年'))).toBe('standard');
    expect(studentWording('compulsory', grade('J1', '7年'))).toBe('junior');
    expect(studentWording('special_needs', grade('J2', '中学部2年'))).toBe('junior');
    expect(studentWording('high', grade('H1', '1年'))).toBe('junior');
    expect(studentWording('elementary', grade(null, '5年'))).toBe('standard');
    expect(studentWording('junior_high', grade(null, '1年'))).toBe('junior');
    expect(studentWording('junior_high')).toBe('kana');
  });
});
