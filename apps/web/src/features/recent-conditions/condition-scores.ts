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

/** One point per calendar day from `from` to `to` (inclusive), null where nothing was scored. */
export function chartPoints(rows: ConditionRow[], from: string, to: string): ChartPoint[] {
  const byDate = new Map(rows.map((row) => [row.date, row]));
  const points: ChartPoint[] = [];
  const day = new Date(`${from}T00:00:00Z`);
  const end = new Date(`${to}T00:00:00Z`);
  for (; day <= end; day.setUTCDate(day.getUTCDate() + 1)) {
    const key = day.toISOString().slice(0, 10);
    const row = byDate.get(key);
    points.push({
      key,
      date: `${day.getUTCMonth() + 1}/${day.getUTCDate()}`,
      mental: row?.mental ? (CONDITION_SCORES[row.mental] ?? null) : null,
      physical: row?.physical ? (CONDITION_SCORES[row.physical] ?? null) : null,
    });
  }
  return points;
}
