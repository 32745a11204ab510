import { schoolYearOf } from '@sukoyaka/contracts/dates';
import type { BoardReportFilters } from '../api/reports.ts';
import { FIRST_SCHOOL_YEAR } from '../../../lib/fiscal-filters.ts';

const positive = (value: string | null): number | undefined => {
  const n = Number(value);
  return value && Number.isInteger(n) && n > 0 ? n : undefined;
};

/**
 * A report page's filters from its URL (?year=&month=&schoolId=&gradeId=), so a dashboard number
 * can link to a filtered report and a report can be bookmarked. A missing or impossible year is the
 * current school year; a month outside 1–12 is the whole year.
 */
export function filtersFromSearch(search: URLSearchParams, now: Date = new Date()): BoardReportFilters {
  const current = schoolYearOf(now);
  const year = positive(search.get('year'));
  const month = positive(search.get('month'));
  const schoolId = positive(search.get('schoolId'));
  return {
    year: year && year >= FIRST_SCHOOL_YEAR && year <= current ? year : current,
    month: month && month <= 12 ? month : undefined,
    schoolId,
    gradeId: schoolId ? positive(search.get('gradeId')) : undefined,
  };
}

/** The URL query of a report's filters (empty ones left out, spec §5). */
export function searchOfFilters(filters: Partial<BoardReportFilters>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, String(value));
  const text = params.toString();
  return text ? `?${text}` : '';
}
