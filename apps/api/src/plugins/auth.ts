import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { AccountType } from '@sukoyaka/contracts/auth';
import {
  organizationScopeOf,
  parentScopeOf,
  studentScopeOf,
  teacherScopeOf,
  type Actor,
  type ActorOf,
  type ActorRole,
  type OrganizationScope,
  type ParentScope,
  type SchoolScope,
  type StudentScope,
  type TeacherScope,
} from '../lib/actor.ts';
import { forbidden, unauthorized } from '../lib/http-errors.ts';
import { verifyToken, type AuthContext } from '../modules/auth/tokens.service.ts';
import { boardAccessReach } from '../modules/board-access/board-access.service.ts';
import { resolveTeacherReach } from '../modules/teachers/teachers.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who calls and what they may touch (lib/actor.ts, decision 017); set on routes that declare a role. */
    actor: Actor;
  }
  interface FastifyContextConfig {
    /**
     * The account type this route serves (decision 017). The auth plugin authenticates the
     * caller before validation and builds `request.actor`; a route without a role is public.
     * 'any': every signed-in role (the spec's "any" rows: GET /api/schools/{id},
     * show_full_school_info; issue 28 item 12); the handler scopes by `request.actor`.
     */
    role?: ActorRole | 'any';
    /** Only admin teachers (requires `role: 'teacher'`): school settings (decision 006). 403 for a class teacher. */
    admin?: boolean;
    /**
     * A write a board user's school access may call (decision 028; e.g. 組織確認済み on bullying
     * answers). Board access is read-only otherwise: its non-GET calls of teacher routes get 403.
     */
    boardAccess?: boolean;
  }
}

/** The 403 of a write through a board's school access (decision 028). */
export const BOARD_ACCESS_READ_ONLY_MESSAGE = '教育委員会からの閲覧では変更できません。';

/** The 403 a class teacher gets on an admin-only route (decision 006). */
export const ADMIN_ONLY_MESSAGE = '学校の設定は管理者の先生だけが変更できます。';

const header = (request: FastifyRequest, name: string): string | undefined => {
  const value = request.headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
};

/**
 * Authenticates the token headers (access-token, client, uid; spec §7) for one account type and
 * sets `request.actor`. A schoolCode header naming another school than the
 * token's is treated as a stale session (401), so the web app sends the user to that school's login.
 * @throws 401 missing/unknown/expired token or a teacher whose account is gone; 403 a valid token
 *   of another role, or a class teacher on an admin-only route.
 */
async function authenticate(app: FastifyInstance, request: FastifyRequest, role: AccountType | 'any', admin: boolean): Promise<void> {
  const auth = await verifyToken(app.db, {
    accessToken: header(request, 'access-token'),
    client: header(request, 'client'),
    uid: header(request, 'uid'),
  });
  if (!auth) throw unauthorized();
  // A board user's school access (decision 028): a local_government token with a school serves teacher routes only.
  const boardAccess = auth.accountType === 'local_government' && auth.schoolId !== null;
  if (role !== 'any' && (boardAccess ? role !== 'teacher' : auth.accountType !== role)) throw forbidden();
  if (boardAccess && request.method !== 'GET' && request.method !== 'HEAD' && request.routeOptions.config?.boardAccess !== true) {
    throw forbidden(BOARD_ACCESS_READ_ONLY_MESSAGE);
  }
  const schoolCode = header(request, 'schoolCode');
  if (schoolCode && auth.schoolCode && schoolCode !== auth.schoolCode) throw unauthorized();
  const actor = await buildActor(app, request, auth);
  if (admin && !(actor.role === 'teacher' && actor.admin)) throw forbidden(ADMIN_ONLY_MESSAGE);
  request.actor = actor;
}

/**
 * The auth plugin (decision 017): routes declare `config: { role, admin? }`; one root-level
 * onRequest hook reads `request.routeOptions.config` and authenticates before validation, so an
 * anonymous caller learns nothing about the shape of a request. Routes without a role are public.
 * At registration it refuses `admin` without `role: 'teacher'`, and writes the role into the
 * OpenAPI operation as `x-role` / `x-admin` (the access-control test reads them).
 * Register it before every route and before hooks that read `request.actor`.
 */
export const authPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', (route: RouteOptions) => {
    const { role, admin } = route.config ?? {};
    if (admin && role !== 'teacher') throw new Error(`${String(route.method)} ${route.url}: admin routes need role 'teacher'`);
    if (!role) return;
    // A copy: routes may share one schema object (e.g. the four sign-outs) with different roles.
    const declared: Record<`x-${string}`, unknown> = { 'x-role': role, 'x-admin': admin === true };
    route.schema = { ...route.schema, ...declared };
  });
  app.addHook('onRequest', async function authenticateRoute(request) {
    const config = request.routeOptions.config;
    if (!config?.role) return;
    await authenticate(app, request, config.role, config.admin === true);
  });
});

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
      if (auth.schoolId !== null) {
        const reach = await boardAccessReach(app.db, { accountId: auth.accountId, schoolId: auth.schoolId, organizationId: auth.organizationId! });
        return { ...base, accountId: 0, role: 'teacher', schoolCode: auth.schoolCode!, ...reach };
      }
      return { ...base, role: 'local_government', organizationId: auth.organizationId! };
  }
}

/**
 * The request's actor narrowed to the role its route declares (`config.role`).
 * @throws 403 when the route did not authenticate that role (a programming error caught by tests).
 */
export function actorOf<R extends ActorRole>(request: FastifyRequest, role: R): ActorOf<R> {
  const actor = request.actor;
  if (!actor || actor.role !== role) throw forbidden();
  return actor as ActorOf<R>;
}

/** The calling teacher's scope (school, current year, visible classes) on a `role: 'teacher'` route. */
export const teacherScope = (request: FastifyRequest): TeacherScope => teacherScopeOf(actorOf(request, 'teacher'));

/** The calling student's own id and school on a `role: 'student'` route (decision 017: every query takes a scope). */
export const studentScope = (request: FastifyRequest): StudentScope => studentScopeOf(actorOf(request, 'student'));

/** The calling parent's family and school on a `role: 'parent'` route. */
export const parentScope = (request: FastifyRequest): ParentScope => parentScopeOf(actorOf(request, 'parent'));

/**
 * The caller's scope on a `role: 'any'` route: a student's own (StudentScope), a teacher's or a
 * parent's school, or a board user's organisation.
 */
export function anyScope(request: FastifyRequest): StudentScope | SchoolScope | OrganizationScope {
  const actor = request.actor;
  if (!actor) throw forbidden();
  switch (actor.role) {
    case 'student':
      return studentScopeOf(actor);
    case 'teacher':
      return teacherScopeOf(actor);
    case 'parent':
      return parentScopeOf(actor);
    case 'local_government':
      return organizationScopeOf(actor);
  }
}

/** The calling board's organisation on a `role: 'local_government'` route. */
export const organizationScope = (request: FastifyRequest): OrganizationScope => organizationScopeOf(actorOf(request, 'local_government'));
