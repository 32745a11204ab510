import { describe, expect, it } from 'vitest';
import { chartPoints } from './condition-scores.ts';

describe('chartPoints (spec §9 chart: y 0–4, best 4 … worst 1, gaps for skip and none)', () => {
  it('gives one point per day with scores and gaps', () => {
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
      { key: '2026-10-30', date: '10/30', mental: null, physical: null },
      { key: '2026-10-31', date: '10/31', mental: 4, physical: 1 },
      { key: '2026-11-01', date: '11/1', mental: 2, physical: null },
      { key: '2026-11-02', date: '11/2', mental: null, physical: 3 },
    ]);
  });
});
