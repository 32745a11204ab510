import { describe, expect, it } from 'vitest';
import type { BullyingSurvey, SurveyRow } from '@sukoyaka/contracts/bullying-cases';
import { SCHOOL_TYPES, type SchoolType } from '@sukoyaka/contracts/school-types';
import { publishedTable, type PublishedRow } from './published-survey.ts';

/**
 * The published copy of a survey table (issue 26 item 4, decision 074): small-group suppression of
 * decision 026 on every line of the two-way table, so that no hidden count can be worked out from
 * what is shown.
 */
type Table = BullyingSurvey['tables'][number];
const row = (key: string, counts: Partial<Record<SchoolType, number>>, percent: number | null = null): SurveyRow => {
  const full = Object.fromEntries(SCHOOL_TYPES.map((t) => [t, counts[t] ?? 0]));
  return { key, label: key, counts: full, total: Object.values(full).reduce((a, b) => a + b, 0), percent, manual: false };
};
const hidden = (c: unknown) => typeof c !== 'number';

/** The lines of a published table whose hidden cells could be read back by difference (exactly one hidden cell). */
function revealing(rows: PublishedRow[]): string[] {
  const out: string[] = [];
  for (const r of rows) {
    const cells = [r.total, ...SCHOOL_TYPES.map((t) => r.counts[t])];
    if (cells.filter(hidden).length === 1) out.push(`row ${r.key}`);
  }
  const total = rows.find((r) => r.key === 'total');
  if (total) {
    const parts = rows.filter((r) => r.key !== 'total' && !r.manual);
    for (const t of SCHOOL_TYPES) if ([total.counts[t], ...parts.map((r) => r.counts[t])].filter(hidden).length === 1) out.push(`column ${t}`);
    if ([total.total, ...parts.map((r) => r.total)].filter(hidden).length === 1) out.push('column 計');
  }
  return out;
}

describe('publishedTable', () => {
  it('shows 1–4 as 「<5」, hides what would give them away as 「*」, keeps large counts and zeros where safe', () => {
    const table: Table = {
      id: 'grades',
      title: '1 いじめの認知件数（学年別）',
      rows: [
        row('1年', { elementary: 3 }, 15),
        row('2年', { elementary: 10, junior_high: 7 }, 85),
        row('3年', { elementary: 20, junior_high: 30 }),
        row('total', { elementary: 33, junior_high: 37 }, 100),
      ],
    };
    const published = publishedTable(table);
    const by = (key: string) => published.find((r) => r.key === key)!;
    expect(by('1年').counts.elementary).toBe('<5');
    expect(by('1年').total).toBe('<5');
    expect(by('1年').percent).toBeNull();
    expect(by('2年').counts.elementary).toBe('*');
    expect(revealing(published)).toEqual([]);
    // Counts of 5 and more on lines without a small count stay as they are.
    expect(by('3年').counts.junior_high).toBe(30);
    expect(by('total').total).toBe(70);
    expect(by('1年').counts.high).toBe(0);
    // No count of 1–4 is shown anywhere.
    for (const r of published) for (const c of [r.total, ...Object.values(r.counts)]) expect(typeof c === 'number' && c >= 1 && c <= 4).toBe(false);
  });

  it('the 態様 table (a case in several 態様, no 計 row): each row on its own; manual rows stay manual', () => {
    const table: Table = {
      id: 'forms',
      title: '2 いじめの態様（複数回答可）',
      rows: [row('teasing', { elementary: 12, junior_high: 2 }, 70), row('online', { elementary: 40 }, 20), { ...row('other', {}), manual: true }],
    };
    const published = publishedTable(table);
    expect(published[0]!.counts.junior_high).toBe('<5');
    expect(published[0]!.counts.elementary).toBe('*');
    expect(published[1]).toMatchObject({ total: 40, percent: 20, counts: expect.objectContaining({ elementary: 40 }) });
    expect(published[2]!.manual).toBe(true);
    expect(revealing(published)).toEqual([]);
  });
});
