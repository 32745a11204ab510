import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { addDays, schoolYearOf } from '@sukoyaka/contracts/dates';
import type { SchoolCalendar } from '@sukoyaka/contracts/school-calendar-rule';
import { studentIdsOfKlass } from '@sukoyaka/db/seed/bullying';
import { attendances } from '@sukoyaka/db/schema';
import { bullyingSurvey, bullyingSurveyFile, surveyPupils } from '../../modules/bullying-cases/board-survey.service.ts';
import { loadSchoolCalendar } from '../../modules/school-calendar/school-calendar.service.ts';
import { signInLocalGovernment, signInTeacher, createTestApp, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

/**
 * The 不登校 table of the board's survey (issue 26 item 3, decision 074): pupils with 30+ days of
 * 欠席 in the 年度, by grade and school type, counted by the register totals (decision 066): 忌引 is
 * not 欠席, an entry on a day that is not a school day is not counted, 30 days exactly counts.
 * The counting runs at the year's end (`now`), so it holds on any date; the route checks reach.
 */
let t: TestApp;
let board: AuthHeaders;
let scope: { organizationId: number };
let gradeA: string;
const year = schoolYearOf();
const yearEnd = new Date(`${year + 1}-03-31T12:00:00+09:00`);

/** The first `n` school days (or, with `school` false, non-school days) of the year in `calendar`. */
function daysOf(calendar: SchoolCalendar, n: number, school = true): string[] {
  const out: string[] = [];
  for (let d = `${year}-04-01`; out.length < n; d = addDays(d, 1)) if (calendar.isSchoolDay(d) === school) out.push(d);
  return out;
}
const one = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;

beforeAll(async () => {
  t = await createTestApp();
  board = await signInLocalGovernment(t);
  scope = { organizationId: Number((await one<{ id: string }>(sql`select organization_id as id from schools where id = ${t.schoolA.id}`)).id) };
  const calA = await loadSchoolCalendar(t.db, { schoolId: t.schoolA.id }, `${year}-04-01`, `${year + 1}-03-31`);
  const calB = await loadSchoolCalendar(t.db, { schoolId: t.schoolB.id }, `${year}-04-01`, `${year + 1}-03-31`);
  const [a0, a1] = (await studentIdsOfKlass(t.db, t.schoolA.klasses[0]!.id)) as [number, number];
  const [a2] = (await studentIdsOfKlass(t.db, t.schoolA.klasses[1]!.id)) as [number];
  const [b0] = (await studentIdsOfKlass(t.db, t.schoolB.klasses[0]!.id)) as [number];
  gradeA = (await one<{ name: string }>(sql`select g.name from klasses k join grades g on g.id = k.grade_id where k.id = ${t.schoolA.klasses[0]!.id}`)).name;
  const absent = (schoolId: number, studentId: number, days: string[], reason: 'sick' | 'bereavement' = 'sick') =>
    days.map((date) => ({ schoolId, studentId, date, status: 'absent' as const, reason }));
  const schoolDaysA = daysOf(calA, 40);
  await t.db.insert(attendances).values([
    // 31 days of 病欠: 不登校.
    ...absent(t.schoolA.id, a0, schoolDaysA.slice(0, 31)),
    // 29 of 病欠 and 3 of 忌引: 32 absences in the register, 29 days of 欠席.
    ...absent(t.schoolA.id, a1, schoolDaysA.slice(0, 29)),
    ...absent(t.schoolA.id, a1, schoolDaysA.slice(29, 32), 'bereavement'),
    // 28 on school days and 4 on days that are not: 28 days of 欠席.
    ...absent(t.schoolA.id, a2, schoolDaysA.slice(0, 28)),
    ...absent(t.schoolA.id, a2, daysOf(calA, 4, false)),
    // Exactly 30 at the other school.
    ...absent(t.schoolB.id, b0, daysOf(calB, 30)),
  ]);
});
afterAll(() => t.close());

describe('the 不登校 table', () => {
  it('counts the pupils with 30+ days of 欠席 by grade and school type, as the register totals count 欠席', async () => {
    const survey = await bullyingSurvey(t.db, scope, { year }, yearEnd);
    const table = survey.tables.find((x) => x.id === 'notAttending')!;
    expect(table.title).toBe('6 不登校児童生徒数（年間30日以上の欠席、学年別）');
    const total = table.rows.find((r) => r.key === 'total')!;
    expect(total.total).toBe(2);
    expect(total.percent).toBeNull();
    const own = table.rows.find((r) => r.key === gradeA)!;
    expect(own.counts[t.schoolA.schoolType]).toBeGreaterThanOrEqual(1);
    const onlyA = (await bullyingSurvey(t.db, scope, { year, schoolId: t.schoolA.id }, yearEnd)).tables.find((x) => x.id === 'notAttending')!;
    expect(onlyA.rows.find((r) => r.key === 'total')!.total).toBe(1);
    // Before the year: nobody yet.
    const early = await bullyingSurvey(t.db, scope, { year }, new Date(`${year}-04-01T12:00:00+09:00`));
    expect(early.tables.find((x) => x.id === 'notAttending')!.rows.find((r) => r.key === 'total')!.total).toBe(0);
  });

  it('a cell opens the pupils behind it: school, grade, 欠席日数, no names', async () => {
    const all = await surveyPupils(t.db, scope, { year, key: 'total' }, yearEnd);
    expect(all.map((p) => p.absentDays).sort()).toEqual([30, 31]);
    const cell = await surveyPupils(t.db, scope, { year, key: gradeA, schoolType: t.schoolA.schoolType, schoolId: t.schoolA.id }, yearEnd);
    expect(cell).toEqual([{ schoolName: 'A小学校', gradeName: gradeA, absentDays: 31, requiredDays: expect.any(Number) }]);
    expect(JSON.stringify(all)).not.toMatch(/"name"/);
  });

  it('the Excel has the table under its title, school types as columns', async () => {
    const file = await bullyingSurveyFile(t.db, scope, { year }, yearEnd);
    const chunks: Buffer[] = [];
    for await (const chunk of file.body as AsyncIterable<Buffer>) chunks.push(chunk);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const rows: unknown[][] = [];
    wb.worksheets[0]!.eachRow((r) => rows.push((r.values as unknown[]).slice(1)));
    const title = rows.findIndex((r) => r[0] === '6 不登校児童生徒数（年間30日以上の欠席、学年別）');
    expect(title).toBeGreaterThan(0);
    const totalRow = rows.slice(title).find((r) => r[0] === '計')!;
    expect(totalRow).toContain(2);
  });

  it('GET /api/local_governments/bullying_survey/pupils: the board only, its schools only', async () => {
    const url = `/api/local_governments/bullying_survey/pupils?year=${year}&key=total`;
    const res = await t.app.inject({ method: 'GET', url, headers: board });
    expect(res.statusCode, res.body).toBe(200);
    expect(Array.isArray(res.json().data)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: `${url}&schoolId=999999`, headers: board })).statusCode).toBe(404);
    const teacher = await signInTeacher(t, t.schoolA, 'admin');
    expect((await t.app.inject({ method: 'GET', url, headers: teacher })).statusCode).toBe(403);
    const survey = await t.app.inject({ method: 'GET', url: `/api/local_governments/bullying_survey?year=${year}`, headers: board });
    expect(survey.json().data.tables.map((x: { id: string }) => x.id)).toContain('notAttending');
  });
});
