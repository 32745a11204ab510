import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_ONLY_MESSAGE } from '../../plugins/auth.ts';
import { IP_NOT_ALLOWED_MESSAGE } from '../../modules/allowed-ips/allowed-ips.service.ts';
import { createTestApp, PASSWORDS, signInStudent, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

/**
 * The school's IP allow-list (spec §2 settings/ip, §7 allowed_ips; issue 9): validation, the
 * lock-out guard, enforcement on teacher requests and sign-in, and which address counts
 * (TRUST_PROXY). Addresses are simulated with inject's `remoteAddress`.
 */

const OFFICE = '203.0.113.5';
const HOME = '198.51.100.7';

let t: TestApp;
let admin: AuthHeaders;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInTeacher(t, t.schoolA, 'admin');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST';
const call = (app: TestApp, method: Method, url: string, headers: Record<string, string>, from: string, payload?: object) =>
  app.app.inject({ method, url, headers, payload, remoteAddress: from });
const save = (headers: AuthHeaders, from: string, allowedIps: { cidr: string; label?: string }[], force?: boolean) =>
  call(t, 'POST', '/api/teachers/allowed_ips', headers, from, { allowedIps, ...(force === undefined ? {} : { force }) });

// Every test starts and ends with school A's list empty (emptied from an address it allows).
afterEach(async () => {
  for (const from of [OFFICE, HOME, '127.0.0.1', '192.0.2.44']) {
    const res = await save(admin, from, []);
    if (res.statusCode === 200) return;
  }
});

describe('school allow-list (teachers/allowed_ips)', () => {
  it('starts empty, tells the caller their address and that it is allowed', async () => {
    const res = await call(t, 'GET', '/api/teachers/allowed_ips', admin, HOME);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ allowedIps: [], currentIp: HOME, currentIpAllowed: true });
  });

  it('names each bad entry in Japanese and keeps the old list', async () => {
    const res = await save(admin, HOME, [{ cidr: '198.51.100.0/24' }, { cidr: '1.2.3' }, { cidr: '2001:db8::/129' }, { cidr: 'fe80::1%eth0' }]);
    expect(res.statusCode).toBe(400);
    const { fieldErrors, errors } = res.json();
    expect(Object.keys(fieldErrors).sort()).toEqual(['allowedIps.1.cidr', 'allowedIps.2.cidr', 'allowedIps.3.cidr']);
    expect(fieldErrors['allowedIps.1.cidr'][0]).toContain('IPアドレス');
    expect(errors[0]).toMatch(/入力内容に誤りがあります/);
    expect((await call(t, 'GET', '/api/teachers/allowed_ips', admin, HOME)).json().data.allowedIps).toEqual([]);
  });

  it('normalises entries (single address → /32, host bits, canonical IPv6) and merges duplicates', async () => {
    const res = await save(admin, HOME, [
      { cidr: ' 198.51.100.7 ', label: '' },
      { cidr: '10.1.2.3/16', label: '校内LAN' },
      { cidr: '2001:0DB8:0000::1/48', label: '本庁' },
      { cidr: '198.51.100.7/32', label: '職員室' },
    ]);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.allowedIps.map((e: { cidr: string; label: string }) => [e.cidr, e.label])).toEqual([
      ['198.51.100.7/32', '職員室'],
      ['10.1.0.0/16', '校内LAN'],
      ['2001:db8::/48', '本庁'],
    ]);
    expect(data.currentIpAllowed).toBe(true);
  });

  it('refuses (409) a list that shuts the caller out unless force is sent; then that address gets 403 in Japanese', async () => {
    await save(admin, HOME, [{ cidr: HOME }, { cidr: '203.0.113.0/24' }]);
    const refused = await save(admin, HOME, [{ cidr: '203.0.113.0/24' }]);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toContain(HOME);
    expect(refused.json().errors[0]).toMatch(/利用できなくなります/);
    expect((await call(t, 'GET', '/api/teachers/allowed_ips', admin, HOME)).json().data.allowedIps).toHaveLength(2);

    const forced = await save(admin, HOME, [{ cidr: '203.0.113.0/24' }], true);
    expect(forced.statusCode).toBe(200);
    expect(forced.json().data.currentIpAllowed).toBe(false);
    const blocked = await call(t, 'GET', '/api/teachers/me', admin, HOME);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().errors).toEqual([IP_NOT_ALLOWED_MESSAGE]);
    expect((await call(t, 'GET', '/api/teachers/me', admin, OFFICE)).statusCode).toBe(200);
  });

  it('allows every address again once the list is emptied', async () => {
    await save(admin, OFFICE, [{ cidr: OFFICE }]);
    expect((await call(t, 'GET', '/api/teachers/me', admin, HOME)).statusCode).toBe(403);
    expect((await save(admin, OFFICE, [])).json().data).toEqual({ allowedIps: [], currentIp: OFFICE, currentIpAllowed: true });
    expect((await call(t, 'GET', '/api/teachers/me', admin, HOME)).statusCode).toBe(200);
  });

  it('include_current_ip adds the caller’s own address once, with its label', async () => {
    const first = await call(t, 'POST', '/api/teachers/allowed_ips/include_current_ip', admin, '192.0.2.44', { label: '職員室' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ currentIp: '192.0.2.44', currentIpAllowed: true, allowedIps: [{ cidr: '192.0.2.44/32', label: '職員室' }] });
    const again = await call(t, 'POST', '/api/teachers/allowed_ips/include_current_ip', admin, '192.0.2.44');
    expect(again.json().data.allowedIps).toHaveLength(1);
    expect((await call(t, 'GET', '/api/teachers/me', admin, HOME)).statusCode).toBe(403);
  });

  it('is for admin teachers: a class teacher gets 403 on reading and changing', async () => {
    const teacher = await signInTeacher(t, t.schoolA, 0);
    for (const [method, url] of [
      ['GET', '/api/teachers/allowed_ips'],
      ['POST', '/api/teachers/allowed_ips'],
      ['POST', '/api/teachers/allowed_ips/include_current_ip'],
    ] as const) {
      const res = await call(t, method, url, teacher, HOME, method === 'POST' ? { allowedIps: [] } : undefined);
      expect(res.statusCode).toBe(403);
      expect(res.json().errors).toEqual([ADMIN_ONLY_MESSAGE]);
    }
  });

  it("is per school: another school's admin neither sees nor changes it, and is not limited by it", async () => {
    const classTeacherA = await signInTeacher(t, t.schoolA, 0);
    const student = await signInStudent(t, t.schoolA, 0, 1);
    await save(admin, OFFICE, [{ cidr: OFFICE, label: 'A校' }]);
    const adminB = await signInTeacher(t, t.schoolB, 'admin');
    expect((await call(t, 'GET', '/api/teachers/allowed_ips', adminB, HOME)).json().data.allowedIps).toEqual([]);
    expect((await call(t, 'POST', '/api/teachers/allowed_ips', adminB, HOME, { allowedIps: [] })).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/teachers/allowed_ips', admin, OFFICE)).json().data.allowedIps).toMatchObject([{ cidr: `${OFFICE}/32`, label: 'A校' }]);
    // School A's teachers are limited; school B's teacher and school A's students are not.
    expect((await call(t, 'GET', '/api/teachers/me', classTeacherA, HOME)).statusCode).toBe(403);
    expect((await call(t, 'GET', '/api/teachers/me', adminB, HOME)).statusCode).toBe(200);
    expect((await call(t, 'GET', '/api/students/me', student, HOME)).statusCode).toBe(200);
  });

  it('refuses teacher sign-in (school login and /admin/login) from an address the list does not allow', async () => {
    await save(admin, OFFICE, [{ cidr: '203.0.113.0/24' }]);
    const payload = { schoolCode: t.schoolA.code, email: t.schoolA.klasses[0]!.teacherEmail, password: PASSWORDS.teacher };
    const signIn = (from: string, body: object) => t.app.inject({ method: 'POST', url: '/api/teachers/sign_in', payload: body, remoteAddress: from });
    const refused = await signIn(HOME, payload);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual([IP_NOT_ALLOWED_MESSAGE]);
    expect(refused.headers['access-token']).toBeUndefined();
    expect((await signIn(HOME, { email: t.schoolA.adminEmail, password: PASSWORDS.teacher })).statusCode).toBe(403);
    expect((await signIn('203.0.113.77', payload)).statusCode).toBe(200);
  });

  it('without TRUST_PROXY, X-Forwarded-For does not change the address the list is checked against', async () => {
    await save(admin, OFFICE, [{ cidr: OFFICE }]);
    const spoofed = await call(t, 'GET', '/api/teachers/me', { ...admin, 'x-forwarded-for': OFFICE }, HOME);
    expect(spoofed.statusCode).toBe(403);
    const seen = await call(t, 'GET', '/api/teachers/allowed_ips', { ...admin, 'x-forwarded-for': HOME }, OFFICE);
    expect(seen.json().data.currentIp).toBe(OFFICE);
  });
});

describe('behind a trusted proxy (TRUST_PROXY=10.0.0.1)', () => {
  let p: TestApp;
  let adminP: AuthHeaders;
  beforeAll(async () => {
    p = await createTestApp({ trustProxy: ['10.0.0.1'] });
    adminP = await signInTeacher(p, p.schoolA, 'admin');
  });
  afterAll(() => p.close());

  it("uses the proxy's X-Forwarded-For, refuses a disallowed forwarded address in Japanese, and ignores the header from other hosts", async () => {
    const via = (forwarded: string, from = '10.0.0.1') => ({ headers: { ...adminP, 'x-forwarded-for': forwarded }, from });
    const office = via(OFFICE);
    const seen = await call(p, 'GET', '/api/teachers/allowed_ips', office.headers, office.from);
    expect(seen.json().data.currentIp).toBe(OFFICE);
    const saved = await call(p, 'POST', '/api/teachers/allowed_ips', office.headers, office.from, {
      allowedIps: [{ cidr: '203.0.113.0/24', label: '職員室' }],
    });
    expect(saved.json().data.currentIpAllowed).toBe(true);

    const home = via('203.0.113.9, 198.51.100.7');
    const blocked = await call(p, 'GET', '/api/teachers/me', home.headers, home.from);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().errors).toEqual([IP_NOT_ALLOWED_MESSAGE]);
    expect((await call(p, 'GET', '/api/teachers/me', via('203.0.113.9').headers, '10.0.0.1')).statusCode).toBe(200);
    // A host that is not the proxy cannot claim an office address.
    expect((await call(p, 'GET', '/api/teachers/me', via(OFFICE).headers, '10.0.0.2')).statusCode).toBe(403);
    await call(p, 'POST', '/api/teachers/allowed_ips', office.headers, office.from, { allowedIps: [] });
  });
});
