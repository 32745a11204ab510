import { ApiError } from './api-error.ts';
import { i18n } from './i18n.ts';
import { saveSession, type Session, type SessionRole } from './session.ts';

/**
 * Stores the credentials a sign-in returned as response headers (spec §3 "Session credentials":
 * access-token, client, uid, expiry, schoolCode; architecture "Auth contract") in local storage
 * when `isPersistentLogin`, else in session storage. `fallbackSchoolCode` is the URL's code, used
 * when the server sends no schoolCode header.
 * @throws ApiError 500 (generic message) when a credential header is missing.
 */
export function saveSessionFromHeaders(headers: Headers, role: SessionRole, isPersistentLogin: boolean, fallbackSchoolCode?: string): Session {
  const accessToken = headers.get('access-token');
  const client = headers.get('client');
  const uid = headers.get('uid');
  const schoolCode = headers.get('schoolCode') ?? fallbackSchoolCode;
  const schoolless = role === 'local_government' && schoolCode === '';
  if (!accessToken || !client || !uid || (!schoolCode && !schoolless)) throw new ApiError(500, [i18n.t('common.error.generic')]);
  const session: Session = { accessToken, client, uid, schoolCode, role, expiry: headers.get('expiry'), isPersistentLogin };
  saveSession(session);
  return session;
}
