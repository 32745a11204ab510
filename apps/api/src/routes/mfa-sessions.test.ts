import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { organizations, teachers } from '@sukoyaka/db/schema';
import { hashPassword } from '@sukoyaka/db/passwords';
import { createOrganizationUser } from '@sukoyaka/db/seed/structure';
import { codeAt, enableMfaFor, freshStep, sessionHeaders } from '../test/mfa.ts';
import { startTestSmtp, type TestSmtp } from '../test/smtp-server.ts';
import { createTestApp, PASSWORDS, signInLocalGovernment, signInTeacher, type TestApp } from '../test/test-app.ts';

// Issue 28 item 11 (decision 059): sessions signed in with the password alone end when MFA is
// turned on or becomes required, and a required enrolment needs the mailed link, not the password alone.

let smtp: TestSmtp;
let t: TestApp;
const colleague = 'colleague@test.example.jp';
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ smtpUrl: smtp.url });
  const [org] = await t.db.select().from(organizations).limit(1);
  await createOrganizationUser(t.db, org!.id, { name: '同僚', email: colleague, passwordHash: await hashPassword(PASSWORDS.local_government) });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});
beforeEach(freshStep);

const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const teacherStatus = async (headers: Record<string, string>) => (await get('/api/teachers/mfa', headers)).statusCode;
const boardStatus = async (headers: Record<string, string>) => (await get('/api/local_governments/mfa', headers)).statusCode;
/** The board user's session that turned MFA on (later sign-ins need a code). */
let board: Record<string, string> = {};
const linkIn = (text: string) => /(http:\/\/sukoyaka\.test\/\S+\?mfa_enrolment=([A-Za-z0-9_-]+))/.exec(text);

describe('turning MFA on ends the account’s other sessions', () => {
  it('a teacher: the device that turned it on stays signed in, the others are signed out', async () => {
    const here = await signInTeacher(t, t.schoolA, 1);
    const elsewhere = await signInTeacher(t, t.schoolA, 1);
    const someoneElse = await signInTeacher(t, t.schoolA, 2);
    await enableMfaFor(t, 'teachers', here);
    expect(await teacherStatus(here)).toBe(200);
    expect(await teacherStatus(elsewhere)).toBe(401);
    expect(await teacherStatus(someoneElse)).toBe(200);
  });

  it('a board user: the same', async () => {
    const here = await signInLocalGovernment(t);
    const elsewhere = await signInLocalGovernment(t);
    await enableMfaFor(t, 'local_governments', here);
    board = here;
    expect(await boardStatus(here)).toBe(200);
    expect(await boardStatus(elsewhere)).toBe(401);
  });
});

describe('a school requiring MFA ends the sessions of the admin teachers without it', () => {
  it('ends the other admins’ sessions (not the caller’s, not class teachers’, not an admin already using MFA)', async () => {
    const [second, third] = [t.schoolB.klasses[0]!.teacherEmail, t.schoolB.klasses[1]!.teacherEmail];
    await t.db.update(teachers).set({ admin: true }).where(eq(teachers.email, second));
    await t.db.update(teachers).set({ admin: true }).where(eq(teachers.email, third));
    const caller = await signInTeacher(t, t.schoolB, 'admin');
    const otherAdmin = await signInTeacher(t, t.schoolB, 0);
    const adminWithMfa = await signInTeacher(t, t.schoolB, 1);
    await enableMfaFor(t, 'teachers', adminWithMfa);
    const classTeacher = await signInTeacher(t, t.schoolB, 2);
    const otherSchoolAdmin = await signInTeacher(t, t.schoolA, 'admin');

    expect((await post('/api/teachers/mfa/policy', { required: true }, caller)).json().data).toEqual({ required: true });
    expect(await teacherStatus(caller)).toBe(200);
    expect(await teacherStatus(otherAdmin)).toBe(401);
    expect(await teacherStatus(adminWithMfa)).toBe(200);
    expect(await teacherStatus(classTeacher)).toBe(200);
    expect(await teacherStatus(otherSchoolAdmin)).toBe(200);
    expect((await post('/api/teachers/mfa/policy', { required: false }, caller)).statusCode).toBe(200);
  });

  it('a board requiring MFA ends its users’ sessions without it', async () => {
    const caller = board;
    const other = await post('/api/local_governments/sign_in', { email: colleague, password: PASSWORDS.local_government });
    const colleagueSession = sessionHeaders(other);
    expect(await boardStatus(colleagueSession)).toBe(200);
    expect((await post('/api/local_governments/mfa/policy', { required: true }, caller)).statusCode).toBe(200);
    expect(await boardStatus(colleagueSession)).toBe(401);
    expect(await boardStatus(caller)).toBe(200);
    expect((await post('/api/local_governments/mfa/policy', { required: false }, caller)).statusCode).toBe(200);
  });
});

describe('under a required policy the password alone does not enrol', () => {
  it('mails a one-time link to the account; the link, then the first code, sign in; earlier sessions end', async () => {
    const admin = await signInTeacher(t, t.schoolA, 'admin');
    const before = await signInTeacher(t, t.schoolA, 'admin');
    expect((await post('/api/teachers/mfa/policy', { required: true }, admin)).statusCode).toBe(200);
    const mailsBefore = smtp.received.length;

    const first = await post('/api/teachers/sign_in', { schoolCode: 'school-a', email: t.schoolA.adminEmail, password: PASSWORDS.teacher });
    expect(first.statusCode).toBe(200);
    expect(first.headers['access-token']).toBeUndefined();
    // No secret and no challenge for the password alone.
    expect(first.json().data).toEqual({ mfaRequired: true, enrolmentMailed: true });

    const mail = (await smtp.waitFor(mailsBefore + 1)).at(-1)!;
    expect(mail.to).toEqual([t.schoolA.adminEmail]);
    expect(mail.subject).toBe('【すこやか】二段階認証の設定のご案内');
    const [, link, token] = linkIn(mail.text)!;
    expect(link).toMatch(/^http:\/\/sukoyaka\.test\/school-a\/teacher\/login\?mfa_enrolment=/);

    const bogus = await post('/api/teachers/sign_in/mfa/enrolment', { token: 'x'.repeat(43) });
    expect(bogus.statusCode).toBe(401);
    expect(bogus.json().errors).toEqual(['このリンクは無効か、有効期限が切れています。もう一度ログインすると新しいリンクをお送りします。']);
    // A teacher's link is no board link.
    expect((await post('/api/local_governments/sign_in/mfa/enrolment', { token: token! })).statusCode).toBe(401);

    const opened = await post('/api/teachers/sign_in/mfa/enrolment', { token: token! });
    expect(opened.statusCode).toBe(200);
    expect(opened.headers['access-token']).toBeUndefined();
    const { challenge, setup } = opened.json().data;
    expect(setup.secret).toMatch(/^[A-Z2-7]+$/);
    expect(setup.otpauthUri).toContain(setup.secret);
    // The link works once.
    expect((await post('/api/teachers/sign_in/mfa/enrolment', { token: token! })).statusCode).toBe(401);

    const done = await post('/api/teachers/sign_in/mfa', { challenge, code: await codeAt(setup.secret) });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.recoveryCodes).toHaveLength(10);
    const session = sessionHeaders(done, 'school-a');
    expect((await get('/api/teachers/mfa', session)).json().data).toEqual({ enabled: true, required: true, recoveryCodesLeft: 10 });
    // The sessions signed in with the password alone are over.
    expect(await teacherStatus(before)).toBe(401);
    expect(await teacherStatus(admin)).toBe(401);

    // Back: policy off, MFA off.
    expect((await post('/api/teachers/mfa/policy', { required: false }, session)).statusCode).toBe(200);
    expect((await post('/api/teachers/mfa/disable', { password: PASSWORDS.teacher }, session)).statusCode).toBe(200);
  });

  it('a board user’s link opens the board’s login page', async () => {
    const caller = board;
    expect((await post('/api/local_governments/mfa/policy', { required: true }, caller)).statusCode).toBe(200);
    const mailsBefore = smtp.received.length;
    const first = await post('/api/local_governments/sign_in', { email: colleague, password: PASSWORDS.local_government });
    expect(first.json().data).toEqual({ mfaRequired: true, enrolmentMailed: true });
    const mail = (await smtp.waitFor(mailsBefore + 1)).at(-1)!;
    expect(mail.to).toEqual([colleague]);
    const [, link, token] = linkIn(mail.text)!;
    expect(link).toMatch(/^http:\/\/sukoyaka\.test\/local_governments\/login\?mfa_enrolment=/);
    const opened = await post('/api/local_governments/sign_in/mfa/enrolment', { token: token! });
    const { challenge, setup } = opened.json().data;
    const done = await post('/api/local_governments/sign_in/mfa', { challenge, code: await codeAt(setup.secret) });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.recoveryCodes).toHaveLength(10);
    expect((await post('/api/local_governments/mfa/policy', { required: false }, caller)).statusCode).toBe(200);
  });
});
