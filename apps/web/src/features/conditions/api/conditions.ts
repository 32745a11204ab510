import { conditionRowSchema, type ConditionBody, type ConditionRow } from '@sukoyaka/contracts/conditions';
import { apiRequest, arrayOf } from '../../../lib/api-client.ts';

const conditionRowsSchema = arrayOf(conditionRowSchema);

/**
 * GET /api/conditions?from&to (spec §7 Conditions): the pupil's own check-ins in a range of
 * Japan-time date keys (inclusive), oldest first; days without a check-in are absent.
 */
export function fetchConditions(range: { from: string; to: string }, signal?: AbortSignal): Promise<ConditionRow[]> {
  return apiRequest('/api/conditions', { query: range, schema: conditionRowsSchema, signal });
}

/**
 * POST /api/conditions {mental, physical} (spec §7): records today's check-in; a second one the
 * same day replaces the first. @throws ApiError 422 when skip is not enabled for the school.
 */
export function recordCondition(body: ConditionBody): Promise<ConditionRow> {
  return apiRequest('/api/conditions', { method: 'POST', body, schema: conditionRowSchema });
}
