import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signInStudent, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

/** SOS and standby sentences (issue 13 item 6) and the remaining calls of item 7. */
let t: TestApp;
let admin: AuthHeaders;
let classTeacher: AuthHeaders;
let student: AuthHeaders;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInTeacher(t, t.schoolA, 'admin');
  classTeacher = await signInTeacher(t, t.schoolA, 0);
  student = await signInStudent(t, t.schoolA, 0, 1);
});
afterAll(() => t.close());

const save = (path: string, sentence: string | null, headers = admin) =>
  t.app.inject({ method: 'POST', url: `/api/teachers/${path}`, headers, payload: { sentence } });

describe('sentences', () => {
  it('saves the SOS sentence normalised, the student sees it in show_full_school_info; null restores the default', async () => {
    const res = await save('sos_sentences', '｛先生：せんせい｝に　はなしてね');
    expect(res.json().data.sentence).toBe('{先生:せんせい}に はなしてね');
    await save('standby_sentences', '{先生:せんせい}が{来:く}るのを{待:ま}ってね');
    const info = (await t.app.inject({ method: 'GET', url: '/api/schools/show_full_school_info', headers: student })).json().data;
    expect(info).toMatchObject({
      name: 'A小学校',
      gradeName: '1年',
      klassName: '1組',
      sosSentence: '{先生:せんせい}に はなしてね',
      standbySentence: '{先生:せんせい}が{来:く}るのを{待:ま}ってね',
    });
    await save('sos_sentences', null);
    expect((await t.app.inject({ method: 'GET', url: '/api/teachers/sos_sentences', headers: classTeacher })).json().data.sentence).toBeNull();
  });

  it('refuses a sentence breaking a §5 rule with its message on the field; nothing is written', async () => {
    await save('standby_sentences', 'まってね');
    const cases: [string, string][] = [
      ['あ'.repeat(101), '100文字以内で入力してください。'],
      ['', '入力が空です。文章を入力してください。'],
      ['{先生:センセイ}', 'ふりがなはひらがなで入力してください。'],
      ['時間: 10分', '「{」「}」「:」はふりがなをつけるときだけ使えます。'],
      ['{{a:あ}}', '{漢字:ふりがな}のルールに一致しない文章が含まれます。'],
    ];
    for (const [sentence, message] of cases) {
      const res = await save('standby_sentences', sentence);
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors.sentence[0]).toBe(message);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/teachers/standby_sentences', headers: admin })).json().data.sentence).toBe('まってね');
  });

  it('a class teacher reads but may not save (403)', async () => {
    expect((await save('sos_sentences', 'x', classTeacher)).statusCode).toBe(403);
  });
});

describe('the remaining calls', () => {
  it('GET /api/schools/{id}: the own school; another id 404', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/schools/${t.schoolA.id}`, headers: admin })).json().data).toMatchObject({
      code: 'school-a',
      name: 'A小学校',
    });
    expect((await t.app.inject({ method: 'GET', url: `/api/schools/${t.schoolB.id}`, headers: admin })).statusCode).toBe(404);
  });

  it("list_by_local_government lists the board's schools, own first", async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/teachers/schools/list_by_local_government', headers: classTeacher })).json().data;
    expect(list.map((s: { code: string; own: boolean }) => [s.code, s.own])).toEqual([
      ['school-a', true],
      ['school-b', false],
    ]);
  });

  it("a student's month of check-ins (dashboard_by_month), and a teacher's month of a visible student (students/conditions)", async () => {
    const now = new Date(Date.now() + 9 * 3600_000);
    const [year, month] = [now.getUTCFullYear(), now.getUTCMonth() + 1];
    await t.app.inject({ method: 'POST', url: '/api/conditions', headers: student, payload: { mental: 'good', physical: 'bad' } });
    const mine = (await t.app.inject({ method: 'GET', url: `/api/conditions/dashboard_by_month?year=${year}&month=${month}`, headers: student })).json().data;
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ mental: 'good', physical: 'bad' });
    const me = (await t.app.inject({ method: 'GET', url: '/api/students/me', headers: student })).json().data;
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/teachers/students/conditions?studentId=${me.id}&year=${year}&month=${month}`,
      headers: classTeacher,
    });
    expect(seen.json().data).toHaveLength(1);
    const other = await signInTeacher(t, t.schoolA, 1);
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/teachers/students/conditions?studentId=${me.id}&year=${year}&month=${month}`, headers: other }))
        .statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/api/conditions/dashboard_by_month?year=${year}&month=13`, headers: student })).statusCode).toBe(400);
  });
});
