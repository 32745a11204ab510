import { paths } from '../../../lib/paths.ts';
/** Where each dashboard number leads (decision 029): the report page of that figure, filtered to the school and month. */
export type DashboardFigure = 'checkIn' | 'conditionAlerts' | 'talkRequests' | 'waits' | 'bullying' | 'parentAbsences';

const PAGES: Record<DashboardFigure, string> = {
  checkIn: paths.board('report'),
  conditionAlerts: paths.board('report/continuous_weak_condition'),
  talkRequests: paths.board('report/want_to_talk'),
  waits: paths.board('report/response_times'),
  bullying: paths.board('schools'),
  parentAbsences: paths.board('report/daily_active_users'),
};

/**
 * The link of a dashboard figure: its report for the dashboard's month (`YYYY-MM` → 年度 and month,
 * April starting the school year) and, on a school's line, that school. Bullying answers lead to the
 * schools page, where the board opens the school's accounts to confirm them (組織確認済み).
 */
export function figureLink(figure: DashboardFigure, month: string, schoolId?: number | null): string {
  const [y = 0, m = 4] = month.split('-').map(Number);
  const params = new URLSearchParams();
  if (figure === 'bullying') {
    if (schoolId) params.set('school', String(schoolId));
  } else {
    params.set('year', String(m >= 4 ? y : y - 1));
    params.set('month', String(m));
    if (schoolId && figure !== 'waits') params.set('schoolId', String(schoolId));
  }
  const query = params.toString();
  return query ? `${PAGES[figure]}?${query}` : PAGES[figure];
}
