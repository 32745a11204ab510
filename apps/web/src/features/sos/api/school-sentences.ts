import type { FullSchoolInfo } from '@sukoyaka/contracts/school-admin';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /api/schools/show_full_school_info (student): the school, own class, flags and the SOS and
 * standby sentences. Typed, not parsed: this runs on the student's todays_condition page, and zod
 * would add ~25 KB gzip to it (decision 015); the API's response schema already shapes the body.
 * Kept with the session for the offline check-in (decision 031).
 */
export function fetchFullSchoolInfo(signal?: AbortSignal): Promise<FullSchoolInfo> {
  return apiRequest<FullSchoolInfo>('/api/schools/show_full_school_info', { signal, offlineCopy: true });
}
