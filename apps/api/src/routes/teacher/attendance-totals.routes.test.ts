import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, japanDateKey, schoolYearOf } from '@sukoyaka/contracts/dates';
import { and, eq } from 'drizzle-orm';
import { schoolCalendarRanges, schoolYears } from '@sukoyaka/db/schema';
import { convertWithLibreOffice } from '../../../../../scripts/test/libreoffice.ts';
import { createTestApp, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 25 item 7 (decision 066): the register's totals of a pupil with 出席停止, 忌引 and 欠席, on the
 * pupil page's API and in the class's Excel, refused to other classes' and schools' teachers.
 * The days are today and the two days before (made school days by the calendar, so the test
 * holds on any date), in the current school year.
 */
let t: TestApp;
let homeroom: AuthHeaders;
let otherKlass: AuthHeaders;
let otherSchool: AuthHeaders;
let pupil: { id: number; name: string };
const today = japanDateKey();
const days = [addDays(today, -2), addDays(today, -1), today].filter((d) => d >= `${schoolYearOf(today)}-04-01`);

beforeAll(async () => {
  t = await createTestApp();
  homeroom = await signInTeacher(t, t.schoolA, 0);
  otherKlass = await signInTeacher(t, t.schoolA, 1);
  otherSchool = await signInTeacher(t, t.schoolB, 'admin');
  const klass = t.schoolA.klasses[0]!;
  pupil = (await t.app.inject({ method: 'GET', url: `/api/teachers/students?klassId=${klass.id}`, headers: homeroom })).json().data[0];
  const [year] = await t.db
    .select({ id: schoolYears.id })
    .from(schoolYears)
    .where(and(eq(schoolYears.schoolId, t.schoolA.id), eq(schoolYears.year, schoolYearOf(today))));
  await t.db
    .insert(schoolCalendarRanges)
    .values({ schoolId: t.schoolA.id, schoolYearId: year!.id, klassId: null, kind: 'school_day', label: '授業日', from: days[0]!, to: today });
  const record = async (date: string, status: string, reason?: string) => {
    const { id } = (
      await t.app.inject({ method: 'POST', url: '/api/teachers/attendances', headers: homeroom, payload: { studentId: pupil.id, targetDate: date, status } })
    ).json().data;
    if (reason) await t.app.inject({ method: 'PUT', url: `/api/teachers/attendances/${id}`, headers: homeroom, payload: { date, reason } });
  };
  const plan: [string, string?][] = [
    ['absent', 'suspension'],
    ['absent', 'bereavement'],
    ['absent', 'sick'],
  ];
  for (const [i, day] of days.entries()) await record(day, ...(plan[i] as [string, string?]));
});
afterAll(() => t?.close());

const expected = () => {
  const excused = Math.min(days.length, 2);
  const absent = days.length === 3 ? 1 : 0;
  return { excused, absent };
};

describe('GET /api/teachers/students/{id}/attendance_totals', () => {
  it('counts 出席停止 and 忌引 as 出席停止・忌引等 and 病欠 as 欠席, this month and for the year', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/teachers/students/${pupil.id}/attendance_totals`, headers: homeroom });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const { excused, absent } = expected();
    expect(data.year).toBe(schoolYearOf(today));
    expect(data.upTo).toBe(today);
    expect(data.months[0].month).toBe(4);
    expect(data.total.excusedDays).toBe(excused);
    expect(data.total.absentDays).toBe(absent);
    expect(data.total.requiredDays).toBe(data.total.schoolDays - excused);
    expect(data.total.presentDays).toBe(data.total.requiredDays - absent);
    expect(data.total.schoolDays).toBeGreaterThanOrEqual(days.length);
    expect(data.notAttendingThreshold).toBe(30);
    expect(data.reachedNotAttendingThreshold).toBe(false);
  });

  it('answers 404 to a teacher of another class and of another school', async () => {
    for (const headers of [otherKlass, otherSchool]) {
      const res = await t.app.inject({ method: 'GET', url: `/api/teachers/students/${pupil.id}/attendance_totals`, headers });
      expect(res.statusCode).toBe(404);
      expect(res.json().errors[0]).toMatch(/[ぁ-んァ-ン一-龯]/);
    }
  });
});

describe('GET /api/teachers/klasses/{id}/attendance_totals/export', () => {
  it('is the class as .xlsx: one row per pupil with the totals, opened by LibreOffice', async () => {
    const klass = t.schoolA.klasses[0]!;
    const res = await t.app.inject({ method: 'GET', url: `/api/teachers/klasses/${klass.id}/attendance_totals/export`, headers: homeroom });
    expect(res.statusCode).toBe(200);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toMatch(/出欠の集計（1年 1組）_\d{6}_\d{4}\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(6).values).toEqual([
      undefined,
      '出席番号',
      '氏名',
      '授業日数',
      '出席停止・忌引等の日数',
      '出席しなければならない日数',
      '欠席日数',
      '出席日数',
      '遅刻',
      '早退',
      '備考',
    ]);
    const row = sheet.getRow(7);
    expect(row.getCell(2).value).toBe(pupil.name);
    expect(row.getCell(4).value).toBe(expected().excused);
    expect(row.getCell(6).value).toBe(expected().absent);
    expect(sheet.rowCount).toBe(6 + klass.studentNumbers.length);

    const dir = mkdtempSync(path.join(os.tmpdir(), 'register-totals-'));
    const file = path.join(dir, 'totals.xlsx');
    writeFileSync(file, res.rawPayload);
    expect(readFileSync(await convertWithLibreOffice(file, 'csv', dir), 'utf8')).toContain(pupil.name);
  }, 120_000);

  it('answers 404 for a class the teacher may not see', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/teachers/klasses/${t.schoolA.klasses[0]!.id}/attendance_totals/export`, headers: otherKlass });
    expect(res.statusCode).toBe(404);
  });
});
