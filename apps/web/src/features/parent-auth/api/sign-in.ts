import type { ParentSignInBody } from '@sukoyaka/contracts/auth';
import { apiFetch } from '../../../lib/api-client.ts';
import { saveSessionFromHeaders } from '../../../lib/session-from-headers.ts';
import type { Session } from '../../../lib/session.ts';

/**
 * POST /api/parents/sign_in (spec §7 Parent; docs/decisions/005-parent-sign-in.md): the school code
 * from the URL, the login id printed on the school's notice, the password and keep-logged-in.
 * The credentials come back as response headers and are stored with role 'parent'.
 * @throws ApiError 401 wrong id or password, 404 unknown school, 429 locked after many tries.
 */
export async function signInParent(body: ParentSignInBody): Promise<Session> {
  const { headers } = await apiFetch('/api/parents/sign_in', { method: 'POST', body, auth: false });
  return saveSessionFromHeaders(headers, 'parent', !!body.isPersistentLogin, body.schoolCode);
}
