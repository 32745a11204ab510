import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtp, type TestSmtp } from '../../test/smtp-server.ts';
import { createTestApp, signInStudent, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

let smtp: TestSmtp;
let t: TestApp;
let admin: AuthHeaders;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ smtpUrl: smtp.url });
  admin = await signInTeacher(t, t.schoolA, 'admin');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, payload });

describe('talk-to buttons (sos_setting)', () => {
  it('are listed with their addresses for teachers, and without them for students', async () => {
    const list = (await inject('GET', '/api/teachers/sos_settings', admin)).json().data;
    expect(list.map((b: { label: string }) => b.label)).toEqual(['担任の先生と話したい', '保健室の先生と話したい', 'スクールカウンセラーと話したい']);
    const student = await signInStudent(t, t.schoolA, 0, 1);
    const forStudent = (await inject('GET', '/api/sos_settings', student)).json().data;
    expect(forStudent[0]).toEqual({ id: list[0].id, label: '担任の先生と話したい', translations: {} });
  });

  it('are changed by admin teachers only; addresses follow the spec §5 list rules', async () => {
    const list = (await inject('GET', '/api/teachers/sos_settings', admin)).json().data;
    const teacher = await signInTeacher(t, t.schoolA, 0);
    const update = {
      sosSettings: [
        { id: list[1].id, label: '保健室の先生と話したい', notificationEmails: ['nurse@a.example.jp', ''] },
        { id: list[0].id, label: '担任の先生と話したい', notificationEmails: [] },
        { id: list[2].id, label: 'スクールカウンセラーと話したい', notificationEmails: [] },
      ],
    };
    expect((await inject('POST', '/api/teachers/sos_settings/bulk_update', teacher, update)).statusCode).toBe(403);
    const bad = await inject('POST', '/api/teachers/sos_settings/bulk_update', admin, {
      sosSettings: [{ ...update.sosSettings[0], notificationEmails: ['nurse@'] }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors['sosSettings.0.notificationEmails.0']).toEqual(['正しい形式で入力してください']);
    const res = await inject('POST', '/api/teachers/sos_settings/bulk_update', admin, update);
    expect(res.json().data.map((b: { label: string; notificationEmails: string[] }) => [b.label, b.notificationEmails])).toEqual([
      ['保健室の先生と話したい', ['nurse@a.example.jp']],
      ['担任の先生と話したい', []],
      ['スクールカウンセラーと話したい', []],
    ]);
  });

  it("mail the button's addresses once when a student presses it", async () => {
    const student = await signInStudent(t, t.schoolA, 0, 2);
    const [nurseButton] = (await inject('GET', '/api/sos_settings', student)).json().data;
    const headers = { ...student, 'idempotency-key': 'press-nurse-0001' };
    await inject('POST', '/api/soss', headers, { sosSettingId: nurseButton.id });
    await inject('POST', '/api/soss', headers, { sosSettingId: nurseButton.id });
    const [mail] = await smtp.waitFor(1);
    expect(mail!.to).toEqual(['nurse@a.example.jp']);
    expect(mail!.subject).toContain('「保健室の先生と話したい」');
    expect(mail!.subject).toContain('1年1組 2番');
    await new Promise((r) => setTimeout(r, 1200));
    expect(smtp.received).toHaveLength(1);
  });

  it('add and delete buttons, keeping at least one, and never touch another school', async () => {
    const created = (
      await inject('POST', '/api/teachers/sos_settings/bulk_create', admin, { sosSettings: [{ label: '{教頭:きょうとう}先生と話したい' }] })
    ).json().data;
    expect(created.at(-1).label).toBe('{教頭:きょうとう}先生と話したい');
    const ids = created.map((b: { id: number }) => b.id);
    expect((await inject('POST', '/api/teachers/sos_settings/bulk_delete', admin, { ids })).statusCode).toBe(422);
    const after = (await inject('POST', '/api/teachers/sos_settings/bulk_delete', admin, { ids: ids.slice(1) })).json().data;
    expect(after).toHaveLength(1);
    const adminB = await signInTeacher(t, t.schoolB, 'admin');
    expect((await inject('POST', '/api/teachers/sos_settings/bulk_delete', adminB, { ids: [ids[0]] })).statusCode).toBe(404);
    expect((await inject('POST', '/api/teachers/sos_settings/bulk_create', admin, { sosSettings: [{ label: 'あ'.repeat(101) }] })).statusCode).toBe(400);
  });
});

describe('talk-to buttons in other languages (issue 24 item 3)', () => {
  it('keeps each button’s label per language for the pupils; blanks are dropped; left out, the stored ones stay', async () => {
    const list = (await inject('GET', '/api/teachers/sos_settings', admin)).json().data;
    const rows = (translations?: object) =>
      list.map((b: { id: number; label: string }, i: number) => ({
        id: b.id,
        label: b.label,
        notificationEmails: [],
        ...(i === 0 && translations ? { translations } : {}),
      }));
    const saved = await inject('POST', '/api/teachers/sos_settings/bulk_update', admin, {
      sosSettings: rows({ en: { label: ' I want to talk to my class teacher ' }, vi: { label: '  ' } }),
    });
    expect(saved.statusCode).toBe(200);
    const student = await signInStudent(t, t.schoolA, 0, 1);
    const forStudent = (await inject('GET', '/api/sos_settings', student)).json().data;
    expect(forStudent[0].translations).toEqual({ en: { label: 'I want to talk to my class teacher' } });

    expect((await inject('POST', '/api/teachers/sos_settings/bulk_update', admin, { sosSettings: rows() })).statusCode).toBe(200);
    expect((await inject('GET', '/api/sos_settings', student)).json().data[0].translations).toEqual({ en: { label: 'I want to talk to my class teacher' } });

    const bad = await inject('POST', '/api/teachers/sos_settings/bulk_update', admin, { sosSettings: rows({ xx: { label: 'x' } }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.join('')).toMatch(/[ぁ-んァ-ン一-龥]/);
    const long = await inject('POST', '/api/teachers/sos_settings/bulk_update', admin, { sosSettings: rows({ en: { label: 'a'.repeat(101) } }) });
    expect(long.statusCode).toBe(400);
    expect(JSON.stringify(long.json())).toContain('100文字以内で入力してください');
    expect((await inject('GET', '/api/sos_settings', student)).json().data[0].translations).toEqual({ en: { label: 'I want to talk to my class teacher' } });
  });
});
