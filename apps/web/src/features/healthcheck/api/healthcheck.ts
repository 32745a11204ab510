import type { HealthcheckAnswerBody, studentHealthcheckSchema } from '@sukoyaka/contracts/healthcheck';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';
import { deliver, type DeliveryResult } from '../../../lib/outbox.ts';

/** Today's health observation: the visible items and today's answer (GET /api/students/healthcheck). */
export type StudentHealthcheck = z.infer<typeof studentHealthcheckSchema>;

/**
 * GET /api/students/healthcheck (spec §7): today's date, whether skipping is enabled, the school's
 * visible items in order, and today's answer or null. Typed by the contract, not re-parsed: the
 * check-in page asks for it before the form's code is loaded (issue 3 budget).
 */
export function fetchStudentHealthcheck(signal?: AbortSignal): Promise<StudentHealthcheck> {
  return apiRequest<StudentHealthcheck>('/api/students/healthcheck', { signal, offlineCopy: true });
}

/**
 * POST /api/students/healthcheck/answer {isSkip, answers, recordedAt} (spec §7; §4 register, redo
 * or skip) through the device's outbox: sent at once when possible, else when the connection
 * returns. A newer answer of the same day replaces one still waiting. Resolves `sent` with
 * today's health observation as saved, or `queued`.
 * @throws ApiError 400 (answers refused by the spec §5 rules, by item), 422 (skip not enabled).
 */
export function answerHealthcheck(body: Omit<HealthcheckAnswerBody, 'recordedAt'>, date: string): Promise<DeliveryResult> {
  return deliver({
    kind: 'healthcheck',
    path: '/api/students/healthcheck/answer',
    body,
    replaceKey: `healthcheck:${date}`,
    invalidate: [['healthcheck']],
  });
}
