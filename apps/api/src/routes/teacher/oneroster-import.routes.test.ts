import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import type { OneRosterPreview } from '@sukoyaka/contracts/roster-import';
import { rosterSourceIds, schools, students, teachers } from '@sukoyaka/db/schema';
import { buildOneRosterZip } from '../../modules/roster-import/oneroster-sample.ts';
import { createTestApp, signInLocalGovernment, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

/**
 * OneRoster as 校務支援 systems export it (issue 23 item 4, decision 045), through the API: a CP932
 * file in the 1.2 layout matched by the MEXT 学校コード, every person previewed or skipped with a
 * reason, a file of another 年度, the board's 学校コード endpoint, and the sourcedIds kept so the
 * next export finds the same people.
 */
let t: TestApp;
let admin: AuthHeaders;
let board: AuthHeaders;
const year = schoolYearOf();
const MEXT_A = 'B114210000013';

beforeAll(async () => {
  t = await createTestApp({ logLevel: 'error' });
  admin = await signInTeacher(t, t.schoolA, 'admin');
  board = await signInLocalGovernment(t);
});
afterAll(() => t.close());

const post = (path: 'previewimport' | 'import', file: Buffer, resolutions?: { row: number; choice: string }[]) =>
  t.app.inject({ method: 'POST', url: `/api/teachers/oneroster/${path}`, headers: admin, payload: { file: file.toString('base64'), year, resolutions } });
/** A city export: school A (by its MEXT code) with 4年7組 and a teacher, and another city school. */
const cityZip = (students: string[], fileYear = year) =>
  buildOneRosterZip(
    [
      { code: MEXT_A, klasses: [{ grade: 'P4', title: '4年7組', students, teacherEmail: 'or.teacher@a.example.jp', year: fileYear }] },
      { code: 'C114210000011', klasses: [{ grade: 'J1', title: '1年1組', students: ['他校 一', '他校 二'], year: fileYear }] },
    ],
    fileYear,
    { layout: '1.2', encoding: 'cp932' },
  );

describe('the board sets the MEXT 学校コード', () => {
  it('refuses a wrong check digit, another type and another board; sets it for its own school', async () => {
    const set = (id: number, code: string) =>
      t.app.inject({ method: 'POST', url: `/api/local_governments/schools/${id}/mext_school_code`, headers: board, payload: { mextSchoolCode: code } });
    const wrongDigit = await set(t.schoolA.id, 'B114210000014');
    expect(wrongDigit.statusCode).toBe(400);
    expect(wrongDigit.json().fieldErrors.mextSchoolCode[0]).toContain('検査数字');
    const juniorHighCode = await set(t.schoolA.id, 'C114210000011');
    expect(juniorHighCode.statusCode).toBe(422);
    expect(juniorHighCode.json().errors[0]).toBe('学校コードの学校種は中学校（C1）です。小学校の学校コードはB1で始まります');
    expect((await set(999_999, MEXT_A)).statusCode).toBe(404);
    const ok = await set(t.schoolA.id, MEXT_A.toLowerCase());
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.mextSchoolCode).toBe(MEXT_A);
    expect((await set(t.schoolB.id, MEXT_A)).statusCode).toBe(422);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/local_governments/organization', headers: board })).json().data.schools;
    expect(listed.find((s: { id: number }) => s.id === t.schoolA.id).mextSchoolCode).toBe(MEXT_A);
  });
});

describe('a CP932 Japan Profile export in the 1.2 layout', () => {
  it('previews this school’s people with their names intact, teachers from roles.csv, and everyone else skipped with the reason', async () => {
    const res = await post('previewimport', cityZip(['山口 結月', '髙橋 ①子']));
    expect(res.statusCode).toBe(200);
    const data = res.json().data as OneRosterPreview;
    expect(data).toMatchObject({ version: '1.2', encoding: 'Shift_JIS', people: 5, issues: [] });
    expect(data.students.rows.map((r) => [r.cells.name, r.cells.grade, r.cells.klass, r.cells.studentNumber, r.action])).toEqual([
      ['山口 結月', '4年', '7組', '1', 'create'],
      ['髙橋 ①子', '4年', '7組', '2', 'create'],
    ]);
    expect(data.teachers.rows.map((r) => [r.cells.name, r.cells.email, r.cells.grade, r.cells.klass])).toEqual([
      ['担任0 先生', 'or.teacher@a.example.jp', '4年', '7組'],
    ]);
    expect(data.skipped).toEqual([
      {
        reason: 'other_school',
        message: '他の学校の人（学校コード C114210000011）',
        count: 2,
        people: [
          { line: 5, name: null },
          { line: 6, name: null },
        ],
      },
    ]);
  });

  it('imports both kinds, keeps the sourcedIds, and the same file again changes nothing', async () => {
    const file = cityZip(['山口 結月', '髙橋 ①子']);
    const first = await post('import', file);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.students.summary.create).toBe(2);
    expect((await t.db.select().from(teachers).where(eq(teachers.email, 'or.teacher@a.example.jp'))).length).toBe(1);
    const ids = await t.db.select().from(rosterSourceIds);
    expect(ids.filter((r) => r.entity === 'student')).toHaveLength(2);
    const again = await post('import', file);
    expect(again.json().data.students.summary).toMatchObject({ create: 0, unchanged: 2 });
  });

  it('a pupil renamed in the export is matched by sourcedId: a conflict, and 同じ児童生徒 renames her', async () => {
    const renamed = cityZip(['山口 ゆづき', '髙橋 ①子']);
    const preview = (await post('previewimport', renamed)).json().data as OneRosterPreview;
    expect(preview.students.rows[0]).toMatchObject({ action: 'conflict', conflict: { studentName: '山口 結月', choices: ['same_student', 'skip'] } });
    expect((await post('import', renamed)).statusCode).toBe(422);
    const [before] = await t.db.select().from(students).where(eq(students.name, '山口 結月'));
    const done = await post('import', renamed, [{ row: preview.students.rows[0]!.row, choice: 'same_student' }]);
    expect(done.statusCode).toBe(200);
    const [after] = await t.db.select().from(students).where(eq(students.id, before!.id));
    expect(after!.name).toBe('山口 ゆづき');
  });

  it('a file of another 年度 names both years for everyone and imports nothing', async () => {
    const res = await post('previewimport', cityZip(['来年 一郎'], year + 1));
    const data = res.json().data as OneRosterPreview;
    expect(data.students.rows).toEqual([]);
    expect(data.skipped.find((g) => g.reason === 'other_year')).toMatchObject({
      message: `${year + 1}年度の名簿です（取り込み先は${year}年度）`,
      count: 2,
    });
    const refused = await post('import', cityZip(['来年 一郎'], year + 1));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toBe('このファイルには取り込める人がいません。取り込まない人の一覧で理由を確認してください。');
  });

  it('without the MEXT code the school is still found by its own code; an unknown code is a skip naming it', async () => {
    await t.db.update(schools).set({ mextSchoolCode: null }).where(eq(schools.id, t.schoolA.id));
    const byUrlCode = buildOneRosterZip([{ code: t.schoolA.code, klasses: [{ grade: 'P4', title: '4年7組', students: ['山口 ゆづき'] }] }], year);
    expect(((await post('previewimport', byUrlCode)).json().data as OneRosterPreview).students.rows).toHaveLength(1);
    const unknown = ((await post('previewimport', cityZip(['x y']))).json().data as OneRosterPreview).skipped.map((g) => g.message);
    expect(unknown).toEqual(['他の学校の人（学校コード B114210000013）', '他の学校の人（学校コード C114210000011）']);
  });
});
