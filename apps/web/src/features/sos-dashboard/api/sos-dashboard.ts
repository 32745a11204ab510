import {
  enabledProcessedSosSchema,
  sosDashboardSchema,
  sosProcessedStatusSchema,
  teacherSosSettingSchema,
  type SosDashboardQuery,
} from '@sukoyaka/contracts/sos';
import type { z } from 'zod';
import { apiRequest, arrayOf } from '../../../lib/api-client.ts';

export type SosDashboard = z.infer<typeof sosDashboardSchema>;
export type SosProcessedStatus = z.infer<typeof sosProcessedStatusSchema>;
export type TeacherSosSetting = z.infer<typeof teacherSosSettingSchema>;

/** The filters of the SOS dashboard (spec §3 dashboard filter parameters); all optional. */
export type SosDashboardFilters = Partial<SosDashboardQuery>;

/**
 * GET /api/teachers/dashboards/sos_dashboard (話したいダッシュボード, spec §7): the SOS of the classes
 * the teacher may see, newest first, with the total and the count still unprocessed.
 */
export function fetchSosDashboard(query: SosDashboardFilters, signal?: AbortSignal): Promise<SosDashboard> {
  return apiRequest('/api/teachers/dashboards/sos_dashboard', { query: { ...query }, schema: sosDashboardSchema, signal });
}

/** GET /api/teachers/schools/enabled_processed_sos (spec §3 flag enabledProcessedSos): `{ enabledProcessedSos }`. */
export function fetchEnabledProcessedSos(signal?: AbortSignal): Promise<{ enabledProcessedSos: boolean }> {
  return apiRequest('/api/teachers/schools/enabled_processed_sos', { schema: enabledProcessedSosSchema, signal });
}

const statusesSchema = arrayOf(sosProcessedStatusSchema);

/** GET /api/teachers/sos_settings/get_sos_processed_status_setting: the statuses a processed SOS may get. */
export function fetchSosProcessedStatuses(signal?: AbortSignal): Promise<SosProcessedStatus[]> {
  return apiRequest('/api/teachers/sos_settings/get_sos_processed_status_setting', { schema: statusesSchema, signal });
}

const buttonsSchema = arrayOf(teacherSosSettingSchema);

/** GET /api/teachers/sos_settings: the school's talk-to buttons (the 種類 filter). */
export function fetchTeacherSosSettings(signal?: AbortSignal): Promise<TeacherSosSetting[]> {
  return apiRequest('/api/teachers/sos_settings', { schema: buttonsSchema, signal });
}

/**
 * POST /api/teachers/students/processed_sos?id=&processedStatus= (spec §4 SOS, §7, decision 053):
 * 対応した — the request is handled, with one of the school's statuses or none. @throws ApiError 404
 * out of scope; 409 already handled; 422 a status not in the school's list.
 */
export function processSos(id: number, processedStatus?: string): Promise<unknown> {
  return apiRequest('/api/teachers/students/processed_sos', { method: 'POST', query: processedStatus ? { id, processedStatus } : { id } });
}

/** POST /api/teachers/students/seen_sos?id= (decision 053): 見ました; the pupil reads 先生が見ました. @throws ApiError 404 out of scope. */
export function markSosSeen(id: number): Promise<unknown> {
  return apiRequest('/api/teachers/students/seen_sos', { method: 'POST', query: { id } });
}
