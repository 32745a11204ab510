import { z } from 'zod';
import {
  deliveriesPageSchema,
  deliveryNewSchema,
  deliveryQuestionGroupsSchema,
  deliveryTestResultSchema,
  deliveryTrySchema,
  type AddQuestionsBody,
  type DeliveriesPage,
  type DeliveriesQuery,
  type DeliveryCopyBody,
  type DeliveryCreateBody,
  type DeliveryNew,
  type DeliveryPatchBody,
  type DeliveryQuestionGroups,
  type DeliveryTestAnswersBody,
  type DeliveryTestResult,
  type DeliveryTry,
} from '@sukoyaka/contracts/questionnaire-deliveries';
import { apiDownload, type DownloadedFile } from '../../../lib/api-download.ts';
import { apiRequest } from '../../../lib/api-client.ts';
import { confirmHeaders } from '../../../lib/confirm-token.ts';

const BASE = '/api/teachers/questionnaire_deliveries';
const created = z.object({ id: z.number() }).passthrough();

/** GET /api/teachers/questionnaire_deliveries (spec §7): a page of deliveries, newest first, by 年度 / month / state. */
export function fetchDeliveries(query: Partial<DeliveriesQuery>, signal?: AbortSignal): Promise<DeliveriesPage> {
  return apiRequest(BASE, { query: { year: query.year, month: query.month, status: query.status, page: query.page }, schema: deliveriesPageSchema, signal });
}

/** GET …/new: the current 年度, the school's grades and the templates. */
export function fetchDeliveryNew(signal?: AbortSignal): Promise<DeliveryNew> {
  return apiRequest(`${BASE}/new`, { schema: deliveryNewSchema, signal });
}

/** POST …: a new delivery (from a template or blank). @throws ApiError 400/422 with fieldErrors (title, startAt, finishAt, gradeIds …). */
export function createDelivery(body: DeliveryCreateBody): Promise<{ id: number }> {
  return apiRequest(BASE, { method: 'POST', body, schema: created });
}

/** PATCH …/{id}: title, period, grades, consent. @throws ApiError 400/422 with fieldErrors. */
export function patchDelivery(id: number, body: DeliveryPatchBody): Promise<unknown> {
  return apiRequest(`${BASE}/${id}`, { method: 'PATCH', body });
}

/** DELETE …/{id}; `deleteAnswers` confirms the answers go too. @throws ApiError 409 when students have answered and it was not confirmed. */
export function deleteDelivery(id: number, deleteAnswers: boolean): Promise<unknown> {
  return apiRequest(`${BASE}/${id}`, { method: 'DELETE', query: { deleteAnswers: deleteAnswers ? 'true' : 'false' } });
}

/** POST …/{id}/complete: students can no longer answer (完了). */
export function completeDelivery(id: number): Promise<unknown> {
  return apiRequest(`${BASE}/${id}/complete`, { method: 'POST', body: {} });
}

/** POST …/{id}/copy: a new delivery with a copy of the questions and no answers. */
export function copyDelivery(id: number, body: DeliveryCopyBody): Promise<{ id: number }> {
  return apiRequest(`${BASE}/${id}/copy`, { method: 'POST', body, schema: created });
}

/** GET …/{id}/question_group_by_questionnaire_delivery_id: the editor's pages and questions with their rules in Japanese. */
export function fetchQuestionGroups(id: number, signal?: AbortSignal): Promise<DeliveryQuestionGroups> {
  return apiRequest(`${BASE}/${id}/question_group_by_questionnaire_delivery_id`, { schema: deliveryQuestionGroupsSchema, signal });
}

/** POST …/{id}/add_questions: replaces the question set. @throws ApiError 409 once a student has answered; 400/422 with fieldErrors (questionsGroups.0.questions.1.text …). */
export function saveQuestions(id: number, body: AddQuestionsBody): Promise<DeliveryQuestionGroups> {
  return apiRequest(`${BASE}/${id}/add_questions`, { method: 'POST', body, schema: deliveryQuestionGroupsSchema });
}

/** GET …/{id}/test: the student's pages and each question's rules, for trying it. */
export function fetchTry(id: number, signal?: AbortSignal): Promise<DeliveryTry> {
  return apiRequest(`${BASE}/${id}/test`, { schema: deliveryTrySchema, signal });
}

/** GET …/{id}/preview?questionnaire_delivery_id=: the same pages, read only. */
export function fetchPreview(id: number, signal?: AbortSignal): Promise<DeliveryTry> {
  return apiRequest(`${BASE}/${id}/preview`, { query: { questionnaire_delivery_id: id }, schema: deliveryTrySchema, signal });
}

/** POST …/{id}/test: the level test answers would raise; nothing is stored. */
export function tryAnswers(id: number, body: DeliveryTestAnswersBody): Promise<DeliveryTestResult> {
  return apiRequest(`${BASE}/${id}/test`, { method: 'POST', body, schema: deliveryTestResultSchema });
}

/** The delivery exports of spec §7 (Excel, spec §9 file names). */
export const DELIVERY_EXPORTS = ['export_answers', 'export_alerts', 'export_survey'] as const;
export type DeliveryExport = (typeof DELIVERY_EXPORTS)[number];

/**
 * GET /api/teachers/questionnaires/{id}/export_*: one of the delivery's Excel files, with the stored
 * confirm token: a bullying survey's answers need it (decision 022).
 * @throws ApiError 403 いじめアンケートの回答を見るには、パスワードを再入力してください。 without a valid one (needsReentry).
 */
export function downloadDeliveryExport(id: number, kind: DeliveryExport): Promise<DownloadedFile> {
  return apiDownload(`/api/teachers/questionnaires/${id}/${kind}`, { fallbackName: `${kind}.xlsx`, headers: confirmHeaders() });
}
