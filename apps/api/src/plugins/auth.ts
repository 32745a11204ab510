import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { AccountType } from '@sukoyaka/contracts/auth';
import { forbidden, unauthorized } from '../lib/http-errors.ts';
import { verifyToken, type AuthContext } from '../modules/auth/tokens.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireRole; routes behind it may rely on it. */
    auth: AuthContext;
  }
}

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * onRequest hook: authenticates the token headers (access-token, client, uid; spec §7) and
 * requires one account type. Runs before validation, so an anonymous caller learns nothing
 * about the shape of a request. A schoolCode header naming another school than the token's is
 * treated as a stale session (401), so the web app sends the user to that school's login.
 * @throws 401 missing/unknown/expired token; 403 a valid token of another role.
 */
export function requireRole(role: AccountType): onRequestHookHandler {
  return async function authenticate(this: FastifyInstance, request: FastifyRequest, _reply: FastifyReply) {
    const auth = await verifyToken(this.db, {
      accessToken: header(request, 'access-token'),
      client: header(request, 'client'),
      uid: header(request, 'uid'),
    });
    if (!auth) throw unauthorized();
    if (auth.accountType !== role) throw forbidden();
    const schoolCode = header(request, 'schoolCode');
    if (schoolCode && auth.schoolCode && schoolCode !== auth.schoolCode) throw unauthorized();
    request.auth = auth;
  };
}

/**
 * The scope ids every student query takes: a pupil's own id and school (architecture
 * "Every query takes a scope").
 */
export function studentScope(request: FastifyRequest) {
  return { studentId: request.auth.accountId, schoolId: request.auth.schoolId! };
}
