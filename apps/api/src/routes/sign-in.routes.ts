import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationSignInBodySchema, parentSignInBodySchema, studentSignInBodySchema, teacherSignInBodySchema } from '@sukoyaka/contracts/auth';
import { z } from 'zod';
import type { FastifyReply } from 'fastify';
import { signInOrganizationUser, signInParent, signInStudent, signInTeacher, type SignInPolicy, type SignInResult } from '../modules/auth/auth.service.ts';
import { revokeToken } from '../modules/auth/tokens.ts';
import { requireRole } from '../plugins/auth.ts';
import type { AccountType } from '@sukoyaka/contracts/auth';

/**
 * Sends a new session's credentials as response headers (spec §7 header contract; devise_token_auth
 * style): access-token, client, uid, expiry (Unix seconds), token-type and schoolCode.
 */
export function setTokenHeaders(reply: FastifyReply, result: SignInResult): void {
  reply.header('access-token', result.token.accessToken);
  reply.header('client', result.token.client);
  reply.header('uid', result.token.uid);
  reply.header('expiry', String(Math.floor(result.token.expiresAt.getTime() / 1000)));
  reply.header('token-type', 'Bearer');
  if (result.schoolCode) reply.header('schoolCode', result.schoolCode);
  reply.header('cache-control', 'no-store');
}

/** The per-IP limit a sign-in route declares in its `config.rateLimit`. */
export interface SignInRateLimit {
  max: number;
  timeWindow: number;
}

export interface SignInRoutesOptions {
  policy: SignInPolicy;
  rateLimit: SignInRateLimit;
}

const signedIn = z.object({ data: z.object({ uid: z.string(), schoolCode: z.string().nullable() }) });

/**
 * Sign-in and sign-out of every role (spec §7; sign_out is our addition, the devise_token_auth
 * path). Sign-in: per-IP rate limit → validate → check credentials (per-account lock) → token
 * headers. Sign-out forgets this device's token.
 */
export const signInRoutes: FastifyPluginAsyncZod<SignInRoutesOptions> = async (app, { policy, rateLimit }) => {
  /** One sign-in route: the body schema and the service that checks it. */
  function signInRoute<B extends z.ZodType>(
    path: string,
    tag: string,
    body: B,
    signIn: (db: typeof app.db, policy: SignInPolicy, body: z.infer<B>, ip: string) => Promise<SignInResult>,
  ) {
    app.post(path, { config: { rateLimit }, schema: { tags: [tag], body, response: { 200: signedIn } } }, async (request, reply) => {
      const result = await signIn(app.db, policy, request.body as z.infer<B>, request.ip);
      setTokenHeaders(reply, result);
      return { data: { uid: result.token.uid, schoolCode: result.schoolCode } };
    });
  }
  signInRoute('/api/students/sign_in', 'student', studentSignInBodySchema, signInStudent);
  signInRoute('/api/teachers/sign_in', 'teacher', teacherSignInBodySchema, signInTeacher);
  signInRoute('/api/parents/sign_in', 'parent', parentSignInBodySchema, signInParent);
  signInRoute('/api/local_governments/sign_in', 'local_government', organizationSignInBodySchema, signInOrganizationUser);

  const signOut: [string, AccountType][] = [
    ['/api/students/sign_out', 'student'],
    ['/api/teachers/sign_out', 'teacher'],
    ['/api/parents/sign_out', 'parent'],
    ['/api/local_governments/sign_out', 'local_government'],
  ];
  for (const [path, role] of signOut) {
    app.delete(path, { onRequest: requireRole(role), schema: { tags: ['auth'], response: { 200: z.object({}) } } }, async (request) => {
      await revokeToken(app.db, request.auth.tokenId);
      return {};
    });
  }
};
