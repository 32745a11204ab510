import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The decision records share one header (issue 29 item 6): `# NNN Title` (NNN the file's own
 * number), a blank line, then `Date: YYYY-MM-DD · Status: … · Issue …` before the body.
 */
const dir = path.resolve(import.meta.dirname, '../../docs/decisions');
const records = readdirSync(dir).filter((f) => f.endsWith('.md') && /^\d{3}-/.test(f));

describe('docs/decisions', () => {
  it('has records', () => {
    expect(records.length).toBeGreaterThan(50);
  });

  it.each(records)('%s opens with its number, title, date and status', (file) => {
    const [title, blank, header] = readFileSync(path.join(dir, file), 'utf8').split('\n');
    expect(title).toMatch(new RegExp(`^# ${file.slice(0, 3)} [^—\\s]`));
    expect(blank).toBe('');
    expect(header).toMatch(/^Date: \d{4}-\d{2}-\d{2} · Status: \S/);
  });

  it('gives every number to one record', () => {
    const numbers = records.map((f) => f.slice(0, 3));
    expect(numbers.filter((n, i) => numbers.indexOf(n) !== i)).toEqual([]);
  });
});
