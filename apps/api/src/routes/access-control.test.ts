import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInLocalGovernment, signInParent, signInStudent, signInTeacher, type AuthHeaders, type TestApp } from '../test/test-app.ts';
import { isPublicAddition } from '../test/generated/surface.ts';

/**
 * Every served endpoint that belongs to a role refuses a caller without a token (401) and every
 * other role's token (403): the whole surface, read from the OpenAPI document, against the role
 * column of the spec's api-endpoints.tsv (our additions take the role of their path prefix).
 * Other schools are covered per route file, where the data to compare exists.
 * Each operation also carries the role its route declares (`x-role`, `x-admin`: decision 017),
 * which must be the spec's; every admin-only route refuses a class teacher (403), so a new admin
 * route is covered as soon as it declares `admin: true`.
 */
type Role = 'student' | 'teacher' | 'parent' | 'local_government';
const ROLES: Role[] = ['student', 'teacher', 'parent', 'local_government'];

function specRoles(): Map<string, string> {
  const file = path.resolve(import.meta.dirname, '../../../../docs/spec/api-endpoints.tsv');
  const rows = readFileSync(file, 'utf8').trim().split('\n').slice(1);
  return new Map(
    rows.map((r) => {
      const [method, p, role] = r.split('\t');
      return [`${method} ${p}`, role!];
    }),
  );
}

/** Our additions (decision 007): public by the generated suites' one rule (isPublicAddition), else the role of the prefix. */
function additionRole(method: string, route: string): string {
  if (isPublicAddition(route)) return 'public';
  const prefix = route.split('/')[2];
  const byPrefix: Record<string, Role> = { students: 'student', teachers: 'teacher', parents: 'parent', local_governments: 'local_government' };
  const role = prefix ? byPrefix[prefix] : undefined;
  if (!role) throw new Error(`no role known for ${method} ${route}: add it to the spec list or here`);
  return role;
}

let t: TestApp;
let tokens: Record<Role, AuthHeaders>;
let endpoints: { method: string; route: string; role: Role; declared: string | undefined; admin: boolean }[];
let classTeacher: AuthHeaders;

beforeAll(async () => {
  t = await createTestApp();
  tokens = {
    student: await signInStudent(t, t.schoolA),
    teacher: await signInTeacher(t, t.schoolA, 'admin'),
    parent: await signInParent(t, t.schoolA),
    local_government: await signInLocalGovernment(t),
  };
  classTeacher = await signInTeacher(t, t.schoolA, 0);
  const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, { 'x-role'?: string; 'x-admin'?: boolean }>>;
  };
  const spec = specRoles();
  endpoints = Object.entries(doc.paths)
    .flatMap(([route, ops]) =>
      Object.entries(ops).map(([m, op]) => {
        const method = m.toUpperCase();
        const role = spec.get(`${method} ${route}`) ?? additionRole(method, route);
        return { method, route, role: role as Role, declared: op['x-role'], admin: op['x-admin'] === true };
      }),
    )
    .filter((e) => ROLES.includes(e.role));
});
afterAll(() => t.close());

const request = (method: string, route: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: method as 'GET', url: route.replace(/\{[^}]+\}/g, '1'), headers, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });

describe('access control over the whole API', () => {
  it('finds the role-bound endpoints (the check covers the real surface)', () => {
    expect(endpoints.length).toBeGreaterThan(60);
    for (const role of ROLES) expect(endpoints.some((e) => e.role === role)).toBe(true);
  });

  it('answers 401 in Japanese to a caller without a token', async () => {
    const wrong: string[] = [];
    for (const e of endpoints) {
      const res = await request(e.method, e.route);
      if (res.statusCode !== 401 || !String(res.json().errors?.[0]).includes('ログイン')) wrong.push(`${e.method} ${e.route} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('declares on every route the role the spec gives it (route option config.role, x-role in the document)', () => {
    const wrong = endpoints.filter((e) => e.declared !== e.role).map((e) => `${e.method} ${e.route}: declared ${e.declared ?? 'nothing'}, spec ${e.role}`);
    expect(wrong).toEqual([]);
  });

  it('refuses a class teacher on every admin-only teacher route with 403 in Japanese', async () => {
    const adminOnly = endpoints.filter((e) => e.admin);
    // School settings: parent attendance (2), flags (3), SOS buttons (3), condition alerts (2), health items (5).
    expect(adminOnly.length).toBeGreaterThanOrEqual(15);
    expect(adminOnly.every((e) => e.role === 'teacher')).toBe(true);
    const wrong: string[] = [];
    for (const e of adminOnly) {
      const res = await request(e.method, e.route, classTeacher);
      if (res.statusCode !== 403 || res.json().errors?.[0] !== '学校の設定は管理者の先生だけが変更できます。')
        wrong.push(`${e.method} ${e.route} → ${res.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it("answers 403 to every other role's valid token", async () => {
    const wrong: string[] = [];
    for (const e of endpoints) {
      for (const other of ROLES.filter((r) => r !== e.role)) {
        const res = await request(e.method, e.route, tokens[other]);
        if (res.statusCode !== 403) wrong.push(`${e.method} ${e.route} as ${other} → ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});
