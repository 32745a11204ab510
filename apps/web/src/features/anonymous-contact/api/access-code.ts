import type { accessCodeSchema } from '@sukoyaka/contracts/schools';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** How this student's school lets them contact a teacher anonymously. */
export type AccessCode = z.infer<typeof accessCodeSchema>;

/**
 * GET /api/students/access_code (spec §7 Student): whether the school links the anonymous
 * reporting service (linkStopIt), the school's access code and the service's address.
 */
export function fetchAccessCode(signal?: AbortSignal): Promise<AccessCode> {
  return apiRequest<AccessCode>('/api/students/access_code', { signal });
}
