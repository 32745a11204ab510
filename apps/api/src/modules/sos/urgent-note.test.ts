import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { soss } from '@sukoyaka/db/schema';
import { startTestSmtp, type TestSmtp } from '../../test/smtp-server.ts';
import { createTestApp, signInStudent, type AuthHeaders, type TestApp } from '../../test/test-app.ts';
import { addUrgentNote } from './sos.service.ts';

/** Issue 25 item 2: one urgent line on a talk request, mailed to the admin teachers at once in school hours. */
let t: TestApp;
let smtp: TestSmtp;
let pupil: AuthHeaders;
let scope: { schoolId: number; studentId: number };

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ smtpUrl: smtp.url });
  pupil = await signInStudent(t, t.schoolA, 0, 2);
  const me = (await t.app.inject({ method: 'GET', url: '/api/students/me', headers: pupil })).json().data;
  scope = { schoolId: t.schoolA.id, studentId: me.id };
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

async function press(): Promise<number> {
  const [button] = (await t.app.inject({ method: 'GET', url: '/api/sos_settings', headers: pupil })).json().data;
  return (await t.app.inject({ method: 'POST', url: '/api/soss', headers: pupil, payload: { sosSettingId: button.id } })).json().data.id;
}

describe('an urgent line on a talk request (issue 25 item 2)', () => {
  it('in school hours (Monday 10:00) mails the admin teachers at once with the line; the teacher and the pupil see it', async () => {
    const id = await press();
    const result = await addUrgentNote(t.db, t.runtime.mail, scope, { id, note: 'きょう 家に帰りたくない' }, new Date('2026-11-30T10:00:00+09:00'));
    expect(result).toEqual({ id, mailed: true });
    const mails = await smtp.waitFor(1);
    const mail = mails.find((m) => m.subject.includes('急ぎの「話したい」'))!;
    expect(mail.to).toEqual([t.schoolA.adminEmail]);
    expect(mail.text).toContain('書き添えた一行: きょう 家に帰りたくない');
    const mine = (await t.app.inject({ method: 'GET', url: '/api/students/soss', headers: pupil })).json().data;
    expect(mine.find((r: { id: number }) => r.id === id).urgentNote).toBe('きょう 家に帰りたくない');
  });

  it('on a Sunday stores the line without mail (nobody is on call)', async () => {
    const id = await press();
    expect(await addUrgentNote(t.db, t.runtime.mail, scope, { id, note: 'いそぎです' }, new Date('2026-11-29T20:00:00+09:00'))).toEqual({
      id,
      mailed: false,
    });
    const [row] = await t.db.select().from(soss).where(eq(soss.id, id));
    expect(row!.urgentNote).toBe('いそぎです');
  });

  it('through POST /api/students/soss/urgent: one line only (400 in Japanese), once (409), only on the pupil’s own request (404)', async () => {
    const id = await press();
    const post = (headers: AuthHeaders, payload: object) => t.app.inject({ method: 'POST', url: '/api/students/soss/urgent', headers, payload });
    const empty = await post(pupil, { id, note: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('ひとこと 書いてください。');
    expect((await post(pupil, { id, note: '一行目\n二行目' })).statusCode).toBe(400);
    const classmate = await signInStudent(t, t.schoolA, 0, 3);
    expect((await post(classmate, { id, note: 'いそぎ' })).statusCode).toBe(404);
    expect((await post(pupil, { id, note: 'いそぎ' })).statusCode).toBe(200);
    const again = await post(pupil, { id, note: 'もういちど' });
    expect(again.statusCode).toBe(409);
    const [row] = await t.db.select().from(soss).where(eq(soss.id, id));
    expect(row!.urgentNote).toBe('いそぎ');
  });
});
