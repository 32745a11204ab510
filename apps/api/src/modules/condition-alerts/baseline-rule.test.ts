import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ConditionValue } from '@sukoyaka/contracts/conditions';
import { baselineSignal, consecutiveBadDays, type MoodDay } from './baseline-rule.ts';

/**
 * Issue 25 item 3 (decision 054): the 20 hand-made pupil histories of
 * `data/pupil-histories.json` (25 school days each, oldest first) and which pupils each rule flags.
 */
interface Story {
  pupil: string;
  story: string;
  history: (ConditionValue | null)[];
}
const stories = JSON.parse(readFileSync(path.join(import.meta.dirname, 'data/pupil-histories.json'), 'utf8')) as Story[];
const daysOf = (s: Story): MoodDay[] => s.history.map((value, i) => ({ date: `day-${i + 1}`, value }));
const flaggedBy = (rule: (days: MoodDay[]) => boolean) =>
  stories
    .filter((s) => rule(daysOf(s)))
    .map((s) => s.pupil)
    .sort();

describe('the baseline rule against the 3-bad-days streak, on 20 hand-made histories', () => {
  it('has 20 histories of 25 school days', () => {
    expect(stories).toHaveLength(20);
    for (const s of stories) expect(s.history).toHaveLength(25);
  });

  it('the streak flags the chronically low (p05, p17) and the new pupil (p11), the baseline does not', () => {
    expect(flaggedBy((d) => consecutiveBadDays(d, 3))).toEqual(['p04', 'p05', 'p08', 'p11', 'p12', 'p15', 'p16', 'p17']);
  });

  it('the baseline flags a clear fall from the pupil’s own usual that the streak misses (p03, p14, p19), not 良い → 少し良い (p07)', () => {
    expect(flaggedBy((d) => baselineSignal(d).flagged)).toEqual(['p03', 'p04', 'p08', 'p12', 'p14', 'p15', 'p19']);
  });

  it('shows the evidence: both averages and the days behind them', () => {
    const p03 = baselineSignal(daysOf(stories.find((s) => s.pupil === 'p03')!));
    expect(p03).toMatchObject({ flagged: true, baselineAverage: 4, recentAverage: 2.6 });
    expect(p03.recentDays.map((d) => d.value)).toEqual(['good', 'bad', 'good', 'bad', 'good']);
    expect(p03.baselineDays).toHaveLength(20);
  });

  it('fades once the pupil recovers (p09: a bad week two weeks ago, a good week since)', () => {
    const p09 = daysOf(stories.find((s) => s.pupil === 'p09')!);
    expect(baselineSignal(p09.slice(0, 20)).flagged).toBe(true);
    expect(baselineSignal(p09).flagged).toBe(false);
  });

  it('needs enough answers on both sides (p10: 2 answers last week; p11: 5 before)', () => {
    expect(baselineSignal(daysOf(stories.find((s) => s.pupil === 'p10')!)).flagged).toBe(false);
    expect(baselineSignal(daysOf(stories.find((s) => s.pupil === 'p11')!)).flagged).toBe(false);
  });
});
