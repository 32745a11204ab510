import {
  oneRosterPreviewSchema,
  rosterPreviewSchema,
  type OneRosterPreview,
  type RosterKind,
  type RosterPreview,
  type RosterResolution,
} from '@sukoyaka/contracts/roster-import';
import { apiDownload, type DownloadedFile } from '../../../lib/api-download.ts';
import { apiRequest } from '../../../lib/api-client.ts';

/** The API prefix of a roster kind: students/… for students, settings/… for teachers (spec §7). */
const base = (kind: RosterKind) => (kind === 'students' ? '/api/teachers/students' : '/api/teachers/settings');

/**
 * POST …/previewimport (commit false) or …/import (commit true): the filled-in template (base64) for
 * school year `year`, with the choices made for conflict rows (decision 045).
 * @throws ApiError 400 with the invalid-file message and `fieldErrors.file` (spec §5 reasons); 422 when a row is wrong or a conflict has no choice (nothing written); 413 over 10 MB.
 */
export function sendRoster(kind: RosterKind, file: string, year: number, commit: boolean, resolutions: RosterResolution[] = []): Promise<RosterPreview> {
  return apiRequest(`${base(kind)}/${commit ? 'import' : 'previewimport'}`, { method: 'POST', body: { file, year, resolutions }, schema: rosterPreviewSchema });
}

/**
 * POST /api/teachers/oneroster/previewimport (commit false) or …/import (commit true): a OneRoster
 * Japan Profile CSV bulk zip (base64) for school year `year` (decisions 024, 045): a preview per kind,
 * the people skipped with their reasons and the rules broken.
 * @throws ApiError 400 with the reasons in `fieldErrors.file` (not a zip, a CSV missing, zip bomb); 422 listing `users.csv N行目: …` when a row is wrong (nothing written); 413 over 10 MB.
 */
export function sendOneRoster(file: string, year: number, commit: boolean, resolutions: RosterResolution[] = []): Promise<OneRosterPreview> {
  return apiRequest(`/api/teachers/oneroster/${commit ? 'import' : 'previewimport'}`, {
    method: 'POST',
    body: { file, year, resolutions },
    schema: oneRosterPreviewSchema,
  });
}

/** GET …/import_template: the step-1 Excel template. */
export function downloadRosterTemplate(kind: RosterKind): Promise<DownloadedFile> {
  return apiDownload(`${base(kind)}/import_template`, { fallbackName: `${kind}-template.xlsx` });
}

/** GET …/export?year=: the school's roster of `year` in the template layout. */
export function downloadRosterExport(kind: RosterKind, year: number): Promise<DownloadedFile> {
  return apiDownload(`${base(kind)}/export`, { query: { year }, fallbackName: `${kind}.xlsx` });
}

/** The preview's error file (base64 .xlsx) as a download. */
export function errorFileDownload(kind: RosterKind, base64: string): DownloadedFile {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const blob = new Blob([bytes], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' });
  return { blob, fileName: kind === 'students' ? '児童生徒名簿_エラー.xlsx' : '教職員名簿_エラー.xlsx' };
}
