import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import type { AccountType } from '@sukoyaka/contracts/auth';
import type { Database } from '@sukoyaka/db/client';
import { authTokens, schools } from '@sukoyaka/db/schema';
import { batchedPerDatabase } from '../../lib/batched.ts';
import { preparedPerDatabase } from '../../lib/prepared.ts';

/** What a valid token says about its bearer; every query scopes itself by these ids. */
export interface AuthContext {
  tokenId: number;
  accountType: AccountType;
  accountId: number;
  uid: string;
  schoolId: number | null;
  /** The code of schoolId, compared with the schoolCode header. */
  schoolCode: string | null;
  organizationId: number | null;
}

/** The credentials a sign-in hands the device (sent back as response headers). */
export interface IssuedToken {
  accessToken: string;
  client: string;
  uid: string;
  expiresAt: Date;
}

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * Issues a token for one device: 32 random bytes for the token and 16 for the client id.
 * Only the SHA-256 of the token is stored (the token itself has 256 bits of entropy, so a slow
 * hash adds nothing).
 */
export async function issueToken(
  db: Database,
  account: { accountType: AccountType; accountId: number; uid: string; schoolId?: number | null; organizationId?: number | null },
  ttlMs: number,
  now = new Date(),
): Promise<IssuedToken> {
  const accessToken = randomBytes(32).toString('base64url');
  const client = randomBytes(16).toString('base64url');
  const expiresAt = new Date(now.getTime() + ttlMs);
  await db.insert(authTokens).values({
    accountType: account.accountType,
    accountId: account.accountId,
    uid: account.uid,
    schoolId: account.schoolId ?? null,
    organizationId: account.organizationId ?? null,
    client,
    tokenHash: sha256(accessToken),
    expiresAt,
  });
  return { accessToken, client, uid: account.uid, expiresAt };
}

/**
 * The token lookup of the requests that arrive together, as ONE prepared read (`clients`: the
 * batch's client ids, a text array, read through the unique index on client): every authenticated request needs it, and a prepared statement skips
 * drizzle's query building and PostgreSQL's parse and plan (measured: about half the database
 * time of a check-in).
 */
const tokensByClients = preparedPerDatabase((db) =>
  db
    .select({ token: authTokens, schoolCode: schools.code })
    .from(authTokens)
    .leftJoin(schools, eq(schools.id, authTokens.schoolId))
    .where(
      and(
        // `= any(array)`, not `in (select jsonb_array_elements_text(…))`: the generic plan of the latter
        // hashed the batch and read every token of the city (a sequential scan: 1.3 ms at 6,000
        // tokens, growing with the city); this one is an index read of the batch (0.08 ms).
        sql`${authTokens.client} = any(${sql.placeholder('clients')}::text[])`,
        gt(authTokens.expiresAt, sql`${sql.placeholder('now')}::timestamptz`),
      ),
    )
    .prepare('auth_tokens_by_clients'),
);
type TokenRow = Awaited<ReturnType<ReturnType<typeof tokensByClients>['execute']>>[number];

/**
 * The token lookups of one turn of the event loop as one read (lib/batched.ts; issue 11 "Speed"):
 * 300 pupils pressing 完了 at once need a handful of round trips for their tokens, not 300.
 * Nothing is cached between batches: every request checks its token as it is now, so a sign-out
 * or a stopped account takes effect at once.
 */
const tokenByClient = batchedPerDatabase<string, TokenRow | null>(async (db, clients) => {
  const rows = await tokensByClients(db).execute({ clients: [...clients], now: new Date().toISOString() });
  const byClient = new Map(rows.map((r) => [r.token.client, r]));
  return clients.map((client) => byClient.get(client) ?? null);
});

/**
 * Checks the header triple (access-token, client, uid) in one indexed read (batched with the
 * requests arriving at the same moment: tokenByClient).
 * Returns null when anything is missing, unknown, mismatched or expired.
 */
export async function verifyToken(db: Database, headers: { accessToken?: string; client?: string; uid?: string }): Promise<AuthContext | null> {
  const { accessToken, client, uid } = headers;
  if (!accessToken || !client || !uid) return null;
  const found = await tokenByClient(db, client);
  const row = found?.token;
  if (!found || !row || row.uid !== uid) return null;
  const given = Buffer.from(sha256(accessToken), 'hex');
  const stored = Buffer.from(row.tokenHash, 'hex');
  if (given.length !== stored.length || !timingSafeEqual(given, stored)) return null;
  return {
    tokenId: row.id,
    accountType: row.accountType,
    accountId: row.accountId,
    uid: row.uid,
    schoolId: row.schoolId,
    schoolCode: found.schoolCode,
    organizationId: row.organizationId,
  };
}

/** Sign-out: forgets this device's token. */
export async function revokeToken(db: Database, tokenId: number): Promise<void> {
  await db.delete(authTokens).where(eq(authTokens.id, tokenId));
}

/**
 * Password change, sign-in stop, MFA turned on or required: forgets every device of the accounts
 * (one id or several of one type), except the token `exceptTokenId` (the device that made the change).
 */
export async function revokeAccountTokens(db: Database, accountType: AccountType, accountId: number | number[], exceptTokenId?: number): Promise<void> {
  const ids = Array.isArray(accountId) ? accountId : [accountId];
  if (ids.length === 0) return;
  await db
    .delete(authTokens)
    .where(
      and(
        eq(authTokens.accountType, accountType),
        inArray(authTokens.accountId, ids),
        exceptTokenId === undefined ? undefined : ne(authTokens.id, exceptTokenId),
      ),
    );
}
