import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { like } from 'drizzle-orm';
import { schools } from '@sukoyaka/db/schema';
import { firstRun } from '@sukoyaka/db/seed/first-run';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * Start empty (issue 13 item 8): `npm run first-run` creates a board, its schools and each school's
 * first admin teacher, who signs in (registration link or FIRST_RUN_PASSWORD) and reaches the
 * admin settings; everything else is done in the UI.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const plan = {
  localGovernment: '新田市',
  board: '新田市教育委員会',
  publicUrl: 'http://sukoyaka.test',
  boardUser: { name: '教委 担当', email: 'board@nitta.example.jp' },
  schools: [
    { code: 'nitta-e1', name: '新田第一小学校', schoolType: 'elementary' as const, adminName: '校長 一郎', adminEmail: 'admin@e1.nitta.example.jp' },
    { code: 'nitta-j1', name: '新田中学校', schoolType: 'junior_high' as const, adminName: '校長 二郎', adminEmail: 'admin@j1.nitta.example.jp' },
  ],
};

describe('first run', () => {
  it('creates the schools and admin teachers; the registration link sets the first password and the admin reaches the settings', async () => {
    const accounts = await firstRun(t.db, plan);
    expect(accounts.map((a) => [a.kind, a.schoolCode])).toEqual([
      ['local_government', null],
      ['teacher', 'nitta-e1'],
      ['teacher', 'nitta-j1'],
    ]);
    const link = new URL(accounts[1]!.registrationUrl!);
    expect(link.pathname).toBe('/nitta-e1/teacher/password/registration');
    const confirmed = await t.app.inject({
      method: 'PATCH',
      url: '/api/teachers/confirmation',
      payload: { confirmation_token: link.searchParams.get('confirmation_token'), password: 'first-admin-pass', password_confirmation: 'first-admin-pass' },
    });
    expect(confirmed.statusCode).toBe(200);
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/teachers/sign_in',
      payload: { schoolCode: 'nitta-e1', email: 'admin@e1.nitta.example.jp', password: 'first-admin-pass' },
    });
    expect(signIn.statusCode).toBe(200);
    const headers = {
      'access-token': String(signIn.headers['access-token']),
      client: String(signIn.headers.client),
      uid: String(signIn.headers.uid),
      schoolCode: 'nitta-e1',
    };
    const template = await t.app.inject({ method: 'GET', url: '/api/teachers/students/import_template', headers });
    expect(template.statusCode).toBe(200);
    const schools = (await t.app.inject({ method: 'GET', url: '/api/teachers/students/go_on_schools', headers })).json().data;
    expect(schools.map((s: { name: string }) => s.name)).toEqual(['新田中学校']);
  });

  it('refuses a school code that exists and a bad plan, creating nothing', async () => {
    await expect(firstRun(t.db, { ...plan, boardUser: undefined, schools: [{ ...plan.schools[0]!, adminEmail: 'other@nitta.example.jp' }] })).rejects.toThrow(
      'この学校コードはすでにあります: nitta-e1',
    );
    await expect(firstRun(t.db, { ...plan, schools: [{ ...plan.schools[0]!, code: 'Bad Code!' }] })).rejects.toThrow('学校コードは半角英小文字');
  });

  it('takes every school type and the MEXT 学校コード, checking its check digit and type (decision 046)', async () => {
    const school = (code: string, schoolType: 'compulsory' | 'special_needs', mextSchoolCode: string) => ({
      code,
      name: `${code}学校`,
      schoolType,
      mextSchoolCode,
      adminName: '管理 者',
      adminEmail: `admin@${code}.example.jp`,
    });
    const base = { ...plan, board: '型市教育委員会', boardUser: undefined };
    await expect(firstRun(t.db, { ...base, schools: [school('kata-g1', 'compulsory', 'C214210000011')] })).rejects.toThrow('学校コードの検査数字');
    await expect(firstRun(t.db, { ...base, schools: [school('kata-g1', 'compulsory', 'E114210000016')] })).rejects.toThrow(
      '学校コードの学校種は特別支援学校（E1）です。義務教育学校の学校コードはC2で始まります',
    );
    await firstRun(t.db, { ...base, schools: [school('kata-g1', 'compulsory', 'C214210000010'), school('kata-s1', 'special_needs', 'E114210000016')] });
    const rows = await t.db
      .select({ code: schools.code, type: schools.schoolType, mext: schools.mextSchoolCode })
      .from(schools)
      .where(like(schools.code, 'kata-%'));
    expect(rows.sort((a, b) => a.code.localeCompare(b.code))).toEqual([
      { code: 'kata-g1', type: 'compulsory', mext: 'C214210000010' },
      { code: 'kata-s1', type: 'special_needs', mext: 'E114210000016' },
    ]);
  });

  it('FIRST_RUN_PASSWORD mode: the admin signs in with the given password', async () => {
    await firstRun(t.db, {
      ...plan,
      board: '別市教育委員会',
      boardUser: undefined,
      password: 'initial-pass-123',
      schools: [{ code: 'other-e1', name: '別市小学校', schoolType: 'elementary', adminName: '管理 三郎', adminEmail: 'admin@other.example.jp' }],
    });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/teachers/sign_in',
      payload: { schoolCode: 'other-e1', email: 'admin@other.example.jp', password: 'initial-pass-123' },
    });
    expect(signIn.statusCode).toBe(200);
  });
});
