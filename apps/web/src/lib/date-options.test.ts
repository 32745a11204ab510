import { describe, expect, it } from 'vitest';
import { dateOptionKeys, monthAndDay } from './date-options.ts';

describe('dateOptionKeys (spec §9: today to +7, Japan time)', () => {
  it('starts at the Japan-time today, whatever the UTC date', () => {
    // 2026-11-20T15:30Z is 2026-11-21 00:30 in Tokyo.
    const keys = dateOptionKeys(new Date('2026-11-20T15:30:00Z'));
    expect(keys).toHaveLength(8);
    expect(keys[0]).toBe('2026-11-21');
    expect(keys[7]).toBe('2026-11-28');
  });

  it('crosses month and year ends day by day', () => {
    expect(dateOptionKeys(new Date('2026-12-28T03:00:00Z'))).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
      '2027-01-04',
    ]);
  });
});

describe('monthAndDay', () => {
  it('reads the numbers without leading zeros', () => {
    expect(monthAndDay('2027-01-04')).toEqual({ month: 1, day: 4 });
  });
});
