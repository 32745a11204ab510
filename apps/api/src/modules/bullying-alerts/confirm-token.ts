import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, sql } from 'drizzle-orm';
import { BULLYING_MESSAGES, CONFIRM_TOKEN_IDLE_MS, type VerifyPassBody } from '@sukoyaka/contracts/bullying-alerts';
import type { Database } from '@sukoyaka/db/client';
import { verifyPassword } from '@sukoyaka/db/passwords';
import { bullyingConfirmTokens, teachers } from '@sukoyaka/db/schema';
import type { TeacherActor } from '../../lib/actor.ts';
import { forbidden, unprocessable } from '../../lib/http-errors.ts';

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/**
 * POST /api/teachers/verify_pass (spec §4 password re-entry, decision 022): checks the teacher's
 * password and issues a confirm token bound to this sign-in (the actor's auth token). Only the
 * SHA-256 is stored. Returns `{ confirmPassToken }` (32 random bytes, base64url).
 * @throws 422 パスワードが正しくありません for a wrong password, or for the Google variant
 * (teachers have no Google sign-in: the message says to type the password).
 */
export async function issueConfirmToken(db: Database, actor: TeacherActor, body: VerifyPassBody): Promise<{ confirmPassToken: string }> {
  if (!('password' in body)) throw unprocessable(BULLYING_MESSAGES.googleUnavailable);
  const [teacher] = await db
    .select({ passwordHash: teachers.passwordHash })
    .from(teachers)
    .where(and(eq(teachers.id, actor.accountId), eq(teachers.schoolId, actor.schoolId)))
    .limit(1);
  if (!(await verifyPassword(teacher?.passwordHash ?? null, body.password))) {
    throw unprocessable(BULLYING_MESSAGES.wrongPassword, { password: [BULLYING_MESSAGES.wrongPassword] });
  }
  const token = randomBytes(32).toString('base64url');
  await db.insert(bullyingConfirmTokens).values({ authTokenId: actor.tokenId, teacherId: actor.accountId, tokenHash: sha256(token) });
  return { confirmPassToken: token };
}

/**
 * Every bullying endpoint's gate (decision 022): the `confirm-token` header must name a token of
 * this same sign-in used within the last 3 hours; using it slides the 3 hours on.
 * @throws 403 with BULLYING_MESSAGES.confirmRequired otherwise (the page asks for the password again).
 */
export async function requireConfirmToken(db: Database, actor: TeacherActor, token: string | undefined, now = new Date()): Promise<void> {
  if (!token || token.length > 200) throw forbidden(BULLYING_MESSAGES.confirmRequired);
  const since = new Date(now.getTime() - CONFIRM_TOKEN_IDLE_MS);
  const touched = await db
    .update(bullyingConfirmTokens)
    .set({ lastUsedAt: sql`greatest(${bullyingConfirmTokens.lastUsedAt}, ${now.toISOString()}::timestamptz)` })
    .where(
      and(
        eq(bullyingConfirmTokens.tokenHash, sha256(token)),
        eq(bullyingConfirmTokens.authTokenId, actor.tokenId),
        eq(bullyingConfirmTokens.teacherId, actor.accountId),
        gt(bullyingConfirmTokens.lastUsedAt, since),
      ),
    )
    .returning({ id: bullyingConfirmTokens.id });
  if (touched.length === 0) throw forbidden(BULLYING_MESSAGES.confirmRequired);
}
