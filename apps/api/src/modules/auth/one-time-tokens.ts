import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { AccountType } from '@sukoyaka/contracts/auth';
import type { Database } from '@sukoyaka/db/client';
import { accountTokens, type OneTimeTokenPurpose } from '@sukoyaka/db/schema';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Creates a one-time token for an account and returns it: 32 random bytes, base64url. Only its
 * SHA-256 is stored, so a database leak does not leak working links or codes.
 */
export async function issueOneTimeToken(
  db: Database,
  account: { accountType: AccountType; accountId: number },
  purpose: OneTimeTokenPurpose,
  ttlMs: number,
  now = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(accountTokens).values({
    accountType: account.accountType,
    accountId: account.accountId,
    purpose,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return token;
}

/** The row of `token` if it is still usable: of that account type and purpose, not used, not expired. */
const usable = (token: string, accountType: AccountType, purpose: OneTimeTokenPurpose, now: Date) =>
  and(
    eq(accountTokens.tokenHash, sha256(token)),
    eq(accountTokens.accountType, accountType),
    eq(accountTokens.purpose, purpose),
    isNull(accountTokens.usedAt),
    gt(accountTokens.expiresAt, now),
  );

/**
 * Uses up a one-time token: marks it used and returns its account id, or null when the token is
 * unknown, already used, expired or meant for another account type or purpose. One UPDATE, so
 * two requests racing with the same token cannot both win.
 */
export async function consumeOneTimeToken(
  db: Database,
  token: string,
  accountType: AccountType,
  purpose: OneTimeTokenPurpose,
  now = new Date(),
): Promise<number | null> {
  const [row] = await db
    .update(accountTokens)
    .set({ usedAt: now })
    .where(usable(token, accountType, purpose, now))
    .returning({ accountId: accountTokens.accountId });
  return row?.accountId ?? null;
}

/**
 * The account id of a valid one-time token without using it up (null as consumeOneTimeToken).
 * For a token that survives a failed attempt, e.g. an MFA sign-in challenge after a mistyped code
 * (wrong codes are counted by the sign-in throttle); use consumeOneTimeToken on success.
 */
export async function findOneTimeToken(
  db: Database,
  token: string,
  accountType: AccountType,
  purpose: OneTimeTokenPurpose,
  now = new Date(),
): Promise<number | null> {
  const [row] = await db
    .select({ accountId: accountTokens.accountId })
    .from(accountTokens)
    .where(usable(token, accountType, purpose, now))
    .limit(1);
  return row?.accountId ?? null;
}
