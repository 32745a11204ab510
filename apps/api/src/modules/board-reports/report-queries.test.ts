import { describe, expect, it } from 'vitest';
import { fiscalMonthMask } from './report-queries.ts';

describe('fiscalMonthMask (decision 041: bit 0 = April … bit 11 = March)', () => {
  it('a whole school year is all twelve bits', () => {
    expect(fiscalMonthMask('2026-04-01', '2027-04-01')).toBe(0xfff);
  });
  it('one month is its own bit, across the calendar year', () => {
    expect(fiscalMonthMask('2026-04-01', '2026-05-01')).toBe(1);
    expect(fiscalMonthMask('2026-12-01', '2027-01-01')).toBe(1 << 8);
    expect(fiscalMonthMask('2027-01-01', '2027-02-01')).toBe(1 << 9);
    expect(fiscalMonthMask('2027-03-01', '2027-04-01')).toBe(1 << 11);
  });
});
