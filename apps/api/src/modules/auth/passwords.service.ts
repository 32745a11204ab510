import { eq } from 'drizzle-orm';
import type { Database } from '@sukoyaka/db/client';
import { hashPassword } from '@sukoyaka/db/passwords';
import { organizationUsers, schools, teachers } from '@sukoyaka/db/schema';
import { unprocessable } from '../../lib/http-errors.ts';
import type { MailOutbox } from '../mail/mail.service.ts';
import { consumeOneTimeToken, issueOneTimeToken } from './one-time-tokens.ts';
import { revokeAccountTokens } from './tokens.service.ts';

/** Accounts that sign in by e-mail and can reset or set their password by a mailed link. */
export type MailAccount = 'teacher' | 'local_government';

const RESET_TTL_MS = 2 * 60 * 60 * 1000;
const CONFIRMATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const INVALID_LINK = 'このリンクは無効か、有効期限が切れています。もう一度はじめから手続きしてください。';

async function findByEmail(db: Database, kind: MailAccount, email: string) {
  if (kind === 'teacher') {
    const [t] = await db
      .select({ id: teachers.id, name: teachers.name, schoolCode: schools.code })
      .from(teachers)
      .innerJoin(schools, eq(schools.id, teachers.schoolId))
      .where(eq(teachers.email, email))
      .limit(1);
    return t ?? null;
  }
  const [u] = await db
    .select({ id: organizationUsers.id, name: organizationUsers.name })
    .from(organizationUsers)
    .where(eq(organizationUsers.email, email))
    .limit(1);
  return u ? { ...u, schoolCode: null } : null;
}

/** Creates a mailed one-time token for the account (2 hours for a reset, 7 days for a registration). */
function issueAccountToken(db: Database, kind: MailAccount, accountId: number, purpose: 'reset_password' | 'confirmation', now: Date): Promise<string> {
  const ttl = purpose === 'reset_password' ? RESET_TTL_MS : CONFIRMATION_TTL_MS;
  return issueOneTimeToken(db, { accountType: kind, accountId }, purpose, ttl, now);
}

/**
 * POST /api/teachers/password, /api/local_governments/password (forgot): mails a reset link,
 * valid for 2 hours, when the address belongs to an account (of this school, for teachers). The
 * answer is the same either way, so the form does not reveal who has an account.
 */
export async function requestPasswordReset(
  db: Database,
  outbox: MailOutbox,
  publicUrl: string,
  kind: MailAccount,
  body: { email: string; schoolCode?: string },
  now = new Date(),
): Promise<void> {
  const email = body.email.toLowerCase();
  const account = await findByEmail(db, kind, email);
  if (!account || (kind === 'teacher' && body.schoolCode && body.schoolCode !== account.schoolCode)) return;
  const token = await issueAccountToken(db, kind, account.id, 'reset_password', now);
  const page = kind === 'teacher' ? `${account.schoolCode}/teacher/password/reset` : 'local_governments/password/reset';
  await outbox.enqueue(db, {
    key: `reset-password:${kind}:${account.id}:${now.getTime()}`,
    to: [email],
    subject: '【すこやか】パスワード再設定のご案内',
    text: `${account.name} 様\n\nパスワード再設定の申請を受け付けました。次のリンクから2時間以内に新しいパスワードを設定してください。\n\n${publicUrl}/${page}?reset_password_token=${token}\n\nお心当たりのない場合は、このメールを破棄してください。パスワードは変わりません。\n`,
  });
}

/**
 * Sets a new password with a mailed token (PUT …/password for reset, PATCH …/confirmation for
 * registration). The token works once; every signed-in device of the account is signed out.
 * @throws 422 unknown, used or expired token.
 */
export async function setPasswordWithToken(
  db: Database,
  kind: MailAccount,
  purpose: 'reset_password' | 'confirmation',
  token: string,
  password: string,
  now = new Date(),
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await db.transaction(async (tx) => {
    const accountId = await consumeOneTimeToken(tx as unknown as Database, token, kind, purpose, now);
    if (accountId === null) throw unprocessable(INVALID_LINK);
    if (kind === 'teacher') await tx.update(teachers).set({ passwordHash, updatedAt: now }).where(eq(teachers.id, accountId));
    else await tx.update(organizationUsers).set({ passwordHash, updatedAt: now }).where(eq(organizationUsers.id, accountId));
    await revokeAccountTokens(tx as unknown as Database, kind, accountId);
  });
}

/** Mails a registration (confirmation) link to a new account, valid for 7 days. */
export async function sendConfirmation(
  db: Database,
  outbox: MailOutbox,
  publicUrl: string,
  kind: MailAccount,
  accountId: number,
  email: string,
  now = new Date(),
): Promise<void> {
  const token = await issueAccountToken(db, kind, accountId, 'confirmation', now);
  const account = await findByEmail(db, kind, email);
  const page = kind === 'teacher' ? `${account?.schoolCode}/teacher/password/registration` : 'local_governments/password/registration';
  await outbox.enqueue(db, {
    key: `confirmation:${kind}:${accountId}:${now.getTime()}`,
    to: [email],
    subject: '【すこやか】アカウント登録のご案内',
    text: `${account?.name ?? ''} 様\n\nすこやかのアカウントが作成されました。次のリンクから7日以内にパスワードを設定して、登録を完了してください。\n\n${publicUrl}/${page}?confirmation_token=${token}\n`,
  });
}
