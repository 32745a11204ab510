import type { OrganizationSignInBody, TeacherSignInBody } from '@sukoyaka/contracts/auth';
import { mfaChallengeSchema, signInAnswerSchema, signedInSchema, type MfaChallenge, type MfaSignInBody } from '@sukoyaka/contracts/mfa';
import { apiFetch } from '../../../lib/api-client.ts';
import { saveSessionFromHeaders } from '../../../lib/session-from-headers.ts';
import type { Session } from '../../../lib/session.ts';

/**
 * A staff sign-in's outcome: signed in, a code is needed first (decision 019), or MFA is required
 * and not set up: an enrolment link went to the account's address (decision 059).
 */
export type TeacherSignInOutcome = { session: Session; recoveryCodes?: string[] } | { challenge: MfaChallenge } | { enrolmentMailed: true };

/** The password step's answer without a session. */
const withoutSession = (data: { enrolmentMailed?: true } & Partial<MfaChallenge>): TeacherSignInOutcome =>
  'enrolmentMailed' in data ? { enrolmentMailed: true } : { challenge: data as MfaChallenge };

/**
 * POST /api/teachers/sign_in (spec §7). Without schoolCode this is the /admin/login sign-in
 * (admin teachers only); the school comes back in the schoolCode header. A teacher with MFA gets
 * a challenge (no token) for {@link completeTeacherMfaSignIn}.
 */
export async function signInTeacher(body: TeacherSignInBody): Promise<TeacherSignInOutcome> {
  const { data, headers } = await apiFetch('/api/teachers/sign_in', { method: 'POST', body, auth: false, schema: signInAnswerSchema });
  if ('mfaRequired' in data) return withoutSession(data);
  return { session: saveSessionFromHeaders(headers, body.schoolCode ? 'teacher' : 'admin', !!body.isPersistentLogin, body.schoolCode) };
}

/**
 * POST /api/teachers/sign_in/mfa (decision 019): the challenge and a 6-digit code or a recovery
 * code; stores the session like a password sign-in. `recoveryCodes` come back when this sign-in
 * also finished a required setup. @throws ApiError (401 wrong code or expired challenge, 429 locked).
 */
export async function completeTeacherMfaSignIn(body: MfaSignInBody, schoolCode?: string): Promise<{ session: Session; recoveryCodes?: string[] }> {
  const { data, headers } = await apiFetch('/api/teachers/sign_in/mfa', { method: 'POST', body, auth: false, schema: signedInSchema });
  const session = saveSessionFromHeaders(headers, schoolCode ? 'teacher' : 'admin', !!body.isPersistentLogin, schoolCode);
  return data.recoveryCodes ? { session, recoveryCodes: data.recoveryCodes } : { session };
}

/**
 * POST /api/local_governments/sign_in (spec §7 Local government): e-mail, password and
 * keep-logged-in of a board user; the session has no school (schoolCode ''). A board user with MFA
 * gets a challenge for {@link completeOrganizationMfaSignIn}.
 * @throws ApiError (401 wrong credentials, 403 address not allowed, 429 locked).
 */
export async function signInOrganization(body: OrganizationSignInBody): Promise<TeacherSignInOutcome> {
  const { data, headers } = await apiFetch('/api/local_governments/sign_in', { method: 'POST', body, auth: false, schema: signInAnswerSchema });
  if ('mfaRequired' in data) return withoutSession(data);
  return { session: saveSessionFromHeaders(headers, 'local_government', !!body.isPersistentLogin, '') };
}

/** POST /api/local_governments/sign_in/mfa (decision 019): the board user's code step. @throws ApiError 401, 429. */
export async function completeOrganizationMfaSignIn(body: MfaSignInBody): Promise<{ session: Session; recoveryCodes?: string[] }> {
  const { data, headers } = await apiFetch('/api/local_governments/sign_in/mfa', { method: 'POST', body, auth: false, schema: signedInSchema });
  const session = saveSessionFromHeaders(headers, 'local_government', !!body.isPersistentLogin, '');
  return data.recoveryCodes ? { session, recoveryCodes: data.recoveryCodes } : { session };
}

/**
 * POST /api/teachers/sign_in/mfa/enrolment or /api/local_governments/sign_in/mfa/enrolment
 * (decision 059): the mailed link's token (used up) for a new secret and a sign-in challenge.
 * @throws ApiError (401 unknown, used or expired link; 403 stopped or outside the IP allow-list).
 */
export async function startMfaEnrolment(account: 'teacher' | 'local_government', token: string): Promise<MfaChallenge> {
  const url = account === 'local_government' ? '/api/local_governments/sign_in/mfa/enrolment' : '/api/teachers/sign_in/mfa/enrolment';
  const { data } = await apiFetch(url, { method: 'POST', body: { token }, auth: false, schema: mfaChallengeSchema });
  return data;
}
