import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BOARD_IP_NOT_ALLOWED_MESSAGE } from '../../modules/allowed-ips/allowed-ips.service.ts';
import { createTestApp, PASSWORDS, signInLocalGovernment, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

/**
 * The board of education's IP allow-list (spec §2 /local_governments/settings/IP, §7
 * local_governments/allowed_ips; issue 9): it limits the board's own staff, requests and sign-in,
 * and not the schools' teachers.
 */

const BOARD_OFFICE = '203.0.113.20';
const ELSEWHERE = '198.51.100.30';

let t: TestApp;
let board: AuthHeaders;
let teacher: AuthHeaders;

beforeAll(async () => {
  t = await createTestApp();
  board = await signInLocalGovernment(t);
  teacher = await signInTeacher(t, t.schoolA, 'admin');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, from: string, payload?: object) =>
  t.app.inject({ method, url, headers, payload, remoteAddress: from });

describe('board allow-list (local_governments/allowed_ips)', () => {
  it("blocks the board's requests and sign-in from other addresses, not the schools' teachers", async () => {
    const added = await call('POST', '/api/local_governments/allowed_ips/include_current_ip', board, BOARD_OFFICE, { label: '本庁舎' });
    expect(added.statusCode).toBe(200);
    expect(added.json().data).toMatchObject({ currentIp: BOARD_OFFICE, currentIpAllowed: true, allowedIps: [{ cidr: `${BOARD_OFFICE}/32`, label: '本庁舎' }] });

    const blocked = await call('GET', '/api/local_governments/organization/me', board, ELSEWHERE);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().errors).toEqual([BOARD_IP_NOT_ALLOWED_MESSAGE]);
    expect((await call('GET', '/api/local_governments/organization/me', board, BOARD_OFFICE)).statusCode).toBe(200);
    // The board's list is not the schools' list.
    expect((await call('GET', '/api/teachers/me', teacher, ELSEWHERE)).statusCode).toBe(200);
    expect((await call('GET', '/api/teachers/allowed_ips', teacher, ELSEWHERE)).json().data.allowedIps).toEqual([]);

    const signIn = (from: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/local_governments/sign_in',
        payload: { email: t.localGovernmentEmail, password: PASSWORDS.local_government },
        remoteAddress: from,
      });
    const refused = await signIn(ELSEWHERE);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual([BOARD_IP_NOT_ALLOWED_MESSAGE]);
    expect((await signIn(BOARD_OFFICE)).statusCode).toBe(200);
  });

  it("holds a board user working in a school (change_school) to the board's list too (issue 28 item 11)", async () => {
    // Signed in and switched into school A from the board office, as the board allows.
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/local_governments/sign_in',
      payload: { email: t.localGovernmentEmail, password: PASSWORDS.local_government },
      remoteAddress: BOARD_OFFICE,
    });
    const boardHeaders = {
      'access-token': String(signIn.headers['access-token']),
      client: String(signIn.headers.client),
      uid: String(signIn.headers.uid),
      schoolCode: '',
    };
    const switched = await call('POST', '/api/local_governments/organization/change_school', boardHeaders, BOARD_OFFICE, { schoolId: t.schoolA.id });
    expect(switched.statusCode).toBe(200);
    const inSchool = {
      'access-token': String(switched.headers['access-token']),
      client: String(switched.headers.client),
      uid: String(switched.headers.uid),
      schoolCode: t.schoolA.code,
    };
    const pupils = (from: string) => call('GET', '/api/teachers/students', inSchool, from);
    expect((await pupils(ELSEWHERE)).statusCode).toBe(403);
    expect((await pupils(ELSEWHERE)).json().errors).toEqual([BOARD_IP_NOT_ALLOWED_MESSAGE]);
    expect((await pupils(BOARD_OFFICE)).statusCode).toBe(200);
    // The school's own teachers stay under the school's list only.
    expect((await call('GET', '/api/teachers/students', teacher, ELSEWHERE)).statusCode).toBe(200);
  });

  it('refuses a board list that shuts the caller out unless forced, and empties from an allowed address', async () => {
    const refused = await call('POST', '/api/local_governments/allowed_ips', board, BOARD_OFFICE, { allowedIps: [{ cidr: '192.0.2.0/24' }] });
    expect(refused.statusCode).toBe(409);
    const bad = await call('POST', '/api/local_governments/allowed_ips', board, BOARD_OFFICE, {
      allowedIps: [{ cidr: '192.0.2.0/24' }, { cidr: '300.1.1.1' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toEqual(['allowedIps.1.cidr']);
    const emptied = await call('POST', '/api/local_governments/allowed_ips', board, BOARD_OFFICE, { allowedIps: [] });
    expect(emptied.json().data).toEqual({ allowedIps: [], currentIp: BOARD_OFFICE, currentIpAllowed: true });
    expect((await call('GET', '/api/local_governments/organization/me', board, ELSEWHERE)).statusCode).toBe(200);
  });

  it('is for board staff only: a teacher token gets 403', async () => {
    expect((await call('GET', '/api/local_governments/allowed_ips', teacher, BOARD_OFFICE)).statusCode).toBe(403);
  });
});
