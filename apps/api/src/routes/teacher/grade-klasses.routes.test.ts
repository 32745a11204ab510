import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { gradeCodeMasters, klasses } from '@sukoyaka/db/schema';
import { type AuthHeaders, createTestApp, signInSchoolStaff, type TestApp } from '../../test/test-app.ts';

/** Grades and classes (issue 13 item 1): admin only, duplicates refused, a class in use kept. */
let t: TestApp;
let admin: AuthHeaders;
let classTeacher: AuthHeaders;
let adminB: AuthHeaders;

beforeAll(async () => {
  t = await createTestApp({ logLevel: 'error' });
  ({ admin, classTeacher, adminB } = await signInSchoolStaff(t));
});
afterAll(() => t.close());

const post = (path: string, payload: object, headers = admin) => t.app.inject({ method: 'POST', url: `/api/teachers/grade_klasses/${path}`, headers, payload });
const summary = async (headers = admin) => (await t.app.inject({ method: 'GET', url: '/api/teachers/grade_klasses/summary', headers })).json().data;
const masters = async () => (await t.app.inject({ method: 'GET', url: '/api/teachers/grade_code_masters', headers: admin })).json().data;

describe('grade code master', () => {
  it("lists only the school's own type's grades, with their Japan Profile codes (a 小学校: 小1–小6, P1–P6; decision 046)", async () => {
    const list = await masters();
    expect(list.map((m: { name: string }) => m.name)).toEqual(['小1', '小2', '小3', '小4', '小5', '小6']);
    expect(list.map((m: { jpGradeCode: string }) => m.jpGradeCode)).toEqual(['P1', 'P2', 'P3', 'P4', 'P5', 'P6']);
  });
});

describe('classes of this year', () => {
  it('an admin adds a class to 1年, renames and deletes an empty class', async () => {
    const all = await masters();
    const e1 = all.find((m: { code: string }) => m.code === 'E1').id;
    const res = await post('bulk_create', { klasses: [{ gradeCodeMasterId: e1, name: '2組' }] });
    expect(res.statusCode).toBe(200);
    const view = res.json().data;
    const grade1 = view.grades.find((g: { name: string }) => g.name === '1年');
    expect(grade1.klasses.map((k: { name: string }) => k.name)).toEqual(['1組', '2組']);
    expect(grade1.klasses[0]).toMatchObject({ studentCount: 3, deletable: false });
    expect(grade1.klasses[1]).toMatchObject({ studentCount: 0, deletable: true, teacherNames: [] });
    const newKlass = grade1.klasses[1].id;
    expect((await post('bulk_update', { klasses: [{ id: newKlass, name: '3組' }] })).json().data.grades[0].klasses[1].name).toBe('3組');
    const deleted = await post('bulk_delete', { ids: [newKlass] });
    expect(deleted.statusCode).toBe(200);
    expect((await t.db.select().from(klasses).where(eq(klasses.id, newKlass))).length).toBe(0);
  });

  it('refuses a grade of another school type (a second 「1年」 from 中1 in a 小学校), writing nothing', async () => {
    const [j1] = await t.db.select().from(gradeCodeMasters).where(eq(gradeCodeMasters.code, 'J1'));
    const before = await summary();
    const res = await post('bulk_create', { klasses: [{ gradeCodeMasterId: j1!.id, name: '1組' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toBe('この学校の学年ではありません。学年・組の設定の一覧から選んでください。');
    expect(await summary()).toEqual(before);
    const login = (await t.app.inject({ method: 'GET', url: '/api/schools/show_school_info?school_code=school-a' })).json().data;
    expect(login.grades.filter((g: { name: string }) => g.name === '1年')).toHaveLength(1);
  });

  it('refuses a duplicate name in the same grade, in the request or against an existing class, writing nothing', async () => {
    const e2 = (await masters()).find((m: { code: string }) => m.code === 'E2').id;
    const before = (await t.db.select().from(klasses)).length;
    const dup = await post('bulk_create', { klasses: [{ gradeCodeMasterId: e2, name: '1組' }] });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors[0]).toBe('同じ学年に「1組」というクラスがすでにあります。別の名前にしてください。');
    const twice = await post('bulk_create', {
      klasses: [
        { gradeCodeMasterId: e2, name: '5組' },
        { gradeCodeMasterId: e2, name: '5組' },
      ],
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().fieldErrors['klasses.1.name']).toBeDefined();
    expect((await t.db.select().from(klasses)).length).toBe(before);
  });

  it('a class with students cannot be deleted, with a clear message; nothing is deleted', async () => {
    const res = await post('bulk_delete', { ids: [t.schoolA.klasses[1]!.id] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toMatch(/^2年 1組は、児童生徒または担任の先生が登録されているか、これまでの記録があるため削除できません。/);
    expect((await t.db.select().from(klasses).where(eq(klasses.id, t.schoolA.klasses[1]!.id))).length).toBe(1);
  });

  it('bad input is a 400 naming the field; an unknown grade code is refused', async () => {
    const empty = await post('bulk_create', { klasses: [{ gradeCodeMasterId: 1, name: ' ' }] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors['klasses.0.name'][0]).toBe('クラス名を入力してください');
    expect((await post('bulk_create', { klasses: [{ gradeCodeMasterId: 99999, name: '1組' }] })).statusCode).toBe(400);
  });

  it("a class teacher gets 403; another school's class is 404 and stays", async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/teachers/grade_code_masters', headers: classTeacher })).statusCode).toBe(403);
    expect((await post('bulk_update', { klasses: [{ id: t.schoolA.klasses[0]!.id, name: 'x' }] }, classTeacher)).statusCode).toBe(403);
    expect((await post('bulk_update', { klasses: [{ id: t.schoolA.klasses[0]!.id, name: 'x' }] }, adminB)).statusCode).toBe(404);
    expect((await post('bulk_delete', { ids: [t.schoolA.klasses[2]!.id] }, adminB)).statusCode).toBe(404);
    expect((await summary()).grades[2].klasses[0].name).toBe('1組');
  });
});
