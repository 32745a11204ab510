import type { MfaPolicy } from '@sukoyaka/contracts/mfa';
import type { Database } from '@sukoyaka/db/client';
import { enableMfa } from '../mfa/mfa.service.ts';
import { accountsWithoutMfa, setMfaPolicy, type MfaPolicyOwner } from '../mfa/mfa-policy.service.ts';
import type { StaffAccount } from '../mfa/staff-accounts.service.ts';
import { revokeAccountTokens } from './tokens.service.ts';

// Sessions follow MFA (issue 28 item 11, decision 059): a session signed in with the password alone
// does not outlive the moment a second factor is turned on or becomes required.

/**
 * POST …/mfa/enable: confirms the pending setup (mfa.service enableMfa: recovery codes, shown once)
 * and ends every other session of the account; the device that turned MFA on (`tokenId`) stays
 * signed in. @throws as enableMfa (409 no setup or already on; 422 wrong code).
 */
export async function enableMfaEndingOtherSessions(db: Database, account: StaffAccount, code: string, tokenId: number): Promise<string[]> {
  const recoveryCodes = await enableMfa(db, account, code);
  await revokeAccountTokens(db, account.accountType, account.accountId, tokenId);
  return recoveryCodes;
}

/**
 * POST …/mfa/policy: saves the owner's requirement; when it is required, every session of an
 * account it binds that has no confirmed authenticator ends (a school's admin teachers, a board's
 * users; a board user's school-switched sessions too), except the caller's own (`tokenId`). Their
 * next sign-in mails them an enrolment link (mfa-sign-in.service).
 */
export async function setMfaPolicyEndingSessions(db: Database, owner: MfaPolicyOwner, required: boolean, tokenId: number): Promise<MfaPolicy> {
  return db.transaction(async (tx) => {
    const policy = await setMfaPolicy(tx, owner, required);
    if (policy.required) {
      const { accountType, accountIds } = await accountsWithoutMfa(tx, owner);
      await revokeAccountTokens(tx, accountType, accountIds, tokenId);
    }
    return policy;
  });
}
