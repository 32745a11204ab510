import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { strToU8, zipSync } from 'fflate';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { readOneRoster, type OneRosterRead } from './oneroster.ts';

/**
 * The OneRoster Japan Profile test files (issue 23 item 4, decision 045): `oneroster-fixtures/base`
 * is a valid 1.2 Japan Profile export of one school; every other folder's case.json changes it
 * (edits, whole files, removed files, another encoding) to break one rule or a few, and lists what
 * the reader must answer: the rules broken (file, line, level, Japanese message) and the people
 * previewed or skipped, or the one reason a file cannot be read. `UPDATE_FIXTURES=1` rewrites the
 * expectations after a reviewed change.
 */
const root = path.join(import.meta.dirname, 'oneroster-fixtures');
const base = path.join(root, 'base');

interface Case {
  description: string;
  remove?: string[];
  edits?: { file: string; find: string; replace: string }[];
  files?: Record<string, string>;
  encoding?: 'cp932' | 'utf8-bom' | 'euc-jp' | 'utf16le-bom';
  raw?: string;
  expect?: unknown;
}

function zipOf(c: Case): Buffer {
  if (c.raw !== undefined) return Buffer.from(c.raw);
  const texts = new Map(readdirSync(base).map((f) => [f, readFileSync(path.join(base, f), 'utf8')]));
  for (const f of c.remove ?? []) texts.delete(f);
  for (const e of c.edits ?? []) {
    const text = texts.get(e.file)!;
    if (!text.includes(e.find)) throw new Error(`${e.file}: "${e.find}" not found`);
    texts.set(e.file, text.replace(e.find, e.replace));
  }
  for (const [f, text] of Object.entries(c.files ?? {})) texts.set(f, text);
  const encode = (text: string): Uint8Array => {
    if (c.encoding === 'cp932') return new Uint8Array(iconv.encode(text, 'cp932'));
    if (c.encoding === 'euc-jp') return new Uint8Array(iconv.encode(text, 'euc-jp'));
    if (c.encoding === 'utf16le-bom') return new Uint8Array(iconv.encode(`\uFEFF${text}`, 'utf16le'));
    return strToU8(c.encoding === 'utf8-bom' ? `\uFEFF${text}` : text);
  };
  return Buffer.from(zipSync(Object.fromEntries([...texts].map(([f, text]) => [f, encode(text)]))));
}

/** What a case shows: the reason, or the issues and each person's fate (names as read: the encoding is right). */
function outcome(read: OneRosterRead | { reasons: string[] }) {
  if ('reasons' in read) return { reasons: read.reasons };
  return {
    version: read.version,
    encoding: read.encoding,
    issues: read.issues,
    students: read.students.map((r) => ({ line: r.row, ...r.cells })),
    teachers: read.teachers.map((r) => ({ line: r.row, ...r.cells })),
    skipped: read.skipped.map((g) => ({ reason: g.reason, message: g.message, lines: g.people.map((p) => p.line) })),
  };
}

const target = { schools: [{ id: 1, code: 'minami-es', mextSchoolCode: 'B114210000013' }], gradeByJpCode: new Map([['1:P1', '1年']]) };
const cases = readdirSync(root).filter((d) => d !== 'base');

describe('OneRoster Japan Profile rules, one test file each', () => {
  it.each(cases)('%s', (name) => {
    const file = path.join(root, name, 'case.json');
    const c = JSON.parse(readFileSync(file, 'utf8')) as Case;
    const actual = outcome(readOneRoster(zipOf(c), 2026, target));
    if (process.env.UPDATE_FIXTURES) writeFileSync(file, `${JSON.stringify({ ...c, expect: actual }, null, 2)}\n`);
    else expect(actual, c.description).toEqual(c.expect);
  });

  it('the valid export in Shift_JIS reads exactly as the UTF-8 one (no mojibake, no false rule)', () => {
    const utf8 = outcome(readOneRoster(zipOf({ description: '' }), 2026, target));
    const sjis = outcome(readOneRoster(zipOf({ description: '', encoding: 'cp932' }), 2026, target));
    expect({ ...sjis, encoding: 'UTF-8' }).toEqual(utf8);
    expect(sjis).toMatchObject({ encoding: 'Shift_JIS', issues: [] });
  });
});
