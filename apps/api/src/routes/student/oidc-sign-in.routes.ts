import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { studentOidcSignInBodySchema, studentOidcStartQuerySchema, type StudentOidcSignInBody } from '@sukoyaka/contracts/auth';
import type { StudentSignInProvider } from '@sukoyaka/contracts/oidc-sign-in';
import { notFound } from '../../lib/http-errors.ts';
import type { SignInPolicy } from '../../modules/auth/auth.service.ts';
import { OIDC_PROVIDER_PROFILES } from '../../modules/auth/oidc-providers.ts';
import type { OidcFlow, OidcSignIn } from '../../modules/auth/oidc-sign-in.service.ts';
import { setTokenHeaders, type SignInRateLimit } from '../sign-in.routes.ts';

export interface OidcSignInRoutesOptions {
  /** Each provider's client; null when its environment is not configured: its routes answer 404, its button is hidden. */
  google: OidcSignIn | null;
  microsoft: OidcSignIn | null;
  policy: SignInPolicy;
  rateLimit: SignInRateLimit;
  /** Marks the flow cookie Secure behind HTTPS. */
  https: boolean;
}

const FLOW_TTL_SECONDS = 10 * 60;
const flowSchema = z.object({ schoolCode: z.string(), state: z.string(), nonce: z.string(), codeVerifier: z.string() });
const signInResponse = z.object({ data: z.object({ uid: z.string(), schoolCode: z.string().nullable() }) });

/** The flow cookie of a provider: its name and the path it is scoped to (/api/students/<provider>). */
const flowCookie = (provider: StudentSignInProvider) => ({ name: `sukoyaka_${provider}`, path: `/api/students/${provider}` });

function readFlow(value: string | undefined): OidcFlow | null {
  if (!value) return null;
  try {
    return flowSchema.parse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
  } catch {
    return null;
  }
}

/**
 * Sign in with Google or Microsoft for students (spec §2 Student login "sign in with Google";
 * issue 3, issue 15 item 6; decisions 014 and 034). Our additions to the spec's API, the same three
 * under /api/students/google and /api/students/microsoft:
 * - GET start?schoolCode= → 302 to the provider (404 when the school's board has not chosen it);
 *   the flow (PKCE verifier, state, nonce, school) waits in an httpOnly SameSite=Lax cookie scoped
 *   to the provider's path, so the callback only completes in the browser that started it.
 * - GET callback (the provider's redirect) → 302 to /auth#access_token=<one-time code>&state=
 *   <school code> (spec §2 /auth; Microsoft adds &provider=microsoft), or to the school's login
 *   page with ?google_error= / ?microsoft_error=<reason>.
 * - POST sign_in {schoolCode, accessToken, isPersistentLogin} → token headers, like a password
 *   sign-in (per-IP rate limit applies).
 */
export const oidcSignInRoutes: FastifyPluginAsyncZod<OidcSignInRoutesOptions> = async (app, { google, microsoft, policy, rateLimit, https }) => {
  await app.register(cookie);
  const startOptions = { config: { rateLimit }, schema: { tags: ['student'], querystring: studentOidcStartQuerySchema } };
  const callbackOptions = { schema: { tags: ['student'] } };
  const signInOptions = { config: { rateLimit }, schema: { tags: ['student'], body: studentOidcSignInBodySchema, response: { 200: signInResponse } } };

  /** The configured client of a provider, or 404 in Japanese. */
  const client = (provider: StudentSignInProvider, signIn: OidcSignIn | null): OidcSignIn => {
    if (!signIn) throw notFound(OIDC_PROVIDER_PROFILES[provider].messages.notConfigured);
    return signIn;
  };

  const start = async (signIn: OidcSignIn, request: FastifyRequest<{ Querystring: { schoolCode: string } }>, reply: FastifyReply) => {
    const { url, flow } = await signIn.start(app.db, request.query.schoolCode);
    const { name, path } = flowCookie(signIn.provider);
    reply.setCookie(name, Buffer.from(JSON.stringify(flow)).toString('base64url'), {
      path,
      httpOnly: true,
      sameSite: 'lax',
      secure: https,
      maxAge: FLOW_TTL_SECONDS,
    });
    reply.header('cache-control', 'no-store');
    return reply.redirect(url.href, 302);
  };

  const callback = async (signIn: OidcSignIn, request: FastifyRequest, reply: FastifyReply) => {
    const { name, path } = flowCookie(signIn.provider);
    const search = new URL(request.url, 'http://callback.invalid').search;
    const outcome = await signIn.finish(app.db, readFlow(request.cookies[name]), search);
    reply.clearCookie(name, { path });
    reply.header('cache-control', 'no-store');
    if (outcome.ok) {
      const hash = new URLSearchParams({ access_token: outcome.code, state: outcome.schoolCode });
      // Google's hash stays the spec's; the login page takes a code without a provider as Google's.
      if (signIn.provider !== 'google') hash.set('provider', signIn.provider);
      return reply.redirect(`/auth#${hash.toString()}`, 302);
    }
    const login = outcome.schoolCode ? `/${outcome.schoolCode}/student/login` : '/';
    return reply.redirect(`${login}?${new URLSearchParams({ [`${signIn.provider}_error`]: outcome.reason }).toString()}`, 302);
  };

  const signInWith = async (signIn: OidcSignIn, body: StudentOidcSignInBody, reply: FastifyReply) => {
    const result = await signIn.signIn(app.db, policy, body);
    setTokenHeaders(reply, result);
    return { data: { uid: result.token.uid, schoolCode: result.schoolCode } };
  };

  app.get('/api/students/google/start', startOptions, (request, reply) => start(client('google', google), request, reply));
  app.get('/api/students/google/callback', callbackOptions, (request, reply) => callback(client('google', google), request, reply));
  app.post('/api/students/google/sign_in', signInOptions, (request, reply) => signInWith(client('google', google), request.body, reply));

  app.get('/api/students/microsoft/start', startOptions, (request, reply) => start(client('microsoft', microsoft), request, reply));
  app.get('/api/students/microsoft/callback', callbackOptions, (request, reply) => callback(client('microsoft', microsoft), request, reply));
  app.post('/api/students/microsoft/sign_in', signInOptions, (request, reply) => signInWith(client('microsoft', microsoft), request.body, reply));
};
