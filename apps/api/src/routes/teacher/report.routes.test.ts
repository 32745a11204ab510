import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { conditions, soss, sosSettings } from '@sukoyaka/db/schema';
import { createTestApp, signInStudent, signInTeacher, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let studentId: number;

beforeAll(async () => {
  t = await createTestApp();
  const student = await signInStudent(t, t.schoolA, 0, 1);
  studentId = (await t.app.inject({ method: 'GET', url: '/api/students/me', headers: student })).json().data.id;
  await t.db.insert(conditions).values([
    { studentId: studentId, schoolId: t.schoolA.id, date: '2026-11-04', mental: 'bad', physical: 'good' },
    { studentId: studentId, schoolId: t.schoolA.id, date: '2026-11-05', mental: 'worst', physical: 'worst' },
    { studentId: studentId, schoolId: t.schoolA.id, date: '2026-11-06', mental: 'best', physical: 'best' },
  ]);
  const [button] = await t.db.select().from(sosSettings).where(eq(sosSettings.schoolId, t.schoolA.id)).limit(1);
  await t.db.insert(soss).values({ studentId: studentId, schoolId: t.schoolA.id, sosSettingId: button!.id, label: button!.label, date: '2026-11-05' });
});
afterAll(() => t.close());

/** Requests a report at 08:05 on 2026-11-21 in Tokyo and reads the .xlsx back with exceljs. */
async function report(query: string) {
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T08:05:00+09:00') });
  try {
    const headers = await signInTeacher(t, t.schoolA, 0);
    const res = await t.app.inject({ method: 'GET', url: `/api/teachers/students/report?${query}`, headers });
    const workbook = new ExcelJS.Workbook();
    if (res.statusCode === 200) await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    return { res, sheet: workbook.worksheets[0]! };
  } finally {
    vi.useRealTimers();
  }
}

describe('Excel reports (spec §9)', () => {
  it('心と身体の不調状況: header block, file name title_YYMMDD_hhmm, widths 24/18/20, counts per student', async () => {
    const { res, sheet } = await report('type=condition&year=2026&month=11&gradeId=&klassId=');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toContain('心と身体の不調状況_261121_0805.xlsx');
    expect(sheet.getCell('A1').value).toBe('心と身体の不調状況');
    expect(sheet.getRow(2).values).toEqual([undefined, '出力日時', '2026/11/21 08:05']);
    expect(sheet.getRow(3).values).toEqual([undefined, '年度', '2026年度']);
    expect(sheet.getRow(4).values).toEqual([undefined, '期間', '2026/11/01〜2026/11/21']);
    expect([1, 2, 3].map((c) => sheet.getColumn(c).width)).toEqual([24, 18, 20]);
    expect(sheet.getRow(6).values).toEqual([
      undefined,
      '学年・組',
      '出席番号・氏名',
      '不調の日数',
      '心：少し悪い',
      '心：悪い',
      '体：少し悪い',
      '体：悪い',
      'アラート',
    ]);
    const first = sheet.getRow(7).values as unknown[];
    expect(first.slice(1, 3)).toEqual(['1年 1組', expect.stringMatching(/^1番 /)]);
    expect(first.slice(3)).toEqual([2, 1, 1, 0, 1, 0]);
    expect(sheet.rowCount).toBe(6 + 3);
  });

  it('登録状況: third column width 10, days entered against school days', async () => {
    const { sheet } = await report('type=registration&year=2026&month=11');
    expect(sheet.getColumn(3).width).toBe(10);
    // November 2026 up to the 21st: 14 school days (3rd and 23rd are holidays; the 23rd is after the 21st).
    expect((sheet.getRow(7).values as unknown[]).slice(3)).toEqual([3, 14, '21%']);
  });

  it('話したいボタンの活用状況: third column width 18, presses per button', async () => {
    const { sheet } = await report('type=sos&year=2026');
    expect(sheet.getColumn(3).width).toBe(18);
    expect(sheet.getRow(6).values).toContain('担任の先生と話したい');
    expect((sheet.getRow(7).values as unknown[]).slice(3, 5)).toEqual([1, 1]);
    expect(sheet.getRow(4).values).toEqual([undefined, '期間', '2026/04/01〜2026/11/21']);
  });

  it("話したいボタンの活用状況: one column per button in the 話したいダッシュボード filter's order, pressed or not (issue 10 item 9)", async () => {
    const buttons = await t.db
      .select({ label: sosSettings.label })
      .from(sosSettings)
      .where(and(eq(sosSettings.schoolId, t.schoolA.id), isNull(sosSettings.deletedAt)))
      .orderBy(asc(sosSettings.sortOrder), asc(sosSettings.id));
    expect(buttons.length).toBeGreaterThan(1);
    const { sheet } = await report('type=sos&year=2026');
    const header = (sheet.getRow(6).values as unknown[]).slice(3);
    expect(header).toEqual(['話したい回数', '未対応', ...buttons.map((b) => b.label)]);
  });

  it('refuses an unknown report type (400) and another school (no students of A)', async () => {
    expect((await report('type=everything')).res.statusCode).toBe(400);
    const adminB = await signInTeacher(t, t.schoolB, 'admin');
    const res = await t.app.inject({ method: 'GET', url: '/api/teachers/students/report?type=condition', headers: adminB });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.rowCount).toBe(6 + 18);
    // Only school A's student has bad days; school B's report counts none of them.
    const flaggedDays = sheet
      .getColumn(3)
      .values.slice(7)
      .reduce<number>((a, v) => a + Number(v ?? 0), 0);
    expect(flaggedDays).toBe(0);
  });
});
