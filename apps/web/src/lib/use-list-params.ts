import { useSearchParams } from 'react-router';
import { schoolYearOptions } from './fiscal-filters.ts';
import { positiveIntParam, withParams } from './search-params.ts';

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
