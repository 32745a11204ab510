import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { studentEnrollments, students } from '@sukoyaka/db/schema';
import { CARD_PASSWORD_ALPHABET } from '../../modules/school-admin/card-password.ts';
import { type AuthHeaders, createTestApp, signInSchoolStaff, signInStudent, type TestApp } from '../../test/test-app.ts';

/** Student accounts (issue 13 item 2): search, edit, stop/restart, move, reset, sign-in cards. */
let t: TestApp;
let admin: AuthHeaders;
let classTeacher: AuthHeaders;
let adminB: AuthHeaders;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, classTeacher, adminB } = await signInSchoolStaff(t));
});
afterAll(() => t.close());

const list = async (query: string, headers = admin) =>
  (await t.app.inject({ method: 'GET', url: `/api/teachers/student_accounts?${query}`, headers })).json().data;
const firstOf = async (klassIndex: number) => (await list(`klassId=${t.schoolA.klasses[klassIndex]!.id}`)).list[0];
const studentMe = (headers: AuthHeaders) => t.app.inject({ method: 'GET', url: '/api/students/me', headers });

describe('the roster', () => {
  it("pages this year's students in grade, class and number order", async () => {
    const page = await list('limit=4&page=2');
    expect(page.total).toBe(18);
    expect(page.list).toHaveLength(4);
    expect(page.list[0]).toMatchObject({ gradeName: '2年', klassName: '1組', studentNumber: 2, signInStopped: false });
  });

  it('searches names case-insensitively with full-width normalisation, and by number', async () => {
    const someone = await firstOf(0);
    await t.db.update(students).set({ name: 'Yamada Ｈａｎａ' }).where(eq(students.id, someone.id));
    expect((await list(`keyword=${encodeURIComponent('ｙａｍａｄａ hana')}`)).list.map((s: { id: number }) => s.id)).toEqual([someone.id]);
    expect((await list(`keyword=${encodeURIComponent('HANA')}`)).total).toBe(1);
    expect((await list(`keyword=${encodeURIComponent('%')}`)).total).toBe(0);
    expect((await list(`keyword=３&klassId=${t.schoolA.klasses[0]!.id}`)).list.map((s: { studentNumber: number }) => s.studentNumber)).toEqual([3]);
  });

  it('answers an all-digit keyword too large for a number with no match, not a 500 (issue 28 item 11)', async () => {
    for (const keyword of ['2147483648', '99999999999999999999']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/teachers/student_accounts?keyword=${keyword}`, headers: admin });
      expect(res.statusCode).toBe(200);
      expect(res.json().data.total).toBe(0);
    }
  });
});

describe('one student', () => {
  it('edits the name and reading; a bad e-mail is a 400 naming the field and changes nothing', async () => {
    const s = await firstOf(1);
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/teachers/students/${s.id}`,
      headers: admin,
      payload: { name: '山田 花子', nameKana: 'やまだ はなこ' },
    });
    expect(res.json().data).toMatchObject({ name: '山田 花子', nameKana: 'やまだ はなこ' });
    const bad = await t.app.inject({ method: 'PATCH', url: `/api/teachers/students/${s.id}`, headers: admin, payload: { name: 'x', email: 'nope' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors.email[0]).toBe('正しい形式で入力してください');
    expect((await firstOf(1)).name).toBe('山田 花子');
  });

  it('stopping sign-in signs the student out at once (the old token gets 401) and refuses sign-in; restarting allows it again', async () => {
    const session = await signInStudent(t, t.schoolA, 2, 1);
    expect((await studentMe(session)).statusCode).toBe(200);
    const s = await firstOf(2);
    const stop = await t.app.inject({ method: 'POST', url: `/api/teachers/students/${s.id}/stop_sign_in`, headers: admin, payload: { stopped: true } });
    expect(stop.json().data.signInStopped).toBe(true);
    expect((await studentMe(session)).statusCode).toBe(401);
    await expect(signInStudent(t, t.schoolA, 2, 1)).rejects.toThrow(/403/);
    await t.app.inject({ method: 'POST', url: `/api/teachers/students/${s.id}/stop_sign_in`, headers: admin, payload: { stopped: false } });
    expect((await studentMe(await signInStudent(t, t.schoolA, 2, 1))).statusCode).toBe(200);
  });

  it('moves a student to another class; a number taken in that class is refused and nothing moves', async () => {
    const s = await firstOf(3);
    const target = t.schoolA.klasses[4]!.id;
    const taken = await t.app.inject({
      method: 'POST',
      url: `/api/teachers/year_grade_klass_users/${s.enrollmentId}/update_student`,
      headers: admin,
      payload: { klassId: target, studentNumber: 2 },
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().fieldErrors.studentNumber[0]).toBe('出席番号2番はそのクラスですでに使われています。');
    const moved = await t.app.inject({
      method: 'POST',
      url: `/api/teachers/year_grade_klass_users/${s.enrollmentId}/update_student`,
      headers: admin,
      payload: { klassId: target, studentNumber: 4 },
    });
    expect(moved.json().data).toMatchObject({ klassId: target, studentNumber: 4, gradeName: '5年' });
    const [row] = await t.db.select().from(studentEnrollments).where(eq(studentEnrollments.id, s.enrollmentId));
    expect(row!.klassId).toBe(target);
  });

  it('resets a password: the new one (card alphabet) signs in, the old sessions end', async () => {
    const session = await signInStudent(t, t.schoolA, 5, 2);
    const s = (await list(`klassId=${t.schoolA.klasses[5]!.id}`)).list[1];
    const res = await t.app.inject({ method: 'POST', url: `/api/teachers/students/${s.id}/reset_password`, headers: admin });
    const { password } = res.json().data;
    expect(password).toMatch(new RegExp(`^[${CARD_PASSWORD_ALPHABET}]{8}$`));
    expect((await studentMe(session)).statusCode).toBe(401);
    const klass = t.schoolA.klasses[5]!;
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/students/sign_in',
      payload: { schoolCode: 'school-a', gradeId: klass.gradeId, klassId: klass.id, studentNumber: 2, password },
    });
    expect(signIn.statusCode).toBe(200);
  });
});

describe('sign-in cards', () => {
  it('a PDF of one card per student with school, class, number, school code, login URL and a password that signs in', async () => {
    const klass = t.schoolA.klasses[0]!;
    const all = (await t.db.select({ id: studentEnrollments.studentId }).from(studentEnrollments).where(eq(studentEnrollments.klassId, klass.id))).map(
      (r) => r.id,
    );
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/teachers/students/sign_in_cards?klassId=${klass.id}`,
      headers: admin,
      payload: { studentIds: all },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cards-'));
    writeFileSync(path.join(dir, 'cards.pdf'), res.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', path.join(dir, 'cards.pdf'), '-']).toString();
    expect(text).toContain('A小学校');
    expect(text).toContain('1年 1組');
    expect(text).toContain('3番');
    expect(text).toContain('学校コード: school-a');
    expect(text).toContain('http://sukoyaka.test/school-a/student/login');
    const passwords = [...text.matchAll(new RegExp(`はじめのパスワード\\s+([${CARD_PASSWORD_ALPHABET}]{8})`, 'g'))].map((m) => m[1]!);
    expect(passwords).toHaveLength(3);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/students/sign_in',
      payload: { schoolCode: 'school-a', gradeId: klass.gradeId, klassId: klass.id, studentNumber: 1, password: passwords[0] },
    });
    expect(signIn.statusCode).toBe(200);
  });

  it('prints cards only for the pupils chosen: the others keep their password and stay signed in (issue 23 item 5)', async () => {
    const klass = t.schoolA.klasses[2]!;
    const tablet = await signInStudent(t, t.schoolA, 2, 2);
    const list = (await t.app.inject({ method: 'GET', url: '/api/teachers/student_accounts?limit=100', headers: admin })).json().data.list as {
      id: number;
      klassId: number;
      studentNumber: number;
      passwordSet: boolean;
    }[];
    const mine = list.filter((s) => s.klassId === klass.id);
    expect(mine.every((s) => s.passwordSet)).toBe(true);
    const first = mine.find((s) => s.studentNumber === 1)!;
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/teachers/students/sign_in_cards?klassId=${klass.id}`,
      headers: admin,
      payload: { studentIds: [first.id] },
    });
    expect(res.statusCode).toBe(200);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cards-'));
    writeFileSync(path.join(dir, 'cards.pdf'), res.rawPayload);
    const text = execFileSync('pdftotext', ['-layout', path.join(dir, 'cards.pdf'), '-']).toString();
    expect([...text.matchAll(/はじめのパスワード/g)]).toHaveLength(1);
    // Pupil 2 is still signed in on the tablet and still signs in with the old password.
    expect((await t.app.inject({ method: 'GET', url: '/api/students/me', headers: tablet })).statusCode).toBe(200);
    await signInStudent(t, t.schoolA, 2, 3);
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/teachers/students/sign_in_cards?klassId=${klass.id}`,
      headers: admin,
      payload: { studentIds: [] },
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().fieldErrors.studentIds[0]).toBe('カードを作る児童生徒を選んでください');
    const otherKlass = list.find((s) => s.klassId !== klass.id)!;
    const wrong = await t.app.inject({
      method: 'POST',
      url: `/api/teachers/students/sign_in_cards?klassId=${klass.id}`,
      headers: admin,
      payload: { studentIds: [otherKlass.id] },
    });
    expect(wrong.statusCode).toBe(422);
  });
});

describe('who may', () => {
  it("a class teacher gets 403 everywhere; another school's admin gets 404 and changes nothing", async () => {
    const s = await firstOf(0);
    expect((await t.app.inject({ method: 'GET', url: '/api/teachers/student_accounts', headers: classTeacher })).statusCode).toBe(403);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/teachers/students/sign_in_cards?klassId=${t.schoolA.klasses[0]!.id}`,
          headers: classTeacher,
          payload: { studentIds: [s.id] },
        })
      ).statusCode,
    ).toBe(403);
    expect((await t.app.inject({ method: 'PATCH', url: `/api/teachers/students/${s.id}`, headers: adminB, payload: { name: 'x' } })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/teachers/students/${s.id}/stop_sign_in`, headers: adminB, payload: { stopped: true } })).statusCode,
    ).toBe(404);
    expect((await t.app.inject({ method: 'POST', url: `/api/teachers/students/${s.id}/reset_password`, headers: adminB })).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/teachers/students/sign_in_cards?klassId=${t.schoolA.klasses[0]!.id}`,
          headers: adminB,
          payload: { studentIds: [s.id] },
        })
      ).statusCode,
    ).toBe(404);
    expect((await firstOf(0)).signInStopped).toBe(false);
  });
});
