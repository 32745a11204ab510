import { resources, SUPPORTED_LOCALES } from '@sukoyaka/i18n';
import { describe, expect, it } from 'vitest';
import { hasFurigana, parseFurigana } from '@sukoyaka/contracts/ruby-sentence';

/** Every leaf of a nested message object as [dotted key, value]. */
function leaves(tree: unknown, prefix = ''): [string, string][] {
  if (typeof tree !== 'object' || tree === null) return [[prefix, String(tree)]];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

describe('furigana in the student messages (issue 3)', () => {
  const ja = leaves(resources.ja.translation.student, 'student');

  it('writes every Japanese reading as a well-formed {漢字:ひらがな} pair', () => {
    for (const [key, message] of ja) {
      for (const segment of parseFurigana(message)) {
        if (segment.kind === 'ruby') expect(segment.reading, key).toMatch(/^[ぁ-ゖー]+$/);
        // Outside pairs only i18next placeholders may use braces: a brace left over is a typo.
        else expect(segment.text.replace(/\{\{\w+\}\}/g, ''), key).not.toMatch(/[{}｛｝]/);
      }
    }
  });

  it('gives readings to the student-facing kanji', () => {
    const withReadings = ja.filter(([, message]) => hasFurigana(message)).length;
    expect(withReadings).toBeGreaterThan(50);
  });

  it('leaves every other language without readings', () => {
    for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'ja')) {
      for (const [key, message] of leaves(resources[locale].translation.student, 'student')) expect(hasFurigana(message), `${locale} ${key}`).toBe(false);
    }
  });
});
