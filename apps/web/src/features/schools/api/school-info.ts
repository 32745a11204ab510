import type { SchoolInfo } from '@sukoyaka/contracts/schools';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * GET /api/schools/show_school_info?school_code= (spec §7 Schools; public): the school's name and
 * this year's grades and classes. @throws ApiError 404 with the spec §8 message for an unknown code.
 */
export function fetchSchoolInfo(schoolCode: string, signal?: AbortSignal): Promise<SchoolInfo> {
  // Typed, not parsed: this runs on every login page, and zod would add ~25 KB to the student's
  // first download (decision 010); the API's response schema already shapes the body.
  return apiRequest<SchoolInfo>('/api/schools/show_school_info', {
    query: { school_code: schoolCode },
    auth: false,
    signal,
    // Kept with a signed-in student's session, so the check-in opens offline (decision 031).
    offlineCopy: true,
  });
}
