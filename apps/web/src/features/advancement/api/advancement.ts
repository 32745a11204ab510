import { z } from 'zod';
import {
  acceptanceViewSchema,
  goOnBulkResultSchema,
  goOnSchoolOptionSchema,
  goOnViewSchema,
  type AcceptanceView,
  type AcceptBody,
  type GoOnBulkBody,
  type GoOnBulkResult,
  type GoOnSchoolOption,
  type GoOnView,
} from '@sukoyaka/contracts/advancement';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/teachers/student_go_on_schools?year=: the closing year's students and plans (admin teachers). */
export function fetchGoOnView(year: number, signal?: AbortSignal): Promise<GoOnView> {
  return apiRequest('/api/teachers/student_go_on_schools', { query: { year }, schema: goOnViewSchema, signal });
}

/** GET /api/teachers/students/go_on_schools: the board's other schools a graduate may go on to. */
export function fetchGoOnSchools(signal?: AbortSignal): Promise<GoOnSchoolOption[]> {
  return apiRequest('/api/teachers/students/go_on_schools', { schema: z.array(goOnSchoolOptionSchema), signal });
}

/**
 * POST …/bulk_create_student_go_on_in_progress (途中保存, `apply` ignored) or …/bulk_create_or_update (with `apply`: the new year's enrollments).
 * @throws ApiError 422 naming `plans.N.field`, or listing unplanned students / clashing numbers (nothing written).
 */
export function saveGoOnPlans(body: GoOnBulkBody, inProgress: boolean): Promise<GoOnBulkResult> {
  const path = inProgress
    ? '/api/teachers/student_go_on_schools/bulk_create_student_go_on_in_progress'
    : '/api/teachers/student_go_on_schools/bulk_create_or_update';
  return apiRequest(path, { method: 'POST', body, schema: goOnBulkResultSchema });
}

/** GET /api/teachers/acceptances: graduates the board's schools sent here (decision 025). */
export function fetchAcceptances(signal?: AbortSignal): Promise<AcceptanceView> {
  return apiRequest('/api/teachers/acceptances', { schema: acceptanceViewSchema, signal });
}

/** POST /api/teachers/acceptances/accept. @throws ApiError 404 / 422 (nothing written). */
export function acceptGraduates(body: AcceptBody): Promise<{ accepted: number }> {
  return apiRequest('/api/teachers/acceptances/accept', { method: 'POST', body, schema: z.object({ accepted: z.number() }) });
}
