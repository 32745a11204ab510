import type { StudentOidcSignInBody } from '@sukoyaka/contracts/auth';
import type { StudentSignInProvider } from '@sukoyaka/contracts/oidc-sign-in';
import { apiFetch } from '../../../lib/api-client.ts';
import { saveSessionFromHeaders } from '../../../lib/session-from-headers.ts';
import { markGoogleLogin, type Session } from '../../../lib/session.ts';

/**
 * The keep-logged-in choice made before leaving for the provider, read back when the student
 * returns (sessionStorage survives the round trip in the same tab; the provider never sees it).
 */
const PENDING_PERSISTENT_KEY = 'googleLoginPersistent';

/**
 * Leaves for the provider's sign-in (decisions 014, 034): remembers keep-logged-in, then opens
 * GET /api/students/<provider>/start, which redirects to Google or Microsoft.
 */
export function startOidcSignIn(provider: StudentSignInProvider, schoolCode: string, isPersistentLogin: boolean): void {
  try {
    window.sessionStorage.setItem(PENDING_PERSISTENT_KEY, String(isPersistentLogin));
  } catch {
    // Storage unavailable: the session will simply not be kept after the browser closes.
  }
  window.location.assign(`/api/students/${provider}/start?${new URLSearchParams({ schoolCode }).toString()}`);
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
 * POST /api/students/<provider>/sign_in: exchanges the one-time code /auth passed as ?token= for a
 * session, stored like a password sign-in; a Google session is marked isGoogleLogin (spec §3).
 * @throws ApiError 401 (unknown, used or expired code), 403 (sign-in stopped), 404 (school code).
 */
export async function signInStudentWithProvider(provider: StudentSignInProvider, body: Omit<StudentOidcSignInBody, 'isPersistentLogin'>): Promise<Session> {
  const isPersistentLogin = takePendingPersistent();
  const { headers } = await apiFetch(`/api/students/${provider}/sign_in`, { method: 'POST', body: { ...body, isPersistentLogin }, auth: false });
  const session = saveSessionFromHeaders(headers, 'student', isPersistentLogin, body.schoolCode);
  if (provider === 'google') markGoogleLogin();
  return session;
}
