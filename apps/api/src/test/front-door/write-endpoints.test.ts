import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestOidcProvider, type TestOidcProvider } from '../../../../../scripts/test/oidc-provider.ts';
import { refresh, repairAccess, sessionOf, type Session } from '../generated/sessions.ts';
import { servedEndpoints, urlOf, type Role } from '../generated/surface.ts';
import {
  createTestApp,
  signInLocalGovernment,
  signInParent,
  signInStudent,
  signInTeacher,
  TEST_DATABASE,
  TEST_OPTIONS,
  type AuthHeaders,
  type TestApp,
} from '../test-app.ts';
import { assertServerAnswers, injectWithin } from './deadline.ts';
import { dayAfter, type FrontDoorContext } from './write-cases.ts';
import { WRITE_CASES } from './write-cases.table.ts';

/**
 * Issue 22 item 2(a), the front door: every write endpoint of the served OpenAPI document is
 * called at least once with a valid body, as its role, on the database this project runs
 * (TEST_DATABASE: the embedded one of `npm start`, or PostgreSQL). A call that does not answer in
 * 5 s fails, and after every call the server must still answer a read that needs the database.
 * On the embedded database (one connection) a statement sent through a second handle inside a
 * transaction never answers: creating a teacher and a parent's report with mail on did, until
 * the outbox took the transaction (decision 044).
 */
let t: TestApp;
let sessions: Record<Exclude<Role, 'public'>, Session>;
let ctx: FrontDoorContext;
let providers: TestOidcProvider[] = [];

beforeAll(async () => {
  // Google and Microsoft sign-in need a provider to sign in at: the local OpenID providers the sign-in suites use.
  providers = await Promise.all(
    (['google', 'microsoft'] as const).map((flavour) =>
      startTestOidcProvider({ redirectUris: [`${TEST_OPTIONS.publicUrl}/api/students/${flavour}/callback`], flavour }),
    ),
  );
  const [google, microsoft] = providers.map((p) => ({ issuer: p.issuer, clientId: p.clientId, clientSecret: p.clientSecret, prompt: 'login' }));
  t = await createTestApp({ googleSignIn: google, microsoftSignIn: microsoft });
  sessions = {
    student: await sessionOf(t, await signInStudent(t, t.schoolA), '/api/students/me'),
    teacher: await sessionOf(t, await signInTeacher(t, t.schoolA, 'admin'), '/api/teachers/me'),
    parent: await sessionOf(t, await signInParent(t, t.schoolA), '/api/parents/student'),
    local_government: await sessionOf(t, await signInLocalGovernment(t), '/api/local_governments/organization/me'),
  };
  ctx = {
    t,
    get sessions() {
      return {
        student: sessions.student.headers,
        teacher: sessions.teacher.headers,
        parent: sessions.parent.headers,
        local_government: sessions.local_government.headers,
      };
    },
    get: async (role, url) => {
      const res = await injectWithin(t, { method: 'GET', url, headers: sessions[role].headers });
      if (res.statusCode !== 200) throw new Error(`GET ${url} as ${role}: ${res.statusCode} ${res.body}`);
      return (res.json() as { data: never }).data;
    },
    send: async (as, method, url, payload) => {
      const headers: AuthHeaders | Record<string, never> = typeof as === 'string' ? sessions[as].headers : (as ?? {});
      const res = await injectWithin(t, { method, url, headers, payload: payload as object | undefined });
      if (res.statusCode < 200 || res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
      return (res.json() as { data: never }).data;
    },
    day: dayAfter,
  };
}, 120_000);
afterAll(async () => {
  await t?.close();
  await Promise.all(providers.map((p) => p.close()));
});

describe(`every write endpoint on ${TEST_DATABASE === 'pglite' ? 'the embedded database' : 'PostgreSQL'}`, () => {
  it('has a case for every served write endpoint', async () => {
    const served = (await servedEndpoints(t.app)).filter((e) => !['GET', 'HEAD', 'OPTIONS'].includes(e.method)).map((e) => `${e.method} ${e.route}`);
    const cased = new Set(WRITE_CASES.map(([key]) => key));
    expect(served.filter((key) => !cased.has(key))).toEqual([]);
    expect([...cased].filter((key) => !served.includes(key))).toEqual([]);
  });

  for (const [key, make] of WRITE_CASES) {
    it(key, async () => {
      const endpoint = (await servedEndpoints(t.app)).find((e) => `${e.method} ${e.route}` === key);
      if (!endpoint) throw new Error(`${key} is not served`);
      for (const s of Object.values(sessions)) await refresh(t, s);
      const call = await make(ctx);
      const session = endpoint.role === 'public' ? undefined : sessions[endpoint.role].headers;
      const headers = { ...(call.as === undefined ? session : (call.as ?? {})), ...call.headers };
      const url = urlOf(endpoint.route, call.path ?? {}, call.query ?? {});
      const res = await injectWithin(t, { method: endpoint.method as 'POST', url, headers, payload: call.body as object | undefined });
      const ok = call.expect ? call.expect.includes(res.statusCode) : res.statusCode >= 200 && res.statusCode < 300;
      expect(ok, `${key} answered ${res.statusCode} ${res.body.slice(0, 300)}`).toBe(true);
      await assertServerAnswers(t, key);
      if (res.statusCode < 300) await call.check?.(ctx);
      await repairAccess(t);
    });
  }
});
