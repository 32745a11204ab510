import { ALERT_STATUS_FILTERS, CONFIRM_STATUS_FILTERS, type BullyingAlertsQuery } from '@sukoyaka/contracts/bullying-alerts';
import { useSearchParams } from 'react-router';
import { schoolYearOptions } from '../../../lib/fiscal-filters.ts';
import { positiveIntParam, withParams } from '../../../lib/search-params.ts';
import { readLatestParams } from '../lib/reentry.ts';

/**
 * The header filters of for_all / for_class, kept in the URL (year, month, gradeId, klassId,
 * status, confirmStatus, talk, questionnaireDeliveryId). for_class without a class in the URL
 * uses latestParams (the class last opened from the school view).
 */
export function useAlertsQuery(mode: 'for_all' | 'for_class') {
  const [params, setParams] = useSearchParams();
  const years = schoolYearOptions();
  const yearParam = positiveIntParam(params, 'year');
  const year = yearParam && years.includes(yearParam) ? yearParam : years[0]!;
  const month = positiveIntParam(params, 'month');
  const pick = <T extends string>(key: string, values: readonly T[]) => {
    const v = params.get(key);
    return v && (values as readonly string[]).includes(v) ? (v as T) : undefined;
  };
  const latest = mode === 'for_class' ? readLatestParams() : null;
  const query: BullyingAlertsQuery & { year: number } = {
    year,
    month: month && month <= 12 ? month : undefined,
    gradeId: positiveIntParam(params, 'gradeId') ?? latest?.gradeId,
    klassId: positiveIntParam(params, 'klassId') ?? latest?.klassId,
    status: pick('status', ALERT_STATUS_FILTERS),
    confirmStatus: pick('confirmStatus', CONFIRM_STATUS_FILTERS),
    talk: pick('talk', ['true', 'false'] as const),
    questionnaireDeliveryId: positiveIntParam(params, 'questionnaireDeliveryId'),
  };
  const update = (changes: Record<string, string | number | undefined>) =>
    setParams((current) => withParams(current, { ...changes, sc_el: undefined }), { preventScrollReset: true });
  return { query, update, scrollTo: params.get('sc_el'), pagePrev: params.get('pagePrev') };
}
