import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import { ROSTER_FORMAT_REASONS } from '@sukoyaka/contracts/roster-import';
import { accessLogs, accountTokens, teacherAssignments, teachers } from '@sukoyaka/db/schema';
import { createSecondBoard } from '../../modules/organizations/test-fixtures.ts';
import { createTestApp, signInLocalGovernment, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';
import { convertWithLibreOffice } from '../../../../../scripts/test/libreoffice.ts';

/**
 * The board's teacher import and export (issue 14 item 5; spec §7 organization/import, organization/export;
 * decision 024): the school imports' engine across the board's schools, the 学校コード column deciding the school.
 */
let t: TestApp;
let board: AuthHeaders;
let other: Awaited<ReturnType<typeof createSecondBoard>>;
const year = schoolYearOf();
const url = (p: string) => `/api/local_governments/organization/${p}`;

beforeAll(async () => {
  t = await createTestApp();
  board = await signInLocalGovernment(t);
  other = await createSecondBoard(t);
});
afterAll(() => t.close());

const get = (p: string, headers = board) => t.app.inject({ method: 'GET', url: url(p), headers });
const send = (p: 'previewimport' | 'import', file: Buffer, headers = board, y: number = year) =>
  t.app.inject({ method: 'POST', url: url(p), headers, payload: { file: file.toString('base64'), year: y } });

/** Reads .xlsx bytes with exceljs: the single sheet's rows from row 4 as text arrays, and row 2 and 3. */
async function readBook(bytes: Buffer): Promise<{ sheets: number; instructions: string; header: string[]; rows: string[][] }> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  const text = (r: number) => Array.from({ length: 6 }, (_, i) => String(sheet.getRow(r).getCell(i + 1).value ?? ''));
  const rows: string[][] = [];
  for (let r = 4; r <= sheet.rowCount; r += 1) rows.push(text(r));
  return { sheets: book.worksheets.length, instructions: String(sheet.getCell(2, 1).value), header: text(3), rows };
}

/** The board's step-1 template from the API, filled in from row 4. */
async function filled(rows: string[][]): Promise<Buffer> {
  const res = await get('import_template');
  expect(res.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  rows.forEach((r, i) => r.forEach((v, j) => (book.worksheets[0]!.getCell(4 + i, j + 1).value = v)));
  return Buffer.from(await book.xlsx.writeBuffer());
}

const teachersByEmail = (emails: string[]) => t.db.select().from(teachers).where(inArray(teachers.email, emails));

describe('board teacher import (organization/previewimport, organization/import)', () => {
  it('the template: one sheet, the teacher header in row 3, instructions naming the school code', async () => {
    const book = await readBook((await get('import_template')).rawPayload);
    expect(book.sheets).toBe(1);
    expect(book.header).toEqual(['学校コード', '氏名', 'メールアドレス', '管理者（○）', '担任学年', '担任組']);
    expect(book.instructions).toContain('学校コード');
  });

  it('imports teachers into two schools by their school code, homerooms and registration mails; the same file again changes nothing', async () => {
    const file = await filled([
      ['school-a', '東 一郎', 'higashi@a.example.jp', '', '1年', '1組'],
      ['school-b', '西 花子', 'nishi@b.example.jp', '○', '', ''],
    ]);
    const preview = await send('previewimport', file);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({ errorCount: 0, summary: { create: 2, update: 0, unchanged: 0 }, imported: false });
    expect(await teachersByEmail(['higashi@a.example.jp'])).toHaveLength(0);

    const res = await send('import', file);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ imported: true, summary: { create: 2 } });
    const created = await teachersByEmail(['higashi@a.example.jp', 'nishi@b.example.jp']);
    const a = created.find((c) => c.email === 'higashi@a.example.jp')!;
    const b = created.find((c) => c.email === 'nishi@b.example.jp')!;
    expect(a).toMatchObject({ schoolId: t.schoolA.id, admin: false });
    expect(b).toMatchObject({ schoolId: t.schoolB.id, admin: true });
    const homeroom = await t.db.select().from(teacherAssignments).where(eq(teacherAssignments.teacherId, a.id));
    expect(homeroom.map((h) => h.klassId)).toEqual([t.schoolA.klasses[0]!.id]);
    const tokens = await t.db
      .select()
      .from(accountTokens)
      .where(and(inArray(accountTokens.accountId, [a.id, b.id]), eq(accountTokens.accountType, 'teacher'), eq(accountTokens.purpose, 'confirmation')));
    expect(tokens).toHaveLength(2);
    const logged = await t.db
      .select()
      .from(accessLogs)
      .where(eq(accessLogs.route, url('import')));
    expect(logged.length).toBeGreaterThan(0);

    const again = await send('import', file);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.summary).toEqual({ create: 0, update: 0, unchanged: 2, conflict: 0, skip: 0 });
  });

  it("refuses another board's school code and a blank code, writing nothing of the file (all or nothing)", async () => {
    const file = await filled([
      ['school-a', '北 三郎', 'kita@a.example.jp'],
      [other.school.code, '他市 先生', 'tashi@z.example.jp'],
      ['', '空欄 先生', 'kuuran@a.example.jp'],
    ]);
    const preview = (await send('previewimport', file)).json().data;
    expect(preview.errorCount).toBe(2);
    expect(preview.rows[1].errors.join()).toContain(`学校コード「${other.school.code}」は取り込み先の学校ではありません`);
    expect(preview.rows[2].errors.join()).toContain('学校コードを入力してください');
    const errorFile = await readBook(Buffer.from(preview.errorFile, 'base64'));
    expect(errorFile.rows[1]![0]).toBe(other.school.code);

    const res = await send('import', file);
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors.file).toEqual(
      expect.arrayContaining([expect.stringMatching(/^5行目: 学校コード/), expect.stringMatching(/^6行目: 学校コード/)]),
    );
    expect(await teachersByEmail(['kita@a.example.jp', 'tashi@z.example.jp', 'kuuran@a.example.jp'])).toHaveLength(0);

    const otherBoard = await send('import', await filled([['school-a', '越境 先生', 'ekkyo@a.example.jp']]), other.headers);
    expect(otherBoard.statusCode).toBe(422);
    expect(await teachersByEmail(['ekkyo@a.example.jp'])).toHaveLength(0);
  });

  it('a year out of range, a file that is not the template, multipart form; teachers cannot call it', async () => {
    const file = await filled([['school-a', '南 四郎', 'minami@a.example.jp']]);
    const badYear = await send('import', file, board, year + 5);
    expect(badYear.statusCode).toBe(400);
    expect(badYear.json().fieldErrors.year[0]).toBe(`年度は${year - 1}年度から${year + 1}年度までで選んでください`);
    const notExcel = await send('previewimport', Buffer.from('学校コード,氏名\n'));
    expect(notExcel.statusCode).toBe(400);
    expect(notExcel.json().fieldErrors.file).toEqual([...ROSTER_FORMAT_REASONS]);
    expect(await teachersByEmail(['minami@a.example.jp'])).toHaveLength(0);

    const boundary = 'boardBoundary42';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="year"\r\n\r\n${year}\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="教職員.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const multipart = await t.app.inject({
      method: 'POST',
      url: url('import'),
      headers: { ...board, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(multipart.statusCode).toBe(200);
    expect(multipart.json().data.summary.create).toBe(1);

    const teacher = await signInTeacher(t, t.schoolA, 'admin');
    expect((await send('previewimport', file, teacher)).statusCode).toBe(403);
    expect((await get('export', teacher)).statusCode).toBe(403);
  });

  it('imports a file that LibreOffice opened and saved again', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'board-roster-lo-'));
    const source = path.join(dir, 'board.xlsx');
    writeFileSync(source, await filled([['school-b', 'リブレ 先生', 'libre@b.example.jp', '', '2年', '1組']]));
    const out = path.join(dir, 'out');
    const res = await send('import', readFileSync(await convertWithLibreOffice(source, 'xlsx', out)));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.summary.create).toBe(1);
    expect((await teachersByEmail(['libre@b.example.jp']))[0]!.schoolId).toBe(t.schoolB.id);
  }, 150_000);
});

describe('board teacher export (organization/export)', () => {
  it("exports every school's teachers in the template layout (imports back unchanged); one school; another board sees none of them", async () => {
    const res = await get(`export?year=${year}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toMatch(/教職員名簿_\d{6}_\d{4}\.xlsx/);
    const book = await readBook(res.rawPayload);
    expect(book.sheets).toBe(1);
    const codes = new Set(book.rows.map((r) => r[0]));
    expect(codes).toEqual(new Set(['school-a', 'school-b']));
    expect(book.rows).toContainEqual(['school-a', '東 一郎', 'higashi@a.example.jp', '', '1年', '1組']);
    expect(book.rows.map((r) => r[2])).toContain(t.schoolB.adminEmail);

    const back = await send('previewimport', res.rawPayload);
    expect(back.statusCode).toBe(200);
    expect(back.json().data.errorCount).toBe(0);
    expect(back.json().data.summary.create).toBe(0);

    const onlyB = await readBook((await get(`export?schoolId=${t.schoolB.id}`)).rawPayload);
    expect(new Set(onlyB.rows.map((r) => r[0]))).toEqual(new Set(['school-b']));
    expect((await get(`export?schoolId=${other.school.id}`)).statusCode).toBe(404);
    const theirs = await readBook((await get('export', other.headers)).rawPayload);
    expect(new Set(theirs.rows.map((r) => r[0]))).toEqual(new Set([other.school.code]));
  });
});
