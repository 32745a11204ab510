import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInLocalGovernment, signInParent, signInStudent, signInTeacher, type TestApp } from '../test-app.ts';
import { handCasesOf, hostileOf, valueOf } from './arbitraries.ts';
import { refresh, repairAccess, sessionOf, type Session } from './sessions.ts';
import { asText, servedEndpoints, urlOf, type Endpoint, type JsonSchema, type Parameter, type Role } from './surface.ts';

/**
 * Issue 9 part 5: every served endpoint (read from GET /api/docs/json, so a new one is covered
 * without editing this file), called as its own role with inputs generated from its OpenAPI
 * schema by fast-check plus the hand cases (NUL, lone surrogates, 100,000 characters, year 9999,
 * arrays for objects and objects for arrays, malformed JSON): never a 5xx, and every 4xx in the
 * envelope `{ errors: [Japanese sentence, …] }`. FUZZ_SEED / FUZZ_RUNS override the fixed seed and
 * the runs per endpoint.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123);
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

interface Call {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  headers: Record<string, unknown>;
  body: unknown;
  /** A raw payload sent as-is (malformed JSON, another content type). */
  raw?: { payload: string; contentType: string };
}

let t: TestApp;
let endpoints: Endpoint[];
let sessions: Record<Exclude<Role, 'public'>, Session>;

beforeAll(async () => {
  t = await createTestApp();
  sessions = {
    student: await sessionOf(t, await signInStudent(t, t.schoolA), '/api/students/me'),
    teacher: await sessionOf(t, await signInTeacher(t, t.schoolA, 'admin'), '/api/teachers/me'),
    parent: await sessionOf(t, await signInParent(t, t.schoolA), '/api/parents/student'),
    local_government: await sessionOf(t, await signInLocalGovernment(t), '/api/local_governments/organization/me'),
  };
  endpoints = await servedEndpoints(t.app);
}, 60_000);
afterAll(() => t.close());

/** The parameters of one location as an object schema (names → schemas, required names). */
function objectSchemaOf(params: Parameter[], where: Parameter['in']): JsonSchema {
  const own = params.filter((p) => p.in === where);
  return { type: 'object', properties: Object.fromEntries(own.map((p) => [p.name, p.schema])), required: own.filter((p) => p.required).map((p) => p.name) };
}

/** Generated calls for one endpoint: half that fit the schemas, half with one part broken. */
function generatedCalls(e: Endpoint, seed: number): Call[] {
  const parts = { path: objectSchemaOf(e.params, 'path'), query: objectSchemaOf(e.params, 'query'), headers: objectSchemaOf(e.params, 'header') };
  const body: JsonSchema = e.body ?? { type: 'object', properties: {} };
  const valid = fc.record({
    path: valueOf(parts.path),
    query: valueOf(parts.query),
    headers: valueOf(parts.headers),
    body: valueOf(body),
  }) as fc.Arbitrary<Call>;
  const broken = fc.oneof(
    fc.tuple(valid, hostileOf(parts.query)).map(([c, query]) => ({ ...c, query: (query ?? {}) as Record<string, unknown> })),
    fc.tuple(valid, hostileOf(parts.path)).map(([c, path]) => ({ ...c, path: (path ?? {}) as Record<string, unknown> })),
    fc.tuple(valid, hostileOf(body)).map(([c, b]) => ({ ...c, body: b })),
  );
  return fc.sample(fc.oneof(valid, broken), { seed, numRuns: RUNS }) as Call[];
}

/** The hand cases of issue 9 for one endpoint, built on one generated call that fits the schemas. */
function handCalls(e: Endpoint, base: Call): Call[] {
  const calls: Call[] = [];
  for (const where of ['path', 'query'] as const) {
    const schema = objectSchemaOf(e.params, where);
    for (const v of handCasesOf(schema, base[where])) if (v && typeof v === 'object' && !Array.isArray(v)) calls.push({ ...base, [where]: v });
  }
  if (e.body) {
    for (const body of handCasesOf(e.body, base.body)) calls.push({ ...base, body });
    calls.push({ ...base, raw: { payload: '{"broken": ', contentType: 'application/json' } });
    calls.push({ ...base, raw: { payload: 'plain text', contentType: 'text/plain' } });
  }
  return calls;
}

/** Header values must be printable ASCII to be sent at all; the odd ones are cut down to that. */
const headerText = (v: unknown) =>
  asText(v)
    .replace(/[^\x20-\x7e]/g, '')
    .slice(0, 200);

async function send(e: Endpoint, call: Call) {
  const session = e.role === 'public' ? undefined : sessions[e.role];
  const headers: Record<string, string> = { ...session?.headers };
  for (const [k, v] of Object.entries(call.headers ?? {})) if (v !== undefined) headers[k] = headerText(v);
  const url = urlOf(e.route, call.path ?? {}, call.query ?? {});
  const bodyless = e.method === 'GET' || e.method === 'DELETE' || !e.body;
  if (call.raw && !bodyless) {
    return t.app.inject({ method: e.method as 'POST', url, headers: { ...headers, 'content-type': call.raw.contentType }, payload: call.raw.payload });
  }
  return t.app.inject({ method: e.method as 'POST', url, headers, payload: bodyless ? undefined : (call.body as object) });
}

/** What is wrong with an answer, or null: a 5xx, or a 4xx outside the Japanese envelope. */
function problemOf(status: number, body: string): string | null {
  if (status >= 500) return `${status} ${body.slice(0, 200)}`;
  if (status < 400) return null;
  let errors: unknown;
  try {
    errors = (JSON.parse(body) as { errors?: unknown }).errors;
  } catch {
    return `${status} not JSON: ${body.slice(0, 120)}`;
  }
  const ok = Array.isArray(errors) && errors.length > 0 && errors.every((m) => typeof m === 'string' && JAPANESE.test(m));
  return ok ? null : `${status} not the Japanese envelope: ${body.slice(0, 160)}`;
}

/** The seed of one endpoint's runs: the suite's seed and its method and path, so adding endpoints changes no other's inputs. */
const seedOf = (e: Endpoint) => [...`${e.method} ${e.route}`].reduce((h, c) => (h * 31 + c.charCodeAt(0)) | 0, SEED);

const shown = (call: Call) => JSON.stringify(call, (_k, v: unknown) => (typeof v === 'string' && v.length > 60 ? `${v.slice(0, 20)}…(${v.length} chars)` : v));

describe('fuzzing every served endpoint with inputs from its OpenAPI schema', () => {
  it('answers no 5xx and every 4xx in the Japanese envelope', { timeout: 240_000 }, async () => {
    const failures: string[] = [];
    let cases = 0;
    const byStatus: Record<string, number> = {};
    for (const e of endpoints) {
      const generated = generatedCalls(e, seedOf(e));
      const calls = [...generated, ...handCalls(e, generated.find((c) => c) ?? { path: {}, query: {}, headers: {}, body: {} })];
      for (const call of calls) {
        const res = await send(e, call);
        cases += 1;
        byStatus[res.statusCode] = (byStatus[res.statusCode] ?? 0) + 1;
        const problem = problemOf(res.statusCode, res.body);
        if (problem) failures.push(`${e.method} ${e.route} ${shown(call).slice(0, 400)} → ${problem}`);
        if (res.statusCode === 401 && e.role !== 'public') await refresh(t, sessions[e.role]);
      }
      await repairAccess(t);
      for (const s of Object.values(sessions)) await refresh(t, s);
    }
    console.log(
      `fuzz: seed ${SEED}, ${RUNS} generated runs per endpoint, ${endpoints.length} endpoints, ${cases} cases (${JSON.stringify(byStatus)}), ${failures.length} failures`,
    );
    expect(endpoints.length).toBeGreaterThan(60);
    expect(failures).toEqual([]);
  });
});
