import { z } from 'zod';
import { teacherAccountSchema, type TeacherAccount } from '@sukoyaka/contracts/school-admin';
import { apiRequest } from '../../../lib/api-client.ts';

/** GET /api/teachers/settings (admin): the school's teachers. */
export function fetchTeacherAccounts(signal?: AbortSignal): Promise<TeacherAccount[]> {
  return apiRequest('/api/teachers/settings', { schema: z.array(teacherAccountSchema), signal });
}

/** POST /api/teachers/settings: a new teacher, mailed a registration link. @throws ApiError 400/422 naming `name` / `email`. */
export function createTeacher(body: { name: string; email: string; admin: boolean }): Promise<TeacherAccount> {
  return apiRequest('/api/teachers/settings', { method: 'POST', body, schema: teacherAccountSchema });
}

/** PATCH /api/teachers/settings/{id}. @throws ApiError 422 the last admin losing the flag (fieldErrors.admin). */
export function updateTeacher(id: number, body: { name?: string; email?: string; admin?: boolean }): Promise<TeacherAccount> {
  return apiRequest(`/api/teachers/settings/${id}`, { method: 'PATCH', body, schema: teacherAccountSchema });
}

/** POST /api/teachers/year_grade_klass_users/{teacherId}/update_teacher: this year's classes in charge. */
export function updateTeacherKlasses(id: number, klassIds: number[]): Promise<TeacherAccount> {
  return apiRequest(`/api/teachers/year_grade_klass_users/${id}/update_teacher`, { method: 'POST', body: { klassIds }, schema: teacherAccountSchema });
}

/** POST /api/teachers/settings/stop_sign_in. */
export function setTeacherStopped(id: number, stopped: boolean): Promise<TeacherAccount> {
  return apiRequest('/api/teachers/settings/stop_sign_in', { method: 'POST', body: { id, stopped }, schema: teacherAccountSchema });
}

/** POST /api/teachers/settings/resend_confirm. @throws ApiError 422 already registered. */
export function resendConfirm(id: number): Promise<{ email: string }> {
  return apiRequest('/api/teachers/settings/resend_confirm', { method: 'POST', body: { id }, schema: z.object({ email: z.string() }) });
}
