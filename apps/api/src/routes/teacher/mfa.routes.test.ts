import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { teachers } from '@sukoyaka/db/schema';
import { codeAt, enableMfaFor, freshStep, sessionHeaders } from '../../test/mfa.ts';
import { createTestApp, PASSWORDS, signInLocalGovernment, signInStudent, signInTeacher, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ accountFailureLimit: 3 });
});
afterAll(() => t.close());
beforeEach(freshStep);

const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
const emailOf = (klass: number) => t.schoolA.klasses[klass]!.teacherEmail;
const passwordStep = (email: string, schoolCode: string | null = 'school-a') =>
  post('/api/teachers/sign_in', { ...(schoolCode ? { schoolCode } : {}), email, password: PASSWORDS.teacher });
const codeStep = (challenge: string, code: string) => post('/api/teachers/sign_in/mfa', { challenge, code });

describe('turning MFA on', () => {
  it('gives a secret and otpauth URI, refuses a wrong first code in Japanese, and returns 10 recovery codes once', async () => {
    const teacher = await signInTeacher(t, t.schoolA, 0);
    expect((await get('/api/teachers/mfa', teacher)).json().data).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    const setup = await post('/api/teachers/mfa/setup', {}, teacher);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauthUri } = setup.json().data;
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toMatch(/^otpauth:\/\/totp\//);
    expect(otpauthUri).toContain(`secret=${secret}`);
    expect(decodeURIComponent(otpauthUri)).toContain(emailOf(0));

    const wrong = await post('/api/teachers/mfa/enable', { code: '000000' === (await codeAt(secret)) ? '111111' : '000000' }, teacher);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual(['確認コードが正しくありません。']);
    const right = await post('/api/teachers/mfa/enable', { code: await codeAt(secret) }, teacher);
    expect(right.statusCode).toBe(200);
    const codes: string[] = right.json().data.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect((await get('/api/teachers/mfa', teacher)).json().data).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    // A new setup would swap the secret under a stolen session: refused while MFA is on.
    expect((await post('/api/teachers/mfa/setup', {}, teacher)).statusCode).toBe(409);
  });
});

describe('signing in with MFA on', () => {
  let secret: string;
  let recoveryCodes: string[];
  beforeAll(async () => {
    ({ secret, recoveryCodes } = await enableMfaFor(t, 'teachers', await signInTeacher(t, t.schoolA, 1)));
  });

  it('answers the password with a challenge and no token; a wrong code is 401 in Japanese; the right code signs in', async () => {
    const first = await passwordStep(emailOf(1));
    expect(first.statusCode).toBe(200);
    expect(first.headers['access-token']).toBeUndefined();
    const { mfaRequired, challenge, setup } = first.json().data;
    expect(mfaRequired).toBe(true);
    expect(setup).toBeUndefined();

    const wrong = await codeStep(challenge, '000000' === (await codeAt(secret)) ? '111111' : '000000');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errors).toEqual(['確認コードが正しくありません。']);
    expect(wrong.headers['access-token']).toBeUndefined();

    const right = await codeStep(challenge, await codeAt(secret));
    expect(right.statusCode).toBe(200);
    expect(right.json().data).toEqual({ uid: emailOf(1), schoolCode: 'school-a' });
    expect(right.headers.schoolcode).toBe('school-a');
    expect((await get('/api/teachers/mfa', sessionHeaders(right, 'school-a'))).statusCode).toBe(200);
    // The challenge worked once.
    const again = await codeStep(challenge, await codeAt(secret, 1));
    expect(again.statusCode).toBe(401);
    expect(again.json().errors[0]).toMatch(/有効期限/);
  });

  it('refuses a code of a step already used (replay), and accepts the next step', async () => {
    const used = await codeAt(secret);
    // Use the current step's code (the test above may already have), then try it again.
    await codeStep((await passwordStep(emailOf(1))).json().data.challenge, used);
    const replay = await codeStep((await passwordStep(emailOf(1))).json().data.challenge, used);
    expect(replay.statusCode).toBe(401);
    const next = await codeStep((await passwordStep(emailOf(1))).json().data.challenge, await codeAt(secret, 1));
    expect(next.statusCode).toBe(200);
  });

  it('takes a recovery code (hyphen and case ignored) once', async () => {
    const code = recoveryCodes[0]!;
    const first = await codeStep((await passwordStep(emailOf(1))).json().data.challenge, code.toUpperCase().replace('-', ' '));
    expect(first.statusCode).toBe(200);
    expect((await get('/api/teachers/mfa', sessionHeaders(first, 'school-a'))).json().data.recoveryCodesLeft).toBe(9);
    const second = await codeStep((await passwordStep(emailOf(1))).json().data.challenge, code);
    expect(second.statusCode).toBe(401);
  });

  it('asks for the code at /admin/login too', async () => {
    const admin = await signInTeacher(t, t.schoolB, 'admin');
    const { secret: adminSecret } = await enableMfaFor(t, 'teachers', admin);
    const first = await passwordStep(t.schoolB.adminEmail, null);
    expect(first.headers['access-token']).toBeUndefined();
    const right = await codeStep(first.json().data.challenge, await codeAt(adminSecret));
    expect(right.statusCode).toBe(200);
    expect(right.headers.schoolcode).toBe('school-b');
  });
});

describe('brute force', () => {
  it('counts wrong codes in the account lock: after 3, even the right code and the password answer 429', async () => {
    const { secret } = await enableMfaFor(t, 'teachers', await signInTeacher(t, t.schoolA, 2));
    const { challenge } = (await passwordStep(emailOf(2))).json().data;
    const wrong = '000000' === (await codeAt(secret)) ? '111111' : '000000';
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) statuses.push((await codeStep(challenge, wrong)).statusCode);
    expect(statuses).toEqual([401, 401, 401]);
    const locked = await codeStep(challenge, await codeAt(secret));
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errors[0]).toMatch(/試行回数/);
    expect((await passwordStep(emailOf(2))).statusCode).toBe(429);
  });
});

describe('sign-in stopped between the two steps', () => {
  it('refuses the code step with 403 when an admin stopped the account after the password step', async () => {
    const { secret } = await enableMfaFor(t, 'teachers', await signInTeacher(t, t.schoolB, 1));
    const email = t.schoolB.klasses[1]!.teacherEmail;
    const { challenge } = (await passwordStep(email, 'school-b')).json().data;
    await t.db.update(teachers).set({ signInStopped: true }).where(eq(teachers.email, email));
    const res = await codeStep(challenge, await codeAt(secret));
    expect(res.statusCode).toBe(403);
    expect(res.headers['access-token']).toBeUndefined();
  });
});

describe('turning MFA off and new recovery codes', () => {
  it('needs the password or a current code; afterwards sign-in needs no code', async () => {
    const teacher = await signInTeacher(t, t.schoolA, 3);
    const { secret, recoveryCodes } = await enableMfaFor(t, 'teachers', teacher);
    const renewed = await post('/api/teachers/mfa/recovery_codes', { code: await codeAt(secret) }, teacher);
    expect(renewed.statusCode).toBe(200);
    expect(renewed.json().data.recoveryCodes).toHaveLength(10);
    // The old codes stopped working.
    expect((await codeStep((await passwordStep(emailOf(3))).json().data.challenge, recoveryCodes[0]!)).statusCode).toBe(401);

    const wrong = await post('/api/teachers/mfa/disable', { password: 'not-my-password' }, teacher);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().fieldErrors.password).toEqual(['パスワードが正しくありません']);
    expect((await post('/api/teachers/mfa/disable', {}, teacher)).statusCode).toBe(400);
    const off = await post('/api/teachers/mfa/disable', { password: PASSWORDS.teacher }, teacher);
    expect(off.statusCode).toBe(200);
    const plain = await passwordStep(emailOf(3));
    expect(plain.headers['access-token']).toBeTruthy();
    expect(plain.json().data).toEqual({ uid: emailOf(3), schoolCode: 'school-a' });
  });

  it('touches only the caller: another teacher cannot turn someone else off, and other roles get 403', async () => {
    await enableMfaFor(t, 'teachers', await signInTeacher(t, t.schoolA, 4));
    const other = await signInTeacher(t, t.schoolA, 5);
    expect((await post('/api/teachers/mfa/disable', { password: PASSWORDS.teacher }, other)).statusCode).toBe(409);
    expect((await passwordStep(emailOf(4))).json().data.mfaRequired).toBe(true);
    expect((await get('/api/teachers/mfa', await signInStudent(t, t.schoolA))).statusCode).toBe(403);
    expect((await get('/api/teachers/mfa', await signInLocalGovernment(t))).statusCode).toBe(403);
    expect((await get('/api/teachers/mfa', {})).statusCode).toBe(401);
  });
});

describe('the school requires MFA of admin teachers', () => {
  it('is set by admin teachers only; the password alone does not enrol the admin, who cannot turn MFA off; class teachers are not forced', async () => {
    const classTeacher = await signInTeacher(t, t.schoolA, 5);
    expect((await post('/api/teachers/mfa/policy', { required: true }, classTeacher)).statusCode).toBe(403);
    const admin = await signInTeacher(t, t.schoolA, 'admin');
    expect((await get('/api/teachers/mfa/policy', admin)).json().data).toEqual({ required: false });
    expect((await post('/api/teachers/mfa/policy', { required: true }, admin)).json().data).toEqual({ required: true });
    expect((await get('/api/teachers/mfa', admin)).json().data).toMatchObject({ enabled: false, required: true });

    const first = await passwordStep(t.schoolA.adminEmail);
    expect(first.statusCode).toBe(200);
    expect(first.headers['access-token']).toBeUndefined();
    // The password alone does not enrol: a link went to the admin's address (mfa-sessions.test.ts walks it).
    expect(first.json().data).toEqual({ mfaRequired: true, enrolmentMailed: true });
    // The admin who set the policy kept their session and sets MFA up in the settings.
    const { secret } = await enableMfaFor(t, 'teachers', admin);
    const session = admin;
    expect((await get('/api/teachers/mfa', session)).json().data).toEqual({ enabled: true, required: true, recoveryCodesLeft: 10 });

    const refused = await post('/api/teachers/mfa/disable', { code: await codeAt(secret) }, session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual(['この学校では管理者の先生は二段階認証が必須のため、無効にできません。']);
    expect((await passwordStep(emailOf(5))).headers['access-token']).toBeTruthy();
    // School B's admin is not bound by school A's policy.
    expect((await get('/api/teachers/mfa', await signInTeacher(t, t.schoolB, 0))).json().data.required).toBe(false);
  });
});
