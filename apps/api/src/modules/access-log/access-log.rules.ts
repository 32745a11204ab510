import type { ActorRole } from '../../lib/actor.ts';

/**
 * A route's access-log option (Fastify route `config: { accessLog }`, README "Data protection"):
 * 'read' / 'write' force the kind, false never logs the route. Without the option the default
 * rule applies (accessLogKindOf).
 */
export type AccessLogOption = 'read' | 'write' | false;

/**
 * Whether and how a call is logged (issue 9 "every write and sensitive reads"):
 * 1. the route's own `config.accessLog` wins (false: never; 'read'/'write': always, for any role);
 * 2. otherwise every non-GET call of a signed-in actor (any role) is a write;
 * 3. otherwise a GET of a teacher or local_government actor is a read (their GETs return student
 *    records: student pages, conditions, alerts, SOS, attendance, memos, answers, exports,
 *    dashboards); students' and parents' GETs of their own records are not logged.
 * Unauthenticated calls (no actor) and OPTIONS are never logged.
 */
export function accessLogKindOf(method: string, role: ActorRole | null, option: AccessLogOption | undefined): 'read' | 'write' | null {
  if (!role || method === 'OPTIONS') return null;
  if (option === false) return null;
  if (option) return option;
  if (method !== 'GET' && method !== 'HEAD') return 'write';
  return role === 'teacher' || role === 'local_government' ? 'read' : null;
}

/** `/api/teachers/students/:id/access_logs` → `/api/teachers/students/{id}/access_logs` (the spec's form). */
export function routePatternOf(url: string): string {
  return url.replace(/:([A-Za-z_]\w*)/g, '{$1}');
}

const asId = (value: unknown): number | null => {
  const n = typeof value === 'number' ? value : typeof value === 'string' && /^\d{1,15}$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
};

const fieldIds = (source: unknown): unknown[] => {
  if (!source || typeof source !== 'object') return [];
  const record = source as Record<string, unknown>;
  const many = Array.isArray(record.studentIds) ? record.studentIds : [];
  return [record.studentId, ...many];
};

/**
 * The students a call touched, as the request names them: `studentId` / `studentIds` in the
 * params, query or body; `:id` of a route under `/api/teachers/students/:id`; the student actor
 * themself; plus ids a handler noted (noteAccessedStudents). Sorted, unique. Lists and dashboards
 * name none: their rows keep the route and the actor's school with no student ids.
 */
export function studentIdsOf(
  req: { url: string; params: unknown; query: unknown; body: unknown },
  actor: { role: ActorRole; accountId: number },
  noted: readonly number[] = [],
): number[] {
  const candidates: unknown[] = [...fieldIds(req.params), ...fieldIds(req.query), ...fieldIds(req.body), ...noted];
  if (req.url.startsWith('/api/teachers/students/:id') && req.params && typeof req.params === 'object') {
    candidates.push((req.params as Record<string, unknown>).id);
  }
  if (actor.role === 'student') candidates.push(actor.accountId);
  const ids = new Set<number>();
  for (const c of candidates) {
    const id = asId(c);
    if (id !== null) ids.add(id);
  }
  return [...ids].sort((a, b) => a - b);
}
