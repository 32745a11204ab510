import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLogs } from '@sukoyaka/db/schema';
import { startTestOidcProvider, type TestOidcProvider } from '../../../../../scripts/test/oidc-provider.ts';
import { createSecondBoard } from '../../modules/organizations/test-fixtures.ts';
import { oidcSignInAs } from '../../test/oidc-browser.ts';
import { type AuthHeaders, createTestApp, headersFrom, signInLocalGovernment, TEST_OPTIONS, type TestApp } from '../../test/test-app.ts';

/**
 * Sign in with Microsoft (issue 15 item 6, decision 034) against the local OpenID provider in its
 * Entra ID flavour (preferred_username and tid in the ID token, no email_verified), next to the
 * Google one; the board chooses which its students see.
 */
let google: TestOidcProvider;
let microsoft: TestOidcProvider;
let t: TestApp;
let board: AuthHeaders;
let secondBoard: Awaited<ReturnType<typeof createSecondBoard>>;
beforeAll(async () => {
  [google, microsoft] = await Promise.all([
    startTestOidcProvider({ redirectUris: [`${TEST_OPTIONS.publicUrl}/api/students/google/callback`] }),
    startTestOidcProvider({ redirectUris: [`${TEST_OPTIONS.publicUrl}/api/students/microsoft/callback`], flavour: 'microsoft' }),
  ]);
  const client = (p: TestOidcProvider) => ({ issuer: p.issuer, clientId: p.clientId, clientSecret: p.clientSecret, prompt: 'login' });
  t = await createTestApp({ googleSignIn: client(google), microsoftSignIn: client(microsoft) });
  board = await signInLocalGovernment(t);
  secondBoard = await createSecondBoard(t);
});
afterAll(async () => {
  await t.close();
  await Promise.all([google.close(), microsoft.close()]);
});

const providersOf = async (schoolCode: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/schools/show_school_info?school_code=${schoolCode}` })).json().data.signInProviders;
const choose = (headers: AuthHeaders, providers: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/local_governments/sign_in_providers', headers, payload: { providers } });
const exchange = (payload: object) => t.app.inject({ method: 'POST', url: '/api/students/microsoft/sign_in', payload });

/** The one-time code and school the callback put in the /auth hash (spec §2 /auth), with the provider. */
function authHash(location: string) {
  expect(location).toMatch(/^\/auth#/);
  const hash = new URLSearchParams(location.slice('/auth#'.length));
  return { code: hash.get('access_token')!, state: hash.get('state'), provider: hash.get('provider') };
}

describe('the board chooses the providers', () => {
  it('offers Google alone until the board chooses, and Microsoft is refused at the start', async () => {
    expect(await providersOf('school-a')).toEqual(['google']);
    const settings = await t.app.inject({ method: 'GET', url: '/api/local_governments/sign_in_providers', headers: board });
    expect(settings.json().data).toEqual({ providers: ['google'], configured: ['google', 'microsoft'] });
    const start = await t.app.inject({ method: 'GET', url: '/api/students/microsoft/start?schoolCode=school-a' });
    expect(start.statusCode).toBe(404);
    expect(start.json().errors).toEqual(['この学校ではMicrosoftでのログインは使えません。']);
  });

  it('lets the board offer Microsoft (or both), access-logged, without touching another board', async () => {
    const res = await choose(board, ['microsoft']);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.providers).toEqual(['microsoft']);
    expect(await providersOf('school-a')).toEqual(['microsoft']);
    expect(await providersOf('school-b')).toEqual(['microsoft']);
    expect(await providersOf(secondBoard.school.code)).toEqual(['google']);
    // Google is now refused at this board's schools, still offered at the other board's.
    expect((await t.app.inject({ method: 'GET', url: '/api/students/google/start?schoolCode=school-a' })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/students/microsoft/start?schoolCode=${secondBoard.school.code}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/students/google/start?schoolCode=${secondBoard.school.code}` })).statusCode).toBe(302);

    await t.app.accessLog.flush();
    const [logged] = await t.db
      .select()
      .from(accessLogs)
      .where(and(eq(accessLogs.route, '/api/local_governments/sign_in_providers'), eq(accessLogs.method, 'POST')))
      .orderBy(desc(accessLogs.id))
      .limit(1);
    expect(logged).toMatchObject({ actorType: 'local_government', statusCode: 200 });

    expect((await choose(board, ['microsoft', 'google'])).json().data.providers).toEqual(['google', 'microsoft']);
    expect(await providersOf('school-a')).toEqual(['google', 'microsoft']);
  });

  it('refuses bad input, students and teachers', async () => {
    const duplicate = await choose(board, ['microsoft', 'microsoft']);
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().fieldErrors.providers).toBeTruthy();
    expect((await choose(board, ['line'])).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/local_governments/sign_in_providers', payload: { providers: [] } })).statusCode).toBe(401);
  });
});

describe('sign in with Microsoft (OpenID Connect, Entra ID claims)', () => {
  it('maps the account by preferred_username, case-insensitively, through /auth and a one-time code', async () => {
    const email = t.schoolA.klasses[1]!.studentEmails[0]!;
    const callback = await oidcSignInAs(t.app, 'microsoft', 'school-a', email.toUpperCase());
    const { code, state, provider } = authHash(callback.location);
    expect(state).toBe('school-a');
    expect(provider).toBe('microsoft');

    const res = await exchange({ schoolCode: 'school-a', accessToken: code, isPersistentLogin: false });
    expect(res.statusCode).toBe(200);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/students/me',
      headers: headersFrom(res, 'school-a'),
    });
    expect(me.json().data).toMatchObject({ klassName: '1組', gradeName: '2年', studentNumber: 1 });

    // The code works once, and only at Microsoft's exchange.
    const again = await exchange({ schoolCode: 'school-a', accessToken: code });
    expect(again.statusCode).toBe(401);
    expect(again.json().errors).toEqual(['Microsoftでのログインに失敗しました。もう一度「Microsoftでログイン」を押してください。']);
    const second = authHash((await oidcSignInAs(t.app, 'microsoft', 'school-a', email)).location);
    const atGoogle = await t.app.inject({ method: 'POST', url: '/api/students/google/sign_in', payload: { schoolCode: 'school-a', accessToken: second.code } });
    expect(atGoogle.statusCode).toBe(401);
  });

  it('sends an unknown account back to the login page with microsoft_error=not_registered', async () => {
    const callback = await oidcSignInAs(t.app, 'microsoft', 'school-a', 'someone@contoso.example');
    expect(callback.location).toBe('/school-a/student/login?microsoft_error=not_registered');
  });

  it("never trusts Microsoft's email claim: another tenant's mail attribute set to our student's address signs nobody in", async () => {
    const victim = t.schoolA.klasses[2]!.studentEmails[1]!;
    const forged = await oidcSignInAs(t.app, 'microsoft', 'school-a', `attacker@evil.example mail:${victim}`);
    expect(forged.location).toBe('/school-a/student/login?microsoft_error=not_registered');
    // The student's own account with a different mail attribute still signs in by its UPN.
    const own = await oidcSignInAs(t.app, 'microsoft', 'school-a', `${victim} mail:someone.else@a.example.jp`);
    expect(authHash(own.location).code).toBeTruthy();
  });

  it('fails a sign-in cancelled at the provider, back to the school of the state', async () => {
    const callback = await oidcSignInAs(t.app, 'microsoft', 'school-b', 'x@example.jp', { cancel: true });
    expect(callback.location).toBe('/school-b/student/login?microsoft_error=failed');
  });

  it("fails the provider's redirect replayed with its used authorization code", async () => {
    const email = t.schoolA.klasses[0]!.studentEmails[2]!;
    // The same callback URL and flow cookie a second time: the provider refuses the used code.
    const replayed = await oidcSignInAs(t.app, 'microsoft', 'school-a', email, { replay: true });
    expect(replayed.location).toBe('/school-a/student/login?microsoft_error=failed');
  });

  it('fails the sign-in when the board withdraws Microsoft between start and callback', async () => {
    const email = t.schoolA.klasses[0]!.studentEmails[0]!;
    const callback = await oidcSignInAs(t.app, 'microsoft', 'school-a', email, { beforeCallback: () => choose(board, ['google']) });
    expect(callback.location).toBe('/school-a/student/login?microsoft_error=failed');
    await choose(board, ['google', 'microsoft']);
  });
});
