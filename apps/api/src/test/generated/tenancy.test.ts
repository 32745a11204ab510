import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, PASSWORDS, signInParent, signInStudent, signInTeacher, type TestApp } from '../test-app.ts';
import { refresh, repairAccess, sessionOf, type Session } from './sessions.ts';
import { servedEndpoints, urlOf, type Endpoint, type JsonSchema, type Parameter, type Role } from './surface.ts';
import { isIdField, singular, tameValue } from './tame.ts';
import { B_MARKER, rowsOf, schoolBChecksums, seedSchoolB, type ForeignIds } from './tenancy-fixtures.ts';

/**
 * Issue 9 part 5: every served endpoint that takes an id (path, query or body, found from its
 * OpenAPI schema: id, ids, studentId, student_ids, …), called with real ids of school B — another
 * school of the same board — by school A's admin teacher, class teacher, student and parent:
 * no 2xx carries B's data (every B name and text carries B_MARKER), nothing of B changes (a
 * checksum per table of B's rows, before and after each endpoint), and a parent naming another
 * family's child gets no 2xx (404 on reads). Endpoints added later are covered without edits.
 */
type Kind = keyof ForeignIds | 'otherChild';

/** Field names that say which kind of row their id names; anything else (id, ids) may name any. */
const KIND_BY_FIELD: [RegExp, keyof ForeignIds][] = [
  [/^student(Id|_id)$/, 'student'],
  [/^klass/, 'klass'],
  [/^grade/, 'grade'],
  [/^teacher/, 'teacher'],
  [/^parent(Id|_id)$/, 'parent'],
  [/^sosSetting|^sos_setting/, 'sosSetting'],
  [/^(questionnaireDelivery|questionnaire_delivery|delivery)/, 'delivery'],
  [/^question(Id|_id)$/, 'question'],
  [/^questionnaire(Id|_id)$/, 'questionnaire'],
  [/^healthcheckItem|^healthcheck_item/, 'healthcheckItem'],
  [/^(conditionAlert|condition_alert|alert)/, 'conditionAlert'],
  [/^sos(Id|_id)$/, 'sos'],
  [/^parentAttendance|^parent_attendance/, 'parentAttendance'],
  [/^attendance/, 'attendance'],
];
const kindOfField = (field: string): keyof ForeignIds | 'any' => KIND_BY_FIELD.find(([re]) => re.test(singular(field)))?.[1] ?? 'any';

/** The id-like field names of a schema, recursively. */
function idFields(schema: JsonSchema | null, found = new Set<string>(), depth = 0): Set<string> {
  if (!schema || depth > 6) return found;
  for (const [key, s] of Object.entries(schema.properties ?? {})) {
    if (isIdField(key)) found.add(key);
    idFields(s, found, depth + 1);
  }
  if (schema.items) idFields(schema.items, found, depth + 1);
  for (const s of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) idFields(s, found, depth + 1);
  return found;
}

function paramSchema(params: Parameter[], where: Parameter['in']): JsonSchema {
  const own = params.filter((p) => p.in === where);
  return { type: 'object', properties: Object.fromEntries(own.map((p) => [p.name, p.schema])), required: own.filter((p) => p.required).map((p) => p.name) };
}

interface Actor {
  label: string;
  role: Role;
  session: Session;
}

let t: TestApp;
let ids: ForeignIds;
let otherChild: number;
let actors: Actor[];
let endpoints: Endpoint[];

beforeAll(async () => {
  t = await createTestApp();
  ids = await seedSchoolB(t);
  actors = [
    { label: 'admin teacher', role: 'teacher', session: await sessionOf(t, await signInTeacher(t, t.schoolA, 'admin'), '/api/teachers/me') },
    { label: 'class teacher', role: 'teacher', session: await sessionOf(t, await signInTeacher(t, t.schoolA, 0), '/api/teachers/me') },
    { label: 'student', role: 'student', session: await sessionOf(t, await signInStudent(t, t.schoolA), '/api/students/me') },
    { label: 'parent', role: 'parent', session: await sessionOf(t, await signInParent(t, t.schoolA, 0), '/api/parents/student') },
  ];
  // A child of school A that is not the signed-in parent's.
  const parentId = (await sessionOf(t, actors[3]!.session.headers, '')).account.accountId;
  const [row] = await rowsOf<{ id: number }>(
    t,
    sql`SELECT id FROM students WHERE school_id = ${t.schoolA.id} AND id NOT IN (SELECT student_id FROM parent_students WHERE parent_id = ${parentId}) ORDER BY id LIMIT 1`,
  );
  otherChild = Number(row!.id);
  endpoints = (await servedEndpoints(t.app)).filter((e) => actors.some((a) => a.role === e.role));
}, 60_000);
afterAll(() => t.close());

/** Whether an answer body shows any of school B's data (JSON or text; Excel files cell by cell). */
async function leaks(res: { headers: Record<string, unknown>; body: string; rawPayload: Buffer }): Promise<boolean> {
  if (String(res.headers['content-type']).includes('spreadsheetml')) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    book.eachSheet((sheet) => sheet.eachRow((row) => cells.push(JSON.stringify(row.values))));
    return cells.some((c) => c.includes(B_MARKER));
  }
  return res.body.includes(B_MARKER);
}

describe("school A's accounts, given school B's ids", () => {
  it("would notice B's data and a change of B (the checks see what B's own admin sees and does)", async () => {
    // From inside B's allowed network (the fixture gives B an allow-list).
    const remoteAddress = '198.51.100.7';
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/teachers/sign_in',
      remoteAddress,
      payload: { schoolCode: t.schoolB.code, email: t.schoolB.adminEmail, password: PASSWORDS.teacher },
    });
    expect(signIn.statusCode).toBe(200);
    const adminB = { 'access-token': String(signIn.headers['access-token']), client: String(signIn.headers.client), uid: String(signIn.headers.uid) };
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/teachers/students/get_student_comments?studentId=${ids.student}`,
      headers: adminB,
      remoteAddress,
    });
    expect(list.statusCode).toBe(200);
    expect(await leaks(list)).toBe(true);
    const before = await schoolBChecksums(t);
    const write = await t.app.inject({
      method: 'POST',
      url: '/api/teachers/students/create_student_comment',
      headers: adminB,
      remoteAddress,
      payload: { studentId: ids.student, content: `${B_MARKER}追記` },
    });
    expect(write.statusCode).toBeLessThan(300);
    const after = await schoolBChecksums(t);
    expect(Object.keys(before).filter((k) => before[k] !== after[k])).toContain('student_comments');
  });

  it('never see nor change school B (every endpoint that takes an id)', { timeout: 240_000 }, async () => {
    const failures: string[] = [];
    let covered = 0;
    let cases = 0;
    let reached = 0;
    const byStatus: Record<string, number> = {};
    for (const e of endpoints) {
      const fields = new Set([...e.params.filter((p) => isIdField(p.name)).map((p) => p.name), ...idFields(e.body)]);
      if (fields.size === 0) continue;
      covered += 1;
      const fieldKinds = [...fields].map(kindOfField);
      const kinds: Kind[] = fieldKinds.includes('any') ? (Object.keys(ids) as Kind[]) : [...new Set(fieldKinds as Kind[])];
      const before = await schoolBChecksums(t);
      for (const actor of actors.filter((a) => a.role === e.role)) {
        const actorKinds = actor.role === 'parent' && fieldKinds.includes('student') ? [...kinds, 'otherChild' as const] : kinds;
        for (const kind of actorKinds) {
          const sent = { student: false };
          const idFor = (field: string) => {
            const named = kindOfField(field);
            if (named === 'student') sent.student = true;
            if (kind === 'otherChild') return named === 'student' || named === 'any' ? otherChild : ids[named];
            return named === 'any' ? ids[kind] : ids[named];
          };
          for (const requiredOnly of [false, true]) {
            sent.student = false;
            const path = tameValue(paramSchema(e.params, 'path'), '', idFor, requiredOnly) as Record<string, unknown>;
            const query = tameValue(paramSchema(e.params, 'query'), '', idFor, requiredOnly) as Record<string, unknown>;
            const body = e.body ? tameValue(e.body, '', idFor, requiredOnly) : undefined;
            const res = await t.app.inject({
              method: e.method as 'POST',
              url: urlOf(e.route, path, query),
              headers: actor.session.headers,
              payload: e.method === 'GET' || e.method === 'DELETE' || !e.body ? undefined : (body as object),
            });
            cases += 1;
            if (res.statusCode !== 400) reached += 1;
            byStatus[res.statusCode] = (byStatus[res.statusCode] ?? 0) + 1;
            const where = `${e.method} ${e.route} as ${actor.label} with B's ${kind} (${requiredOnly ? 'required fields' : 'all fields'})`;
            if (res.statusCode >= 500) failures.push(`${where} → ${res.statusCode}`);
            const ok = res.statusCode >= 200 && res.statusCode < 300;
            if (ok && (await leaks(res))) failures.push(`${where} → ${res.statusCode} with B's data: ${res.body.slice(0, 200)}`);
            const foreignChild = actor.role === 'parent' && (kind === 'student' || kind === 'otherChild') && sent.student;
            if (foreignChild && e.method === 'GET' && res.statusCode !== 404) failures.push(`${where} → ${res.statusCode}, not 404`);
            else if (foreignChild && ok) failures.push(`${where} → ${res.statusCode}`);
            if (res.statusCode === 401) await refresh(t, actor.session);
          }
        }
      }
      const after = await schoolBChecksums(t);
      const changed = Object.keys(before).filter((table) => before[table] !== after[table]);
      if (changed.length > 0) failures.push(`${e.method} ${e.route} changed school B's ${changed.join(', ')}`);
      await repairAccess(t, t.schoolB.id);
      for (const a of actors) await refresh(t, a.session);
    }
    console.log(
      `tenancy: ${covered} endpoints taking ids, ${cases} cases (${reached} past validation; ${JSON.stringify(byStatus)}), ${failures.length} failures`,
    );
    expect(covered).toBeGreaterThan(20);
    expect(failures).toEqual([]);
  });
});
