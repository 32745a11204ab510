import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '@sukoyaka/db/passwords';
import { organizations } from '@sukoyaka/db/schema';
import { createOrganizationUser } from '@sukoyaka/db/seed/structure';
import { codeAt, enableMfaFor, freshStep, sessionHeaders } from '../../test/mfa.ts';
import { createTestApp, PASSWORDS, signInLocalGovernment, signInTeacher, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
const colleague = 'colleague@test.example.jp';
beforeAll(async () => {
  t = await createTestApp();
  const [org] = await t.db.select().from(organizations).limit(1);
  await createOrganizationUser(t.db, org!.id, { name: '同僚', email: colleague, passwordHash: await hashPassword(PASSWORDS.local_government) });
});
afterAll(() => t.close());
beforeEach(freshStep);

const post = (url: string, payload: object, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url, payload, headers });
const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });
let recoveryCodes: string[] = [];
const passwordStep = (email: string) => post('/api/local_governments/sign_in', { email, password: PASSWORDS.local_government });

describe('board users and MFA', () => {
  it('a board user turns MFA on, then signs in with password and code', async () => {
    const enabled = await enableMfaFor(t, 'local_governments', await signInLocalGovernment(t));
    const secret = enabled.secret;
    recoveryCodes = enabled.recoveryCodes;
    const first = await passwordStep(t.localGovernmentEmail);
    expect(first.headers['access-token']).toBeUndefined();
    expect(first.json().data.mfaRequired).toBe(true);
    const wrong = await post('/api/local_governments/sign_in/mfa', { challenge: first.json().data.challenge, code: '12345' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().errors).toEqual(['確認コードが正しくありません。']);
    // A board challenge is no teacher challenge.
    expect((await post('/api/teachers/sign_in/mfa', { challenge: first.json().data.challenge, code: await codeAt(secret) })).statusCode).toBe(401);
    const right = await post('/api/local_governments/sign_in/mfa', { challenge: first.json().data.challenge, code: await codeAt(secret) });
    expect(right.statusCode).toBe(200);
    expect(right.json().data).toEqual({ uid: t.localGovernmentEmail, schoolCode: null });
    const me = await get('/api/local_governments/organization/me', sessionHeaders(right));
    expect(me.statusCode).toBe(200);
  });

  it('the board requires MFA of all its users: no enrolment by password alone, cannot be turned off; teachers are unaffected', async () => {
    // The first user signs in with a recovery code (the test above used their current code).
    const withRecovery = await post('/api/local_governments/sign_in/mfa', {
      challenge: (await passwordStep(t.localGovernmentEmail)).json().data.challenge,
      code: recoveryCodes[0]!,
    });
    expect(withRecovery.statusCode).toBe(200);
    const session = sessionHeaders(withRecovery);
    expect((await post('/api/local_governments/mfa/policy', { required: true }, session)).json().data).toEqual({ required: true });

    const first = await passwordStep(colleague);
    expect(first.headers['access-token']).toBeUndefined();
    // The password alone does not enrol: a link went to the colleague's address (mfa-sessions.test.ts walks it).
    expect(first.json().data).toEqual({ mfaRequired: true, enrolmentMailed: true });
    const refused = await post('/api/local_governments/mfa/disable', { password: PASSWORDS.local_government }, session);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual(['この教育委員会では二段階認証が必須のため、無効にできません。']);
    // The board's policy is not a school's: teachers of its schools sign in without a code.
    expect(await signInTeacher(t, t.schoolA, 'admin')).toBeTruthy();

    expect((await post('/api/local_governments/mfa/policy', { required: false }, session)).json().data).toEqual({ required: false });
    expect((await passwordStep(colleague)).headers['access-token']).toBeTruthy();
  });
});
