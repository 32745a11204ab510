import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { attendances, schoolCalendarRanges, schoolYears, studentEnrollments, students } from '@sukoyaka/db/schema';
import { type AuthHeaders, closeSchoolOn, createTestApp, signInTeacher, type TestApp } from '../../test/test-app.ts';

/** The school calendar API (issue 10, decision 020): admin only, checked ranges, all-or-nothing writes and import. */
let t: TestApp;
let admin: AuthHeaders;
let classTeacher: AuthHeaders;
const URL = '/api/teachers/school_calendar';

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInTeacher(t, t.schoolA, 'admin');
  classTeacher = await signInTeacher(t, t.schoolA, 0);
});
afterAll(() => t.close());

const list = async (year = 2026) => (await t.app.inject({ method: 'GET', url: `${URL}?year=${year}`, headers: admin })).json().data;
const create = (ranges: object[], headers = admin) => t.app.inject({ method: 'POST', url: `${URL}/bulk_create`, headers, payload: { ranges } });
const remove = (ids: number[], headers = admin) => t.app.inject({ method: 'POST', url: `${URL}/bulk_delete`, headers, payload: { ids } });
const importFile = (bytes: Buffer, dryRun = false) =>
  t.app.inject({ method: 'POST', url: `${URL}/import`, headers: admin, payload: { file: bytes.toString('base64'), dryRun } });

describe('school calendar ranges', () => {
  it('an admin adds a 臨時休業 day and a 学級閉鎖, sees them listed by start date with the class name, and deletes one', async () => {
    const klassId = t.schoolA.klasses[0]!.id;
    const res = await create([
      { kind: 'closure', label: '臨時休業（台風）', from: '2026-09-15', to: '2026-09-15' },
      { kind: 'class_closure', label: '学級閉鎖', from: '2026-09-10', to: '2026-09-11', klassId },
    ]);
    expect(res.statusCode).toBe(200);
    const view = await list();
    expect(view.years).toContain(2026);
    expect(view.klasses[0]).toEqual({ id: klassId, name: '1年 1組' });
    expect(view.ranges.map((r: { label: string; klassName: string | null }) => [r.label, r.klassName])).toEqual([
      ['学級閉鎖', '1年 1組'],
      ['臨時休業（台風）', null],
    ]);
    expect((await remove([view.ranges[1].id])).json().data).toEqual({ deleted: 1 });
    expect((await list()).ranges).toHaveLength(1);
  });

  it('a class teacher gets 403 on every calendar route', async () => {
    expect((await t.app.inject({ method: 'GET', url: URL, headers: classTeacher })).statusCode).toBe(403);
    const res = await create([{ kind: 'closure', label: 'x', from: '2026-09-16', to: '2026-09-16' }], classTeacher);
    expect(res.statusCode).toBe(403);
    expect(res.json().errors[0]).toBe('学校の設定は管理者の先生だけが変更できます。');
    expect((await remove([1], classTeacher)).statusCode).toBe(403);
  });

  it('refuses, naming the field in Japanese: an end before the start, an overlap of the same scope, a range across two school years, a year the school lacks', async () => {
    const bad = async (range: object, field: string, message: RegExp) => {
      const res = await create([range]);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[field][0]).toMatch(message);
    };
    await bad({ kind: 'vacation', label: '夏休み', from: '2026-08-31', to: '2026-07-21' }, 'ranges.0.to', /開始日/);
    await bad({ kind: 'vacation', label: '春休み', from: '2027-03-25', to: '2027-04-05' }, 'ranges.0.to', /同じ年度/);
    await bad({ kind: 'vacation', label: '夏休み', from: '2031-07-21', to: '2031-08-31' }, 'ranges.0.from', /2031年度/);
    await bad({ kind: 'class_closure', label: '学級閉鎖', from: '2026-10-01', to: '2026-10-01' }, 'ranges.0.klassId', /学級/);
    await bad({ kind: 'class_closure', label: '', from: '2026-10-01', to: '2026-10-01', klassId: t.schoolB.klasses[0]!.id }, 'ranges.0.klassId', /学級/);
    await bad({ kind: 'opening_day', label: '始業式', from: '2026-04-06', to: '2026-04-07' }, 'ranges.0.to', /1日だけ/);
    expect((await create([{ kind: 'vacation', label: '夏休み', from: '2026-07-21', to: '2026-08-31' }])).statusCode).toBe(200);
    await bad(
      { kind: 'closure', label: '臨時休業', from: '2026-08-31', to: '2026-09-01' },
      'ranges.0.from',
      /夏休み（2026\/07\/21〜2026\/08\/31）と期間が重なっています/,
    );
    // Two ranges of one request that overlap each other: nothing is stored.
    const before = (await list()).ranges.length;
    const res = await create([
      { kind: 'closure', label: 'a', from: '2026-10-05', to: '2026-10-06' },
      { kind: 'closure', label: 'b', from: '2026-10-06', to: '2026-10-07' },
    ]);
    expect(res.json().fieldErrors['ranges.1.from']).toBeDefined();
    expect((await list()).ranges).toHaveLength(before);
    // Another scope may overlap: 学級閉鎖 during the school's vacation days is accepted.
    expect((await create([{ kind: 'class_closure', label: '', from: '2026-08-31', to: '2026-09-01', klassId: t.schoolA.klasses[1]!.id }])).statusCode).toBe(
      200,
    );
  });

  it("another school's range id answers 404 and nothing is deleted", async () => {
    const [year] = await t.db.select().from(schoolYears).where(eq(schoolYears.schoolId, t.schoolB.id));
    const [other] = await t.db
      .insert(schoolCalendarRanges)
      .values({ schoolId: t.schoolB.id, schoolYearId: year!.id, kind: 'holiday', label: '創立記念日', from: '2026-06-01', to: '2026-06-01' })
      .returning();
    const mine = (await list()).ranges[0].id;
    const res = await remove([mine, other!.id]);
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0]).toBe('指定されたデータが見つかりません。');
    expect(await t.db.select().from(schoolCalendarRanges).where(eq(schoolCalendarRanges.id, other!.id))).toHaveLength(1);
    expect((await list()).ranges.some((r: { id: number }) => r.id === mine)).toBe(true);
  });
});

/** The downloaded template with `rows` written from row 4 (種類, 名称, 開始日, 終了日, 学級). */
async function filledTemplate(rows: (string | Date)[][], change?: (wb: ExcelJS.Workbook) => void): Promise<Buffer> {
  const res = await t.app.inject({ method: 'GET', url: `${URL}/template`, headers: admin });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toContain('spreadsheetml');
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  rows.forEach((r, i) => (wb.worksheets[0]!.getRow(4 + i).values = r));
  change?.(wb);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('Excel import of the template', () => {
  it('round trip: the downloaded template filled in is previewed (nothing stored), then imported and listed', async () => {
    const file = await filledTemplate([
      ['長期休業', '冬休み', new Date(Date.UTC(2026, 11, 25)), '2027/01/07', ''],
      ['学級閉鎖', 'インフルエンザ', '2026-11-26', '2026-11-27', '3年 1組'],
      ['授業日', '授業参観', '2026/10/17', '2026/10/17', ''],
    ]);
    const preview = await importFile(file, true);
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data.stored).toBe(false);
    expect(preview.json().data.ranges).toHaveLength(3);
    expect((await list()).ranges.some((r: { label: string }) => r.label === '冬休み')).toBe(false);
    expect((await importFile(file)).json().data.stored).toBe(true);
    const ranges = (await list()).ranges as { label: string; from: string; to: string; klassName: string | null }[];
    expect(ranges.find((r) => r.label === '冬休み')).toMatchObject({ from: '2026-12-25', to: '2027-01-07' });
    expect(ranges.find((r) => r.label === 'インフルエンザ')).toMatchObject({ klassName: '3年 1組' });
  });

  it('refuses what is not the template, with the spec §8 message listing the reasons, and stores nothing', async () => {
    const before = (await list()).ranges.length;
    const refused = async (bytes: Buffer, reason: RegExp) => {
      const res = await importFile(bytes);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0]).toBe('添付されたファイルの形式が正しくありません。正しいExcelファイルをアップロードしてください。');
      expect(res.json().fieldErrors.file.join('\n')).toMatch(reason);
    };
    await refused(Buffer.from('not a workbook'), /Excelファイル/);
    await refused(await filledTemplate([['長期休業', '夏', '2026/07/21', '2026/07/22', '']], (wb) => wb.addWorksheet('2')), /シートが複数/);
    const own = new ExcelJS.Workbook();
    own.addWorksheet('自作').addRow(['開始', '終了']);
    await refused(Buffer.from(await own.xlsx.writeBuffer()), /テンプレート/);
    await refused(
      await filledTemplate([
        ['臨時休業', 'ok', '2026/12/01', '2026/12/01', ''],
        ['臨時休業', 'bad', '2026/02/30', '2026/12/02', ''],
        ['臨時休業', 'reverse', '2026/12/10', '2026/12/09', ''],
      ]),
      /5行目: 開始日の日付が正しくありません[\s\S]*6行目 終了日/,
    );
    expect((await list()).ranges).toHaveLength(before);
  });
});

describe('登録状況 report with the calendar', () => {
  it("登校日数 for a student absent 3 days in November is the school's November school days minus 3", async () => {
    await closeSchoolOn(t, t.schoolA, '2026-11-10');
    const [first] = await t.db
      .select({ id: students.id })
      .from(studentEnrollments)
      .innerJoin(students, eq(students.id, studentEnrollments.studentId))
      .where(and(eq(studentEnrollments.klassId, t.schoolA.klasses[0]!.id), eq(studentEnrollments.studentNumber, 1)));
    // Absent Wed–Fri 11/11–11/13, and on the closed day and a Saturday (these two change nothing).
    await t.db.insert(attendances).values(
      ['2026-11-11', '2026-11-12', '2026-11-13', '2026-11-10', '2026-11-14'].map((date) => ({
        studentId: first!.id,
        schoolId: t.schoolA.id,
        date,
        status: 'absent' as const,
      })),
    );
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-12-01T08:05:00+09:00') });
    try {
      const headers = await signInTeacher(t, t.schoolA, 0);
      const res = await t.app.inject({ method: 'GET', url: '/api/teachers/students/report?type=registration&year=2026&month=11', headers });
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
      const sheet = wb.worksheets[0]!;
      // November 2026: 21 weekdays − 文化の日 (3rd) − 勤労感謝の日 (23rd) = 19 school days; the closure on the 10th leaves 18.
      expect((sheet.getRow(7).values as unknown[]).slice(2, 5)).toEqual([expect.stringMatching(/^1番 /), 0, 18 - 3]);
      expect((sheet.getRow(8).values as unknown[])[4]).toBe(18);
    } finally {
      vi.useRealTimers();
    }
  });
});
