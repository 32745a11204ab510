import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  organizationSignInBodySchema,
  parentSignInBodySchema,
  studentCardSignInBodySchema,
  studentSignInBodySchema,
  teacherSignInBodySchema,
} from '@sukoyaka/contracts/auth';
import { mfaChallengeSchema, mfaEnrolmentBodySchema, mfaSignInBodySchema, signInAnswerSchema, signedInSchema } from '@sukoyaka/contracts/mfa';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  signInOrganizationUser,
  signInParent,
  signInStudent,
  signInStudentByCard,
  signInTeacher,
  type SignInPolicy,
  type SignInResult,
  type StaffSignInResult,
} from '../modules/auth/auth.service.ts';
import { completeMfaSignIn, startEnrolment } from '../modules/auth/mfa-sign-in.service.ts';
import { revokeToken } from '../modules/auth/tokens.service.ts';

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
  /** The product's public address, for the mailed MFA enrolment link (decision 059). */
  publicUrl: string;
}

const signedIn = z.object({ data: signedInSchema });
const signInAnswer = z.object({ data: signInAnswerSchema });
const enrolmentAnswer = z.object({ data: mfaChallengeSchema });

/** A session: token headers, and `{ data: { uid, schoolCode } }` (+ recovery codes after a setup at sign-in). */
function sessionAnswer(reply: FastifyReply, result: SignInResult & { recoveryCodes?: string[] }) {
  setTokenHeaders(reply, result);
  const recoveryCodes = result.recoveryCodes ? { recoveryCodes: result.recoveryCodes } : {};
  return { data: { uid: result.token.uid, schoolCode: result.schoolCode, ...recoveryCodes } };
}

/** A staff sign-in's answer: a session, or `{ data: { mfaRequired, challenge } }` / `{ data: { mfaRequired, enrolmentMailed } }` without token headers. */
function staffAnswer(reply: FastifyReply, result: StaffSignInResult) {
  return 'mfa' in result ? { data: result.mfa } : sessionAnswer(reply, result);
}

/**
 * Sign-in and sign-out of every role (spec §7; sign_out is our addition, the devise_token_auth
 * path). Sign-in: per-IP rate limit → validate → check credentials (per-account lock) → token
 * headers. Teachers and board users with MFA get a challenge instead, completed at
 * …/sign_in/mfa with a code (decision 019). Sign-out forgets this device's token.
 */
export const signInRoutes: FastifyPluginAsyncZod<SignInRoutesOptions> = async (app, { policy, rateLimit, publicUrl }) => {
  const config = { rateLimit };
  const mail = { outbox: app.mail, publicUrl };

  app.post(
    '/api/students/sign_in',
    { config, schema: { tags: ['student'], body: studentSignInBodySchema, response: { 200: signedIn } } },
    async (request, reply) => sessionAnswer(reply, await signInStudent(app.db, policy, request.body)),
  );

  /** The QR sign-in card (our addition, issue 27, decision 062): the same session and headers, no argon2. */
  app.post(
    '/api/students/card_sign_in',
    { config, schema: { tags: ['student'], body: studentCardSignInBodySchema, response: { 200: signedIn } } },
    async (request, reply) => sessionAnswer(reply, await signInStudentByCard(app.db, policy, request.body)),
  );

  app.post(
    '/api/teachers/sign_in',
    { config, schema: { tags: ['teacher'], body: teacherSignInBodySchema, response: { 200: signInAnswer } } },
    async (request, reply) => staffAnswer(reply, await signInTeacher(app.db, policy, mail, request.body, request.ip)),
  );

  app.post(
    '/api/teachers/sign_in/mfa',
    { config, schema: { tags: ['teacher'], body: mfaSignInBodySchema, response: { 200: signedIn } } },
    async (request, reply) => sessionAnswer(reply, await completeMfaSignIn(app.db, policy, 'teacher', request.body, request.ip)),
  );

  app.post(
    '/api/teachers/sign_in/mfa/enrolment',
    { config, schema: { tags: ['teacher'], body: mfaEnrolmentBodySchema, response: { 200: enrolmentAnswer } } },
    async (request) => ({ data: await startEnrolment(app.db, 'teacher', request.body.token, request.ip) }),
  );

  app.post(
    '/api/parents/sign_in',
    { config, schema: { tags: ['parent'], body: parentSignInBodySchema, response: { 200: signedIn } } },
    async (request, reply) => sessionAnswer(reply, await signInParent(app.db, policy, request.body)),
  );

  app.post(
    '/api/local_governments/sign_in',
    { config, schema: { tags: ['local_government'], body: organizationSignInBodySchema, response: { 200: signInAnswer } } },
    async (request, reply) => staffAnswer(reply, await signInOrganizationUser(app.db, policy, mail, request.body, request.ip)),
  );

  app.post(
    '/api/local_governments/sign_in/mfa',
    { config, schema: { tags: ['local_government'], body: mfaSignInBodySchema, response: { 200: signedIn } } },
    async (request, reply) => sessionAnswer(reply, await completeMfaSignIn(app.db, policy, 'local_government', request.body, request.ip)),
  );

  app.post(
    '/api/local_governments/sign_in/mfa/enrolment',
    { config, schema: { tags: ['local_government'], body: mfaEnrolmentBodySchema, response: { 200: enrolmentAnswer } } },
    async (request) => ({ data: await startEnrolment(app.db, 'local_government', request.body.token, request.ip) }),
  );

  /** Sign-out: forgets this device's token (the route's `config.role` authenticated it). */
  const signOutHandler = async (request: FastifyRequest) => {
    await revokeToken(app.db, request.actor.tokenId);
    return {};
  };
  const signedOut = { tags: ['auth'], response: { 200: z.object({}) } };
  app.delete('/api/students/sign_out', { config: { role: 'student' }, schema: signedOut }, signOutHandler);
  app.delete('/api/teachers/sign_out', { config: { role: 'teacher' }, schema: signedOut }, signOutHandler);
  app.delete('/api/parents/sign_out', { config: { role: 'parent' }, schema: signedOut }, signOutHandler);
  app.delete('/api/local_governments/sign_out', { config: { role: 'local_government' }, schema: signedOut }, signOutHandler);
};
