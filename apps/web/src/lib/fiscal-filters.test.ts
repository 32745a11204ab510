import { describe, expect, it } from 'vitest';
import { fiscalMonthOptions, schoolYearOptions } from './fiscal-filters.ts';

describe('schoolYearOptions (spec §9: current school year down to 2022)', () => {
  it('lists the current Japan-time school year first', () => {
    expect(schoolYearOptions(new Date('2026-11-21T03:00:00Z'))).toEqual([2026, 2025, 2024, 2023, 2022]);
  });

  it('counts January to March as the previous school year, in Japan time', () => {
    // 2027-03-31T15:30Z is already 1 April 2027 in Tokyo: school year 2027 has begun.
    expect(schoolYearOptions(new Date('2027-03-31T14:59:00Z'))[0]).toBe(2026);
    expect(schoolYearOptions(new Date('2027-03-31T15:30:00Z'))[0]).toBe(2027);
  });
});

describe('fiscalMonthOptions (spec §9: April to March, capped at this month, newest first)', () => {
  const now = new Date('2026-11-21T03:00:00Z');

  it('caps the current school year at this month', () => {
    expect(fiscalMonthOptions(2026, now)).toEqual([11, 10, 9, 8, 7, 6, 5, 4]);
  });

  it('offers all twelve months of an earlier year, March first', () => {
    expect(fiscalMonthOptions(2025, now)).toEqual([3, 2, 1, 12, 11, 10, 9, 8, 7, 6, 5, 4]);
  });

  it('runs into the next calendar year after December', () => {
    expect(fiscalMonthOptions(2026, new Date('2027-02-10T03:00:00Z'))).toEqual([2, 1, 12, 11, 10, 9, 8, 7, 6, 5, 4]);
  });

  it('offers nothing for a year that has not begun', () => {
    expect(fiscalMonthOptions(2027, now)).toEqual([]);
  });
});
