import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { TOTP_CODE, type MfaConfirmBody, type MfaSetup, type MfaStatus } from '@sukoyaka/contracts/mfa';
import type { Database } from '@sukoyaka/db/client';
import { verifyPassword } from '@sukoyaka/db/passwords';
import { staffTotps } from '@sukoyaka/db/schema';
import { conflict, forbidden, tooManyRequests, unauthorized, unprocessable } from '../../lib/http-errors.ts';
import { clearFailures, isLocked, recordFailure, staffThrottleKey, type ThrottlePolicy } from '../../lib/sign-in-throttle.ts';
import { isMfaRequired } from './mfa-policy.service.ts';
import { countRecoveryCodes, deleteRecoveryCodes, replaceRecoveryCodes, useRecoveryCode } from './recovery-codes.ts';
import { loadStaffAccount, type StaffAccount, type StaffAccountDetails } from './staff-accounts.service.ts';
import { matchTotp, newTotpSecret, totpUri } from './totp.ts';

// What the sign-in's MFA step (modules/auth) needs, through this service (modules meet through their service).

/** The Japanese messages of staff MFA. */
export const mfaMessages = {
  wrongCode: '確認コードが正しくありません。',
  wrongCodeOrPassword: '確認コードまたはパスワードが正しくありません。',
  alreadyEnabled: '二段階認証はすでに有効です。',
  notEnabled: '二段階認証は有効になっていません。',
  noSetup: '先に認証アプリの設定を始めてください。',
  requiredTeacher: 'この学校では管理者の先生は二段階認証が必須のため、無効にできません。',
  requiredBoard: 'この教育委員会では二段階認証が必須のため、無効にできません。',
} as const;

const totpOf = async (db: Database, account: StaffAccount) =>
  (
    await db
      .select()
      .from(staffTotps)
      .where(and(eq(staffTotps.accountType, account.accountType), eq(staffTotps.accountId, account.accountId)))
      .limit(1)
  )[0] ?? null;

/** The account's TOTP row: `enabled` once confirmed, else a pending setup (or none). */
export async function findTotp(db: Database, account: StaffAccount) {
  const row = await totpOf(db, account);
  return row ? { secret: row.secret, enabled: row.enabledAt !== null, lastUsedStep: row.lastUsedStep } : null;
}

async function detailsOrThrow(db: Database, account: StaffAccount): Promise<StaffAccountDetails> {
  const details = await loadStaffAccount(db, account);
  if (!details) throw unauthorized();
  return details;
}

/** GET …/mfa: whether MFA is on, whether policy requires it, and the recovery codes left. */
export async function getMfaStatus(db: Database, account: StaffAccount): Promise<MfaStatus> {
  const details = await detailsOrThrow(db, account);
  const totp = await findTotp(db, account);
  const enabled = totp?.enabled ?? false;
  return { enabled, required: await isMfaRequired(db, details), recoveryCodesLeft: enabled ? await countRecoveryCodes(db, account) : 0 };
}

/**
 * Starts (or restarts) a setup: a new secret, stored as pending until the first code confirms it.
 * @throws 409 when MFA is already on (turn it off first, so a stolen session cannot swap the secret).
 */
export async function startMfaSetup(db: Database, account: StaffAccount, label?: string): Promise<MfaSetup> {
  const existing = await findTotp(db, account);
  if (existing?.enabled) throw conflict(mfaMessages.alreadyEnabled);
  const secret = newTotpSecret();
  await db
    .insert(staffTotps)
    .values({ ...account, secret })
    .onConflictDoUpdate({
      target: [staffTotps.accountType, staffTotps.accountId],
      set: { secret, enabledAt: null, lastUsedStep: null, updatedAt: new Date() },
    });
  return { secret, otpauthUri: totpUri(secret, label ?? (await detailsOrThrow(db, account)).email) };
}

/**
 * Confirms a pending setup with a code from the app: MFA on, RECOVERY_CODE_COUNT new recovery
 * codes returned (shown once). The code's step counts as used.
 * @throws 409 no pending setup or already on; 422 wrong code (fieldErrors.code).
 */
export async function enableMfa(db: Database, account: StaffAccount, code: string, now = new Date()): Promise<string[]> {
  const totp = await findTotp(db, account);
  if (totp?.enabled) throw conflict(mfaMessages.alreadyEnabled);
  if (!totp) throw conflict(mfaMessages.noSetup);
  const step = await matchTotp(totp.secret, code, null, now.getTime());
  if (step === null) throw unprocessable(mfaMessages.wrongCode, { code: [mfaMessages.wrongCode] });
  return db.transaction(async (tx) => {
    const updated = await tx
      .update(staffTotps)
      .set({ enabledAt: now, lastUsedStep: step, updatedAt: now })
      .where(and(eq(staffTotps.accountType, account.accountType), eq(staffTotps.accountId, account.accountId), isNull(staffTotps.enabledAt)))
      .returning({ id: staffTotps.id });
    if (updated.length === 0) throw conflict(mfaMessages.alreadyEnabled);
    return replaceRecoveryCodes(tx, account);
  });
}

/**
 * Checks a second factor of an account with MFA on: a 6-digit code (each 30-second step accepted
 * once, staff_totps.last_used_step moved forward in one UPDATE so two racing requests cannot both
 * use it) or an unused recovery code (used up). False for anything else.
 */
export async function verifySecondFactor(db: Database, account: StaffAccount, code: string, now = new Date()): Promise<boolean> {
  const normalized = code.trim();
  if (!TOTP_CODE.test(normalized)) return useRecoveryCode(db, account, normalized, now);
  const totp = await findTotp(db, account);
  if (!totp?.enabled) return false;
  const step = await matchTotp(totp.secret, normalized, totp.lastUsedStep, now.getTime());
  if (step === null) return false;
  const moved = await db
    .update(staffTotps)
    .set({ lastUsedStep: step, updatedAt: now })
    .where(
      and(
        eq(staffTotps.accountType, account.accountType),
        eq(staffTotps.accountId, account.accountId),
        or(isNull(staffTotps.lastUsedStep), lt(staffTotps.lastUsedStep, step)),
      ),
    )
    .returning({ id: staffTotps.id });
  return moved.length > 0;
}

/**
 * Proof of presence for a signed-in account (disable, new recovery codes): a current code or the
 * password. Failures count in the account's sign-in throttle, so a stolen session cannot guess.
 * @throws 429 while locked; 422 wrong code or password.
 */
async function confirmPresence(db: Database, throttle: ThrottlePolicy, details: StaffAccountDetails, body: MfaConfirmBody): Promise<void> {
  const key = staffThrottleKey(details.accountType, details.email);
  if (await isLocked(db, key)) throw tooManyRequests();
  const ok = body.code ? await verifySecondFactor(db, details, body.code) : await verifyPassword(details.passwordHash, body.password ?? '');
  if (!ok) {
    await recordFailure(db, key, throttle);
    const field = body.code ? 'code' : 'password';
    throw unprocessable(mfaMessages.wrongCodeOrPassword, { [field]: [body.code ? mfaMessages.wrongCode : 'パスワードが正しくありません'] });
  }
  await clearFailures(db, key);
}

/**
 * POST …/mfa/disable: turns MFA off (secret and recovery codes deleted) after a current code or
 * the password. @throws 403 when policy requires MFA of this account; 409 not on; 422/429 as confirmPresence.
 */
export async function disableMfa(db: Database, throttle: ThrottlePolicy, account: StaffAccount, body: MfaConfirmBody): Promise<void> {
  const details = await detailsOrThrow(db, account);
  if (await isMfaRequired(db, details)) throw forbidden(account.accountType === 'teacher' ? mfaMessages.requiredTeacher : mfaMessages.requiredBoard);
  const totp = await findTotp(db, account);
  if (!totp?.enabled) throw conflict(mfaMessages.notEnabled);
  await confirmPresence(db, throttle, details, body);
  await db.transaction(async (tx) => {
    await tx.delete(staffTotps).where(and(eq(staffTotps.accountType, account.accountType), eq(staffTotps.accountId, account.accountId)));
    await deleteRecoveryCodes(tx, account);
  });
}

/** POST …/mfa/recovery_codes: new recovery codes (the old ones stop working). @throws 409 not on; 422/429 as confirmPresence. */
export async function regenerateRecoveryCodes(db: Database, throttle: ThrottlePolicy, account: StaffAccount, body: MfaConfirmBody): Promise<string[]> {
  const details = await detailsOrThrow(db, account);
  const totp = await findTotp(db, account);
  if (!totp?.enabled) throw conflict(mfaMessages.notEnabled);
  await confirmPresence(db, throttle, details, body);
  return db.transaction((tx) => replaceRecoveryCodes(tx, account));
}
