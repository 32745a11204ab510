import { z } from 'zod';
import { resetPasswordResultSchema, studentAccountPageSchema, studentAccountSchema, type StudentAccount } from '@sukoyaka/contracts/school-admin';
import { apiRequest } from '../../../lib/api-client.ts';
import { apiDownload, type DownloadedFile } from '../../../lib/api-download.ts';

export type StudentAccountPage = z.infer<typeof studentAccountPageSchema>;

/** GET /api/teachers/student_accounts (admin): one page of this year's students, `keyword` matched width- and case-insensitively. */
export function fetchStudentAccounts(
  query: { keyword?: string; klassId?: number; page: number; limit: number },
  signal?: AbortSignal,
): Promise<StudentAccountPage> {
  return apiRequest('/api/teachers/student_accounts', { query, schema: studentAccountPageSchema, signal });
}

/** PATCH /api/teachers/students/{id}. @throws ApiError 400 naming `name` / `email`. */
export function updateStudent(id: number, body: { name?: string; nameKana?: string | null; email?: string | null }): Promise<StudentAccount> {
  return apiRequest(`/api/teachers/students/${id}`, { method: 'PATCH', body, schema: studentAccountSchema });
}

/** POST /api/teachers/students/{id}/stop_sign_in: stop (the student's devices sign out) or restart. */
export function setStudentStopped(id: number, stopped: boolean): Promise<StudentAccount> {
  return apiRequest(`/api/teachers/students/${id}/stop_sign_in`, { method: 'POST', body: { stopped }, schema: studentAccountSchema });
}

/** POST /api/teachers/year_grade_klass_users/{enrollmentId}/update_student. @throws ApiError 422 number taken (fieldErrors.studentNumber). */
export function moveStudent(enrollmentId: number, body: { klassId: number; studentNumber: number }): Promise<StudentAccount> {
  return apiRequest(`/api/teachers/year_grade_klass_users/${enrollmentId}/update_student`, { method: 'POST', body, schema: studentAccountSchema });
}

/** How many rows of each kind a health-data deletion removed (decision 032). */
export const healthDataDeletionSchema = z.object({
  conditions: z.number(),
  conditionAlerts: z.number(),
  healthcheckAnswers: z.number(),
  soss: z.number(),
  questionnaireAnswers: z.number(),
});
export type HealthDataDeletion = z.infer<typeof healthDataDeletionSchema>;

/**
 * DELETE /api/teachers/students/{id}/health_data (admin teachers; issue 15 item 7, decision 032):
 * deletes the student's check-ins, condition alerts, health observations, talk requests and
 * questionnaire answers for good; the account, classes and attendance register stay.
 * @throws ApiError 403 (class teacher), 404 (not this school's student).
 */
export function deleteStudentHealthData(id: number): Promise<HealthDataDeletion> {
  return apiRequest(`/api/teachers/students/${id}/health_data`, { method: 'DELETE', schema: healthDataDeletionSchema });
}

/** POST /api/teachers/students/{id}/reset_password: the new initial password, shown once. */
export function resetStudentPassword(id: number): Promise<{ password: string }> {
  return apiRequest(`/api/teachers/students/${id}/reset_password`, { method: 'POST', schema: resetPasswordResultSchema });
}

/**
 * POST /api/teachers/students/sign_in_cards?klassId=: new initial passwords for the chosen pupils
 * of the class only and their cards PDF (decisions 023, 045). POST with the session headers; a 401
 * goes to the login like any call.
 * @throws ApiError with the server's messages.
 */
export function issueSignInCards({ klassId, studentIds }: { klassId: number; studentIds: number[] }): Promise<DownloadedFile> {
  return apiDownload('/api/teachers/students/sign_in_cards', { method: 'POST', query: { klassId }, body: { studentIds }, fallbackName: 'sign-in-cards.pdf' });
}

/** POST /api/teachers/students/{id}/revoke_sign_in_card: the student's QR sign-in card stops working (decision 062). */
export function revokeSignInCard(id: number): Promise<StudentAccount> {
  return apiRequest(`/api/teachers/students/${id}/revoke_sign_in_card`, { method: 'POST', schema: studentAccountSchema });
}
