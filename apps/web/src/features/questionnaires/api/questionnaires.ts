import type { AnswerBody, StudentDelivery, StudentQuestions } from '@sukoyaka/contracts/questionnaires';
import { apiRequest } from '../../../lib/api-client.ts';

// Typed by the contract, not re-parsed: the prompt shows on the student's first screens, where zod
// would weigh more than the whole feature (issue 3 budget).

/** The student's three choices (spec §7; docs/decisions/013-questionnaires.md). */
export type DeliveryChoice = 'agree' | 'dis_agree' | 'unselect';

/**
 * GET /api/questionnaire_deliveries (spec §7 Student): the open deliveries of the student's grade
 * with the student's state and whether to ask now.
 */
export function fetchDeliveries(signal?: AbortSignal): Promise<StudentDelivery[]> {
  return apiRequest<StudentDelivery[]>('/api/questionnaire_deliveries', { signal });
}

/**
 * POST /api/questionnaire_deliveries/{id}/agree | dis_agree | unselect (no payload): answer now
 * (and consent), never answer again, or answer later / not now / postpone.
 * @throws ApiError 404 not the student's delivery, 422 finished.
 */
export function chooseDelivery(id: number, choice: DeliveryChoice): Promise<StudentDelivery> {
  return apiRequest<StudentDelivery>(`/api/questionnaire_deliveries/${id}/${choice}`, { method: 'POST' });
}

/** GET /api/students/questions/{id}: the delivery's pages of questions with the saved answers. */
export function fetchQuestions(id: number, signal?: AbortSignal): Promise<StudentQuestions> {
  return apiRequest<StudentQuestions>(`/api/students/questions/${id}`, { signal });
}

/**
 * POST /api/students/questions/answer: saves one page (`complete: false`) or completes.
 * @throws ApiError 400 bad answers (by `answers.<questionId>`), 403 consent needed, 409 already
 *   completed, 422 finished or required answers missing (by `answers.<questionId>`).
 */
export function postAnswers(body: AnswerBody): Promise<StudentQuestions> {
  return apiRequest<StudentQuestions>('/api/students/questions/answer', { method: 'POST', body });
}
