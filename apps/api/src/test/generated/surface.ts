import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';

/** A JSON schema as @fastify/swagger writes it from the zod contracts (the subset the suites read). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  exclusiveMaximum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
}

export type Role = 'public' | 'student' | 'teacher' | 'parent' | 'local_government';

/** One parameter of an operation (path, query or header). */
export interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required: boolean;
  schema: JsonSchema;
}

/** One served operation, as the OpenAPI document describes it. */
export interface Endpoint {
  method: string;
  /** OpenAPI path, with `{id}` placeholders. */
  route: string;
  role: Role;
  params: Parameter[];
  /** The JSON body schema, when the operation takes one. */
  body: JsonSchema | null;
}

/** The role column of the spec's endpoint list (docs/spec/api-endpoints.tsv), by "METHOD /path". */
function specRoles(): Map<string, string> {
  const file = path.resolve(import.meta.dirname, '../../../../../docs/spec/api-endpoints.tsv');
  const rows = readFileSync(file, 'utf8').trim().split('\n').slice(1);
  return new Map(
    rows.map((r) => {
      const [method, p, role] = r.split('\t');
      return [`${method} ${p}`, role!];
    }),
  );
}

/** Our additions (decision 007) that need no session: health, the monitoring settings (065), the QR card sign-in (062). */
const PUBLIC_ADDITIONS = new Set(['/api/health', '/api/ready', '/api/monitoring_settings', '/api/students/card_sign_in']);

/**
 * Whether an addition (not in the spec's list) is public: PUBLIC_ADDITIONS, Google and Microsoft
 * sign-in, the MFA step of sign-in and its mailed enrolment link. The one rule of the generated
 * suites and access-control.test.ts.
 */
export function isPublicAddition(route: string): boolean {
  return PUBLIC_ADDITIONS.has(route) || /^\/api\/students\/(google|microsoft)\//.test(route) || /\/sign_in\/mfa(\/enrolment)?$/.test(route);
}

/**
 * The role of an endpoint: the spec's role column, else (our additions, decision 007) public
 * (isPublicAddition) or the role of its path prefix.
 */
function roleOf(spec: Map<string, string>, method: string, route: string, declared?: string): Role {
  const listed = spec.get(`${method} ${route}`);
  // The spec's "any" (GET /api/schools/{id}, show_full_school_info): the role the route declares (x-role), public without one;
  // a route serving every role (x-role 'any', issue 28 item 12) is exercised as a teacher (schools-info.routes.test.ts calls it as each role).
  if (listed === 'any') return declared === 'any' ? 'teacher' : ((declared as Role | undefined) ?? 'public');
  if (listed) return listed as Role;
  if (isPublicAddition(route)) return 'public';
  const prefix = route.split('/')[2];
  const byPrefix: Record<string, Role> = { students: 'student', teachers: 'teacher', parents: 'parent', local_governments: 'local_government' };
  const role = prefix ? byPrefix[prefix] : undefined;
  if (!role) throw new Error(`no role known for ${method} ${route}: add it to the spec list or to surface.ts`);
  return role;
}

interface OpenApiOperation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  'x-role'?: string;
}

/**
 * Every operation the app serves, read from its own OpenAPI document (GET /api/docs/json), so an
 * endpoint added later is covered by the generated suites without editing them.
 */
export async function servedEndpoints(app: FastifyInstance): Promise<Endpoint[]> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`no OpenAPI document: ${res.statusCode}`);
  const doc = res.json() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const spec = specRoles();
  return Object.entries(doc.paths).flatMap(([route, ops]) =>
    Object.entries(ops).map(([m, op]) => {
      const method = m.toUpperCase();
      const params = (op.parameters ?? [])
        .filter((p) => p.in === 'path' || p.in === 'query' || p.in === 'header')
        .map((p) => ({ in: p.in as Parameter['in'], name: p.name, required: p.required === true || p.in === 'path', schema: p.schema ?? {} }));
      const body = op.requestBody?.content?.['application/json']?.schema ?? null;
      return { method, route, role: roleOf(spec, method, route, op['x-role']), params, body };
    }),
  );
}

/**
 * Percent-encodes like encodeURIComponent, except that an unpaired surrogate (which it refuses)
 * goes out as the three bytes a careless client would send (CESU-8, e.g. %ED%A0%80).
 */
export function encodeLoose(s: string): string {
  let out = '';
  for (const ch of s) {
    const cu = ch.charCodeAt(0);
    if (ch.length === 1 && cu >= 0xd800 && cu <= 0xdfff) {
      out += [0xe0 | (cu >> 12), 0x80 | ((cu >> 6) & 0x3f), 0x80 | (cu & 0x3f)].map((b) => `%${b.toString(16).toUpperCase()}`).join('');
    } else out += encodeURIComponent(ch);
  }
  return out;
}

/** The URL of a call: path placeholders filled, query values encoded (arrays as repeated keys). */
export function urlOf(route: string, pathValues: Record<string, unknown>, query: Record<string, unknown>): string {
  const filled = route.replace(/\{([^}]+)\}/g, (_, name: string) => encodeLoose(asText(pathValues[name] ?? '1')));
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) pairs.push(`${encodeLoose(key)}=${encodeLoose(asText(v))}`);
  }
  return pairs.length ? `${filled}?${pairs.join('&')}` : filled;
}

/** How a value travels in a URL or header: strings as they are, anything else as JSON. */
export function asText(value: unknown): string {
  return typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
}
