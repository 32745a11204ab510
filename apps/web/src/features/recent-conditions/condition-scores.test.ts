import { describe, expect, it } from 'vitest';
import { chartPoints } from './condition-scores.ts';

describe('chartPoints (spec §9 chart: y 0–4, best 4 … worst 1, gaps for skip; issue 24 item 9)', () => {
  it('gives one point per recorded day, oldest first, with scores and gaps for a skip', () => {
    const points = chartPoints(
      [
        { date: '2026-10-31', mental: 'best', physical: 'worst' },
        { date: '2026-11-02', mental: 'skip', physical: 'good' },
        { date: '2026-11-01', mental: 'bad', physical: null },
      ],
      '2026-10-30',
      '2026-11-02',
    );
    expect(points).toEqual([
      { key: '2026-10-31', date: '10/31', mental: 4, physical: 1 },
      { key: '2026-11-01', date: '11/1', mental: 2, physical: null },
      { key: '2026-11-02', date: '11/2', mental: null, physical: 3 },
    ]);
  });

  it('plots school days one after another: a weekend with no check-in is no gap in the lines', () => {
    const points = chartPoints(
      [
        { date: '2026-11-23', mental: 'good', physical: 'good' },
        { date: '2026-11-20', mental: 'bad', physical: 'best' },
        { date: '2026-11-19', mental: 'good', physical: 'good' },
        { date: '2026-10-01', mental: 'good', physical: 'good' },
      ],
      '2026-10-29',
      '2026-11-27',
    );
    expect(points.map((p) => p.date)).toEqual(['11/19', '11/20', '11/23']);
    expect(points.every((p) => p.mental !== null && p.physical !== null)).toBe(true);
  });
});
