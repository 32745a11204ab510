import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { hashPassword } from '@sukoyaka/db/passwords';
import { createOrganizationUser } from '@sukoyaka/db/seed/structure';
import { newCardSecret } from '../../modules/auth/card-secrets.service.ts';
import { sendConfirmation } from '../../modules/auth/passwords.service.ts';
import { setMfaPolicy } from '../../modules/mfa/mfa-policy.service.ts';
import { codeAt, enableMfaFor, freshStep } from '../mfa.ts';
import { oidcSignInAs } from '../oidc-browser.ts';
import { PASSWORDS, signInTeacher, TEST_OPTIONS } from '../test-app.ts';
import { countOf, studentIdOf, tokenIn, valueOf } from './write-cases.helpers.ts';
import { NEW_TEACHER } from './write-cases.accounts.ts';
import { mailJobs, type FrontDoorContext, type WriteCall, type WriteCase } from './write-cases.ts';

/** A board user invited after the board was set up (registration, then a forgotten password). */
const SECOND_BOARD_USER = 'kyoiku2@test.example.jp';

/** Sessions (auth tokens) of one account type so far: a sign-in adds one. */
const sessionsOf = (ctx: FrontDoorContext, accountType: string) => countOf(ctx, 'auth_tokens', sql`account_type = ${accountType}`);

/** Whether `email` signs in with `password` as a teacher of school A, or as a board user. */
async function signsIn(ctx: FrontDoorContext, kind: 'teachers' | 'local_governments', email: string, password: string): Promise<boolean> {
  const schoolCode = kind === 'teachers' ? { schoolCode: ctx.t.schoolA.code } : {};
  const res = await ctx.t.app.inject({ method: 'POST', url: `/api/${kind}/sign_in`, payload: { ...schoolCode, email, password } });
  return res.statusCode === 200;
}

/** The one-time code the provider's callback put in /auth#access_token= (spec §2 /auth). */
async function providerCode(ctx: FrontDoorContext, provider: 'google' | 'microsoft', login: string): Promise<string> {
  const { location } = await oidcSignInAs(ctx.t.app, provider, ctx.t.schoolA.code, login);
  const code = new URLSearchParams(location.slice(location.indexOf('#') + 1)).get('access_token');
  if (!code) throw new Error(`${provider} sign-in ended at ${location}`);
  return code;
}

/** The newest mail queued under `prefix` (the link a person would click). */
const lastMail = async (ctx: FrontDoorContext, prefix: string) => (await mailJobs(ctx.t, prefix)).at(-1);
/** The last mail queued with `prefix`, waited for up to 5 s: a reset mail is queued after the answer (issue 28 item 11). */
const queuedMail = async (ctx: FrontDoorContext, prefix: string) => {
  for (const until = Date.now() + 5_000; Date.now() < until; await new Promise((resolve) => setTimeout(resolve, 50))) {
    const mail = await lastMail(ctx, prefix);
    if (mail) return mail;
  }
  return undefined;
};

/**
 * A required MFA enrolment's mailed link (decision 059): the owner's policy is switched on for the
 * call (straight in the database, so no session ends) and off again by `check`, once the link has
 * handed out a pending secret.
 */
async function enrolmentCase(ctx: FrontDoorContext, kind: 'teachers' | 'local_governments'): Promise<WriteCall> {
  const organizationId = await valueOf(ctx, sql`SELECT id AS value FROM organizations ORDER BY id LIMIT 1`);
  const owner = kind === 'teachers' ? { schoolId: ctx.t.schoolB.id } : { organizationId };
  const email = kind === 'teachers' ? ctx.t.schoolB.adminEmail : 'enrol@test.example.jp';
  const accountType = kind === 'teachers' ? 'teacher' : 'local_government';
  if (kind === 'local_governments') {
    await createOrganizationUser(ctx.t.db, organizationId, { name: '登録', email, passwordHash: await hashPassword(PASSWORDS.local_government) });
  }
  const accountId = await valueOf(ctx, sql`SELECT id AS value FROM ${sql.raw(kind === 'teachers' ? 'teachers' : 'organization_users')} WHERE email = ${email}`);
  await setMfaPolicy(ctx.t.db, owner, true);
  const schoolCode = kind === 'teachers' ? { schoolCode: ctx.t.schoolB.code } : {};
  const password = kind === 'teachers' ? PASSWORDS.teacher : PASSWORDS.local_government;
  await ctx.send(null, 'POST', `/api/${kind}/sign_in`, { ...schoolCode, email, password });
  const token = tokenIn((await lastMail(ctx, `mfa-enrolment:${accountType}:${accountId}:`))?.text, 'mfa_enrolment');
  return {
    body: { token },
    check: async () => {
      const pending = sql`account_type = ${accountType} AND account_id = ${accountId} AND enabled_at IS NULL`;
      expect(await countOf(ctx, 'staff_totps', pending)).toBe(1);
      await setMfaPolicy(ctx.t.db, owner, false);
    },
  };
}

/** Signing in (every role, two-step verification, Google and Microsoft), registration links and forgotten passwords. */
export const SIGN_IN_CASES: [string, WriteCase][] = [
  [
    'POST /api/students/sign_in',
    async (ctx) => {
      const klass = ctx.t.schoolA.klasses[0]!;
      const before = await sessionsOf(ctx, 'student');
      return {
        body: { schoolCode: ctx.t.schoolA.code, gradeId: klass.gradeId, klassId: klass.id, studentNumber: 2, password: PASSWORDS.student },
        check: async () => expect(await sessionsOf(ctx, 'student')).toBe(before + 1),
      };
    },
  ],
  [
    'POST /api/students/card_sign_in',
    async (ctx) => {
      // 2番 of class 2 holds a printed QR card (decision 062): only its hash is stored.
      const id = await studentIdOf(ctx, 1, 2);
      const card = newCardSecret(id);
      await ctx.t.db.execute(sql`UPDATE students SET card_secret_hash = ${card.hash} WHERE id = ${id}`);
      const before = await countOf(ctx, 'auth_tokens', sql`account_type = 'student' AND account_id = ${id}`);
      return {
        body: { schoolCode: ctx.t.schoolA.code, card: card.text },
        check: async () => expect(await countOf(ctx, 'auth_tokens', sql`account_type = 'student' AND account_id = ${id}`)).toBe(before + 1),
      };
    },
  ],
  [
    'POST /api/teachers/sign_in',
    async (ctx) => {
      const before = await sessionsOf(ctx, 'teacher');
      return {
        body: { schoolCode: ctx.t.schoolA.code, email: ctx.t.schoolA.klasses[1]!.teacherEmail, password: PASSWORDS.teacher, isPersistentLogin: true },
        check: async () => expect(await sessionsOf(ctx, 'teacher')).toBe(before + 1),
      };
    },
  ],
  [
    'POST /api/parents/sign_in',
    async (ctx) => {
      const before = await sessionsOf(ctx, 'parent');
      return {
        body: { schoolCode: ctx.t.schoolA.code, loginId: ctx.t.schoolA.parentLogins[1]!, password: PASSWORDS.parent },
        check: async () => expect(await sessionsOf(ctx, 'parent')).toBe(before + 1),
      };
    },
  ],
  [
    'POST /api/local_governments/sign_in',
    async (ctx) => {
      const before = await sessionsOf(ctx, 'local_government');
      return {
        body: { email: ctx.t.localGovernmentEmail, password: PASSWORDS.local_government },
        check: async () => expect(await sessionsOf(ctx, 'local_government')).toBe(before + 1),
      };
    },
  ],
  [
    'POST /api/teachers/sign_in/mfa',
    async (ctx) => {
      await freshStep();
      const email = ctx.t.schoolA.klasses[1]!.teacherEmail;
      const { secret } = await enableMfaFor(ctx.t, 'teachers', await signInTeacher(ctx.t, ctx.t.schoolA, 1));
      const { challenge } = await ctx.send<{ challenge: string }>(null, 'POST', '/api/teachers/sign_in', {
        schoolCode: ctx.t.schoolA.code,
        email,
        password: PASSWORDS.teacher,
      });
      const before = await sessionsOf(ctx, 'teacher');
      return { body: { challenge, code: await codeAt(secret) }, check: async () => expect(await sessionsOf(ctx, 'teacher')).toBe(before + 1) };
    },
  ],
  [
    'POST /api/local_governments/sign_in/mfa',
    async (ctx) => {
      await freshStep();
      const { secret } = await enableMfaFor(ctx.t, 'local_governments', ctx.sessions.local_government);
      const { challenge } = await ctx.send<{ challenge: string }>(null, 'POST', '/api/local_governments/sign_in', {
        email: ctx.t.localGovernmentEmail,
        password: PASSWORDS.local_government,
      });
      const before = await sessionsOf(ctx, 'local_government');
      return { body: { challenge, code: await codeAt(secret) }, check: async () => expect(await sessionsOf(ctx, 'local_government')).toBe(before + 1) };
    },
  ],
  ['POST /api/teachers/sign_in/mfa/enrolment', (ctx) => enrolmentCase(ctx, 'teachers')],
  ['POST /api/local_governments/sign_in/mfa/enrolment', (ctx) => enrolmentCase(ctx, 'local_governments')],
  [
    'POST /api/students/google/sign_in',
    async (ctx) => {
      const before = await sessionsOf(ctx, 'student');
      const code = await providerCode(ctx, 'google', ctx.t.schoolA.klasses[1]!.studentEmails[2]!);
      return { body: { schoolCode: ctx.t.schoolA.code, accessToken: code }, check: async () => expect(await sessionsOf(ctx, 'student')).toBe(before + 1) };
    },
  ],
  [
    'POST /api/students/microsoft/sign_in',
    async (ctx) => {
      // The board offers Microsoft (sign_in_providers, board cases); the pupil's UPN is their school e-mail.
      const before = await sessionsOf(ctx, 'student');
      const code = await providerCode(ctx, 'microsoft', ctx.t.schoolA.klasses[1]!.studentEmails[1]!);
      return {
        body: { schoolCode: ctx.t.schoolA.code, accessToken: code, isPersistentLogin: true },
        check: async () => expect(await sessionsOf(ctx, 'student')).toBe(before + 1),
      };
    },
  ],
  [
    'PATCH /api/teachers/confirmation',
    async (ctx) => {
      const id = await valueOf(ctx, sql`SELECT id AS value FROM teachers WHERE email = ${NEW_TEACHER}`);
      const token = tokenIn((await lastMail(ctx, `confirmation:teacher:${id}:`))?.text, 'confirmation_token');
      return {
        body: { confirmation_token: token, password: 'welcome-aboard', password_confirmation: 'welcome-aboard' },
        check: async () => expect(await signsIn(ctx, 'teachers', NEW_TEACHER, 'welcome-aboard')).toBe(true),
      };
    },
  ],
  [
    'POST /api/teachers/password',
    async (ctx) => ({
      body: { email: ctx.t.schoolA.klasses[3]!.teacherEmail, schoolCode: ctx.t.schoolA.code },
      check: async () => expect((await queuedMail(ctx, 'reset-password:teacher:'))?.to).toEqual([ctx.t.schoolA.klasses[3]!.teacherEmail]),
    }),
  ],
  [
    'PUT /api/teachers/password',
    async (ctx) => {
      const token = tokenIn((await lastMail(ctx, 'reset-password:teacher:'))?.text, 'reset_password_token');
      return {
        body: { reset_password_token: token, password: 'spring-passphrase', password_confirmation: 'spring-passphrase' },
        check: async () => expect(await signsIn(ctx, 'teachers', ctx.t.schoolA.klasses[3]!.teacherEmail, 'spring-passphrase')).toBe(true),
      };
    },
  ],
  [
    'POST /api/local_governments/confirmation',
    async (ctx) => {
      // Board users are registered by the operator (no screen or API invites them): the account and its registration mail are a fixture.
      const organizationId = await valueOf(ctx, sql`SELECT organization_id AS value FROM organization_users WHERE email = ${ctx.t.localGovernmentEmail}`);
      const user = await createOrganizationUser(ctx.t.db, organizationId, {
        name: '指導主事',
        email: SECOND_BOARD_USER,
        passwordHash: await hashPassword('unset-unknown-1'),
      });
      await sendConfirmation(ctx.t.db, ctx.t.runtime.mail, TEST_OPTIONS.publicUrl, 'local_government', user.id, SECOND_BOARD_USER);
      const token = tokenIn((await lastMail(ctx, `confirmation:local_government:${user.id}:`))?.text, 'confirmation_token');
      return {
        body: { confirmation_token: token, password: 'board-welcome', password_confirmation: 'board-welcome' },
        check: async () => expect(await signsIn(ctx, 'local_governments', SECOND_BOARD_USER, 'board-welcome')).toBe(true),
      };
    },
  ],
  [
    'POST /api/local_governments/password',
    async (ctx) => ({
      body: { email: SECOND_BOARD_USER },
      check: async () => expect((await queuedMail(ctx, 'reset-password:local_government:'))?.to).toEqual([SECOND_BOARD_USER]),
    }),
  ],
  [
    'PUT /api/local_governments/password',
    async (ctx) => {
      const token = tokenIn((await lastMail(ctx, 'reset-password:local_government:'))?.text, 'reset_password_token');
      return {
        body: { reset_password_token: token, password: 'board-passphrase', password_confirmation: 'board-passphrase' },
        check: async () => expect(await signsIn(ctx, 'local_governments', SECOND_BOARD_USER, 'board-passphrase')).toBe(true),
      };
    },
  ],
];
