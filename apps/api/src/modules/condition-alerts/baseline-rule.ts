import type { ConditionValue } from '@sukoyaka/contracts/conditions';

/** A pupil's mood on one school day, oldest first; null: no answer that day (or 回答しない). */
export type MoodDay = { date: string; value: ConditionValue | null };

/** The 4-point scale of the faces: 良い 4, 少し良い 3, 少し悪い 2, 悪い 1; 回答しない is no answer. */
export const MOOD_SCORE: Record<ConditionValue, number | null> = { best: 4, good: 3, bad: 2, worst: 1, skip: null };

/** The baseline rule's parameters (decision 054). */
export interface BaselineRule {
  /** School days that make "recent" (5: one school week). */
  recentDays: number;
  /** School days before them that make "usual" (20: four school weeks). */
  baselineDays: number;
  /** Answers needed in each window, so two answers do not make a trend. */
  minRecentAnswers: number;
  minBaselineAnswers: number;
  /** How far below the usual the recent average must fall, in scale points (1.0: one whole face). */
  drop: number;
  /** …and the recent average must be below this (3: 少し良い), so 良い → 少し良い alone is no alert. */
  below: number;
}

export const DEFAULT_BASELINE_RULE: BaselineRule = { recentDays: 5, baselineDays: 20, minRecentAnswers: 3, minBaselineAnswers: 10, drop: 1, below: 3 };

/** The evidence a teacher sees: both averages (scale points, 2 decimals) and the days behind them. */
export interface BaselineEvidence {
  flagged: boolean;
  recentAverage: number | null;
  baselineAverage: number | null;
  recentDays: MoodDay[];
  baselineDays: MoodDay[];
}

const average = (days: MoodDay[]) => {
  const scores = days.map((d) => (d.value ? MOOD_SCORE[d.value] : null)).filter((s): s is number => s !== null);
  return { n: scores.length, avg: scores.length ? Math.round((scores.reduce((a, b) => a + b, 0) / scores.length) * 100) / 100 : null };
};

/**
 * Change from the pupil's own baseline (issue 25 item 3, decision 054): over the last
 * `recentDays` school days of `history` (oldest first, one entry per school day) against the
 * `baselineDays` before them, flagged when the recent average is at least `drop` points below the
 * usual one and below `below` (a week that is not mostly good), with enough answers in both windows. Recomputed each school day, so it fades by itself
 * once the recent week recovers. Pure: no database, no clock.
 */
export function baselineSignal(history: MoodDay[], rule: BaselineRule = DEFAULT_BASELINE_RULE): BaselineEvidence {
  const recentDays = history.slice(-rule.recentDays);
  const baselineDays = history.slice(-(rule.recentDays + rule.baselineDays), -rule.recentDays);
  const recent = average(recentDays);
  const baseline = average(baselineDays);
  const enough = recent.n >= rule.minRecentAnswers && baseline.n >= rule.minBaselineAnswers;
  const flagged = enough && recent.avg !== null && baseline.avg !== null && baseline.avg - recent.avg >= rule.drop - 1e-9 && recent.avg < rule.below;
  return { flagged, recentAverage: recent.avg, baselineAverage: baseline.avg, recentDays, baselineDays };
}

/**
 * The rule in use today, for comparison: the last `days` school days answered 少し悪い or 悪い in a
 * row, counting only answered days (a day without an answer neither breaks nor extends the run).
 */
export function consecutiveBadDays(history: MoodDay[], days = 3): boolean {
  let run = 0;
  for (let i = history.length - 1; i >= 0; i -= 1) {
    const value = history[i]!.value;
    if (value === null || value === 'skip') continue;
    if (value !== 'bad' && value !== 'worst') break;
    run += 1;
    if (run >= days) return true;
  }
  return false;
}
