import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, fiscalPeriod, japanDateKey, schoolYearOf } from '@sukoyaka/contracts/dates';
import { loadReportSources } from '../../modules/board-reports/report-queries.ts';
import { liveKlassFigures, liveSchoolFigures } from '../../modules/board-figures/board-figures.service.ts';
import { createTestApp, signInLocalGovernment, signInParent, signInStudent, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';
import { checkIn, createSecondBoard, studentIdsOf } from '../../modules/organizations/test-fixtures.ts';
import { convertWithLibreOffice } from '../../../../../scripts/test/libreoffice.ts';

const today = japanDateKey();
const year = schoolYearOf();
const month = Number(today.slice(5, 7));
const yearRange = () => ({ yearFrom: fiscalPeriod(year).from, yearTo: fiscalPeriod(year).to });
const TYPES = ['dashboard_by_month', 'dashboard_want_to_talk', 'dashboard_daily_active_users', 'dashboard_continuous_weak_condition'];

describe('board reports (issue 14 item 3)', () => {
  let t: TestApp;
  let board: AuthHeaders;
  let other: Awaited<ReturnType<typeof createSecondBoard>>;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'board-reports-'));

  beforeAll(async () => {
    t = await createTestApp();
    board = await signInLocalGovernment(t);
    other = await createSecondBoard(t);
    const a = await studentIdsOf(t, t.schoolA.klasses[0]!.id);
    const b = await studentIdsOf(t, t.schoolB.klasses[0]!.id);
    for (const id of a) await checkIn(t, t.schoolA.id, id, today, 'good', 'good');
    for (const k of t.schoolB.klasses) for (const id of await studentIdsOf(t, k.id)) await checkIn(t, t.schoolB.id, id, today, 'best', 'good');
    const talk = (student: number, school: number) =>
      t.db.execute(sql`INSERT INTO soss (student_id, school_id, label, date) VALUES (${student}, ${school}, '担任の先生と話したい', ${today})`);
    await talk(a[0]!, t.schoolA.id);
    for (let i = 0; i < 6; i++) await talk(b[i % b.length]!, t.schoolB.id);
  });
  afterAll(() => t.close());

  const post = (type: string, payload: object, headers = board) =>
    t.app.inject({ method: 'POST', url: `/api/local_governments/organization/${type}`, headers, payload });

  it('by month for the organisation: a row per school, small counts <5, the complement *, totals shown', async () => {
    const res = await post('dashboard_want_to_talk', { year, month });
    expect(res.statusCode).toBe(200);
    const report = res.json().data;
    expect(report.title).toBe('話したいボタンの活用状況');
    const byName = Object.fromEntries(report.rows.map((r: { name: string; cells: object }) => [r.name, r.cells]));
    expect(byName['A小学校'].talkRequests).toBe('<5');
    expect(byName['B小学校'].talkRequests).toBe('*');
    expect(byName['テスト市教育委員会'].talkRequests).toBe(7);
    expect(report.chart.bars.at(-1)).toEqual({ label: `${month}月`, value: 7 });
    const monthly = (await post('dashboard_by_month', { year, month })).json().data;
    const a = monthly.rows.find((r: { name: string }) => r.name === 'A小学校');
    expect(a.cells.enrolled).toBe(18);
    expect(a.cells.checkIns).toBe('<5');
    expect(a.cells.checkInRate).toBeNull();
  });

  it('one school by grade and class; every report type answers', async () => {
    const res = await post('dashboard_by_month', { year, schoolId: t.schoolB.id });
    const rows = res.json().data.rows;
    expect(rows[0]).toMatchObject({ level: 'school', name: 'B小学校' });
    expect(rows.filter((r: { level: string }) => r.level === 'grade')).toHaveLength(6);
    expect(rows.filter((r: { level: string }) => r.level === 'klass')).toHaveLength(6);
    expect(rows[0].cells.checkIns).toBe(18);
    for (const type of TYPES) expect((await post(type, { year, schoolId: t.schoolA.id, gradeId: t.schoolA.klasses[0]!.gradeId })).statusCode).toBe(200);
  });

  it('Excel: the §9 header block, widths, file name, <5; LibreOffice opens it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/local_governments/organization/dashboard_want_to_talk?type=excel&year=${year}&month=${month}`,
      headers: board,
    });
    expect(res.statusCode).toBe(200);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toMatch(/話したいボタンの活用状況_\d{6}_\d{4}\.xlsx/);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.getCell('A1').value).toBe('話したいボタンの活用状況');
    expect(sheet.getCell('A2').value).toBe('出力日時');
    expect(sheet.getCell('B3').value).toBe(`${year}年度`);
    expect(sheet.getColumn(1).width).toBe(24);
    expect(sheet.getColumn(2).width).toBe(18);
    expect(sheet.getRow(6).values).toContain('話したい件数');
    const values = sheet.getSheetValues().flat().map(String);
    expect(values).toContain('<5');
    expect(values).toContain('A小学校');
    const file = path.join(dir, 'report.xlsx');
    writeFileSync(file, res.rawPayload);
    expect(readFileSync(await convertWithLibreOffice(file, 'csv', dir), 'utf8')).toContain('A小学校');
  }, 150_000);

  it('PDF: Japanese school names and <5 extractable by pdftotext', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/local_governments/organization/dashboard_by_month?type=pdf&year=${year}&month=${month}`,
      headers: board,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toMatch(/月別利用状況_\d{6}_\d{4}\.pdf/);
    const file = path.join(dir, 'report.pdf');
    writeFileSync(file, res.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('A小学校');
    expect(text).toContain('B小学校');
    expect(text).toContain('<5');
    expect(text).toContain('月別利用状況');
  });

  it('bad input: year out of range, month 13, an unknown file type — Japanese field errors; another board’s school is 404', async () => {
    let res = await post('dashboard_by_month', { year: 2019 });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.year[0]).toMatch(/年度は2022年度から/);
    res = await post('dashboard_by_month', { year, month: 13 });
    expect(res.json().fieldErrors.month[0]).toBe('月は1から12までで選んでください');
    res = await t.app.inject({ method: 'GET', url: `/api/local_governments/organization/dashboard_by_month?type=doc&year=${year}`, headers: board });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.type[0]).toMatch(/excel か pdf/);
    expect((await post('dashboard_by_month', { year, schoolId: other.school.id })).statusCode).toBe(404);
    expect((await post('dashboard_by_month', { year, schoolId: t.schoolA.id }, other.headers)).statusCode).toBe(404);
  });

  it('a second board sees only its own school; teachers, students and parents are refused', async () => {
    const rows = (await post('dashboard_by_month', { year }, other.headers)).json().data.rows;
    expect(rows.map((r: { name: string }) => r.name)).toEqual(['別市教育委員会', 'Z小学校']);
    const others = [await signInTeacher(t, t.schoolA, 'admin'), await signInStudent(t, t.schoolA), await signInParent(t, t.schoolA)];
    for (const type of TYPES) {
      for (const headers of others) {
        expect((await post(type, { year }, headers)).statusCode).toBe(403);
        expect((await t.app.inject({ method: 'GET', url: `/api/local_governments/organization/${type}?type=excel&year=${year}`, headers })).statusCode).toBe(
          403,
        );
      }
    }
  });

  it('distinct students with a 話したい or an alert match a recount, by school and by class', async () => {
    const b = await studentIdsOf(t, t.schoolB.klasses[0]!.id);
    await t.db.execute(sql`INSERT INTO condition_alerts (student_id, school_id, condition_kind, date, content_alert)
      VALUES (${b[0]!}, ${t.schoolB.id}, 'mental', ${today}, 'x'), (${b[0]!}, ${t.schoolB.id}, 'physical', ${addDays(today, -1)}, 'x')
      ON CONFLICT DO NOTHING`);
    const period = fiscalPeriod(year);
    const range = { yearFrom: period.from, yearTo: period.to, from: period.from, to: period.to };
    const bySchool = await loadReportSources(t.db, 'school', [t.schoolA.id, t.schoolB.id], year, range);
    const talkers = async (school: number) =>
      (await t.db.execute(sql`SELECT count(DISTINCT student_id)::int AS n FROM soss WHERE school_id = ${school}`)) as unknown as { rows: { n: number }[] };
    expect(bySchool.distinct.get(t.schoolA.id)?.talkStudents).toBe((await talkers(t.schoolA.id)).rows[0]!.n);
    expect(bySchool.distinct.get(t.schoolB.id)).toEqual({
      talkStudents: (await talkers(t.schoolB.id)).rows[0]!.n,
      mentalAlertStudents: 1,
      physicalAlertStudents: 1,
    });
    const byKlass = await loadReportSources(t.db, 'klass', [t.schoolB.id], year, range);
    expect(byKlass.distinct.get(t.schoolB.klasses[0]!.id)).toMatchObject({ mentalAlertStudents: 1, physicalAlertStudents: 1 });
  });

  it('daily figures stay exact when check-ins change later (edit, move to another day, delete), before and after the fold', async () => {
    const [s1, s2] = await studentIdsOf(t, t.schoolA.klasses[1]!.id);
    const yesterday = addDays(today, -1);
    await checkIn(t, t.schoolA.id, s1!, yesterday, 'good', 'bad');
    await checkIn(t, t.schoolA.id, s2!, yesterday, 'worst', 'good');
    await t.db.execute(sql`UPDATE conditions SET mental = 'bad' WHERE student_id = ${s1!} AND date = ${yesterday}`);
    await t.db.execute(sql`UPDATE conditions SET date = ${addDays(today, -2)} WHERE student_id = ${s2!} AND date = ${yesterday}`);
    await t.db.execute(sql`DELETE FROM conditions WHERE student_id = ${s1!} AND date = ${today}`);
    const expected = await t.db.execute(sql`SELECT c.school_id, c.date::text AS date, count(*)::int AS n,
        count(*) FILTER (WHERE c.mental IN ('bad','worst'))::int AS m, count(*) FILTER (WHERE c.physical IN ('bad','worst'))::int AS p
      FROM conditions c WHERE c.mental IS NOT NULL OR c.physical IS NOT NULL GROUP BY 1, 2 ORDER BY 1, 2`);
    // Before the fold: the check-ins are deltas, and the live figures the reports read add them.
    const live = (figures: SQL) =>
      t.db.execute(sql`SELECT school_id, date::text AS date, sum(check_ins)::int AS n, sum(mental_bad + mental_worst)::int AS m,
        sum(physical_bad + physical_worst)::int AS p FROM ${figures} f GROUP BY 1, 2 HAVING sum(check_ins) <> 0 ORDER BY 1, 2`);
    const rowsOf = (r: unknown) => (r as { rows: unknown[] }).rows;
    const deltas = (await t.db.execute(sql`SELECT count(*)::int AS n FROM board_figure_deltas`)) as unknown as { rows: { n: number }[] };
    expect(deltas.rows[0]!.n).toBeGreaterThan(0);
    expect(rowsOf(await live(liveKlassFigures()))).toEqual(rowsOf(expected));
    expect(rowsOf(await live(liveSchoolFigures()))).toEqual(rowsOf(expected));
    const before = await loadReportSources(t.db, 'klass', [t.schoolA.id], year, { ...yearRange(), from: fiscalPeriod(year).from, to: fiscalPeriod(year).to });
    // The worker's fold moves them into the tables; nothing a reader sees changes.
    await t.db.execute(sql`SELECT board_figures_fold()`);
    expect(rowsOf(await t.db.execute(sql`SELECT * FROM board_figure_deltas`))).toEqual([]);
    expect(await loadReportSources(t.db, 'klass', [t.schoolA.id], year, { ...yearRange(), from: fiscalPeriod(year).from, to: fiscalPeriod(year).to })).toEqual(
      before,
    );
    const kept = await t.db.execute(sql`SELECT school_id, date::text AS date, sum(check_ins)::int AS n, sum(mental_bad + mental_worst)::int AS m,
        sum(physical_bad + physical_worst)::int AS p FROM board_daily_figures GROUP BY 1, 2 HAVING sum(check_ins) <> 0 ORDER BY 1, 2`);
    expect((kept as { rows: unknown[] }).rows).toEqual((expected as { rows: unknown[] }).rows);
    const bySchool = await t.db.execute(sql`SELECT school_id, date::text AS date, sum(check_ins)::int AS n, sum(mental_bad + mental_worst)::int AS m,
        sum(physical_bad + physical_worst)::int AS p FROM board_school_daily_figures GROUP BY 1, 2 HAVING sum(check_ins) <> 0 ORDER BY 1, 2`);
    expect((bySchool as { rows: unknown[] }).rows).toEqual((expected as { rows: unknown[] }).rows);
  });

  it('talk requests and alerts stay exact in the kept aggregates when they change later (handled, moved, deleted)', async () => {
    const [s1, s2, s3] = await studentIdsOf(t, t.schoolA.klasses[2]!.id);
    const lastMonth = addDays(`${today.slice(0, 7)}-01`, -3);
    const insertTalk = (student: number, date: string) =>
      t.db.execute(
        sql`INSERT INTO soss (student_id, school_id, label, date) VALUES (${student}, ${t.schoolA.id}, '担任の先生と話したい', ${date}) RETURNING id`,
      );
    const idOf = (r: unknown) => (r as { rows: { id: number }[] }).rows[0]!.id;
    const t1 = idOf(await insertTalk(s1!, today));
    const t2 = idOf(await insertTalk(s1!, lastMonth));
    const t3 = idOf(await insertTalk(s2!, today));
    await t.db.execute(sql`INSERT INTO condition_alerts (student_id, school_id, condition_kind, date, content_alert)
      VALUES (${s2!}, ${t.schoolA.id}, 'mental', ${lastMonth}, 'x'), (${s3!}, ${t.schoolA.id}, 'physical', ${today}, 'x'), (${s3!}, ${t.schoolA.id}, 'mental', ${today}, 'x')`);
    await t.db.execute(sql`UPDATE soss SET processed = true, processed_at = now() WHERE id = ${t1}`);
    await t.db.execute(sql`UPDATE soss SET date = ${today} WHERE id = ${t2}`); // s1's last-month bit goes
    await t.db.execute(sql`DELETE FROM soss WHERE id = ${t3}`); // s2 keeps only last month's alert
    await t.db.execute(sql`UPDATE condition_alerts SET processed = true WHERE student_id = ${s2!}`);
    await t.db.execute(sql`UPDATE condition_alerts SET date = ${lastMonth} WHERE student_id = ${s3!} AND condition_kind = 'physical'`);
    await t.db.execute(sql`DELETE FROM condition_alerts WHERE student_id = ${s3!} AND condition_kind = 'mental'`);

    // The recount, from the rows, in JavaScript.
    const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
    type Event = { school_id: number; student_id: number; date: string; kind: string; processed: boolean };
    const events = rows<Event>(
      await t.db.execute(sql`SELECT school_id::int, student_id::int, date::text AS date, 'talk' AS kind, processed FROM soss
        UNION ALL SELECT school_id::int, student_id::int, date::text, condition_kind, processed FROM condition_alerts`),
    );
    const daily = new Map<string, number[]>();
    const flags = new Map<string, number[]>();
    for (const e of events) {
      const d = daily.get(`${e.school_id}|${e.date}`) ?? [0, 0, 0, 0];
      const at = e.kind === 'talk' ? 0 : 2;
      d[at]! += 1;
      if (!e.processed) d[at + 1]! += 1;
      daily.set(`${e.school_id}|${e.date}`, d);
      const m = Number(e.date.slice(5, 7));
      const key = `${e.school_id}|${schoolYearOf(e.date)}|${e.student_id}`;
      const f = flags.get(key) ?? [0, 0, 0];
      f[['talk', 'mental', 'physical'].indexOf(e.kind)]! |= 1 << ((m + 8) % 12);
      flags.set(key, f);
    }
    const keptDaily = rows<{ k: string; v: number[] }>(
      await t.db.execute(sql`SELECT school_id || '|' || date AS k,
          ARRAY[sum(talk_requests), sum(talk_unprocessed), sum(alerts), sum(alerts_unprocessed)]::int[] AS v
        FROM board_school_daily_figures GROUP BY school_id, date
        HAVING (sum(talk_requests), sum(talk_unprocessed), sum(alerts), sum(alerts_unprocessed)) <> (0, 0, 0, 0)`),
    );
    expect(new Map(keptDaily.map((r) => [r.k, r.v]))).toEqual(daily);
    const keptFlags = rows<{ k: string; v: number[] }>(
      await t.db.execute(sql`SELECT school_id || '|' || year || '|' || student_id AS k, ARRAY[talk_months, mental_alert_months, physical_alert_months] AS v
        FROM board_student_year_flags`),
    );
    expect(new Map(keptFlags.map((r) => [r.k, r.v]))).toEqual(flags);
    // The cases above are really in the recount: s1 only this month, s2 only last month's alert, s3 one physical alert last month.
    const bit = (date: string) => 1 << ((Number(date.slice(5, 7)) + 8) % 12);
    expect(flags.get(`${t.schoolA.id}|${schoolYearOf(today)}|${s1!}`)).toEqual([bit(today), 0, 0]);
    expect(flags.get(`${t.schoolA.id}|${schoolYearOf(lastMonth)}|${s3!}`)).toEqual([0, 0, bit(lastMonth)]);
  });
});
