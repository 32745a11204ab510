import { writeFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { japanDateKey, schoolYearOf } from '@sukoyaka/contracts/dates';
import { SCHOOL_TYPE_NAMES } from '@sukoyaka/contracts/school-types';
import { studentIdsOfKlass } from '@sukoyaka/db/seed/bullying';
import { createTestApp, PASSWORDS, signInLocalGovernment, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

/**
 * The board's bullying survey (issue 26 item 4): the year's cases (認知日 in April–March) counted
 * by grade and school type, 態様 with 構成比 of cases (a case in each of its 態様), 発見のきっかけ,
 * 解消 / 取組中, 重大事態; one school or the board; manual rows marked; the Excel read back.
 */
let t: TestApp;
let board: AuthHeaders;
const year = schoolYearOf();
const today = japanDateKey();

type Row = { key: string; total: number; percent: number | null; manual: boolean; counts: Record<string, number> };
type Table = { id: string; rows: Row[] };

beforeAll(async () => {
  t = await createTestApp();
  const admin = await signInTeacher(t, t.schoolA, 'admin');
  const token = (await t.app.inject({ method: 'POST', url: '/api/teachers/verify_pass', headers: admin, payload: { password: PASSWORDS.teacher } })).json().data
    .confirmPassToken as string;
  const pupils = [...(await studentIdsOfKlass(t.db, t.schoolA.klasses[0]!.id)), ...(await studentIdsOfKlass(t.db, t.schoolA.klasses[1]!.id))];
  const open = async (studentId: number, forms: string[], discovery: string) =>
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/teachers/bullying_cases',
        headers: { ...admin, 'confirm-token': token },
        payload: { studentId, recognizedOn: today, origin: 'teacher_observation', forms, discovery },
      })
    ).json().data.id as number;
  await open(pupils[0]!, ['teasing', 'exclusion'], 'school_survey');
  const resolved = await open(pupils[1]!, ['teasing'], 'self_report');
  const serious = await open(pupils[2]!, ['violence', 'online'], 'school_survey');
  const lastYear = await open(pupils[3]!, ['teasing'], 'school_survey');
  await t.db.execute(sql`update bullying_cases set state = 'resolved' where id = ${resolved}`);
  await t.db.execute(sql`update bullying_cases set state = 'serious' where id = ${serious}`);
  await t.db.execute(sql`update bullying_cases set recognized_on = ${`${year}-03-31`} where id = ${lastYear}`);
  board = await signInLocalGovernment(t);
});
afterAll(() => t.close());

const survey = async (query: string) => t.app.inject({ method: 'GET', url: `/api/local_governments/bullying_survey?${query}`, headers: board });

describe('GET /api/local_governments/bullying_survey', () => {
  it('pre-fills the bullying tables from the year’s cases', async () => {
    const res = await survey(`year=${year}`);
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data as { total: number; tables: Table[] };
    expect(data.total).toBe(3);
    const table = (id: string) => data.tables.find((x) => x.id === id)!.rows;
    const row = (id: string, key: string) => table(id).find((r) => r.key === key)!;
    const type = t.schoolA.schoolType;
    expect(row('grades', 'total')).toMatchObject({ total: 3, counts: expect.objectContaining({ [type]: 3 }) });
    expect(table('grades').filter((r) => r.key !== 'total')).toHaveLength(1);
    expect(row('forms', 'teasing')).toMatchObject({ total: 2, percent: 66.7 });
    expect(row('forms', 'exclusion')).toMatchObject({ total: 1, percent: 33.3 });
    expect(row('forms', 'online')).toMatchObject({ total: 1, percent: 33.3 });
    expect(row('forms', 'extortion')).toMatchObject({ total: 0, percent: 0 });
    expect(row('discoveries', 'school_survey')).toMatchObject({ total: 2, percent: 66.7 });
    expect(row('discoveries', 'self_report').total).toBe(1);
    expect(row('resolution', 'resolved').total).toBe(1);
    expect(row('resolution', 'in_progress').total).toBe(2);
    expect(row('resolution', 'other').manual).toBe(true);
    expect(row('serious', 'serious').total).toBe(1);
    expect(row('serious', 'serious_2').manual).toBe(true);
    const previous = (await survey(`year=${year - 1}`)).json().data;
    expect(previous.total).toBe(1);
  });

  it('one school: its cases only; a school of another board is 404; a teacher is refused', async () => {
    expect((await survey(`year=${year}&schoolId=${t.schoolB.id}`)).json().data.total).toBe(0);
    expect((await survey(`year=${year}&schoolId=${t.schoolA.id}`)).json().data.total).toBe(3);
    const [foreign] = (
      (await t.db.execute(
        sql`select id from schools where organization_id <> (select organization_id from schools where id = ${t.schoolA.id}) limit 1`,
      )) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    if (foreign) expect((await survey(`year=${year}&schoolId=${foreign.id}`)).statusCode).toBe(404);
    expect((await survey(`year=${year}&schoolId=999999`)).statusCode).toBe(404);
    const teacher = await signInTeacher(t, t.schoolA, 'admin');
    expect((await t.app.inject({ method: 'GET', url: `/api/local_governments/bullying_survey?year=${year}`, headers: teacher })).statusCode).toBe(403);
  });

  it('a cell opens the cases behind it (no names); an unknown row is 400 in Japanese', async () => {
    const cell = async (q: string) => t.app.inject({ method: 'GET', url: `/api/local_governments/bullying_survey/cases?year=${year}&${q}`, headers: board });
    const teasing = await cell(`table=forms&key=teasing&schoolType=${t.schoolA.schoolType}`);
    expect(teasing.statusCode, teasing.body).toBe(200);
    const list = teasing.json().data as { caseId: number; forms: string[]; schoolName: string }[];
    expect(list).toHaveLength(2);
    expect(list.every((c) => c.forms.includes('teasing') && c.schoolName.length > 0)).toBe(true);
    expect(teasing.body).not.toMatch(/"name"/);
    expect((await cell('table=serious&key=serious')).json().data).toHaveLength(1);
    expect((await cell('table=resolution&key=in_progress')).json().data).toHaveLength(2);
    expect((await cell(`table=forms&key=teasing&schoolType=${t.schoolA.schoolType === 'high' ? 'elementary' : 'high'}`)).json().data).toHaveLength(0);
    const unknown = await cell('table=forms&key=nothing');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errors).toEqual(['集計の項目が正しくありません']);
  });

  it('the Excel has the tables in the survey layout, school types as columns, manual rows marked', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/local_governments/bullying_survey/excel?year=${year}`, headers: board });
    expect(res.statusCode).toBe(200);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain(`いじめ調査_${year}年度`);
    // For a person to open in LibreOffice (issue 26 "Done when"): SURVEY_XLSX_OUT=<path>.
    if (process.env.SURVEY_XLSX_OUT) writeFileSync(process.env.SURVEY_XLSX_OUT, res.rawPayload);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    const rows: unknown[][] = [];
    sheet.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    const header = rows.find((r) => r[0] === '区分')!;
    expect(header).toEqual(['区分', ...Object.values(SCHOOL_TYPE_NAMES), '計', '構成比（%）']);
    const col = header.indexOf(SCHOOL_TYPE_NAMES[t.schoolA.schoolType]);
    const teasing = rows.find((r) => String(r[0]).startsWith('冷やかしやからかい'))!;
    expect([teasing[col], teasing[6], teasing[7]]).toEqual([2, 2, 66.7]);
    expect(rows.some((r) => r[0] === '2 いじめの態様（複数回答可）')).toBe(true);
    expect(rows.some((r) => r[0] === 'その他（手入力）')).toBe(true);
    expect(rows.find((r) => r[0] === '重大事態')![6]).toBe(1);
  });

  it('the published copy (copy=published) shows 1–4 as 「<5」 with the legend; the working copy keeps every count (decision 074)', async () => {
    const excel = async (query: string) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/local_governments/bullying_survey/excel?year=${year}${query}`, headers: board });
      expect(res.statusCode, res.body).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const rows: unknown[][] = [];
      wb.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
      return { rows, name: decodeURIComponent(String(res.headers['content-disposition'])) };
    };
    const published = await excel('&copy=published');
    expect(published.name).toContain(`いじめ調査_${year}年度_公表用`);
    const teasing = published.rows.find((r) => String(r[0]).startsWith('冷やかしやからかい'))!;
    // 2 cases: hidden, and its percent with it.
    expect([teasing[6], teasing[7] ?? null]).toEqual(['<5', null]);
    expect(published.rows.find((r) => r[0] === '重大事態')![6]).toBe('<5');
    expect(published.rows.some((r) => r[0] === '「<5」は1〜4の値、「*」は差し引きで小さな値がわからないよう伏せた値です。')).toBe(true);
    const working = await excel('&copy=working');
    expect(working.name).not.toContain('公表用');
    expect(working.rows.find((r) => r[0] === '重大事態')![6]).toBe(1);
    expect(working.rows.some((r) => r.includes('<5'))).toBe(false);
    const bad = await t.app.inject({ method: 'GET', url: `/api/local_governments/bullying_survey/excel?year=${year}&copy=public`, headers: board });
    expect(bad.statusCode).toBe(400);
  });
});
