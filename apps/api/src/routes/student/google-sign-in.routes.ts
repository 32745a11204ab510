import cookie from '@fastify/cookie';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { studentGoogleSignInBodySchema, studentGoogleStartQuerySchema } from '@sukoyaka/contracts/auth';
import { notFound } from '../../lib/http-errors.ts';
import { googleSignInMessages, signInStudentWithGoogle, type GoogleFlow, type GoogleSignIn } from '../../modules/auth/google-sign-in.service.ts';
import type { SignInPolicy } from '../../modules/auth/auth.service.ts';
import { setTokenHeaders, type SignInRateLimit } from '../sign-in.routes.ts';

export interface GoogleSignInRoutesOptions {
  /** Null when OIDC_* is not configured: start and callback answer 404, the button is hidden. */
  google: GoogleSignIn | null;
  policy: SignInPolicy;
  rateLimit: SignInRateLimit;
  /** Marks the flow cookie Secure behind HTTPS. */
  https: boolean;
}

const FLOW_COOKIE = 'sukoyaka_google';
const FLOW_COOKIE_PATH = '/api/students/google';
const FLOW_TTL_SECONDS = 10 * 60;

const flowSchema = z.object({ schoolCode: z.string(), state: z.string(), nonce: z.string(), codeVerifier: z.string() });

function readFlow(value: string | undefined): GoogleFlow | null {
  if (!value) return null;
  try {
    return flowSchema.parse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')));
  } catch {
    return null;
  }
}

/**
 * Sign in with Google for students (spec §2 Student login "sign in with Google"; issue 3;
 * decision 014). Our additions to the spec's API, all under /api/students/google:
 * - GET start?schoolCode= → 302 to the provider; the flow (PKCE verifier, state, nonce, school)
 *   waits in an httpOnly SameSite=Lax cookie scoped to this path, so the callback only
 *   completes in the browser that started it.
 * - GET callback (the provider's redirect) → 302 to /auth#access_token=<one-time code>&state=
 *   <school code> (spec §2 /auth), or to the school's login page with ?google_error=<reason>.
 * - POST sign_in {schoolCode, accessToken, isPersistentLogin} → token headers, like a password
 *   sign-in (per-IP rate limit applies).
 */
export const googleSignInRoutes: FastifyPluginAsyncZod<GoogleSignInRoutesOptions> = async (app, { google, policy, rateLimit, https }) => {
  await app.register(cookie);

  app.get(
    '/api/students/google/start',
    { config: { rateLimit }, schema: { tags: ['student'], querystring: studentGoogleStartQuerySchema } },
    async (request, reply) => {
      if (!google) throw notFound(googleSignInMessages.notConfigured);
      const { url, flow } = await google.start(app.db, request.query.schoolCode);
      reply.setCookie(FLOW_COOKIE, Buffer.from(JSON.stringify(flow)).toString('base64url'), {
        path: FLOW_COOKIE_PATH,
        httpOnly: true,
        sameSite: 'lax',
        secure: https,
        maxAge: FLOW_TTL_SECONDS,
      });
      reply.header('cache-control', 'no-store');
      return reply.redirect(url.href, 302);
    },
  );

  app.get('/api/students/google/callback', { schema: { tags: ['student'] } }, async (request, reply) => {
    if (!google) throw notFound(googleSignInMessages.notConfigured);
    const search = new URL(request.url, 'http://callback.invalid').search;
    const outcome = await google.finish(app.db, readFlow(request.cookies[FLOW_COOKIE]), search);
    reply.clearCookie(FLOW_COOKIE, { path: FLOW_COOKIE_PATH });
    reply.header('cache-control', 'no-store');
    if (outcome.ok) {
      const hash = new URLSearchParams({ access_token: outcome.code, state: outcome.schoolCode });
      return reply.redirect(`/auth#${hash.toString()}`, 302);
    }
    const login = outcome.schoolCode ? `/${outcome.schoolCode}/student/login` : '/';
    return reply.redirect(`${login}?${new URLSearchParams({ google_error: outcome.reason }).toString()}`, 302);
  });

  app.post(
    '/api/students/google/sign_in',
    {
      config: { rateLimit },
      schema: {
        tags: ['student'],
        body: studentGoogleSignInBodySchema,
        response: { 200: z.object({ data: z.object({ uid: z.string(), schoolCode: z.string().nullable() }) }) },
      },
    },
    async (request, reply) => {
      const result = await signInStudentWithGoogle(app.db, policy, request.body);
      setTokenHeaders(reply, result);
      return { data: { uid: result.token.uid, schoolCode: result.schoolCode } };
    },
  );
};
