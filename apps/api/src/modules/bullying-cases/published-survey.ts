import type { BullyingSurvey } from '@sukoyaka/contracts/bullying-cases';
import { SUPPRESSED_COMPLEMENT, SUPPRESSED_SMALL, type CountCell } from '@sukoyaka/contracts/local-government';
import { SCHOOL_TYPES, type SchoolType } from '@sukoyaka/contracts/school-types';
import { SMALL_MAX, suppressTree } from '../board-figures/suppression.service.ts';

/** One row of a survey table as published: counts as numbers, "<5" or "*"; the percent null when its count is hidden. */
export interface PublishedRow {
  key: string;
  label: string;
  manual: boolean;
  counts: Record<SchoolType, CountCell>;
  total: CountCell;
  percent: number | null;
}

type Table = BullyingSurvey['tables'][number];
type Hidden = 'primary' | 'secondary';

/** A line of the table: a sum (`parent`) and the cells it sums (`children`), by node key. */
interface Line {
  parent: string;
  children: string[];
}

const cellKey = (row: string, type: SchoolType) => (row === 'total' ? `T:${type}` : `${row}:${type}`);
const rowTotalKey = (row: string) => (row === 'total' ? 'T' : `R:${row}`);

/**
 * The published copy of one survey table (issue 26 item 4, decision 074): small-group suppression
 * as the board's reports do it (decision 026, `suppressTree`), on every line of the two-way table —
 * each row (its 計 and its school types), and, where the table has a 計 row, each school-type
 * column and the 計 column. `suppressTree` works on one line at a time, so the lines are run again
 * until no new cell is hidden, a cell hidden on another line entering the next run as a small count
 * so that it stays hidden and its lines are protected: a count of 1–4 reads "<5", a cell hidden so that a sum
 * cannot reveal a small one by difference reads "*". 態様 rows overlap (a case in several 態様) and
 * have no 計 row, so only their own rows are lines. Manual rows stay empty. Never applied to the
 * board's own working copy.
 */
export function publishedTable(table: Table): PublishedRow[] {
  const rows = table.rows.filter((r) => !r.manual);
  const value = new Map<string, number>();
  const lines: Line[] = [];
  for (const r of rows) {
    value.set(rowTotalKey(r.key), r.total);
    for (const type of SCHOOL_TYPES) value.set(cellKey(r.key, type), r.counts[type] ?? 0);
    lines.push({ parent: rowTotalKey(r.key), children: SCHOOL_TYPES.map((type) => cellKey(r.key, type)) });
  }
  if (rows.some((r) => r.key === 'total')) {
    const parts = rows.filter((r) => r.key !== 'total');
    lines.push({ parent: 'T', children: parts.map((r) => rowTotalKey(r.key)) });
    for (const type of SCHOOL_TYPES) lines.push({ parent: `T:${type}`, children: parts.map((r) => cellKey(r.key, type)) });
  }
  const hidden = new Map<string, Hidden>();
  for (const [key, v] of value) if (v >= 1 && v <= SMALL_MAX) hidden.set(key, 'primary');
  let changed = true;
  while (changed) {
    changed = false;
    for (const line of lines) {
      // A cell hidden on another line enters as a small count of 2: hidden here too, and — as a count
      // of 2 can never make the hidden cells "all 1s" or "all 4s" — read as suppressTree reads a
      // complementary cell, which asks for nothing more.
      const nodeValue = (key: string) => (hidden.get(key) === 'secondary' ? 2 : value.get(key)!);
      const nodes = [
        { key: line.parent, parentKey: null, value: nodeValue(line.parent) },
        ...line.children.map((key) => ({ key, parentKey: line.parent, value: nodeValue(key) })),
      ];
      for (const [key, cell] of suppressTree(nodes, true)) {
        if (typeof cell === 'number' || hidden.has(key)) continue;
        hidden.set(key, 'secondary');
        changed = true;
      }
    }
  }
  const cellOf = (key: string): CountCell => {
    const h = hidden.get(key);
    return h === 'primary' ? SUPPRESSED_SMALL : h === 'secondary' ? SUPPRESSED_COMPLEMENT : value.get(key)!;
  };
  return table.rows.map((r) => {
    if (r.manual) return { key: r.key, label: r.label, manual: true, counts: r.counts as Record<SchoolType, number>, total: r.total, percent: null };
    const total = cellOf(rowTotalKey(r.key));
    return {
      key: r.key,
      label: r.label,
      manual: false,
      counts: Object.fromEntries(SCHOOL_TYPES.map((type) => [type, cellOf(cellKey(r.key, type))])) as Record<SchoolType, CountCell>,
      total,
      percent: typeof total === 'number' ? r.percent : null,
    };
  });
}
