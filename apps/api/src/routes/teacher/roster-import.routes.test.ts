import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import fc from 'fast-check';
import { zipSync } from 'fflate';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import { ROSTER_FORMAT_REASONS } from '@sukoyaka/contracts/roster-import';
import { accountTokens, students, teacherAssignments, teachers } from '@sukoyaka/db/schema';
import { buildOneRosterZip, type SampleSchool } from '../../modules/roster-import/oneroster-sample.ts';
import { type AuthHeaders, createTestApp, signInSchoolStaff, type TestApp } from '../../test/test-app.ts';
import { convertWithLibreOffice } from '../../../../../scripts/test/libreoffice.ts';

/** Roster import and export (issue 13 item 4): the step-1 template, preview with per-row errors, all-or-nothing import, exports. */
let t: TestApp;
let admin: AuthHeaders;
let classTeacher: AuthHeaders;
let adminB: AuthHeaders;
const year = schoolYearOf();

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, classTeacher, adminB } = await signInSchoolStaff(t));
});
afterAll(() => t.close());

const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });
const post = (url: string, file: Buffer, headers = admin) => t.app.inject({ method: 'POST', url, headers, payload: { file: file.toString('base64'), year } });

/** The step-1 template downloaded from the API and filled in with exceljs from row 4. */
async function filledTemplate(kind: 'students' | 'settings', rows: (string | number)[][]): Promise<Buffer> {
  const res = await get(`/api/teachers/${kind}/import_template`);
  expect(res.statusCode).toBe(200);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  rows.forEach((r, i) => r.forEach((v, j) => (sheet.getCell(4 + i, j + 1).value = v)));
  return Buffer.from(await book.xlsx.writeBuffer());
}

const studentCount = async () => (await t.db.select({ n: count() }).from(students).where(eq(students.schoolId, t.schoolA.id)))[0]!.n;
const GOOD = [
  ['', '1年', '2組', 1, '山田 花子', 'やまだ はなこ'],
  ['', '1年', '2組', 2, '佐藤 太郎', 'さとう たろう', 'taro@a.example.jp', 'initial-pass-1'],
];

describe('student roster import', () => {
  it('the template is admin only and has the header in row 3', async () => {
    expect((await get('/api/teachers/students/import_template', classTeacher)).statusCode).toBe(403);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await get('/api/teachers/students/import_template')).rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets).toHaveLength(1);
    expect(book.worksheets[0]!.getRow(3).getCell(2).value).toBe('学年');
  });

  it('previews every row with its errors and an error file, and writes nothing while a row is wrong', async () => {
    const before = await studentCount();
    const file = await filledTemplate('students', [
      ...GOOD,
      ['school-b', '1年', '2組', 3, '他校 の子'],
      ['', '9年', '2組', 4, '学年 なし'],
      ['', '1年', '2組', 2, '番号 重複'],
      ['', '1年', '2組', 5, '=HYPERLINK("http://evil.example","x")'],
    ]);
    const preview = await post('/api/teachers/students/previewimport', file);
    expect(preview.statusCode).toBe(200);
    const data = preview.json().data;
    expect(data.rows).toHaveLength(6);
    expect(data.rows.slice(0, 2).map((r: { action: string }) => r.action)).toEqual(['create', 'create']);
    expect(data.rows[2].errors.join()).toContain('他の学校の行は取り込めません');
    expect(data.rows[3].errors.join()).toContain('学年「9年」がありません');
    expect(data.rows[4].errors.join()).toContain('同じ学年・組・出席番号の行が5行目にもあります');
    expect(data.rows[5].errors.join()).toMatch(/で始まる値は使えません/);
    expect(data.errorCount).toBe(4);
    const errorBook = new ExcelJS.Workbook();
    await errorBook.xlsx.load(Buffer.from(data.errorFile, 'base64') as unknown as ArrayBuffer);
    const sheet = errorBook.worksheets[0]!;
    expect(sheet.getRow(3).getCell(9).value).toBe('エラー');
    expect(String(sheet.getRow(7).getCell(9).value)).toContain('学年「9年」がありません');
    expect(String(sheet.getRow(9).getCell(5).value)).toMatch(/^'=HYPERLINK/);

    const refused = await post('/api/teachers/students/import', file);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().fieldErrors.file.join()).toContain('7行目: 学年「9年」がありません');
    expect(await studentCount()).toBe(before);
  });

  it('imports all rows in one go, and the same file twice changes nothing; the initial password signs in', async () => {
    const before = await studentCount();
    const file = await filledTemplate('students', GOOD);
    const first = await post('/api/teachers/students/import', file);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ imported: true, summary: { create: 2, update: 0, unchanged: 0, conflict: 0, skip: 0 } });
    expect(await studentCount()).toBe(before + 2);
    const again = await post('/api/teachers/students/import', file);
    expect(again.json().data.summary).toEqual({ create: 0, update: 0, unchanged: 2, conflict: 0, skip: 0 });
    expect(await studentCount()).toBe(before + 2);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/students/sign_in',
      payload: await signInPayload('2組', 2, 'initial-pass-1'),
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('takes the spec form: multipart file and year; importv2 takes data and year', async () => {
    const file = await filledTemplate('students', [['', '2年', '1組', 10, '多部 分子']]);
    const boundary = 'xBoundary123';
    const body = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="year"\r\n\r\n${year}\r\n`),
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="roster.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/teachers/students/previewimport',
      headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.rows[0].action).toBe('create');
    const v2 = await t.app.inject({
      method: 'POST',
      url: '/api/teachers/students/importv2',
      headers: admin,
      payload: { year, data: [{ grade: '2年', klass: '1組', studentNumber: '11', name: 'データ 行子' }] },
    });
    expect(v2.statusCode).toBe(200);
    expect(v2.json().data.summary.create).toBe(1);
  });

  it('refuses a file that is not the template with the three reasons: not Excel, own format, several sheets', async () => {
    const notExcel = await post('/api/teachers/students/previewimport', Buffer.from('名前,学年\n山田,1\n'));
    expect(notExcel.statusCode).toBe(400);
    expect(notExcel.json().errors[0]).toContain('添付されたファイルの形式が正しくありません');
    expect(notExcel.json().fieldErrors.file).toEqual([...ROSTER_FORMAT_REASONS]);
    const own = new ExcelJS.Workbook();
    own.addWorksheet('名簿').addRow(['名前', '学年']);
    expect((await post('/api/teachers/students/previewimport', Buffer.from(await own.xlsx.writeBuffer()))).statusCode).toBe(400);
    const two = new ExcelJS.Workbook();
    await two.xlsx.load((await filledTemplate('students', GOOD)) as unknown as ArrayBuffer);
    two.addWorksheet('2枚目');
    expect((await post('/api/teachers/students/previewimport', Buffer.from(await two.xlsx.writeBuffer()))).statusCode).toBe(400);
  });

  it('stops a zip bomb before exceljs reads it, and answers a 50 MB upload with 413 in Japanese', async () => {
    const bomb = Buffer.from(zipSync({ '[Content_Types].xml': new Uint8Array(200 * 1024 * 1024) }, { level: 9 }));
    const res = await post('/api/teachers/students/previewimport', bomb);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.file[0]).toContain('圧縮爆弾');
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/teachers/students/import',
      headers: { ...admin, 'content-type': 'multipart/form-data; boundary=b' },
      payload: Buffer.alloc(50 * 1024 * 1024, 0x41),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().errors[0]).toContain('ファイルが大きすぎます');
  });

  it('a formula cell is reported, never evaluated; a class teacher cannot import', async () => {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load((await filledTemplate('students', [['', '1年', '1組', 30, '']])) as unknown as ArrayBuffer);
    book.worksheets[0]!.getCell(4, 5).value = { formula: 'HYPERLINK("http://evil.example","x")', result: 'x' };
    const file = Buffer.from(await book.xlsx.writeBuffer());
    const res = await post('/api/teachers/students/previewimport', file);
    expect(res.json().data.rows[0].errors.join()).toContain('数式は使えません');
    expect((await post('/api/teachers/students/import', file, classTeacher)).statusCode).toBe(403);
  });

  it('imports a roster that LibreOffice opened and saved again', async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'roster-lo-'));
    const source = path.join(dir, 'source.xlsx');
    writeFileSync(source, await filledTemplate('students', [['', '3年', '1組', 20, 'リブレ 太郎', 'りぶれ たろう']]));
    const out = path.join(dir, 'out');
    const res = await post('/api/teachers/students/import', readFileSync(await convertWithLibreOffice(source, 'xlsx', out)));
    expect(res.statusCode).toBe(200);
    expect(res.json().data.summary.create).toBe(1);
  }, 150_000);

  it('exports the year in the template layout with formula-like cells neutralised; school B sees only its own', async () => {
    const [s] = await t.db.select().from(students).where(eq(students.schoolId, t.schoolA.id)).limit(1);
    await t.db.update(students).set({ name: '@SUM(1+1)' }).where(eq(students.id, s!.id));
    const res = await get(`/api/teachers/students/export?year=${year}`);
    expect(res.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const names = book.worksheets[0]!.getColumn(5).values.map(String);
    expect(names).toContain("'@SUM(1+1)");
    expect(names).toContain('山田 花子');
    const other = new ExcelJS.Workbook();
    await other.xlsx.load((await get(`/api/teachers/students/export?year=${year}`, adminB)).rawPayload as unknown as ArrayBuffer);
    expect(other.worksheets[0]!.getColumn(5).values.map(String)).not.toContain('山田 花子');
    expect((await get('/api/teachers/students/export', classTeacher)).statusCode).toBe(403);
  });
});

describe('teacher roster import', () => {
  it('creates teachers with their homeroom class and a registration link, and is idempotent', async () => {
    const file = await filledTemplate('settings', [
      ['', '新任 先生', 'new.teacher@a.example.jp', '', '1年', '1組'],
      ['', '教頭 先生', 'vice@a.example.jp', '○'],
    ]);
    const res = await post('/api/teachers/settings/import', file);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.summary.create).toBe(2);
    const [created] = await t.db.select().from(teachers).where(eq(teachers.email, 'new.teacher@a.example.jp'));
    expect(created).toMatchObject({ schoolId: t.schoolA.id, admin: false });
    const homeroom = await t.db.select().from(teacherAssignments).where(eq(teacherAssignments.teacherId, created!.id));
    expect(homeroom.map((h) => h.klassId)).toEqual([t.schoolA.klasses[0]!.id]);
    const tokens = await t.db
      .select()
      .from(accountTokens)
      .where(and(eq(accountTokens.accountId, created!.id), eq(accountTokens.accountType, 'teacher'), eq(accountTokens.purpose, 'confirmation')));
    expect(tokens).toHaveLength(1);
    const again = await post('/api/teachers/settings/import', file);
    expect(again.json().data.summary).toEqual({ create: 0, update: 0, unchanged: 2, conflict: 0, skip: 0 });
  });

  it('warns before a class gets a second 担任 (issue 28 item 6), and not when its 担任 moves in the same file', async () => {
    // The test school has one class per grade (1年1組, 2年1組, 3年1組), each with its 担任.
    const [klass, other] = [t.schoolA.klasses[1]!, t.schoolA.klasses[2]!];
    const label = `${klass.gradeName}${klass.klassName}`;
    const [current] = await t.db
      .select({ name: teachers.name, email: teachers.email })
      .from(teacherAssignments)
      .innerJoin(teachers, eq(teachers.id, teacherAssignments.teacherId))
      .where(eq(teacherAssignments.klassId, klass.id));
    const warningsOf = async (rows: string[][]) =>
      ((await post('/api/teachers/settings/previewimport', await filledTemplate('settings', rows))).json().data.rows as { warnings: string[] }[]).map(
        (r) => r.warnings,
      );
    const newcomer = ['', '二人目 先生', 'second@a.example.jp', '', klass.gradeName, klass.klassName];
    expect(await warningsOf([newcomer])).toEqual([[`${label}の担任はすでに${current!.name}先生です。取り込むと担任が2人になります（今の担任はそのままです）`]]);
    // The current 担任 moves to another class in the same file: no warning for the newcomer…
    const moves = ['', current!.name, current!.email, '', other.gradeName, other.klassName];
    expect((await warningsOf([newcomer, moves]))[0]).toEqual([]);
    // …but a second newcomer for the same class in that file is told about the first's row.
    const second = ['', '三人目 先生', 'third@a.example.jp', '', klass.gradeName, klass.klassName];
    expect((await warningsOf([newcomer, second, moves]))[1]).toEqual([`${label}の担任は4行目にもあります。取り込むと担任が2人になります`]);
  });

  it("refuses another school's teacher e-mail and writes nothing", async () => {
    const file = await filledTemplate('settings', [
      ['', '追加 先生', 'extra@a.example.jp'],
      ['', '別 先生', t.schoolB.adminEmail],
    ]);
    const res = await post('/api/teachers/settings/import', file);
    expect(res.statusCode).toBe(422);
    expect(await t.db.select().from(teachers).where(eq(teachers.email, 'extra@a.example.jp'))).toHaveLength(0);
    // Only that the address cannot be used: nothing about another school having an account (issue 28 item 6).
    const preview = await post('/api/teachers/settings/previewimport', file);
    const row = (preview.json().data.rows as { cells: Record<string, string>; errors: string[] }[]).find((r) => r.cells.email === t.schoolB.adminEmail)!;
    expect(row.errors).toEqual(['このメールアドレスは使えません。別のメールアドレスを入力してください']);
    const exported = await get('/api/teachers/settings/export');
    expect(exported.statusCode).toBe(200);
  });
});

/** The student sign-in body for class 1年 {klass} of school A (ids from GET grade_klasses). */
async function signInPayload(klass: string, studentNumber: number, password: string) {
  const grades = (await get('/api/teachers/grade_klasses')).json().data as { id: number; name: string; klasses: { id: number; name: string }[] }[];
  const grade = grades.find((g) => g.name === '1年')!;
  return { schoolCode: t.schoolA.code, gradeId: grade.id, klassId: grade.klasses.find((k) => k.name === klass)!.id, studentNumber, password };
}

describe('OneRoster import', () => {
  const zip = (students: string[], extra: SampleSchool[] = []) =>
    buildOneRosterZip(
      [{ code: t.schoolA.code, klasses: [{ grade: 'P4', title: '4年7組', students, teacherEmail: 'oneroster.teacher@a.example.jp' }] }, ...extra],
      year,
    );

  it("previews the zip's students and teachers of this school, leaves other schools' rows out, and imports all or nothing, idempotently", async () => {
    const file = zip(['名簿 一子', '名簿 二子'], [{ code: t.schoolB.code, klasses: [{ grade: 'P1', title: '1年1組', students: ['他校 子'] }] }]);
    const preview = await post('/api/teachers/oneroster/previewimport', file);
    expect(preview.statusCode).toBe(200);
    const data = preview.json().data;
    expect(data.skipped).toEqual([
      { reason: 'other_school', message: `他の学校の人（学校コード ${t.schoolB.code.toUpperCase()}）`, count: 1, people: [{ line: 5, name: null }] },
    ]);
    expect(data.people).toBe(4);
    expect(
      data.students.rows.map((r: { cells: { grade: string; klass: string; studentNumber: string } }) => [r.cells.grade, r.cells.klass, r.cells.studentNumber]),
    ).toEqual([
      ['4年', '7組', '1'],
      ['4年', '7組', '2'],
    ]);
    expect(data.teachers.rows[0].cells).toMatchObject({ email: 'oneroster.teacher@a.example.jp', grade: '4年', klass: '7組' });
    const before = await studentCount();
    const first = await post('/api/teachers/oneroster/import', file);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.students.summary.create).toBe(2);
    expect(await studentCount()).toBe(before + 2);
    const again = await post('/api/teachers/oneroster/import', file);
    expect(again.json().data.students.summary).toEqual({ create: 0, update: 0, unchanged: 2, conflict: 0, skip: 0 });
  });

  it('refuses a zip without the OneRoster CSVs, a bad row writes nothing, and a class teacher gets 403', async () => {
    const notOneRoster = await post('/api/teachers/oneroster/previewimport', Buffer.from(zipSync({ 'a.txt': new Uint8Array(3) })));
    expect(notOneRoster.statusCode).toBe(400);
    expect(notOneRoster.json().fieldErrors.file).toEqual(['zipの中にOneRosterのCSV（users.csv など）がありません']);
    const bad = buildOneRosterZip([{ code: t.schoolA.code, klasses: [{ grade: 'P9', title: '9年1組', students: ['学年 なし'] }] }], year);
    const before = await studentCount();
    expect((await post('/api/teachers/oneroster/import', bad)).statusCode).toBe(422);
    expect(await studentCount()).toBe(before);
    expect((await post('/api/teachers/oneroster/previewimport', zip(['x y']), classTeacher)).statusCode).toBe(403);
  });
});

describe('multipart uploads (the generated fuzz suite sends JSON only)', () => {
  it('answers any multipart body, well-formed or not, without a 5xx and in the Japanese envelope', async () => {
    const boundary = 'fuzzBoundary';
    const part = fc.record({
      name: fc.constantFrom('file', 'year', 'fileName', 'other', ''),
      fileName: fc.option(fc.string({ maxLength: 20 })),
      body: fc.uint8Array({ maxLength: 200 }),
    });
    await fc.assert(
      fc.asyncProperty(fc.array(part, { maxLength: 4 }), fc.boolean(), fc.constantFrom('students', 'settings', 'oneroster'), async (parts, closed, kind) => {
        const chunks = parts.flatMap((p) => [
          Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${p.fileName === null ? '' : `; filename="${p.fileName}"`}\r\n\r\n`),
          Buffer.from(p.body),
          Buffer.from('\r\n'),
        ]);
        if (closed) chunks.push(Buffer.from(`--${boundary}--\r\n`));
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/teachers/${kind}/previewimport`,
          headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload: Buffer.concat(chunks),
        });
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode >= 400) expect(res.json().errors[0]).toMatch(/[ぁ-んァ-ヶ一-龠]/);
      }),
      { numRuns: 60 },
    );
  });
});
