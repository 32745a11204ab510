/**
 * The per-account sign-in throttle (signInThrottles): wrong passwords, and wrong MFA codes (decision
 * 019), count per account key; at the limit the key is locked. Shared by modules/auth and modules/mfa.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '@sukoyaka/db/client';
import { signInThrottles } from '@sukoyaka/db/schema';

export interface ThrottlePolicy {
  /** Failures allowed within `windowMs` before the account key is locked. */
  failureLimit: number;
  /** Lock length, and the window failures are counted in. */
  lockMs: number;
}

/** True while the account key is locked after too many failed sign-ins. */
export async function isLocked(db: Database, key: string, now = new Date()): Promise<boolean> {
  const [row] = await db.select().from(signInThrottles).where(eq(signInThrottles.key, key)).limit(1);
  return !!row?.lockedUntil && row.lockedUntil > now;
}

/**
 * Records one failed sign-in for the account key in a single upsert: failures older than the
 * window start a new count; reaching the limit sets locked_until.
 */
export async function recordFailure(db: Database, key: string, policy: ThrottlePolicy, now = new Date()): Promise<void> {
  const windowStart = new Date(now.getTime() - policy.lockMs);
  const lockUntil = new Date(now.getTime() + policy.lockMs);
  await db
    .insert(signInThrottles)
    .values({ key, failures: 1, windowStartedAt: now })
    .onConflictDoUpdate({
      target: signInThrottles.key,
      set: {
        failures: sql`case when ${signInThrottles.windowStartedAt} < ${windowStart.toISOString()}::timestamptz then 1 else ${signInThrottles.failures} + 1 end`,
        windowStartedAt: sql`case when ${signInThrottles.windowStartedAt} < ${windowStart.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${signInThrottles.windowStartedAt} end`,
        lockedUntil: sql`case when ${signInThrottles.windowStartedAt} >= ${windowStart.toISOString()}::timestamptz and ${signInThrottles.failures} + 1 >= ${policy.failureLimit} then ${lockUntil.toISOString()}::timestamptz else ${signInThrottles.lockedUntil} end`,
      },
    });
}

/** A successful sign-in clears the count. */
export async function clearFailures(db: Database, key: string): Promise<void> {
  await db.delete(signInThrottles).where(eq(signInThrottles.key, key));
}

/**
 * The throttle key of a teacher or board user (e-mail, lower case): shared by the password step,
 * the MFA code step and the MFA confirmations of a signed-in account, so wrong codes and wrong
 * passwords count together and neither can be brute-forced.
 */
export const staffThrottleKey = (accountType: 'teacher' | 'local_government', email: string): string => `${accountType}:${email.toLowerCase()}`;
