import { fullSchoolInfoSchema, type FullSchoolInfo } from '@sukoyaka/contracts/school-admin';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/schools/show_full_school_info (student): the school, own class, flags and the SOS and standby sentences. */
export function fetchFullSchoolInfo(signal?: AbortSignal): Promise<FullSchoolInfo> {
  return apiRequest('/api/schools/show_full_school_info', { schema: fullSchoolInfoSchema, signal });
}
