import { retentionSettingsSchema, type RetentionSettings } from '@sukoyaka/contracts/board-retention';
import { rosterPreviewSchema, type RosterPreview } from '@sukoyaka/contracts/roster-import';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiDownload, type DownloadedFile } from '../../../lib/api-download.ts';

/**
 * POST /api/local_governments/organization/previewimport (commit false) or organization/import
 * (commit true; spec §7): the filled-in teacher template (base64) for school year `year`; the
 * 学校コード column decides each row's school among the board's (decision 024).
 * @throws ApiError 400 (not the template: `fieldErrors.file` lists the spec §5 reasons; a year out of range: `fieldErrors.year`); 422 when a row is wrong (nothing written); 413 over 10 MB.
 */
export function sendBoardRoster(file: string, year: number, commit: boolean): Promise<RosterPreview> {
  return apiRequest(`/api/local_governments/organization/${commit ? 'import' : 'previewimport'}`, {
    method: 'POST',
    body: { file, year },
    schema: rosterPreviewSchema,
  });
}

/** GET /api/local_governments/organization/import_template: the board's step-1 Excel template (学校コード required). */
export function downloadBoardRosterTemplate(): Promise<DownloadedFile> {
  return apiDownload('/api/local_governments/organization/import_template', { fallbackName: 'teachers-template.xlsx' });
}

/** GET /api/local_governments/organization/export?year=: every school's teachers with their homerooms of `year`, in the template layout. */
export function downloadBoardRosterExport(year: number): Promise<DownloadedFile> {
  return apiDownload('/api/local_governments/organization/export', { query: { year }, fallbackName: 'teachers.xlsx' });
}

/** GET /api/local_governments/retention_settings (decision 032): the school years health data are kept after a student leaves. */
export function fetchRetentionSettings(signal?: AbortSignal): Promise<RetentionSettings> {
  return apiRequest('/api/local_governments/retention_settings', { schema: retentionSettingsSchema, signal });
}

/** POST /api/local_governments/retention_settings. @throws ApiError 400 with `fieldErrors.healthDataRetentionYears` outside 1–20. */
export function updateRetentionSettings(body: RetentionSettings): Promise<RetentionSettings> {
  return apiRequest('/api/local_governments/retention_settings', { method: 'POST', body, schema: retentionSettingsSchema });
}
