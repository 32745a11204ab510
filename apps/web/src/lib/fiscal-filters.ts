import { japanTime, schoolYearOf } from '@sukoyaka/contracts/dates';

/** The first school year the product holds data for (spec §9 "down to 2022"). */
export const FIRST_SCHOOL_YEAR = 2022;

/** Fiscal months in school order, April to March (spec §9). */
const FISCAL_MONTHS = [4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3] as const;

/**
 * The year filter of the dashboards (spec §9 "year list from current school year down to
 * 2022"): the Japan-time school year first (January to March count as the previous year).
 */
export function schoolYearOptions(now: Date = new Date()): number[] {
  const current = schoolYearOf(now);
  return Array.from({ length: Math.max(1, current - FIRST_SCHOOL_YEAR + 1) }, (_, i) => current - i);
}

/**
 * The month filter of a school year (spec §9 "Months run April to March, capped at current
 * month, newest first"): for the current school year only the months up to this Japan-time
 * month; for an earlier year all twelve. Newest first, so March (or this month) leads.
 */
export function fiscalMonthOptions(year: number, now: Date = new Date()): number[] {
  const current = schoolYearOf(now);
  if (year > current) return [];
  const months =
    year < current ? [...FISCAL_MONTHS] : FISCAL_MONTHS.slice(0, FISCAL_MONTHS.indexOf((japanTime(now).month() + 1) as (typeof FISCAL_MONTHS)[number]) + 1);
  return months.reverse();
}
