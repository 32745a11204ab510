import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { AccountType } from '@sukoyaka/contracts/auth';
import type { Actor, ActorOf, ActorRole } from '../lib/actor.ts';
import { forbidden, unauthorized } from '../lib/http-errors.ts';
import { verifyToken, type AuthContext } from '../modules/auth/tokens.ts';
import { resolveTeacherReach } from '../modules/teachers/teachers.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by requireRole; routes behind it may rely on it. */
    auth: AuthContext;
    /** Set by requireRole: who calls and what they may touch (lib/actor.ts, decision 017). */
    actor: Actor;
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
    request.actor = await buildActor(this, request, auth);
  };
}

/** The actor of a verified token (lib/actor.ts). @throws 401 when a teacher's account is gone. */
async function buildActor(app: FastifyInstance, request: FastifyRequest, auth: AuthContext): Promise<Actor> {
  const base = { tokenId: auth.tokenId, accountId: auth.accountId, uid: auth.uid, ip: request.ip };
  switch (auth.accountType) {
    case 'student':
    case 'parent':
      return { ...base, role: auth.accountType, schoolId: auth.schoolId!, schoolCode: auth.schoolCode! };
    case 'teacher': {
      const reach = await resolveTeacherReach(app.db, auth.accountId);
      if (!reach) throw unauthorized();
      return { ...base, role: 'teacher', schoolCode: auth.schoolCode!, ...reach };
    }
    case 'local_government':
      return { ...base, role: 'local_government', organizationId: auth.organizationId! };
  }
}

/** The request's actor narrowed to the role its route requires (set by requireRole). */
export function actorOf<R extends ActorRole>(request: FastifyRequest, role: R): ActorOf<R> {
  const actor = request.actor;
  if (!actor || actor.role !== role) throw forbidden();
  return actor as ActorOf<R>;
}

/**
 * The scope ids every student query takes: a student's own id and school (architecture
 * "Every query takes a scope").
 */
export function studentScope(request: FastifyRequest) {
  return { studentId: request.auth.accountId, schoolId: request.auth.schoolId! };
}
