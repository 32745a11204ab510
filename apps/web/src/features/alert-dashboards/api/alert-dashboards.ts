import { conditionAlertSchema, schoolAlertDashboardSchema, type ConditionAlert, type SchoolAlertDashboardQuery } from '@sukoyaka/contracts/condition-alerts';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

export type SchoolAlertDashboard = z.infer<typeof schoolAlertDashboardSchema>;
/** The filters of the 心不調 / 体不調 dashboards; conditionKind is required, the rest optional. */
export type AlertDashboardFilters = Pick<SchoolAlertDashboardQuery, 'conditionKind'> & Partial<Omit<SchoolAlertDashboardQuery, 'conditionKind'>>;

/**
 * GET /api/teachers/dashboards/school_alert_dashboard (spec §7): the condition alerts of one kind
 * in the classes the teacher may see, newest day first, with the total and unprocessed counts.
 */
export function fetchAlertDashboard(query: AlertDashboardFilters, signal?: AbortSignal): Promise<SchoolAlertDashboard> {
  return apiRequest('/api/teachers/dashboards/school_alert_dashboard', { query: { ...query }, schema: schoolAlertDashboardSchema, signal });
}

/**
 * POST /api/teachers/students/processed_condition_alert {id} (spec §4 対応済みにする, §7 resolve):
 * returns the resolved alert with the teacher and time. @throws ApiError 404 out of scope,
 * 409 already resolved.
 */
export function resolveAlert(id: number): Promise<ConditionAlert> {
  return apiRequest('/api/teachers/students/processed_condition_alert', { method: 'POST', body: { id }, schema: conditionAlertSchema });
}
