import type { MfaChallenge, MfaSignInBody } from '@sukoyaka/contracts/mfa';
import type { Database } from '@sukoyaka/db/client';
import { assertIpAllowed } from '../allowed-ips/allowed-ips.service.ts';
import { findSchoolById } from '../schools/schools.service.ts';
import { forbidden, HttpError, messages, tooManyRequests, unauthorized } from '../../lib/http-errors.ts';
import { enableMfa, findTotp, mfaMessages, startMfaSetup, verifySecondFactor } from '../mfa/mfa.service.ts';
import { challengeTtlSeconds, isMfaRequired } from '../mfa/mfa-policy.service.ts';
import { loadStaffAccount, type StaffAccountDetails, type StaffAccountType } from '../mfa/staff-accounts.service.ts';
import { consumeOneTimeToken, findOneTimeToken, issueOneTimeToken } from './one-time-tokens.ts';
import { clearFailures, isLocked, recordFailure, staffThrottleKey, type ThrottlePolicy } from '../../lib/sign-in-throttle.ts';
import { issueToken, type IssuedToken } from './tokens.service.ts';

/** A challenge that no longer works: expired (5 minutes), used, or MFA changed meanwhile. */
export const CHALLENGE_EXPIRED = 'ログインの確認の有効期限が切れました。もう一度ログインしてください。';

/**
 * The MFA step of a staff password sign-in (issue 9, decision 019), called once the password is
 * right. Returns null when the account signs in without a code; otherwise a one-time challenge
 * (account_tokens purpose mfa_sign_in, 5 minutes) and, for an account that must use MFA but has
 * not set it up, a fresh secret to set up now: without a code it gets no session at all.
 */
export async function mfaChallengeFor(db: Database, account: StaffAccountDetails): Promise<MfaChallenge | null> {
  const totp = await findTotp(db, account);
  const enabled = totp?.enabled ?? false;
  if (!enabled && !(await isMfaRequired(db, account))) return null;
  const setup = enabled ? undefined : await startMfaSetup(db, account, account.email);
  const ttlMs = (await challengeTtlSeconds(db, account)) * 1000;
  const challenge = await issueOneTimeToken(db, account, 'mfa_sign_in', ttlMs);
  return { mfaRequired: true, challenge, ...(setup ? { setup } : {}) };
}

export interface MfaSignInResult {
  token: IssuedToken;
  schoolCode: string | null;
  /** When this sign-in completed a required setup: the new recovery codes, shown once. */
  recoveryCodes?: string[];
}

export interface MfaSignInPolicy extends ThrottlePolicy {
  persistentTokenTtlMs: number;
  sessionTokenTtlMs: number;
}

/**
 * POST /api/teachers/sign_in/mfa and /api/local_governments/sign_in/mfa: the challenge of the
 * password step and a code (6 digits from the app, or a recovery code). A wrong code counts in the
 * account's sign-in throttle (the lock also stops the password step) and leaves the challenge
 * usable until it expires; the right one uses the challenge up and issues the device token exactly
 * as a password sign-in does. A pending required setup is confirmed by its first code.
 * @throws 401 unknown/expired/used challenge or wrong code (Japanese); 403 sign-in stopped or outside the IP allow-list; 429 while locked.
 */
export async function completeMfaSignIn(
  db: Database,
  policy: MfaSignInPolicy,
  accountType: StaffAccountType,
  body: MfaSignInBody,
  ip?: string,
): Promise<MfaSignInResult> {
  const accountId = await findOneTimeToken(db, body.challenge, accountType, 'mfa_sign_in');
  const account = accountId === null ? null : await loadStaffAccount(db, { accountType, accountId });
  if (!account) throw unauthorized(CHALLENGE_EXPIRED);
  if (account.signInStopped) throw forbidden(messages.signInStopped);
  // The IP allow-list applies to this step as to the password step.
  if (ip) await assertIpAllowed(db, account.schoolId !== null ? { schoolId: account.schoolId } : { organizationId: account.organizationId! }, ip);
  const key = staffThrottleKey(accountType, account.email);
  if (await isLocked(db, key)) throw tooManyRequests();

  const totp = await findTotp(db, account);
  let recoveryCodes: string[] | undefined;
  let ok: boolean;
  if (totp?.enabled) ok = await verifySecondFactor(db, account, body.code);
  else if (totp && (await isMfaRequired(db, account))) {
    recoveryCodes = await enableMfa(db, account, body.code).catch((error: unknown) => {
      if (error instanceof HttpError) return undefined; // wrong code (422) or a racing confirmation (409)
      throw error;
    });
    ok = recoveryCodes !== undefined;
  } else throw unauthorized(CHALLENGE_EXPIRED);
  if (!ok) {
    await recordFailure(db, key, policy);
    throw unauthorized(mfaMessages.wrongCode);
  }
  if ((await consumeOneTimeToken(db, body.challenge, accountType, 'mfa_sign_in')) === null) throw unauthorized(CHALLENGE_EXPIRED);
  await clearFailures(db, key);

  const ttl = body.isPersistentLogin ? policy.persistentTokenTtlMs : policy.sessionTokenTtlMs;
  const token = await issueToken(
    db,
    accountType === 'teacher'
      ? { accountType, accountId: account.accountId, uid: account.email, schoolId: account.schoolId! }
      : { accountType, accountId: account.accountId, uid: account.email, organizationId: account.organizationId! },
    ttl,
  );
  const school = account.schoolId === null ? null : await findSchoolById(db, account.schoolId);
  return { token, schoolCode: school?.code ?? null, ...(recoveryCodes ? { recoveryCodes } : {}) };
}
