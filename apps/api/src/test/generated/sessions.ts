import { eq, sql } from 'drizzle-orm';
import { authTokens } from '@sukoyaka/db/schema';
import { issueToken } from '../../modules/auth/tokens.service.ts';
import type { AuthHeaders, TestApp } from '../test-app.ts';

/** A signed-in account the generated suites call with, and how to get a fresh token for it. */
export interface Session {
  headers: AuthHeaders;
  /** A cheap GET that answers 200 while the token works. */
  probe: string;
  /** The account behind the token, to issue a new one. */
  account: Parameters<typeof issueToken>[1];
}

/** A session of signed-in `headers` (from signInStudent etc.), with the account its token belongs to. */
export async function sessionOf(t: TestApp, headers: AuthHeaders, probe: string): Promise<Session> {
  const [row] = await t.db.select().from(authTokens).where(eq(authTokens.client, headers.client)).limit(1);
  if (!row) throw new Error(`no token row for ${headers.uid}`);
  return {
    headers,
    probe,
    account: { accountType: row.accountType, accountId: row.accountId, uid: row.uid, schoolId: row.schoolId, organizationId: row.organizationId },
  };
}

/**
 * Keeps the suites' sessions usable while they call every endpoint with odd inputs: a call may
 * sign the token out, so `refresh` re-issues a token for the same account straight in the
 * database (the sign-in flow is not what is under test there).
 */
export async function refresh(t: TestApp, session: Session): Promise<void> {
  const ok = await t.app.inject({ method: 'GET', url: session.probe, headers: session.headers });
  if (ok.statusCode === 200) return;
  const issued = await issueToken(t.db, session.account, 86_400_000);
  session.headers = { ...session.headers, 'access-token': issued.accessToken, client: issued.client, uid: issued.uid };
  const again = await t.app.inject({ method: 'GET', url: session.probe, headers: session.headers });
  if (again.statusCode !== 200) throw new Error(`session for ${session.headers.uid} unusable after refresh: ${again.statusCode} ${again.body}`);
}

/**
 * Undoes what a call may have done to the accounts and the school the suites sign in with (school
 * A and the board): stopped sign-ins, IP allow-lists, MFA enrolments and policies, sign-in
 * lockouts. Rows of school `spare` (the tenancy suite's school B) are left alone.
 */
export async function repairAccess(t: TestApp, spare = 0): Promise<void> {
  await t.db.execute(sql`UPDATE students SET sign_in_stopped = false WHERE sign_in_stopped AND school_id <> ${spare}`);
  await t.db.execute(sql`UPDATE teachers SET sign_in_stopped = false WHERE sign_in_stopped AND school_id <> ${spare}`);
  await t.db.execute(sql`DELETE FROM allowed_ips WHERE school_id IS DISTINCT FROM ${spare}`);
  await t.db.execute(sql`DELETE FROM mfa_policies WHERE school_id IS DISTINCT FROM ${spare}`);
  for (const table of ['staff_recovery_codes', 'staff_totps', 'sign_in_throttles']) await t.db.execute(sql.raw(`DELETE FROM ${table}`));
}
