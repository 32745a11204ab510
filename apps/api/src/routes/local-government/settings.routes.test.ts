import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, japanDateKey } from '@sukoyaka/contracts/dates';
import { sendBoardReminders } from '../../modules/organizations/remind-mail.service.ts';
import { createSecondBoard, studentIdsOf } from '../../modules/organizations/test-fixtures.ts';
import { startTestSmtp, type TestSmtp } from '../../test/smtp-server.ts';
import { createTestApp, signInLocalGovernment, signInParent, signInStudent, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

const mental = {
  conditionKind: 'mental',
  bad: true,
  worst: true,
  consecutiveDays: 3,
  contentAlert: '3日続けて心の調子が悪い児童生徒がいます',
  notificationEnabled: true,
};

describe('board settings: government alert mails and remind mails (issue 14 item 5)', () => {
  let smtp: TestSmtp;
  let t: TestApp;
  let board: AuthHeaders;
  let other: Awaited<ReturnType<typeof createSecondBoard>>;

  beforeAll(async () => {
    smtp = await startTestSmtp();
    t = await createTestApp({ smtpUrl: smtp.url });
    board = await signInLocalGovernment(t);
    other = await createSecondBoard(t);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const post = (url: string, payload: object, headers = board) => t.app.inject({ method: 'POST', url: `/api/local_governments/${url}`, headers, payload });

  it('configs: both kinds with alertType government; config_update saves; physical 心の不調のメール設定と同じ uses the mental addresses', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/local_governments/condition_settings/configs', headers: board });
    expect(first.json().data.map((s: { alertType: string; conditionKind: string }) => [s.alertType, s.conditionKind])).toEqual([
      ['government', 'mental'],
      ['government', 'physical'],
    ]);
    let res = await post('condition_settings/config_update', {
      ...mental,
      notificationEmails: [{ notification_email: 'kyoiku@city.example.jp' }, { notification_email: '' }],
    });
    expect(res.statusCode).toBe(200);
    res = await post('condition_settings/config_update', { ...mental, conditionKind: 'physical', sameAsMental: true, notificationEmails: [] });
    const physical = res.json().data[1];
    expect(physical).toMatchObject({ sameAsMental: true, notificationEmails: [{ id: 1, value: 'kyoiku@city.example.jp', isValid: true }] });
  });

  it('test_send_mail: the physical test with sameAsMental arrives at the mental address', async () => {
    const before = smtp.received.length;
    const res = await post('condition_settings/test_send_mail', { ...mental, conditionKind: 'physical', sameAsMental: true, notificationEmails: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ queued: 1 });
    const mail = (await smtp.waitFor(before + 1)).at(-1)!;
    expect(mail.to).toContain('kyoiku@city.example.jp');
    expect(mail.subject).toContain('体の不調アラート（教育委員会）のテスト送信');
  });

  it('bad input: an invalid address, consecutive days 21, no address to test — Japanese field errors, nothing saved', async () => {
    let res = await post('condition_settings/config_update', { ...mental, notificationEmails: [{ notification_email: 'not-an-address' }] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors['notificationEmails.0']).toEqual(['正しい形式で入力してください']);
    res = await post('condition_settings/config_update', { ...mental, consecutiveDays: 21, notificationEmails: [] });
    expect(res.json().fieldErrors.consecutiveDays).toEqual(['1から20までの数字を入力してください']);
    res = await post('condition_settings/test_send_mail', { ...mental, notificationEmails: [] });
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors.notificationEmails).toEqual(['メールアドレスを入力してください']);
    const saved = (await t.app.inject({ method: 'GET', url: '/api/local_governments/condition_settings/configs', headers: board })).json().data[0];
    expect(saved.consecutiveDays).toBe(3);
    res = await post('remind_email', {
      talkRequestEnabled: true,
      talkRequestDays: 0,
      checkInRateEnabled: false,
      checkInRateThreshold: 101,
      sendToSchoolAdmins: true,
      notificationEmails: [],
    });
    expect(res.json().fieldErrors).toMatchObject({
      talkRequestDays: ['1から30までの数字を入力してください'],
      checkInRateThreshold: ['1から100までの数字を入力してください'],
    });
  });

  it('remind mails: an old unanswered 話したい and a class below the threshold are mailed to the school’s admin and the board; once a day', async () => {
    const today = japanDateKey();
    const [s1] = await studentIdsOf(t, t.schoolA.klasses[0]!.id);
    await t.db.execute(
      sql`INSERT INTO soss (student_id, school_id, label, date) VALUES (${s1!}, ${t.schoolA.id}, '担任の先生と話したい', ${addDays(today, -5)})`,
    );
    const res = await post('remind_email', {
      talkRequestEnabled: true,
      talkRequestDays: 3,
      checkInRateEnabled: true,
      checkInRateThreshold: 50,
      sendToSchoolAdmins: true,
      notificationEmails: [{ notification_email: 'remind@city.example.jp' }],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ talkRequestEnabled: true, talkRequestDays: 3, lastSentAt: null });
    const before = smtp.received.length;
    const queued = await sendBoardReminders(t.db, t.runtime.mail, today);
    expect(queued).toBe(3);
    const mails = await smtp.waitFor(before + 3);
    const toA = mails.find((m) => m.to.includes(t.schoolA.adminEmail))!;
    expect(toA.text).toContain('話したい 未対応 1件');
    expect(toA.text).toMatch(/1年1組 のチェックイン率 0%/);
    expect(mails.some((m) => m.to.includes('remind@city.example.jp'))).toBe(true);
    expect(await sendBoardReminders(t.db, t.runtime.mail, today)).toBe(0);
    const settings = (await t.app.inject({ method: 'GET', url: '/api/local_governments/remind_email', headers: board })).json().data;
    expect(settings.lastSentAt).not.toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/api/local_governments/remind_email', headers: other.headers })).json().data.talkRequestEnabled).toBe(
      false,
    );
  });

  it('a second board sees its own defaults; teachers, students and parents are refused', async () => {
    const theirs = (await t.app.inject({ method: 'GET', url: '/api/local_governments/condition_settings/configs', headers: other.headers })).json().data;
    expect(theirs[0].notificationEmails).toEqual([]);
    const urls = ['/api/local_governments/condition_settings/configs', '/api/local_governments/remind_email'];
    for (const headers of [await signInTeacher(t, t.schoolA, 'admin'), await signInStudent(t, t.schoolA), await signInParent(t, t.schoolA)]) {
      for (const url of urls) expect((await t.app.inject({ method: 'GET', url, headers })).statusCode).toBe(403);
      expect((await post('condition_settings/config_update', { ...mental, notificationEmails: [] }, headers)).statusCode).toBe(403);
    }
  });
});
