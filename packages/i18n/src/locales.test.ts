import { describe, expect, it } from 'vitest';
import { isSupportedLocale, resources, SUPPORTED_LOCALES } from './index.ts';
import { jaCore, loadMessages, STAFF_NAMESPACES } from './loaders.ts';

/** Every leaf of a nested message object as [dotted key, value]. */
function leaves(tree: unknown, prefix = ''): [string, unknown][] {
  if (typeof tree !== 'object' || tree === null) return [[prefix, tree]];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}

/** The {{placeholders}} of a message, sorted. */
function placeholders(message: string): string[] {
  return [...message.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]!).sort();
}

const source = new Map(leaves(resources.ja.translation) as [string, string][]);

describe('locales (spec §1: ja, en, ch, sp, pt, ph, vi, id; ja is the source)', () => {
  it('lists exactly the eight supported locales, each with resources', () => {
    expect(SUPPORTED_LOCALES).toEqual(['ja', 'en', 'ch', 'sp', 'pt', 'ph', 'vi', 'id']);
    expect(Object.keys(resources).sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });

  it('accepts only supported locale codes', () => {
    for (const code of SUPPORTED_LOCALES) expect(isSupportedLocale(code)).toBe(true);
    for (const code of ['zh', 'es', 'fil', 'JA', '', 'xx', null, undefined, 1]) expect(isSupportedLocale(code)).toBe(false);
  });

  it('splits ja into the bundled core and the staff namespaces, together exactly ja', () => {
    const ja = resources.ja.translation;
    const staff = Object.fromEntries(STAFF_NAMESPACES.map((ns) => [ns, ja[ns]]));
    expect(Object.keys(jaCore).filter((ns) => (STAFF_NAMESPACES as readonly string[]).includes(ns))).toEqual([]);
    expect({ ...jaCore, ...staff }).toEqual(ja);
  });

  describe.each(SUPPORTED_LOCALES)('%s', (locale) => {
    const entries = leaves(resources[locale].translation);

    it("has exactly ja's keys", () => {
      expect(entries.map(([key]) => key).sort()).toEqual([...source.keys()].sort());
    });

    it('has no empty or non-string messages', () => {
      for (const [key, value] of entries) {
        expect(typeof value, key).toBe('string');
        expect((value as string).trim(), key).not.toBe('');
      }
    });

    it('uses the same {{placeholders}} as ja in every message', () => {
      for (const [key, value] of entries) {
        expect(placeholders(value as string), key).toEqual(placeholders(source.get(key)!));
      }
    });

    it('loads the same messages on demand', async () => {
      expect(await loadMessages(locale)).toEqual(resources[locale].translation);
    });
  });
});
