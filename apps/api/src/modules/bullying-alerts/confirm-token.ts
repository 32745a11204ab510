import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { BULLYING_MESSAGES, CONFIRM_TOKEN_IDLE_MS, type VerifyPassBody } from '@sukoyaka/contracts/bullying-alerts';
import type { Database } from '@sukoyaka/db/client';
import { verifyPassword } from '@sukoyaka/db/passwords';
import { bullyingConfirmTokens, organizationUsers, teachers } from '@sukoyaka/db/schema';
import type { TeacherActor } from '../../lib/actor.ts';
import { forbidden, unprocessable } from '../../lib/http-errors.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** The password hash of whoever re-enters: the teacher, or the board user of a school access (decision 037). */
async function passwordHashOf(db: Database, actor: TeacherActor): Promise<string | null> {
  if (actor.boardAccess) {
    const [user] = await db
      .select({ passwordHash: organizationUsers.passwordHash })
      .from(organizationUsers)
      .where(and(eq(organizationUsers.id, actor.boardAccess.organizationUserId), eq(organizationUsers.organizationId, actor.boardAccess.organizationId)))
      .limit(1);
    return user?.passwordHash ?? null;
  }
  const [teacher] = await db
    .select({ passwordHash: teachers.passwordHash })
    .from(teachers)
    .where(and(eq(teachers.id, actor.accountId), eq(teachers.schoolId, actor.schoolId)))
    .limit(1);
  return teacher?.passwordHash ?? null;
}

/** Who holds a confirm token: the teacher, or the board user of a school access (teacher_id null). */
const holderOf = (actor: TeacherActor) =>
  actor.boardAccess ? { teacherId: null, organizationUserId: actor.boardAccess.organizationUserId } : { teacherId: actor.accountId, organizationUserId: null };

/**
 * POST /api/teachers/verify_pass (spec §4 password re-entry, decision 022): checks the password and
 * issues a confirm token bound to this sign-in (the actor's auth token). A board user's school
 * access (decision 028) re-enters the board user's own password (decision 037). Only the SHA-256 is
 * stored. Returns `{ confirmPassToken }` (32 random bytes, base64url).
 * @throws 422 パスワードが正しくありません for a wrong password, or for the Google variant
 * (teachers have no Google sign-in: the message says to type the password).
 */
export async function issueConfirmToken(db: Database, actor: TeacherActor, body: VerifyPassBody): Promise<{ confirmPassToken: string }> {
  if (!('password' in body)) throw unprocessable(BULLYING_MESSAGES.googleUnavailable);
  if (!(await verifyPassword(await passwordHashOf(db, actor), body.password))) {
    throw unprocessable(BULLYING_MESSAGES.wrongPassword, { password: [BULLYING_MESSAGES.wrongPassword] });
  }
  const token = randomBytes(32).toString('base64url');
  await db.insert(bullyingConfirmTokens).values({ authTokenId: actor.tokenId, ...holderOf(actor), tokenHash: sha256(token) });
  return { confirmPassToken: token };
}

/** A confirm token's use slides its 3 hours on at most once a minute: a page's burst of reads writes one row, not one per call. */
const SLIDE_EVERY_MS = 60_000;

/**
 * Every bullying endpoint's gate (decision 022): the `confirm-token` header must name a token of
 * this same sign-in used within the last 3 hours; using it slides the 3 hours on (written at most
 * once a minute, so concurrent reads of one page do not queue on the token's row).
 * @throws 403 with BULLYING_MESSAGES.confirmRequired otherwise (the page asks for the password again).
 */
export async function requireConfirmToken(db: Database, actor: TeacherActor, token: string | undefined, now = new Date()): Promise<void> {
  if (!token || token.length > 200) throw forbidden(BULLYING_MESSAGES.confirmRequired);
  const since = new Date(now.getTime() - CONFIRM_TOKEN_IDLE_MS);
  const [found] = await db
    .select({ id: bullyingConfirmTokens.id, lastUsedAt: bullyingConfirmTokens.lastUsedAt })
    .from(bullyingConfirmTokens)
    .where(
      and(
        eq(bullyingConfirmTokens.tokenHash, sha256(token)),
        eq(bullyingConfirmTokens.authTokenId, actor.tokenId),
        actor.boardAccess
          ? eq(bullyingConfirmTokens.organizationUserId, actor.boardAccess.organizationUserId)
          : eq(bullyingConfirmTokens.teacherId, actor.accountId),
        gt(bullyingConfirmTokens.lastUsedAt, since),
      ),
    )
    .limit(1);
  if (!found) throw forbidden(BULLYING_MESSAGES.confirmRequired);
  if (now.getTime() - found.lastUsedAt.getTime() >= SLIDE_EVERY_MS) {
    await db
      .update(bullyingConfirmTokens)
      .set({ lastUsedAt: sql`greatest(${bullyingConfirmTokens.lastUsedAt}, ${now.toISOString()}::timestamptz)` })
      .where(eq(bullyingConfirmTokens.id, found.id));
  }
}
