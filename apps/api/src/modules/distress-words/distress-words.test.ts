import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findDistressWords, normaliseForCheck, type DistressWord } from './distress-words.ts';

/** Issue 25 item 5: the default list as the repository keeps it, and the normalised check. */
const { words } = JSON.parse(readFileSync(path.join(import.meta.dirname, 'data/default-distress-words.json'), 'utf8')) as { words: DistressWord[] };

describe('words that need a look (issue 25 item 5)', () => {
  it('the default list holds 死にたい, 消えたい and 殴られる, each with a kana spelling', () => {
    const byWord = new Map(words.map((w) => [w.word, w.spellings]));
    expect(byWord.get('死にたい')).toContain('しにたい');
    expect(byWord.get('消えたい')).toContain('きえたい');
    expect(byWord.get('殴られる')).toContain('なぐられる');
    for (const w of words) expect(w.spellings.length).toBeGreaterThan(0);
  });

  it('finds 消えたい in a comment and gives the sentence it is in', () => {
    expect(findDistressWords('きょうは つかれた。もう 消えたい。あしたも がっこう。', words)).toEqual([{ word: '消えたい', sentence: 'もう 消えたい。' }]);
  });

  it('reads katakana, half-width and spaced forms alike', () => {
    expect(normaliseForCheck('ｼﾆﾀｲ')).toBe('しにたい');
    expect(findDistressWords('シニタイ', words).map((m) => m.word)).toEqual(['死にたい']);
    expect(findDistressWords('し に た い', words).map((m) => m.word)).toEqual(['死にたい']);
    expect(findDistressWords('きのう なぐられた', words).map((m) => m.word)).toEqual(['殴られる']);
  });

  it('stays quiet on ordinary text and names each word once', () => {
    expect(findDistressWords('きょうは たのしかった！', words)).toEqual([]);
    expect(findDistressWords('', words)).toEqual([]);
    expect(findDistressWords('死にたい。しにたい。', words)).toEqual([{ word: '死にたい', sentence: '死にたい。' }]);
  });
});

describe('no false alarms from everyday words', () => {
  it('こえを かけられた and がっこうに いきたくない are not words of distress', () => {
    expect(findDistressWords('せんせいに こえを かけられた。', words)).toEqual([]);
    expect(findDistressWords('きょうは がっこうに いきたくない', words)).toEqual([]);
  });
});
