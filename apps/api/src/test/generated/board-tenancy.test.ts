import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSecondBoard } from '../../modules/organizations/test-fixtures.ts';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import { createTestApp, signInLocalGovernment, type TestApp } from '../test-app.ts';
import { refresh, sessionOf, type Session } from './sessions.ts';
import { servedEndpoints, urlOf, type Endpoint, type JsonSchema, type Parameter } from './surface.ts';
import { tameValue } from './tame.ts';
import { B_MARKER, rowsOf, schoolBChecksums, seedSchoolB, type ForeignIds } from './tenancy-fixtures.ts';

/**
 * Issue 14: every served local_government endpoint, called by a SECOND board of education (another
 * organisation) with the first board's ids (its school B, B's grade and class, any other id of B):
 * no 2xx carries the first board's data (B's names carry B_MARKER; the first organisation's name
 * and its school A's name are checked too, in JSON, Excel and PDF text), and nothing of the first
 * board changes (school B's rows and the organisation's own board rows, checksummed before and
 * after each endpoint). Endpoints added later are covered without edits.
 */
let t: TestApp;
let ids: ForeignIds;
let second: Session;
let endpoints: Endpoint[];
const dir = mkdtempSync(path.join(os.tmpdir(), 'board-tenancy-'));
const FIRST_BOARD_TEXTS = [B_MARKER, 'テスト市教育委員会', 'A小学校'];

beforeAll(async () => {
  t = await createTestApp();
  ids = await seedSchoolB(t);
  const other = await createSecondBoard(t);
  second = await sessionOf(t, other.headers, '/api/local_governments/organization/me');
  endpoints = (await servedEndpoints(t.app)).filter((e) => e.role === 'local_government');
}, 60_000);
afterAll(() => t.close());

function paramSchema(params: Parameter[], where: Parameter['in']): JsonSchema {
  const own = params.filter((p) => p.in === where);
  return { type: 'object', properties: Object.fromEntries(own.map((p) => [p.name, p.schema])), required: own.filter((p) => p.required).map((p) => p.name) };
}

/** The first board's ids by field name: schools are school B (or A), grades and classes B's, anything else B's row of that kind. */
function idFor(field: string): number {
  if (/^school/i.test(field)) return t.schoolB.id;
  if (/^grade/i.test(field)) return ids.grade;
  if (/^klass/i.test(field)) return ids.klass;
  if (/^teacher/i.test(field)) return ids.teacher;
  if (/^student/i.test(field)) return ids.student;
  return ids.allowedIp;
}

/** The text of an answer: JSON/text as is, Excel cell by cell, PDF through pdftotext. */
async function textOf(res: { headers: Record<string, unknown>; body: string; rawPayload: Buffer }): Promise<string> {
  const type = String(res.headers['content-type']);
  if (type.includes('spreadsheetml')) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const cells: string[] = [];
    book.eachSheet((sheet) => sheet.eachRow((row) => cells.push(JSON.stringify(row.values))));
    return cells.join('\n');
  }
  if (type.includes('pdf')) {
    const file = path.join(dir, 'answer.pdf');
    writeFileSync(file, res.rawPayload);
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' });
  }
  return res.body;
}

/** A checksum of the first organisation's own board rows (settings, alert settings, allow-list, accesses). */
async function firstBoardChecksum(): Promise<string> {
  const org = (await rowsOf<{ id: number }>(t, sql`SELECT organization_id AS id FROM schools WHERE id = ${t.schoolA.id}`))[0]!.id;
  const [row] = await rowsOf<{ sum: string }>(
    t,
    sql`SELECT concat_ws('|',
      (SELECT md5(coalesce(string_agg(s::text, ',' ORDER BY s::text), '')) FROM board_settings s WHERE organization_id = ${org}),
      (SELECT md5(coalesce(string_agg(s::text, ',' ORDER BY s::text), '')) FROM board_alert_settings s WHERE organization_id = ${org}),
      (SELECT md5(coalesce(string_agg(s::text, ',' ORDER BY s::text), '')) FROM allowed_ips s WHERE organization_id = ${org}),
      (SELECT md5(coalesce(string_agg(s::text, ',' ORDER BY s::text), '')) FROM board_school_accesses s WHERE school_id IN (${t.schoolA.id}, ${t.schoolB.id}))) AS sum`,
  );
  return row!.sum;
}

describe("a second board, given the first board's ids", () => {
  it("would notice the first board's data (its own board sees B's name in GET organization and the report PDF)", async () => {
    const first = await signInLocalGovernment(t);
    expect(await textOf(await t.app.inject({ method: 'GET', url: '/api/local_governments/organization', headers: first }))).toContain(B_MARKER);
    const pdf = await t.app.inject({
      method: 'GET',
      url: `/api/local_governments/organization/dashboard_by_month?type=pdf&year=${schoolYearOf()}`,
      headers: first,
    });
    expect(await textOf(pdf)).toContain(B_MARKER);
  });

  it('never sees nor changes the first board (every local_government endpoint)', { timeout: 240_000 }, async () => {
    const failures: string[] = [];
    const byStatus: Record<string, number> = {};
    for (const e of endpoints) {
      const before = [await schoolBChecksums(t), await firstBoardChecksum()];
      for (const requiredOnly of [false, true]) {
        const query = tameValue(paramSchema(e.params, 'query'), '', idFor, requiredOnly) as Record<string, unknown>;
        const pathValues = tameValue(paramSchema(e.params, 'path'), '', idFor, requiredOnly) as Record<string, unknown>;
        const body = e.body ? tameValue(e.body, '', idFor, requiredOnly) : undefined;
        const res = await t.app.inject({
          method: e.method as 'POST',
          url: urlOf(e.route, pathValues, query),
          headers: second.headers,
          payload: e.method === 'GET' || e.method === 'DELETE' || !e.body ? undefined : (body as object),
        });
        byStatus[res.statusCode] = (byStatus[res.statusCode] ?? 0) + 1;
        const where = `${e.method} ${e.route} (${requiredOnly ? 'required fields' : 'all fields'})`;
        if (res.statusCode >= 500) failures.push(`${where} → ${res.statusCode}`);
        if (res.statusCode >= 200 && res.statusCode < 300) {
          const text = await textOf(res);
          const seen = FIRST_BOARD_TEXTS.filter((s) => text.includes(s));
          if (seen.length) failures.push(`${where} → ${res.statusCode} shows ${seen.join(', ')}: ${text.slice(0, 200)}`);
        }
        if (res.statusCode === 401 || res.statusCode === 403) await refresh(t, second);
      }
      const after = [await schoolBChecksums(t), await firstBoardChecksum()];
      if (JSON.stringify(before) !== JSON.stringify(after)) failures.push(`${e.method} ${e.route} changed the first board's data`);
      await refresh(t, second);
    }
    console.log(`board tenancy: ${endpoints.length} local_government endpoints, ${JSON.stringify(byStatus)}, ${failures.length} failures`);
    expect(endpoints.length).toBeGreaterThan(15);
    expect(failures).toEqual([]);
  });
});
