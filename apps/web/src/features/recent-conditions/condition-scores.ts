import type { ConditionRow, ConditionValue } from '@sukoyaka/contracts/conditions';

/** Spec §9 chart: y axis 0 to 4, step 1; 良い (best) 4 … 悪い (worst) 1; skip and no entry are gaps. */
export const CONDITION_SCORES: Partial<Record<ConditionValue, number>> = { best: 4, good: 3, bad: 2, worst: 1 };
/** The face of each score, for the axis labels. */
export const SCORE_FACES: Record<number, ConditionValue> = { 4: 'best', 3: 'good', 2: 'bad', 1: 'worst' };

export interface ChartPoint {
  /** The date key, YYYY-MM-DD. */
  key: string;
  /** The axis label, M/D. */
  date: string;
  mental: number | null;
  physical: number | null;
}

/**
 * One point per day the student recorded (a check-in, or 回答しない), oldest first, from `from` to
 * `to` (inclusive): school days follow each other on the axis, so a weekend or holiday does not
 * break the lines (issue 24 item 9). A skipped answer is null: a gap, as spec §9 asks.
 */
export function chartPoints(rows: ConditionRow[], from: string, to: string): ChartPoint[] {
  return rows
    .filter((row) => row.date >= from && row.date <= to)
    .sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0))
    .map((row) => {
      const [, month, day] = row.date.split('-').map(Number) as [number, number, number];
      return {
        key: row.date,
        date: `${month}/${day}`,
        mental: row.mental ? (CONDITION_SCORES[row.mental] ?? null) : null,
        physical: row.physical ? (CONDITION_SCORES[row.physical] ?? null) : null,
      };
    });
}

/** Width in px a date label needs on the x axis: level labels above it, slanted ones below (issue 24 item 9). */
export const LEVEL_LABEL_WIDTH = 44;
export const SLANTED_LABEL_WIDTH = 24;
