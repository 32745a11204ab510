import type { StudentSignInBody, TeacherSignInBody } from '@sukoyaka/contracts/auth';
import { apiFetch } from '../../../lib/api-client.ts';
import { saveSessionFromHeaders } from '../../../lib/session-from-headers.ts';
import type { Session } from '../../../lib/session.ts';

/**
 * POST /api/students/sign_in (spec §7): school code from the URL, grade, class, 出席番号,
 * password and keep-logged-in. @throws ApiError (401 wrong credentials, 403 stopped, 429 locked).
 */
export async function signInStudent(body: StudentSignInBody): Promise<Session> {
  const { headers } = await apiFetch('/api/students/sign_in', { method: 'POST', body, auth: false });
  return saveSessionFromHeaders(headers, 'student', !!body.isPersistentLogin, body.schoolCode);
}

/**
 * POST /api/teachers/sign_in (spec §7). Without schoolCode this is the /admin/login sign-in
 * (admin teachers only); the school comes back in the schoolCode header.
 */
export async function signInTeacher(body: TeacherSignInBody): Promise<Session> {
  const { headers } = await apiFetch('/api/teachers/sign_in', { method: 'POST', body, auth: false });
  return saveSessionFromHeaders(headers, body.schoolCode ? 'teacher' : 'admin', !!body.isPersistentLogin, body.schoolCode);
}
