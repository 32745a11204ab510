import { MFA_ENROLMENT_PARAM, type MfaChallenge, type MfaEnrolmentMailed, type MfaSignInBody } from '@sukoyaka/contracts/mfa';
import type { Database } from '@sukoyaka/db/client';
import { assertIpAllowed } from '../allowed-ips/allowed-ips.service.ts';
import { findSchoolById } from '../schools/schools.service.ts';
import { forbidden, HttpError, messages, tooManyRequests, unauthorized } from '../../lib/http-errors.ts';
import { enableMfa, findTotp, mfaMessages, startMfaSetup, verifySecondFactor } from '../mfa/mfa.service.ts';
import { challengeTtlSeconds, isMfaRequired } from '../mfa/mfa-policy.service.ts';
import { loadStaffAccount, type StaffAccountDetails, type StaffAccountType } from '../mfa/staff-accounts.service.ts';
import { consumeOneTimeToken, findOneTimeToken, issueOneTimeToken } from './one-time-tokens.ts';
import { clearFailures, isLocked, recordFailure, staffThrottleKey, type ThrottlePolicy } from '../../lib/sign-in-throttle.ts';
import type { MailOutbox } from '../mail/mail.service.ts';
import { issueToken, revokeAccountTokens, type IssuedToken } from './tokens.service.ts';

/** A challenge that no longer works: expired (5 minutes), used, or MFA changed meanwhile. */
export const CHALLENGE_EXPIRED = 'ログインの確認の有効期限が切れました。もう一度ログインしてください。';

/** A mailed enrolment link that no longer works. */
export const ENROLMENT_EXPIRED = 'このリンクは無効か、有効期限が切れています。もう一度ログインすると新しいリンクをお送りします。';

/** How a required enrolment is mailed: the outbox and the product's public address (links). */
export interface EnrolmentMail {
  outbox: MailOutbox;
  publicUrl: string;
}

/** The mailed enrolment link lives 30 minutes and works once (decision 059). */
export const ENROLMENT_TTL_MS = 30 * 60 * 1000;

/** The enrolment link's login page: the school's teacher login, or the board's. */
function enrolmentLink(publicUrl: string, account: StaffAccountDetails, schoolCode: string | null, token: string): string {
  const page = account.accountType === 'teacher' && schoolCode ? `${schoolCode}/teacher/login` : 'local_governments/login';
  return `${publicUrl}/${page}?${MFA_ENROLMENT_PARAM}=${token}`;
}

/**
 * The MFA step of a staff password sign-in (issue 9, decision 019), called once the password is
 * right. Returns null when the account signs in without a code; a one-time challenge
 * (account_tokens purpose mfa_sign_in, 5 minutes) when MFA is on. An account that must use MFA
 * and has not set it up gets neither a challenge nor a secret (issue 28 item 11, decision 059):
 * the password alone does not enrol. A one-time link (purpose mfa_enrolment, 30 minutes) goes to
 * the account's own address; opening it ({@link startEnrolment}) hands out the secret.
 */
export async function mfaChallengeFor(db: Database, mail: EnrolmentMail, account: StaffAccountDetails): Promise<MfaChallenge | MfaEnrolmentMailed | null> {
  const totp = await findTotp(db, account);
  const enabled = totp?.enabled ?? false;
  if (!enabled && !(await isMfaRequired(db, account))) return null;
  if (!enabled) {
    const token = await issueOneTimeToken(db, account, 'mfa_enrolment', ENROLMENT_TTL_MS);
    const school = account.schoolId === null ? null : await findSchoolById(db, account.schoolId);
    await mail.outbox.enqueue(db, {
      key: `mfa-enrolment:${account.accountType}:${account.accountId}:${Date.now()}`,
      to: [account.email],
      subject: '【すこやか】二段階認証の設定のご案内',
      text: `二段階認証の設定が必要なため、ログインの途中で止めています。次のリンクを30分以内に開き、認証アプリの設定を済ませてからログインしてください。リンクは一度だけ使えます。\n\n${enrolmentLink(mail.publicUrl, account, school?.code ?? null, token)}\n\nご自分でログインしていない場合は、このメールを破棄し、パスワードを変更してください。\n`,
    });
    return { mfaRequired: true, enrolmentMailed: true };
  }
  const ttlMs = (await challengeTtlSeconds(db, account)) * 1000;
  const challenge = await issueOneTimeToken(db, account, 'mfa_sign_in', ttlMs);
  return { mfaRequired: true, challenge };
}

/**
 * POST /api/teachers/sign_in/mfa/enrolment and /api/local_governments/sign_in/mfa/enrolment
 * (decision 059): the mailed link's token, used up here, for a fresh secret and a sign-in
 * challenge; the first code from the app (POST …/sign_in/mfa) completes setup and sign-in.
 * @throws 401 unknown/used/expired link, or MFA no longer required or already set up; 403 sign-in stopped or outside the IP allow-list.
 */
export async function startEnrolment(db: Database, accountType: StaffAccountType, token: string, ip?: string): Promise<MfaChallenge> {
  const accountId = await consumeOneTimeToken(db, token, accountType, 'mfa_enrolment');
  const account = accountId === null ? null : await loadStaffAccount(db, { accountType, accountId });
  if (!account) throw unauthorized(ENROLMENT_EXPIRED);
  if (account.signInStopped) throw forbidden(messages.signInStopped);
  if (ip) await assertIpAllowed(db, account.schoolId !== null ? { schoolId: account.schoolId } : { organizationId: account.organizationId! }, ip);
  if ((await findTotp(db, account))?.enabled || !(await isMfaRequired(db, account))) throw unauthorized(ENROLMENT_EXPIRED);
  const setup = await startMfaSetup(db, account, account.email);
  const challenge = await issueOneTimeToken(db, account, 'mfa_sign_in', ENROLMENT_TTL_MS);
  return { mfaRequired: true, challenge, setup };
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
  // MFA just turned on: the sessions signed in with the password alone end (issue 28 item 11).
  if (recoveryCodes) await revokeAccountTokens(db, accountType, account.accountId);

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
