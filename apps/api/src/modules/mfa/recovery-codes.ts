import { createHash, randomInt } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { RECOVERY_CODE_COUNT } from '@sukoyaka/contracts/mfa';
import type { Database } from '@sukoyaka/db/client';
import { staffRecoveryCodes } from '@sukoyaka/db/schema';
import type { StaffAccount } from './staff-accounts.service.ts';

/** Letters and digits people do not confuse (no 0/o, 1/l/i). */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Lower case without spaces or hyphens: how a recovery code is compared. */
export const normalizeRecoveryCode = (code: string): string => code.toLowerCase().replace(/[\s-]/g, '');

const hashCode = (code: string) => createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');

/** One code: 10 characters (≈ 49 bits) shown as `abcde-23456`. */
function newCode(): string {
  let text = '';
  for (let i = 0; i < 10; i++) text += ALPHABET[randomInt(ALPHABET.length)];
  return `${text.slice(0, 5)}-${text.slice(5)}`;
}

/**
 * Replaces the account's recovery codes with RECOVERY_CODE_COUNT new ones and returns them (shown
 * once; only the SHA-256 is stored). Run inside the caller's transaction when it enables MFA.
 */
export async function replaceRecoveryCodes(db: Database, account: StaffAccount): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await deleteRecoveryCodes(db, account);
  await db.insert(staffRecoveryCodes).values(codes.map((code) => ({ ...account, codeHash: hashCode(code) })));
  return codes;
}

/** Forgets every recovery code of the account (MFA turned off). */
export async function deleteRecoveryCodes(db: Database, account: StaffAccount): Promise<void> {
  await db.delete(staffRecoveryCodes).where(and(eq(staffRecoveryCodes.accountType, account.accountType), eq(staffRecoveryCodes.accountId, account.accountId)));
}

/** Uses up a recovery code: true when it was an unused code of this account (one UPDATE, so it works once). */
export async function useRecoveryCode(db: Database, account: StaffAccount, code: string, now = new Date()): Promise<boolean> {
  const rows = await db
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.accountType, account.accountType),
        eq(staffRecoveryCodes.accountId, account.accountId),
        eq(staffRecoveryCodes.codeHash, hashCode(code)),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return rows.length > 0;
}

/** Unused recovery codes left. */
export async function countRecoveryCodes(db: Database, account: StaffAccount): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(staffRecoveryCodes)
    .where(
      and(eq(staffRecoveryCodes.accountType, account.accountType), eq(staffRecoveryCodes.accountId, account.accountId), isNull(staffRecoveryCodes.usedAt)),
    );
  return row?.n ?? 0;
}
