import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '@sukoyaka/db/client';
import type { Actor } from '../lib/actor.ts';
import { AccessLogBuffer, type AccessLogBufferOptions } from '../modules/access-log/access-log.buffer.ts';
import { accessLogKindOf, routePatternOf, studentIdsOf, type AccessLogOption } from '../modules/access-log/access-log.rules.ts';
import { recordWrite, type AccessLogRow } from '../modules/access-log/access-log.service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The read batch of the access log (tests: `await app.accessLog.flush()`). */
    accessLog: AccessLogBuffer;
  }
  interface FastifyRequest {
    /** Students a handler noted as read or changed (noteAccessedStudents); null until one is. */
    accessLogStudentIds: number[] | null;
    /** True once withAccessLog wrote this call's row in the handler's transaction. */
    accessLogWritten: boolean;
  }
  interface FastifyContextConfig {
    /** README "Data protection": 'read' | 'write' forces the kind, false never logs the route. */
    accessLog?: AccessLogOption;
  }
}

/** The access-log row of a call of `actor` (issue 9: who, what, when, from where). */
function rowOf(request: FastifyRequest, actor: Actor, statusCode: number): AccessLogRow {
  const route = request.routeOptions.url ?? request.url.split('?')[0]!;
  // A board user's school access (decision 028) is logged as the board user, at the school.
  const board = actor.role === 'teacher' ? actor.boardAccess : undefined;
  return {
    at: new Date(),
    actorType: board ? 'local_government' : actor.role,
    actorId: board ? board.organizationUserId : actor.accountId,
    schoolId: actor.role === 'local_government' ? null : actor.schoolId,
    organizationId: actor.role === 'local_government' ? actor.organizationId : (board?.organizationId ?? null),
    method: request.method,
    route: routePatternOf(route),
    statusCode,
    studentIds: studentIdsOf({ url: route, params: request.params, query: request.query, body: request.body }, actor, request.accessLogStudentIds ?? []),
    ip: actor.ip,
  };
}

/**
 * Names students a handler read or changed that the request itself does not name (e.g. the
 * student of an SOS or alert id, or the students shown by a list), so their 閲覧履歴 shows the call.
 */
export function noteAccessedStudents(request: FastifyRequest, studentIds: Iterable<number>): void {
  request.accessLogStudentIds = [...(request.accessLogStudentIds ?? []), ...studentIds];
}

/**
 * The access-log row of this write call (status `statusCode`, default 200) for a service that
 * writes it in its own transaction or statement (the check-in); the plugin will not log the call
 * again. Null without an actor. The caller must write the row, or fail the call.
 */
export function claimWriteLog(request: FastifyRequest, statusCode = 200): AccessLogRow | null {
  const actor = request.actor as Actor | null;
  if (!actor) return null;
  request.accessLogWritten = true;
  return rowOf(request, actor, statusCode);
}

/** Options of withAccessLog: the status to record and students the result names. */
export interface WithAccessLogOptions<T> {
  /** The status the route answers with (default 200), or computed from the result (201 for a new record). */
  statusCode?: number | ((result: T) => number);
  /** Students the result names that the request does not (the student of an alert or a report id). */
  studentIds?: (result: T) => Iterable<number>;
}

/**
 * Runs a write in one transaction together with its access-log row (issue 9 "written in the same
 * transaction as a write"): `work(tx)` first, then the row; if `work` throws, the transaction rolls
 * back and no row remains. Routes call it as
 * `withAccessLog(app.db, request, (tx) => service(tx, scope, body))`. Without an actor (an
 * unauthenticated route) it only runs the transaction.
 */
export async function withAccessLog<T>(
  db: Database,
  request: FastifyRequest,
  work: (tx: Database) => Promise<T>,
  options: WithAccessLogOptions<T> = {},
): Promise<T> {
  const actor = request.actor as Actor | null;
  const result = await db.transaction(async (tx) => {
    const value = await work(tx);
    if (!actor) return value;
    if (options.studentIds) noteAccessedStudents(request, options.studentIds(value));
    const status = typeof options.statusCode === 'function' ? options.statusCode(value) : (options.statusCode ?? 200);
    await recordWrite(tx, rowOf(request, actor, status));
    return value;
  });
  if (actor) request.accessLogWritten = true;
  return result;
}

/**
 * The access log (issue 9; README "Data protection"): after each response, a call the rule of
 * accessLogKindOf selects (every write of a signed-in actor; teacher and local_government reads)
 * and that succeeded (status < 400) is queued in the read batch, unless withAccessLog already
 * wrote its row in the handler's transaction. Failed calls changed and showed nothing and are not
 * logged. The batch is flushed when the app closes.
 */
export const accessLogPlugin = fp(async (app: FastifyInstance, opts: Omit<AccessLogBufferOptions, 'onError'>) => {
  const buffer = new AccessLogBuffer(app.db, {
    ...opts,
    onError: (err, dropped) => app.log.error({ err, dropped }, 'access log: could not write the batch'),
  });
  app.decorate('accessLog', buffer);
  app.decorateRequest('accessLogStudentIds', null);
  app.decorateRequest('accessLogWritten', false);
  app.addHook('onResponse', async (request, reply) => {
    const actor = request.actor as Actor | null;
    if (!actor || request.accessLogWritten || reply.statusCode >= 400) return;
    const kind = accessLogKindOf(request.method, actor.role, request.routeOptions.config.accessLog);
    if (kind === 'read') buffer.recordRead(rowOf(request, actor, reply.statusCode));
    // A write whose route does not write its row in its own transaction (withAccessLog, claimWriteLog).
    else if (kind === 'write') buffer.enqueue(rowOf(request, actor, reply.statusCode));
  });
  app.addHook('onClose', async () => {
    await buffer.close();
  });
});
