import { and, eq, isNotNull, notExists, sql } from 'drizzle-orm';
import type { MfaPolicy } from '@sukoyaka/contracts/mfa';
import type { Database } from '@sukoyaka/db/client';
import { mfaPolicies, organizationUsers, staffTotps, teachers } from '@sukoyaka/db/schema';
import type { StaffAccountDetails } from './staff-accounts.service.ts';

/** Whose policy: a school (its admin teachers) or a board of education (all its users). */
export type MfaPolicyOwner = { schoolId: number } | { organizationId: number };

/** Pending sign-in challenges live this long unless the owner's policy row says otherwise. */
export const DEFAULT_CHALLENGE_TTL_SECONDS = 300;

const ownerColumn = (owner: MfaPolicyOwner) =>
  'schoolId' in owner ? eq(mfaPolicies.schoolId, owner.schoolId) : eq(mfaPolicies.organizationId, owner.organizationId);

/** The owner's MFA policy; `required: false` when none was ever saved. */
export async function getMfaPolicy(db: Database, owner: MfaPolicyOwner): Promise<MfaPolicy> {
  const [row] = await db.select({ required: mfaPolicies.required }).from(mfaPolicies).where(ownerColumn(owner)).limit(1);
  return { required: row?.required ?? false };
}

/** Saves the owner's requirement (one upsert on the owner's partial unique index) and returns it. */
export async function setMfaPolicy(db: Database, owner: MfaPolicyOwner, required: boolean): Promise<MfaPolicy> {
  const target = 'schoolId' in owner ? mfaPolicies.schoolId : mfaPolicies.organizationId;
  await db
    .insert(mfaPolicies)
    .values({ ...owner, required })
    .onConflictDoUpdate({ target, targetWhere: sql`${target} is not null`, set: { required, updatedAt: new Date() } });
  return { required };
}

/** The policy that applies to a staff account: its school's for an admin teacher, its board's for a board user. */
function ownerOf(account: StaffAccountDetails): MfaPolicyOwner | null {
  if (account.accountType === 'teacher') return account.admin && account.schoolId !== null ? { schoolId: account.schoolId } : null;
  return account.organizationId !== null ? { organizationId: account.organizationId } : null;
}

/**
 * Whether the account must use MFA (issue 9): an admin teacher of a school that requires it, or a
 * user of a board that requires it. Class teachers may use MFA but are never required to.
 */
export async function isMfaRequired(db: Database, account: StaffAccountDetails): Promise<boolean> {
  const owner = ownerOf(account);
  return owner ? (await getMfaPolicy(db, owner)).required : false;
}

/** Seconds a sign-in challenge of this account lives (mfa_policies.challenge_ttl_seconds, 300 by default). */
export async function challengeTtlSeconds(db: Database, account: StaffAccountDetails): Promise<number> {
  const owner = ownerOf(account);
  if (!owner) return DEFAULT_CHALLENGE_TTL_SECONDS;
  const [row] = await db.select({ ttl: mfaPolicies.challengeTtlSeconds }).from(mfaPolicies).where(ownerColumn(owner)).limit(1);
  return row?.ttl ?? DEFAULT_CHALLENGE_TTL_SECONDS;
}

/**
 * The accounts an owner's policy binds that have no confirmed authenticator: a school's admin
 * teachers, or every user of a board (issue 28 item 11: their sessions end when MFA becomes
 * required). Account ids of `accountType`.
 */
export async function accountsWithoutMfa(db: Database, owner: MfaPolicyOwner): Promise<{ accountType: 'teacher' | 'local_government'; accountIds: number[] }> {
  const accountType = 'schoolId' in owner ? ('teacher' as const) : ('local_government' as const);
  const account = 'schoolId' in owner ? teachers : organizationUsers;
  const withTotp = db
    .select({ id: staffTotps.id })
    .from(staffTotps)
    .where(and(eq(staffTotps.accountType, accountType), eq(staffTotps.accountId, account.id), isNotNull(staffTotps.enabledAt)));
  const bound =
    'schoolId' in owner ? and(eq(teachers.schoolId, owner.schoolId), eq(teachers.admin, true)) : eq(organizationUsers.organizationId, owner.organizationId);
  const rows = await db
    .select({ id: account.id })
    .from(account)
    .where(and(bound, notExists(withTotp)));
  return { accountType, accountIds: rows.map((r) => r.id) };
}
