import { eq } from 'drizzle-orm';
import type { Database } from '@sukoyaka/db/client';
import { organizationUsers, teachers } from '@sukoyaka/db/schema';

/** The account types that may use MFA (issue 9: staff): teachers and board-of-education users. */
export type StaffAccountType = 'teacher' | 'local_government';

/** One staff account, as staff_totps and staff_recovery_codes key it. */
export interface StaffAccount {
  accountType: StaffAccountType;
  accountId: number;
}

/** What MFA needs to know of a staff account: its e-mail (uid, QR label), password and where it belongs. */
export interface StaffAccountDetails extends StaffAccount {
  email: string;
  passwordHash: string;
  /** Teachers: admin flag and school; board users: admin false, schoolId null. */
  admin: boolean;
  schoolId: number | null;
  organizationId: number | null;
  /** A teacher whose sign-in an admin stopped (board users: always false). */
  signInStopped: boolean;
}

/** Loads a teacher or board user by id; null when the account is gone. */
export async function loadStaffAccount(db: Database, account: StaffAccount): Promise<StaffAccountDetails | null> {
  if (account.accountType === 'teacher') {
    const [t] = await db.select().from(teachers).where(eq(teachers.id, account.accountId)).limit(1);
    return t
      ? { ...account, email: t.email, passwordHash: t.passwordHash, admin: t.admin, schoolId: t.schoolId, organizationId: null, signInStopped: t.signInStopped }
      : null;
  }
  const [u] = await db.select().from(organizationUsers).where(eq(organizationUsers.id, account.accountId)).limit(1);
  return u
    ? { ...account, email: u.email, passwordHash: u.passwordHash, admin: false, schoolId: null, organizationId: u.organizationId, signInStopped: false }
    : null;
}
