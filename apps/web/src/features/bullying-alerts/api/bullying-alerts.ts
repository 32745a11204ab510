import {
  alertResolvedSchema,
  answerSheetSchema,
  askAgainResultSchema,
  bullyingAlertsViewSchema,
  commentListSchema,
  pastAlertSchema,
  studentAlertsSchema,
  updateConfirmStatusResultSchema,
  type AnswerComment,
  type AnswerSheet,
  type BullyingAlertsQuery,
  type BullyingAlertsView,
  type PastAlert,
  type StudentAlerts,
} from '@sukoyaka/contracts/bullying-alerts';
import { followUpSchema, type FollowUp } from '@sukoyaka/contracts/questionnaire-deliveries';
import { apiRequest, arrayOf } from '../../../lib/api-client.ts';
import { confirmHeaders } from '../../../lib/confirm-token.ts';

/**
 * Calls of the bullying-alert pages (spec §7 Bullying, Comments, Confirmation status update). Every
 * call sends the stored confirm token (decision 022); without a valid one the API
 * answers 403 and the page asks for the password again (needsReentry).
 */

/** GET bullying_alerts/for_all or for_class with the header's filters. */
export function fetchBullyingAlerts(mode: 'for_all' | 'for_class', query: BullyingAlertsQuery, signal?: AbortSignal): Promise<BullyingAlertsView> {
  const path = mode === 'for_all' ? '/api/teachers/bullying_alerts/for_all' : '/api/teachers/bullying_alerts/for_class';
  return apiRequest(path, { query: { ...query }, schema: bullyingAlertsViewSchema, headers: confirmHeaders(), signal });
}

/**
 * GET questionnaire_deliveries/follow_up (decision 076): a custom delivery's alerted sheets and its
 * もう こたえない pupils in the teacher's reach. @throws ApiError 404 (another school's, deleted or
 * a bullying delivery), 403 without a valid confirm token.
 */
export function fetchFollowUp(questionnaireDeliveryId: number, signal?: AbortSignal): Promise<FollowUp> {
  return apiRequest('/api/teachers/questionnaire_deliveries/follow_up', {
    query: { questionnaireDeliveryId },
    schema: followUpSchema,
    headers: confirmHeaders(),
    signal,
  });
}

/** GET bullying_alerts/for_student: the student and their sheets, newest first. */
export function fetchStudentAlerts(studentId: number, signal?: AbortSignal): Promise<StudentAlerts> {
  return apiRequest('/api/teachers/bullying_alerts/for_student', { query: { studentId }, schema: studentAlertsSchema, headers: confirmHeaders(), signal });
}

/** GET students/questionaire (or past_questionaire): one sheet's answer table and its viewers. */
export function fetchAnswerSheet(past: boolean, studentId: number, questionnaireDeliveryId: number, signal?: AbortSignal): Promise<AnswerSheet> {
  const path = past ? '/api/teachers/students/past_questionaire' : '/api/teachers/students/questionaire';
  return apiRequest(path, { query: { studentId, questionnaireDeliveryId }, schema: answerSheetSchema, headers: confirmHeaders(), signal });
}

/** GET students/past_alerts. */
export function fetchPastAlerts(studentId: number, signal?: AbortSignal): Promise<PastAlert[]> {
  return apiRequest('/api/teachers/students/past_alerts', { query: { studentId }, schema: arrayOf(pastAlertSchema), headers: confirmHeaders(), signal });
}

/** GET students/questionaire/comments (data.list). */
export async function fetchComments(answerId: number, signal?: AbortSignal): Promise<AnswerComment[]> {
  const data = await apiRequest('/api/teachers/students/questionaire/comments', {
    query: { questionnaire_answer: answerId },
    schema: commentListSchema,
    headers: confirmHeaders(),
    signal,
  });
  return data.list;
}

/** POST students/questionaire/create_comment: the new list (data.list). */
export async function createComment(answerId: number, content: string): Promise<AnswerComment[]> {
  const data = await apiRequest('/api/teachers/students/questionaire/create_comment', {
    method: 'POST',
    body: { content, questionnaire_answer: answerId },
    schema: commentListSchema,
    headers: confirmHeaders(),
  });
  return data.list;
}

/** POST students/update_questions_status: 対応済み on or off. */
export function updateQuestionsStatus(answerId: number, resolved: boolean) {
  return apiRequest('/api/teachers/students/update_questions_status', {
    method: 'POST',
    body: { questionnaire_answer: answerId, resolved },
    schema: alertResolvedSchema,
    headers: confirmHeaders(),
  });
}

/** POST students/questionaire/ask_again: undoes the pupil's もう こたえない on one sheet (issue 24 item 7). */
export function askAgain(answerId: number) {
  return apiRequest('/api/teachers/students/questionaire/ask_again', {
    method: 'POST',
    body: { questionnaire_answer: answerId },
    schema: askAgainResultSchema,
    headers: confirmHeaders(),
  });
}

/** POST students/update_teacher_confirm_status (numbers 1–4): the changed records. */
export function updateTeacherConfirmStatus(questionnaireDeliveryId: number, studentIds: number[], status: number) {
  return apiRequest('/api/teachers/students/update_teacher_confirm_status', {
    method: 'POST',
    body: { questionnaire_id: questionnaireDeliveryId, student_ids: studentIds, teacher_confirm_status: status },
    schema: updateConfirmStatusResultSchema,
    headers: confirmHeaders(),
  });
}
