import { allDashboardSchema, type AllDashboard, type AllDashboardQuery } from '@sukoyaka/contracts/dashboards';
import { apiRequest } from '../../../lib/api-client.ts';

/** The query of the school views: one day or the week of `date`, an optional grade or class, paged. */
export type SchoolDashboardQuery = Partial<AllDashboardQuery> & { period: 'day' | 'week' };

/**
 * GET /api/teachers/all_dashboards/dashboard_by_date | dashboard_by_week (spec §2 all_dashboard,
 * §7 Dashboards): every student the teacher may see (admin: the school), in grade, class and 出席番号
 * order, paged, with counts over the whole selection. `focus=needs_care` keeps students with a
 * bad or worst day, an alert or an SOS in the period.
 */
export function fetchSchoolDashboard({ period, ...query }: SchoolDashboardQuery, signal?: AbortSignal): Promise<AllDashboard> {
  return apiRequest(`/api/teachers/all_dashboards/${period === 'day' ? 'dashboard_by_date' : 'dashboard_by_week'}`, {
    query: { ...query },
    schema: allDashboardSchema,
    signal,
  });
}
