import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CARD_SECRET_PATTERN } from '@sukoyaka/contracts/auth';
import { students } from '@sukoyaka/db/schema';
import { readCardQr } from '../../test/card-qr.ts';
import { type AuthHeaders, createTestApp, signInSchoolStaff, type TestApp } from '../../test/test-app.ts';

/** QR sign-in cards (issue 27 item 1, decision 062): print, sign in by the card, re-issue, revoke, throttle. */
let t: TestApp;
let admin: AuthHeaders;
let classTeacher: AuthHeaders;
let adminB: AuthHeaders;

beforeAll(async () => {
  t = await createTestApp({ accountFailureLimit: 3 });
  ({ admin, classTeacher, adminB } = await signInSchoolStaff(t));
});
afterAll(() => t.close());

/** The id of a pupil of school A by class index and 出席番号. */
async function pupilId(klassIndex: number, studentNumber: number): Promise<number> {
  const klass = t.schoolA.klasses[klassIndex]!;
  const page = (await t.app.inject({ method: 'GET', url: `/api/teachers/student_accounts?klassId=${klass.id}`, headers: admin })).json().data;
  return (page.list as { id: number; studentNumber: number }[]).find((s) => s.studentNumber === studentNumber)!.id;
}

/** The printed password of a one-card PDF (pdftotext). */
const passwordOf = (pdf: Buffer) => /はじめのパスワード\s+([a-z0-9]{8})/.exec(execFileSync('pdftotext', ['-layout', '-', '-'], { input: pdf }).toString())![1]!;

/** Prints the card of one pupil as the admin and reads its QR code from the PDF (and the printed password into `printed`). */
const printed: { password?: string } = {};
async function printCard(klassIndex: number, studentId: number): Promise<string> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/teachers/students/sign_in_cards?klassId=${t.schoolA.klasses[klassIndex]!.id}`,
    headers: admin,
    payload: { studentIds: [studentId] },
  });
  expect(res.statusCode).toBe(200);
  printed.password = passwordOf(res.rawPayload);
  const text = readCardQr(res.rawPayload);
  expect(text).toMatch(CARD_SECRET_PATTERN);
  return text!;
}

const cardSignIn = (card: string, schoolCode = 'school-a', app = t) =>
  app.app.inject({ method: 'POST', url: '/api/students/card_sign_in', payload: { schoolCode, card } });
const wrongCredentials = ['ログイン情報が正しくありません。'];

describe('signing in with the QR code of a printed card', () => {
  it("gives the password sign-in's session and headers; only the secret's SHA-256 is stored", async () => {
    const id = await pupilId(0, 1);
    const card = await printCard(0, id);
    const secret = card.split('.')[2]!;
    expect(Buffer.from(secret, 'base64url').length * 8).toBeGreaterThanOrEqual(128);
    const [row] = await t.db.select({ hash: students.cardSecretHash }).from(students).where(eq(students.id, id));
    expect(row!.hash).toBe(createHash('sha256').update(secret).digest('hex'));
    const res = await cardSignIn(card);
    expect(res.statusCode).toBe(200);
    for (const name of ['access-token', 'client', 'uid', 'expiry', 'token-type']) expect(res.headers[name]).toBeTruthy();
    expect(res.headers.schoolcode).toBe('school-a');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json().data).toEqual({ uid: `student-${id}`, schoolCode: 'school-a' });
    const headers = { 'access-token': String(res.headers['access-token']), client: String(res.headers.client), uid: String(res.headers.uid) };
    const me = await t.app.inject({ method: 'GET', url: '/api/students/me', headers: { ...headers, schoolCode: 'school-a' } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.id).toBe(id);
    // A USB reader types the text followed by Enter; surrounding white space is ignored.
    expect((await cardSignIn(`  ${card}\n`)).statusCode).toBe(200);
  });

  it('answers a wrong, unknown, malformed or other-school card with the wrong-credentials answer', async () => {
    const id = await pupilId(0, 2);
    const card = await printCard(0, id);
    const tampered = card.slice(0, -1) + (card.endsWith('A') ? 'B' : 'A');
    for (const text of [tampered, `SKC1.999999.${card.split('.')[2]}`, 'hello', card.replace('SKC1', 'SKC2')]) {
      const res = await cardSignIn(text);
      expect(res.statusCode).toBe(401);
      expect(res.json().errors).toEqual(wrongCredentials);
    }
    const other = await cardSignIn(card, t.schoolB.code);
    expect(other.statusCode).toBe(401);
    expect(other.json().errors).toEqual(wrongCredentials);
    expect((await cardSignIn(card)).statusCode).toBe(200);
  });

  it('printing a new card replaces the old secret; the password of the card still signs in by typing', async () => {
    const id = await pupilId(1, 1);
    const first = await printCard(1, id);
    const second = await printCard(1, id);
    expect(second).not.toBe(first);
    expect((await cardSignIn(first)).statusCode).toBe(401);
    expect((await cardSignIn(second)).statusCode).toBe(200);
    const klass = t.schoolA.klasses[1]!;
    const typed = await t.app.inject({
      method: 'POST',
      url: '/api/students/sign_in',
      payload: { schoolCode: 'school-a', gradeId: klass.gradeId, klassId: klass.id, studentNumber: 1, password: printed.password },
    });
    expect(typed.statusCode).toBe(200);
  });

  it('a revoked card gets the wrong-credentials answer; only an admin of the school may revoke', async () => {
    const id = await pupilId(1, 2);
    const card = await printCard(1, id);
    const revoke = (headers: AuthHeaders) => t.app.inject({ method: 'POST', url: `/api/teachers/students/${id}/revoke_sign_in_card`, headers });
    expect((await revoke(classTeacher)).statusCode).toBe(403);
    expect((await revoke(adminB)).statusCode).toBe(404);
    expect((await cardSignIn(card)).statusCode).toBe(200);
    const res = await revoke(admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.id).toBe(id);
    const after = await cardSignIn(card);
    expect(after.statusCode).toBe(401);
    expect(after.json().errors).toEqual(wrongCredentials);
  });

  it('locks a card after 3 wrong secrets (429) even with the right one; other cards are unaffected; a stopped pupil gets 403', async () => {
    const id = await pupilId(2, 1);
    const card = await printCard(2, id);
    const wrong = `SKC1.${id}.${'A'.repeat(27)}`;
    for (let i = 0; i < 3; i += 1) expect((await cardSignIn(wrong)).statusCode).toBe(401);
    const locked = await cardSignIn(card);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().errors[0]).toMatch(/試行回数/);
    const otherId = await pupilId(2, 2);
    const other = await printCard(2, otherId);
    expect((await cardSignIn(other)).statusCode).toBe(200);
    await t.app.inject({ method: 'POST', url: `/api/teachers/students/${otherId}/stop_sign_in`, headers: admin, payload: { stopped: true } });
    expect((await cardSignIn(other)).statusCode).toBe(403);
  });

  it('counts card sign-ins in the per-IP sign-in limit', async () => {
    const limited = await createTestApp({ signInLimitPerIp: 2 });
    try {
      const codes: number[] = [];
      for (let i = 0; i < 3; i += 1) codes.push((await cardSignIn(`SKC1.1.${'B'.repeat(27)}`, 'school-a', limited)).statusCode);
      expect(codes).toEqual([401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});
