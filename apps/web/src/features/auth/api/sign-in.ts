import type { StudentSignInBody, TeacherSignInBody } from '@sukoyaka/contracts/auth';
import { ApiError } from '../../../lib/api-error.ts';
import { apiFetch } from '../../../lib/api-client.ts';
import { i18n } from '../../../lib/i18n.ts';
import { saveSession, type Session, type SessionRole } from '../../../lib/session.ts';

/**
 * Reads the credentials a sign-in returns as response headers (spec §3 "Session credentials":
 * access-token, client, uid, expiry, schoolCode) and stores them (spec §3: local storage when
 * isPersistentLogin, else session storage).
 */
function storeSession(headers: Headers, role: SessionRole, isPersistentLogin: boolean, fallbackSchoolCode?: string): Session {
  const accessToken = headers.get('access-token');
  const client = headers.get('client');
  const uid = headers.get('uid');
  const schoolCode = headers.get('schoolCode') ?? fallbackSchoolCode;
  if (!accessToken || !client || !uid || !schoolCode) throw new ApiError(500, [i18n.t('common.error.generic')]);
  const session: Session = { accessToken, client, uid, schoolCode, role, expiry: headers.get('expiry'), isPersistentLogin };
  saveSession(session);
  return session;
}

/**
 * POST /api/students/sign_in (spec §7): school code from the URL, grade, class, 出席番号,
 * password and keep-logged-in. @throws ApiError (401 wrong credentials, 403 stopped, 429 locked).
 */
export async function signInStudent(body: StudentSignInBody): Promise<Session> {
  const { headers } = await apiFetch('/api/students/sign_in', { method: 'POST', body, auth: false });
  return storeSession(headers, 'student', !!body.isPersistentLogin, body.schoolCode);
}

/**
 * POST /api/teachers/sign_in (spec §7). Without schoolCode this is the /admin/login sign-in
 * (admin teachers only); the school comes back in the schoolCode header.
 */
export async function signInTeacher(body: TeacherSignInBody): Promise<Session> {
  const { headers } = await apiFetch('/api/teachers/sign_in', { method: 'POST', body, auth: false });
  return storeSession(headers, body.schoolCode ? 'teacher' : 'admin', !!body.isPersistentLogin, body.schoolCode);
}
