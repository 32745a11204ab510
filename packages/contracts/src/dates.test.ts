import { describe, expect, it } from 'vitest';
import { dateKeySchema } from './date-key.ts';
import { addDays, fiscalPeriod, formatDate, formatDateTime, isGradeKlassHidden, japanDateKey, schoolYearOf, weekOf } from './dates.ts';

describe('japanDateKey: the business date is the Japan-time date', () => {
  it('turns over at 15:00 UTC (midnight in Tokyo), whatever the server time zone', () => {
    expect(process.env.TZ).toBe('UTC');
    expect(japanDateKey(new Date('2026-11-20T14:59:59Z'))).toBe('2026-11-20');
    expect(japanDateKey(new Date('2026-11-20T15:00:00Z'))).toBe('2026-11-21');
  });

  it('puts 8:05 in Tokyo on the same day', () => {
    expect(japanDateKey(new Date('2026-11-19T23:05:00Z'))).toBe('2026-11-20');
  });
});

describe('schoolYearOf: 年度 from April to March, Japan time', () => {
  it.each([
    ['2026-04-01T00:00:00+09:00', 2026],
    ['2026-03-31T23:59:59+09:00', 2025],
    ['2027-03-31T14:59:59Z', 2026],
    ['2027-03-31T15:00:00Z', 2027],
    ['2027-01-15T12:00:00+09:00', 2026],
  ])('%s is 年度 %i', (at, year) => {
    expect(schoolYearOf(new Date(at))).toBe(year);
  });

  it('accepts a date key', () => {
    expect(schoolYearOf('2027-02-01')).toBe(2026);
    expect(schoolYearOf('2026-04-01')).toBe(2026);
  });
});

describe('isGradeKlassHidden: 30 March to 20 April, Japan time', () => {
  it.each([
    ['2026-03-29T23:59:59+09:00', false],
    ['2026-03-30T00:00:00+09:00', true],
    ['2026-03-29T15:00:00Z', true],
    ['2026-03-31T12:00:00+09:00', true],
    ['2026-04-01T12:00:00+09:00', true],
    ['2026-04-20T23:59:59+09:00', true],
    ['2026-04-20T15:00:00Z', false],
    ['2026-04-21T00:00:00+09:00', false],
    ['2026-11-21T08:05:00+09:00', false],
  ])('%s → hidden %s', (at, hidden) => {
    expect(isGradeKlassHidden(new Date(at))).toBe(hidden);
  });
});

describe('date keys and formats (spec §9)', () => {
  it('accepts only real YYYY-MM-DD dates', () => {
    expect(dateKeySchema.safeParse('2026-11-21').success).toBe(true);
    expect(dateKeySchema.safeParse('2026/11/21').success).toBe(false);
    expect(dateKeySchema.safeParse('2026-02-30').success).toBe(false);
    expect(dateKeySchema.safeParse('2026-13-01').success).toBe(false);
  });

  it('adds days across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    // A day at a time (the calendar's walks) is the same as calendar arithmetic, every day of four years.
    const reference = (key: string, days: number) => {
      const [y, m, d] = key.split('-').map(Number) as [number, number, number];
      return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
    };
    for (let key = '2024-01-01'; key < '2028-01-01'; key = reference(key, 1)) {
      expect(addDays(key, -1)).toBe(reference(key, -1));
      expect(addDays(key, 1)).toBe(reference(key, 1));
    }
  });

  it('gives the Monday-to-Sunday week of a date', () => {
    expect(weekOf('2026-11-21')).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22']);
  });

  it('formats dates as YYYY/MM/DD and instants as YYYY/MM/DD HH:mm in Japan time', () => {
    expect(formatDate('2026-11-21')).toBe('2026/11/21');
    expect(formatDateTime('2026-11-20T23:05:00Z')).toBe('2026/11/21 08:05');
  });
});

describe('fiscalPeriod', () => {
  it('spans April to March, and months of the year fall in the right calendar year', () => {
    expect(fiscalPeriod(2026)).toEqual({ from: '2026-04-01', to: '2027-04-01' });
    expect(fiscalPeriod(2026, 4)).toEqual({ from: '2026-04-01', to: '2026-05-01' });
    expect(fiscalPeriod(2026, 12)).toEqual({ from: '2026-12-01', to: '2027-01-01' });
    expect(fiscalPeriod(2026, 2)).toEqual({ from: '2027-02-01', to: '2027-03-01' });
  });
});
