import { useSearchParams } from 'react-router';
import { schoolYearOptions } from './fiscal-filters.ts';
import { addDays } from '@sukoyaka/contracts/dates';
import { DATE_OPTION_DAYS } from '@sukoyaka/contracts/limits';
import { todayKey } from './dates.ts';
import { dateKeyParam, enumParam, positiveIntParam, withParams } from './search-params.ts';

/** Rows per page of every paged teacher list (alerts, 話したい, 出欠連絡). */
export const LIST_PAGE_SIZE = 50;

/**
 * The URL state of a paged list (decision 010 "URL state"; spec §3 dashboard filter parameters):
 * the query string, `update` (a change of any filter returns to page 1), the page, and readers of
 * the shared filters: the school year and month (spec §9: current school year down to 2022,
 * months 1–12 or the whole year) and, where the teacher may filter by them, grade and class.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  return {
    params,
    page: positiveIntParam(params, 'page') ?? 1,
    update(changes: Record<string, string | number | undefined>) {
      setParams((current) => withParams(current, changes), { preventScrollReset: true });
    },
    period(): { year: number; month: number | undefined } {
      const years = schoolYearOptions();
      const year = positiveIntParam(params, 'year');
      const month = positiveIntParam(params, 'month');
      return { year: year && years.includes(year) ? year : years[0]!, month: month && month <= 12 ? month : undefined };
    },
    gradeKlass(allowed: boolean): { gradeId: number | undefined; klassId: number | undefined } {
      return allowed
        ? { gradeId: positiveIntParam(params, 'gradeId'), klassId: positiveIntParam(params, 'klassId') }
        : { gradeId: undefined, klassId: undefined };
    },
  };
}

/**
 * The URL state of the class and school dashboards (decision 010 "URL state"; spec §9 date
 * selector): the day (today up to 7 days ahead, else today) and the view (day or week), with
 * the list params' `update`, page and grade/class readers.
 */
export function useDashboardParams<View extends string>(views: readonly View[], fallback: View) {
  const list = useListParams();
  const today = todayKey();
  // As far ahead as parents can report (spec §9 date selector: today to +7; decision 030).
  const latest = addDays(today, DATE_OPTION_DAYS - 1);
  return { ...list, today, latest, date: dateKeyParam(list.params, 'date', latest, today), view: enumParam(list.params, 'view', views, fallback) };
}
