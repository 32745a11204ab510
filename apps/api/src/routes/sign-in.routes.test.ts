import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from '@sukoyaka/db/schema';
import { createTestApp, PASSWORDS, signInLocalGovernment, signInParent, signInStudent, signInTeacher, type TestApp } from '../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ accountFailureLimit: 3 });
});
afterAll(() => t.close());

const signIn = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });

describe('student sign-in', () => {
  it('returns the token headers of spec §7 and stores only a hash of the token', async () => {
    const k = t.schoolA.klasses[0]!;
    const res = await signIn('/api/students/sign_in', {
      schoolCode: 'school-a',
      gradeId: k.gradeId,
      klassId: k.id,
      studentNumber: 1,
      password: PASSWORDS.student,
    });
    expect(res.statusCode).toBe(200);
    const token = String(res.headers['access-token']);
    expect(token.length).toBeGreaterThanOrEqual(43);
    expect(res.headers.client).toBeTruthy();
    expect(res.headers.uid).toBeTruthy();
    expect(res.headers.schoolcode).toBe('school-a');
    const stored = await t.db.select().from(authTokens);
    expect(stored.some((r) => r.tokenHash === token)).toBe(false);
  });

  it('answers a wrong password with 401 in Japanese', async () => {
    const k = t.schoolA.klasses[1]!;
    const res = await signIn('/api/students/sign_in', { schoolCode: 'school-a', gradeId: k.gradeId, klassId: k.id, studentNumber: 1, password: 'wrong' });
    expect(res.statusCode).toBe(401);
    expect(res.json().errors).toEqual(['ログイン情報が正しくありません。']);
  });

  it('refuses a class of another school under this school code', async () => {
    const k = t.schoolB.klasses[0]!;
    const res = await signIn('/api/students/sign_in', {
      schoolCode: 'school-a',
      gradeId: k.gradeId,
      klassId: k.id,
      studentNumber: 1,
      password: PASSWORDS.student,
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers an unknown school code with the spec §8 message (404)', async () => {
    const res = await signIn('/api/students/sign_in', { schoolCode: 'nowhere', gradeId: 1, klassId: 1, studentNumber: 1, password: 'x' });
    expect(res.statusCode).toBe(404);
    expect(res.json().errors[0]).toContain('学校コード');
  });

  it('locks the account after 3 failures (429) even with the right password, and other students are unaffected', async () => {
    const k = t.schoolA.klasses[2]!;
    const body = { schoolCode: 'school-a', gradeId: k.gradeId, klassId: k.id, studentNumber: 3 };
    for (let i = 0; i < 3; i++) expect((await signIn('/api/students/sign_in', { ...body, password: 'bad' })).statusCode).toBe(401);
    const locked = await signIn('/api/students/sign_in', { ...body, password: PASSWORDS.student });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errors[0]).toMatch(/試行回数/);
    await expect(signInStudent(t, t.schoolA, 2, 2)).resolves.toBeTruthy();
  });
});

describe('teacher, parent and board sign-in', () => {
  it('signs in a teacher at their own school only', async () => {
    await expect(signInTeacher(t, t.schoolA, 0)).resolves.toBeTruthy();
    const res = await signIn('/api/teachers/sign_in', { schoolCode: 'school-b', email: t.schoolA.klasses[0]!.teacherEmail, password: PASSWORDS.teacher });
    expect(res.statusCode).toBe(401);
  });

  it('admits only admin teachers at /admin/login (no school code)', async () => {
    const admin = await signIn('/api/teachers/sign_in', { email: t.schoolA.adminEmail, password: PASSWORDS.teacher });
    expect(admin.statusCode).toBe(200);
    expect(admin.headers.schoolcode).toBe('school-a');
    const plain = await signIn('/api/teachers/sign_in', { email: t.schoolA.klasses[0]!.teacherEmail, password: PASSWORDS.teacher });
    expect(plain.statusCode).toBe(401);
  });

  it('rejects a malformed e-mail with the spec §5 message', async () => {
    const res = await signIn('/api/teachers/sign_in', { schoolCode: 'school-a', email: 'not-an-email', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.email).toEqual(['正しい形式で入力してください']);
  });

  it('signs in a parent, who sees only their own children', async () => {
    const parent = await signInParent(t, t.schoolA, 0);
    const res = await t.app.inject({ method: 'GET', url: '/api/parents/student', headers: parent });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.length).toBeGreaterThanOrEqual(1);
    expect(res.json().data[0]).toMatchObject({ gradeName: expect.any(String), klassName: expect.any(String) });
  });

  it('signs in board staff and returns the organisation state', async () => {
    const board = await signInLocalGovernment(t);
    const res = await t.app.inject({ method: 'GET', url: '/api/local_governments/organization/me', headers: board });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'テスト市教育委員会', localGovernment: { name: 'テスト市' } });
  });
});

describe('sign-out', () => {
  it('revokes only this device: the token stops working, another device keeps working', async () => {
    const tablet = await signInStudent(t, t.schoolB, 1, 1);
    const phone = await signInStudent(t, t.schoolB, 1, 1);
    const out = await t.app.inject({ method: 'DELETE', url: '/api/students/sign_out', headers: tablet });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/students/me', headers: tablet })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/students/me', headers: phone })).statusCode).toBe(200);
  });
});

describe('per-IP sign-in limit', () => {
  it('answers 429 in Japanese once an IP exceeds the limit', async () => {
    const limited = await createTestApp({ signInLimitPerIp: 2 });
    try {
      const body = { schoolCode: 'school-a', email: 'nobody@a.example.jp', password: 'x' };
      const codes: number[] = [];
      for (let i = 0; i < 3; i++) codes.push((await limited.app.inject({ method: 'POST', url: '/api/teachers/sign_in', payload: body })).statusCode);
      expect(codes).toEqual([401, 401, 429]);
      const res = await limited.app.inject({ method: 'POST', url: '/api/teachers/sign_in', payload: body });
      expect(res.json().errors[0]).toMatch(/試行回数/);
    } finally {
      await limited.close();
    }
  });
});
