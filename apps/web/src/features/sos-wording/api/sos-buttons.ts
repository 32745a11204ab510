import { z } from 'zod';
import { teacherSosSettingSchema } from '@sukoyaka/contracts/sos';
import { apiRequest } from '../../../lib/api-client.ts';

export type SosButton = z.infer<typeof teacherSosSettingSchema>;
const list = z.array(teacherSosSettingSchema);

/** GET /api/teachers/sos_settings: the talk buttons with who is mailed. */
export function fetchSosButtons(signal?: AbortSignal): Promise<SosButton[]> {
  return apiRequest('/api/teachers/sos_settings', { schema: list, signal });
}

/** POST …/sos_settings/bulk_update: labels and addresses (list order is the buttons' order). @throws ApiError 400 naming `sosSettings.N.label`. */
export function updateSosButtons(sosSettings: { id: number; label: string; notificationEmails: string[] }[]): Promise<SosButton[]> {
  return apiRequest('/api/teachers/sos_settings/bulk_update', { method: 'POST', body: { sosSettings }, schema: list });
}

/** POST …/sos_settings/bulk_create: a new button at the end. */
export function createSosButton(label: string): Promise<SosButton[]> {
  return apiRequest('/api/teachers/sos_settings/bulk_create', { method: 'POST', body: { sosSettings: [{ label, notificationEmails: [] }] }, schema: list });
}

/** POST …/sos_settings/bulk_delete (past presses keep their label). */
export function deleteSosButton(id: number): Promise<SosButton[]> {
  return apiRequest('/api/teachers/sos_settings/bulk_delete', { method: 'POST', body: { ids: [id] }, schema: list });
}
