import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { teachers } from '@sukoyaka/db/schema';
import { sendConfirmation } from '../modules/auth/passwords.service.ts';
import { startTestSmtp, type TestSmtp } from '../test/smtp-server.ts';
import { createTestApp, PASSWORDS, signInTeacher, type TestApp } from '../test/test-app.ts';

let smtp: TestSmtp;
let t: TestApp;
let email: string;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ smtpUrl: smtp.url });
  email = t.schoolA.klasses[0]!.teacherEmail;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const tokenIn = (text: string, name: string) => new RegExp(`${name}=([A-Za-z0-9_-]+)`).exec(text)?.[1];

describe('forgot and reset (teacher)', () => {
  it('mails a reset link to an existing teacher, and answers the same for an unknown address without mail', async () => {
    const unknown = await t.app.inject({ method: 'POST', url: '/api/teachers/password', payload: { email: 'nobody@a.example.jp', schoolCode: 'school-a' } });
    const known = await t.app.inject({ method: 'POST', url: '/api/teachers/password', payload: { email, schoolCode: 'school-a' } });
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual([email]);
    expect(mail!.subject).toBe('【すこやか】パスワード再設定のご案内');
    expect(mail!.text).toContain('http://sukoyaka.test/school-a/teacher/password/reset?reset_password_token=');
    await new Promise((r) => setTimeout(r, 800));
    expect(smtp.received).toHaveLength(1);
  });

  it('answers a registered and an unknown address alike without touching the database first (issue 28 item 11: no timing difference)', async () => {
    const before = smtp.received.length;
    // Every database connection held: an answer that needed the lookup, the token or the queue could not come.
    let letGo!: () => void;
    const held = new Promise<void>((resolve) => (letGo = resolve));
    let holding = 0;
    const pool = Array.from({ length: t.handle.pool ? 5 : 1 }, () =>
      t.db.transaction(async () => {
        holding += 1;
        await held;
      }),
    );
    while (holding < pool.length) await new Promise((resolve) => setTimeout(resolve, 10));
    try {
      for (const address of [email, 'nobody@a.example.jp']) {
        const res = await t.app.inject({ method: 'POST', url: '/api/teachers/password', payload: { email: address, schoolCode: 'school-a' } });
        expect(res.statusCode).toBe(200);
        expect(res.json().data.message).toBe('登録されているメールアドレスであれば、パスワード再設定のメールを送りました。');
      }
    } finally {
      letGo();
      await Promise.all(pool);
    }
    // The registered address is mailed once the database is free again.
    const mails = await smtp.waitFor(before + 1);
    expect(mails.at(-1)!.to).toEqual([email]);
  });

  it('sets the new password once; the old password and every session stop working', async () => {
    const session = await signInTeacher(t, t.schoolA, 0);
    const token = tokenIn(smtp.received[0]!.text, 'reset_password_token')!;
    const mismatch = await t.app.inject({
      method: 'PUT',
      url: '/api/teachers/password',
      payload: { reset_password_token: token, password: 'new-passphrase', password_confirmation: 'other' },
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().fieldErrors.password_confirmation).toEqual(['パスワードが一致しません']);
    const short = await t.app.inject({
      method: 'PUT',
      url: '/api/teachers/password',
      payload: { reset_password_token: token, password: 'short', password_confirmation: 'short' },
    });
    expect(short.json().fieldErrors.password).toEqual(['パスワードは8文字以上で入力してください']);

    const ok = await t.app.inject({
      method: 'PUT',
      url: '/api/teachers/password',
      payload: { reset_password_token: token, password: 'new-passphrase', password_confirmation: 'new-passphrase' },
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/teachers/me', headers: session })).statusCode).toBe(401);
    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/teachers/sign_in',
      payload: { schoolCode: 'school-a', email, password: PASSWORDS.teacher },
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await t.app.inject({
      method: 'POST',
      url: '/api/teachers/sign_in',
      payload: { schoolCode: 'school-a', email, password: 'new-passphrase' },
    });
    expect(newPassword.statusCode).toBe(200);

    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/teachers/password',
      payload: { reset_password_token: token, password: 'third-passphrase', password_confirmation: 'third-passphrase' },
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors[0]).toContain('無効');
  });

  it('does not mail a teacher of another school through this school code', async () => {
    const before = smtp.received.length;
    await t.app.inject({ method: 'POST', url: '/api/teachers/password', payload: { email: t.schoolB.adminEmail, schoolCode: 'school-a' } });
    await new Promise((r) => setTimeout(r, 1200));
    expect(smtp.received).toHaveLength(before);
  });
});

describe('registration (confirmation)', () => {
  it('lets a new teacher set a password with the mailed link', async () => {
    const before = smtp.received.length;
    const adminEmail = t.schoolB.adminEmail;
    const [admin] = await t.db.select().from(teachers).where(eq(teachers.email, adminEmail));
    await sendConfirmation(t.db, t.runtime.mail, 'http://sukoyaka.test', 'teacher', admin!.id, adminEmail);
    const mails = await smtp.waitFor(before + 1);
    const token = tokenIn(mails.at(-1)!.text, 'confirmation_token')!;
    expect(mails.at(-1)!.text).toContain('/school-b/teacher/password/registration?confirmation_token=');
    const res = await t.app.inject({
      method: 'PATCH',
      url: '/api/teachers/confirmation',
      payload: { confirmation_token: token, password: 'welcome-aboard', password_confirmation: 'welcome-aboard' },
    });
    expect(res.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: '/api/teachers/sign_in', payload: { email: adminEmail, password: 'welcome-aboard' } })).statusCode).toBe(
      200,
    );
  });

  it('refuses a reset token as a confirmation token (422)', async () => {
    const before = smtp.received.length;
    await t.app.inject({ method: 'POST', url: '/api/local_governments/password', payload: { email: t.localGovernmentEmail } });
    const mail = (await smtp.waitFor(before + 1)).at(-1)!;
    expect(mail.to).toEqual([t.localGovernmentEmail]);
    const token = tokenIn(mail.text, 'reset_password_token')!;
    expect(mail.text).toContain('/local_governments/password/reset?reset_password_token=');
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/local_governments/confirmation',
      payload: { confirmation_token: token, password: 'board-passphrase', password_confirmation: 'board-passphrase' },
    });
    expect(wrong.statusCode).toBe(422);
  });
});
