import { parentAttendanceSettingsSchema, type ParentAttendanceSettings } from '@sukoyaka/contracts/mail-settings';
import { enableConditionSkipSchema, linkStopItSchema } from '@sukoyaka/contracts/schools';
import { enabledProcessedSosSchema, schoolHoursSchema, type SchoolHours } from '@sukoyaka/contracts/sos';
import { apiRequest } from '../../../lib/api-client.ts';

/** The school's 回答しない flag (spec §2 Student "optional skip button"). */
export type ConditionSkip = ReturnType<typeof enableConditionSkipSchema.parse>;
/** Anonymous contact (STOPit) link and access code. */
export type LinkStopIt = ReturnType<typeof linkStopItSchema.parse>;
/** Whether 話したい are processed with a status (spec §4 SOS). */
export type ProcessedSos = ReturnType<typeof enabledProcessedSosSchema.parse>;

const queuedSchema = { parse: (input: unknown) => ({ queued: Number((input as { queued?: unknown } | null)?.queued ?? 0) }) };

/** GET /api/teachers/parent_attendance_settings: whether parents' absence reports are mailed, and to whom. */
export function fetchParentAttendanceSettings(signal?: AbortSignal): Promise<ParentAttendanceSettings> {
  return apiRequest('/api/teachers/parent_attendance_settings', { schema: parentAttendanceSettingsSchema, signal });
}

/** POST …/parent_attendance_settings/config_update (admin teachers). @throws ApiError 403, 400. */
export function updateParentAttendanceSettings(body: { notificationEnabled: boolean; notificationEmails: string[] }): Promise<ParentAttendanceSettings> {
  return apiRequest('/api/teachers/parent_attendance_settings/config_update', { method: 'POST', body, schema: parentAttendanceSettingsSchema });
}

/** POST …/parent_attendance_settings/test_send_mail: a test mail to the listed addresses. */
export function sendParentAttendanceTestMail(notificationEmails: string[]): Promise<{ queued: number }> {
  return apiRequest('/api/teachers/parent_attendance_settings/test_send_mail', { method: 'POST', body: { notificationEmails }, schema: queuedSchema });
}

/** GET /api/teachers/schools/enable_condition_skip. */
export function fetchConditionSkip(signal?: AbortSignal): Promise<ConditionSkip> {
  return apiRequest('/api/teachers/schools/enable_condition_skip', { schema: enableConditionSkipSchema, signal });
}

/** POST /api/teachers/schools/update_enable_condition_skip (admin teachers). */
export function updateConditionSkip(body: ConditionSkip): Promise<ConditionSkip> {
  return apiRequest('/api/teachers/schools/update_enable_condition_skip', { method: 'POST', body, schema: enableConditionSkipSchema });
}

/** GET /api/teachers/schools/link_stop_it. */
export function fetchLinkStopIt(signal?: AbortSignal): Promise<LinkStopIt> {
  return apiRequest('/api/teachers/schools/link_stop_it', { schema: linkStopItSchema, signal });
}

/** POST /api/teachers/schools/update_link_stop_it (admin teachers). */
export function updateLinkStopIt(body: LinkStopIt): Promise<LinkStopIt> {
  return apiRequest('/api/teachers/schools/update_link_stop_it', { method: 'POST', body, schema: linkStopItSchema });
}

/** GET /api/teachers/schools/enabled_processed_sos. */
export function fetchProcessedSos(signal?: AbortSignal): Promise<ProcessedSos> {
  return apiRequest('/api/teachers/schools/enabled_processed_sos', { schema: enabledProcessedSosSchema, signal });
}

/** POST /api/teachers/schools/update_enabled_processed_sos (admin teachers). */
export function updateProcessedSos(body: ProcessedSos): Promise<ProcessedSos> {
  return apiRequest('/api/teachers/schools/update_enabled_processed_sos', { method: 'POST', body, schema: enabledProcessedSosSchema });
}

/** GET /api/teachers/schools/school_hours: 始業/終業 in minutes after midnight (issue 25 item 1). */
export function fetchSchoolHours(signal?: AbortSignal): Promise<SchoolHours> {
  return apiRequest('/api/teachers/schools/school_hours', { schema: schoolHoursSchema, signal });
}

/** POST /api/teachers/schools/update_school_hours (admin teachers). @throws ApiError 400 (start not before end), 403. */
export function updateSchoolHours(body: SchoolHours): Promise<SchoolHours> {
  return apiRequest('/api/teachers/schools/update_school_hours', { method: 'POST', body, schema: schoolHoursSchema });
}
