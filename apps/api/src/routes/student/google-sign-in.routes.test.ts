import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { students } from '@sukoyaka/db/schema';
import { startTestOidcProvider, type TestOidcProvider } from '../../../../../scripts/test/oidc-provider.ts';
import { oidcSignInAs } from '../../test/oidc-browser.ts';
import { createTestApp, headersFrom, TEST_OPTIONS, type TestApp } from '../../test/test-app.ts';

let provider: TestOidcProvider;
let t: TestApp;
beforeAll(async () => {
  provider = await startTestOidcProvider({ redirectUris: [`${TEST_OPTIONS.publicUrl}/api/students/google/callback`] });
  t = await createTestApp({
    googleSignIn: { issuer: provider.issuer, clientId: provider.clientId, clientSecret: provider.clientSecret, prompt: 'login' },
  });
});
afterAll(async () => {
  await t.close();
  await provider.close();
});

/** The one-time code and school the callback put in the /auth hash (spec §2 /auth). */
function authHash(location: string) {
  expect(location).toMatch(/^\/auth#/);
  const hash = new URLSearchParams(location.slice('/auth#'.length));
  return { code: hash.get('access_token')!, state: hash.get('state') };
}

const exchange = (payload: object) => t.app.inject({ method: 'POST', url: '/api/students/google/sign_in', payload });

describe('sign in with Google (OpenID Connect)', () => {
  it('tells the login page that Google sign-in is on', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/schools/show_school_info?school_code=school-a' });
    expect(res.json().data.signInProviders).toEqual(['google']);
  });

  it('maps the Google account to the student with that e-mail, through /auth and a one-time code', async () => {
    const email = t.schoolA.klasses[1]!.studentEmails[2]!;
    const callback = await oidcSignInAs(t.app, 'google', 'school-a', email);
    expect(callback.status).toBe(302);
    const { code, state } = authHash(callback.location);
    expect(state).toBe('school-a');

    const res = await exchange({ schoolCode: 'school-a', accessToken: code, isPersistentLogin: true });
    expect(res.statusCode).toBe(200);
    expect(res.headers.schoolcode).toBe('school-a');
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/students/me',
      headers: headersFrom(res, 'school-a'),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ klassName: '1組', gradeName: '2年', studentNumber: 3 });

    // The code works once.
    const again = await exchange({ schoolCode: 'school-a', accessToken: code });
    expect(again.statusCode).toBe(401);
    expect(again.json().errors[0]).toContain('Googleでのログインに失敗しました');
  });

  it('matches the address whatever its letter case', async () => {
    const email = t.schoolA.klasses[0]!.studentEmails[0]!.toUpperCase();
    const { code } = authHash((await oidcSignInAs(t.app, 'google', 'school-a', email)).location);
    expect((await exchange({ schoolCode: 'school-a', accessToken: code })).statusCode).toBe(200);
  });

  it('sends an unknown account back to the login page with not_registered', async () => {
    const callback = await oidcSignInAs(t.app, 'google', 'school-a', 'someone@gmail.example');
    expect(callback.location).toBe('/school-a/student/login?google_error=not_registered');
  });

  it('does not sign a student of another school in at this school', async () => {
    const other = t.schoolB.klasses[0]!.studentEmails[0]!;
    const callback = await oidcSignInAs(t.app, 'google', 'school-a', other);
    expect(callback.location).toBe('/school-a/student/login?google_error=not_registered');
  });

  it('refuses an address the provider has not verified', async () => {
    const email = t.schoolA.klasses[0]!.studentEmails[1]!;
    const callback = await oidcSignInAs(t.app, 'google', 'school-a', `unverified:${email}`);
    expect(callback.location).toBe('/school-a/student/login?google_error=unverified');
  });

  it('refuses a student whose sign-in is stopped', async () => {
    const email = t.schoolA.klasses[2]!.studentEmails[0]!;
    await t.db.update(students).set({ signInStopped: true }).where(eq(students.email, email));
    const callback = await oidcSignInAs(t.app, 'google', 'school-a', email);
    expect(callback.location).toBe('/school-a/student/login?google_error=stopped');
    await t.db.update(students).set({ signInStopped: false }).where(eq(students.email, email));
  });

  it('fails a callback reaching another browser (no flow cookie), back to the school of the state', async () => {
    const email = t.schoolA.klasses[0]!.studentEmails[2]!;
    const callback = await oidcSignInAs(t.app, 'google', 'school-a', email, { dropFlowCookie: true });
    expect(callback.location).toBe('/school-a/student/login?google_error=failed');
  });

  it('fails a sign-in cancelled at the provider', async () => {
    const callback = await oidcSignInAs(t.app, 'google', 'school-b', 'x@example.jp', { cancel: true });
    expect(callback.location).toBe('/school-b/student/login?google_error=failed');
  });

  it('refuses a code at another school', async () => {
    const email = t.schoolA.klasses[3]!.studentEmails[0]!;
    const { code } = authHash((await oidcSignInAs(t.app, 'google', 'school-a', email)).location);
    const res = await exchange({ schoolCode: 'school-b', accessToken: code });
    expect(res.statusCode).toBe(401);
  });

  it('answers bad input with the envelope', async () => {
    const unknownSchool = await t.app.inject({ method: 'GET', url: '/api/students/google/start?schoolCode=nowhere' });
    expect(unknownSchool.statusCode).toBe(404);
    expect(unknownSchool.json().errors[0]).toContain('学校コード');
    const missing = await exchange({ schoolCode: 'school-a' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.accessToken).toBeTruthy();
    const made = await exchange({ schoolCode: 'school-a', accessToken: 'made-up' });
    expect(made.statusCode).toBe(401);
  });
});

describe('without OIDC configuration', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await createTestApp();
  });
  afterAll(() => plain.close());

  it('hides the button and refuses to start', async () => {
    const info = await plain.app.inject({ method: 'GET', url: '/api/schools/show_school_info?school_code=school-a' });
    expect(info.json().data.signInProviders).toEqual([]);
    const start = await plain.app.inject({ method: 'GET', url: '/api/students/google/start?schoolCode=school-a' });
    expect(start.statusCode).toBe(404);
    expect(start.json().errors).toEqual(['Googleでのログインは設定されていません。']);
  });
});
