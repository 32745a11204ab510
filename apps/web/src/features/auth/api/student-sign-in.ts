import type { StudentCardSignInBody, StudentSignInBody } from '@sukoyaka/contracts/auth';
import { apiFetch } from '../../../lib/api-client.ts';
import { saveSessionFromHeaders } from '../../../lib/session-from-headers.ts';
import type { Session } from '../../../lib/session.ts';

// Apart from the staff sign-ins (api/sign-in.ts), whose MFA answers are parsed with zod schemas:
// the student login is in the pupil's first download, which must not carry zod (decision 015).

/**
 * POST /api/students/sign_in (spec §7): school code from the URL, grade, class, 出席番号,
 * password and keep-logged-in. @throws ApiError (401 wrong credentials, 403 stopped, 429 locked).
 */
export async function signInStudent(body: StudentSignInBody): Promise<Session> {
  const { headers } = await apiFetch('/api/students/sign_in', { method: 'POST', body, auth: false });
  return saveSessionFromHeaders(headers, 'student', !!body.isPersistentLogin, body.schoolCode);
}

/**
 * POST /api/students/card_sign_in (issue 27, decision 062): the text of the QR code on the pupil's
 * sign-in card, read by the camera or a USB/QR reader; the same session as a password sign-in.
 * @throws ApiError (401 wrong or revoked card, 403 stopped, 404 school code, 429 locked).
 */
export async function signInStudentWithCard(body: StudentCardSignInBody): Promise<Session> {
  const { headers } = await apiFetch('/api/students/card_sign_in', { method: 'POST', body, auth: false });
  return saveSessionFromHeaders(headers, 'student', !!body.isPersistentLogin, body.schoolCode);
}
