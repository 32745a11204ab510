import type { ConditionBody, ConditionRow } from '@sukoyaka/contracts/conditions';
import { apiRequest } from '../../../lib/api-client.ts';
import { todayKey } from '../../../lib/dates.ts';
import { deliver, type DeliveryResult } from '../../../lib/outbox.ts';

// Responses are typed by the contract but not re-parsed with zod here: the API already serialises
// them through the same contract's response schema, and zod would add 25 KB gzip to the student's
// first screens (issue 3 budget: ≤ 150 KB for login and check-in).

/**
 * GET /api/conditions?from&to (spec §7 Conditions): the student's own check-ins in a range of
 * Japan-time date keys (inclusive), oldest first; days without a check-in are absent.
 */
export function fetchConditions(range: { from: string; to: string }, signal?: AbortSignal): Promise<ConditionRow[]> {
  return apiRequest<ConditionRow[]>('/api/conditions', { query: range, signal });
}

/**
 * POST /api/conditions {mental, physical, recordedAt} (spec §7) through the device's outbox: sent
 * at once when possible, else kept and sent when the connection returns (issue 3). A newer
 * check-in of the same day replaces one still waiting; the server keeps the newest by recordedAt.
 * Resolves `sent` with the saved row (ConditionRow) or `queued`.
 * @throws ApiError 422 when skip is not enabled for the school.
 */
export function recordCondition(body: Omit<ConditionBody, 'recordedAt'>): Promise<DeliveryResult> {
  return deliver({ kind: 'condition', path: '/api/conditions', body, replaceKey: `condition:${todayKey()}`, invalidate: [['student', 'conditions']] });
}
