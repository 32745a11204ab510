import type { StudentGoogleSignInBody } from '@sukoyaka/contracts/auth';
import { apiFetch } from '../../../lib/api-client.ts';
import { saveSessionFromHeaders } from '../../../lib/session-from-headers.ts';
import { markGoogleLogin, type Session } from '../../../lib/session.ts';

/**
 * The keep-logged-in choice made before leaving for Google, read back when the student returns
 * (sessionStorage survives the round trip in the same tab; the provider never sees it).
 */
const PENDING_PERSISTENT_KEY = 'googleLoginPersistent';

/**
 * Leaves for the provider's sign-in (decision 014): remembers keep-logged-in, then opens
 * GET /api/students/google/start, which redirects to Google.
 */
export function startGoogleSignIn(schoolCode: string, isPersistentLogin: boolean): void {
  try {
    window.sessionStorage.setItem(PENDING_PERSISTENT_KEY, String(isPersistentLogin));
  } catch {
    // Storage unavailable: the session will simply not be kept after the browser closes.
  }
  window.location.assign(`/api/students/google/start?${new URLSearchParams({ schoolCode }).toString()}`);
}

function takePendingPersistent(): boolean {
  try {
    const value = window.sessionStorage.getItem(PENDING_PERSISTENT_KEY);
    window.sessionStorage.removeItem(PENDING_PERSISTENT_KEY);
    return value === 'true';
  } catch {
    return false;
  }
}

/**
 * POST /api/students/google/sign_in: exchanges the one-time code /auth passed as ?token= for a
 * session, stored like a password sign-in, marked isGoogleLogin (spec §3).
 * @throws ApiError 401 (unknown, used or expired code), 403 (sign-in stopped), 404 (school code).
 */
export async function signInStudentWithGoogle(body: Omit<StudentGoogleSignInBody, 'isPersistentLogin'>): Promise<Session> {
  const isPersistentLogin = takePendingPersistent();
  const { headers } = await apiFetch('/api/students/google/sign_in', { method: 'POST', body: { ...body, isPersistentLogin }, auth: false });
  const session = saveSessionFromHeaders(headers, 'student', isPersistentLogin, body.schoolCode);
  markGoogleLogin();
  return session;
}
