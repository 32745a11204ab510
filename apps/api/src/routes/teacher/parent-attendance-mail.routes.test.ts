import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, japanDateKey } from '@sukoyaka/contracts/dates';
import { mailDeliveries } from '@sukoyaka/db/schema';
import { MAIL_QUEUE } from '../../modules/mail/mail.service.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp-server.ts';
import { createTestApp, signInParent, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

let smtp: TestSmtp;
let t: TestApp;
let admin: AuthHeaders;
let family: AuthHeaders;
const SETTINGS = '/api/teachers/parent_attendance_settings';

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ smtpUrl: smtp.url });
  // Retries in a second instead of 10 s, so the retry test is quick.
  await t.runtime.boss.updateQueue(MAIL_QUEUE, { retryDelay: 1, retryBackoff: false });
  admin = await signInTeacher(t, t.schoolA, 'admin');
  family = await signInParent(t, t.schoolA, 0);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, payload });

describe('parent attendance settings', () => {
  it('start off, with no addresses', async () => {
    const res = await inject('GET', SETTINGS, admin);
    expect(res.json().data).toEqual({ notificationEnabled: false, notificationEmails: [] });
  });

  it('mark each invalid address with 正しい形式で入力してください and change nothing', async () => {
    const res = await inject('POST', `${SETTINGS}/config_update`, admin, {
      notificationEnabled: true,
      notificationEmails: ['office@a.example.jp', 'not-mail', ''],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ 'notificationEmails.1': ['正しい形式で入力してください'] });
    expect((await inject('GET', SETTINGS, admin)).json().data.notificationEnabled).toBe(false);
  });

  it('drop empty entries and save', async () => {
    const res = await inject('POST', `${SETTINGS}/config_update`, admin, {
      notificationEnabled: true,
      notificationEmails: ['office@a.example.jp', '', 'Nurse@A.example.jp'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ notificationEnabled: true, notificationEmails: ['office@a.example.jp', 'nurse@a.example.jp'] });
  });

  it('may be changed only by admin teachers (403 for a class teacher)', async () => {
    const classTeacher = await signInTeacher(t, t.schoolA, 0);
    expect((await inject('GET', SETTINGS, classTeacher)).statusCode).toBe(200);
    const res = await inject('POST', `${SETTINGS}/config_update`, classTeacher, { notificationEnabled: false, notificationEmails: [] });
    expect(res.statusCode).toBe(403);
  });

  it('send a test mail only to valid addresses', async () => {
    expect((await inject('POST', `${SETTINGS}/test_send_mail`, admin, { notificationEmails: ['bad'] })).statusCode).toBe(400);
    expect((await inject('POST', `${SETTINGS}/test_send_mail`, admin, { notificationEmails: [] })).statusCode).toBe(400);
    const before = smtp.received.length;
    expect((await inject('POST', `${SETTINGS}/test_send_mail`, admin, { notificationEmails: ['office@a.example.jp'] })).statusCode).toBe(200);
    const mails = await smtp.waitFor(before + 1);
    expect(mails.at(-1)).toMatchObject({ to: ['office@a.example.jp'], subject: '【すこやか】出欠連絡メールのテスト送信' });
  });
});

describe('a parent report mails the school', () => {
  it('once, in Japanese, with the student, the day and the reason, even after the SMTP server refuses twice', async () => {
    const before = smtp.received.length;
    smtp.failNext(2);
    const child = (await inject('GET', '/api/parents/student', family)).json().data[0];
    const date = addDays(japanDateKey(), 1);
    const res = await inject('POST', '/api/parents/attendances', family, {
      studentId: child.id,
      date,
      status: 'absent',
      reason: 'sick',
      memo: '熱が38度あります',
    });
    expect(res.statusCode).toBe(201);
    // The double tap does not make a second mail.
    expect(
      (await inject('POST', '/api/parents/attendances', family, { studentId: child.id, date, status: 'absent', reason: 'sick', memo: '熱が38度あります' }))
        .statusCode,
    ).toBe(200);

    const mails = await smtp.waitFor(before + 1, 30_000);
    const mail = mails.at(-1)!;
    expect(smtp.refused).toBe(2);
    expect(mail.to.sort()).toEqual(['nurse@a.example.jp', 'office@a.example.jp']);
    expect(mail.subject).toContain('欠席（病欠）');
    expect(mail.subject).toContain(child.name);
    expect(mail.text).toContain('熱が38度あります');
    expect(mail.text).toContain(date.replaceAll('-', '/'));
    await new Promise((r) => setTimeout(r, 1500));
    expect(smtp.received.length).toBe(before + 1);
    const delivered = await t.db.select().from(mailDeliveries);
    expect(delivered.filter((d) => d.key === `parent-attendance:${res.json().data.id}`)).toHaveLength(1);
  });
});
