import { sosRecordSchema, sosSettingSchema, type SosRecord, type SosSetting } from '@sukoyaka/contracts/sos';
import { apiRequest, arrayOf } from '../../../lib/api-client.ts';

const sosSettingsSchema = arrayOf(sosSettingSchema);

/** GET /api/sos_settings (spec §7 Conditions and SOS): the school's talk-to buttons, in order. */
export function fetchSosSettings(signal?: AbortSignal): Promise<SosSetting[]> {
  return apiRequest('/api/sos_settings', { schema: sosSettingsSchema, signal });
}

/**
 * POST /api/soss {sosSettingId} (spec §7): the pupil pressed a talk-to button (201 with the
 * record). @throws ApiError 404 when the button was removed meanwhile.
 */
export function sendSos(sosSettingId: number): Promise<SosRecord> {
  return apiRequest('/api/soss', { method: 'POST', body: { sosSettingId }, schema: sosRecordSchema });
}
