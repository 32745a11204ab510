import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSmtp, type TestSmtp } from '../smtp-server.ts';
import { createTestApp, signInParent, signInStudent, signInTeacher, TEST_DATABASE, type AuthHeaders, type TestApp } from '../test-app.ts';
import { assertServerAnswers, injectWithin, withinDeadline } from './deadline.ts';
import { dayAfter } from './write-cases.ts';

/**
 * Issue 22 item 2(b): the journeys a newcomer meets first, through the whole HTTP stack and the
 * real job worker and SMTP server, on the database this project runs (the embedded one of `npm
 * start`, or PostgreSQL). Every call answers within 5 s and the server still answers after each
 * journey: a pupil checks in and presses 話したい; an admin creates a teacher who registers from the
 * mail; a parent reports an absence with 欠席連絡のメール on and the school gets the mail; an admin
 * imports a roster; a questionnaire is delivered and answered.
 */
let smtp: TestSmtp;
let t: TestApp;
let admin: AuthHeaders;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ smtpUrl: smtp.url });
  admin = await signInTeacher(t, t.schoolA, 'admin');
}, 120_000);
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

/** One call with the 5 s deadline; answers status and parsed body. */
async function send(method: 'GET' | 'POST' | 'PATCH', url: string, headers: AuthHeaders | Record<string, string>, payload?: object) {
  const res = await injectWithin(t, { method, url, headers, ...(payload ? { payload } : {}) });
  return { status: res.statusCode, body: res.body ? (res.json() as { data: never; errors?: string[] }) : { data: undefined as never } };
}
/** The data of a call that must succeed. */
async function ok<T = never>(method: 'GET' | 'POST' | 'PATCH', url: string, headers: AuthHeaders | Record<string, string>, payload?: object): Promise<T> {
  const res = await send(method, url, headers, payload);
  expect(res.status, `${method} ${url}: ${JSON.stringify(res.body)}`).toBeLessThan(300);
  return res.body.data as T;
}

describe(`a newcomer's first hour (${TEST_DATABASE === 'pglite' ? 'the embedded database' : 'PostgreSQL'})`, () => {
  it('a pupil checks in and presses 話したい; the class teacher sees both', async () => {
    const pupil = await signInStudent(t, t.schoolA);
    await ok('POST', '/api/conditions', pupil, { mental: 'bad', physical: 'good' });
    const buttons = await ok<{ id: number; label: string }[]>('GET', '/api/sos_settings', pupil);
    await ok('POST', '/api/soss', { ...pupil, 'idempotency-key': 'newcomer-sos-1' }, { sosSettingId: buttons[0]!.id });
    const teacher = await signInTeacher(t, t.schoolA, 0);
    const dashboard = await ok<{ list: { sos: unknown[] }[] } | unknown>('GET', '/api/teachers/dashboards/sos_dashboard', teacher);
    expect(JSON.stringify(dashboard)).toContain(buttons[0]!.label);
    await assertServerAnswers(t, 'the pupil journey');
  });

  it('an admin creates a teacher, who registers from the mail and signs in', async () => {
    const created = await ok<{ id: number }>('POST', '/api/teachers/settings', admin, { name: '新任 花子', email: 'hanako@a.example.jp', admin: false });
    const [mail] = await withinDeadline('the registration mail', smtp.waitFor(1, 5_000));
    expect(mail!.to).toEqual(['hanako@a.example.jp']);
    const token = /confirmation_token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1]!;
    await ok('POST', '/api/teachers/settings/resend_confirm', admin, { id: created.id });
    await withinDeadline('the re-sent mail', smtp.waitFor(2, 5_000));
    await ok('PATCH', '/api/teachers/confirmation', {}, { confirmation_token: token, password: 'hanako-pass-1', password_confirmation: 'hanako-pass-1' });
    const signIn = await send('POST', '/api/teachers/sign_in', {}, { schoolCode: t.schoolA.code, email: 'hanako@a.example.jp', password: 'hanako-pass-1' });
    expect(signIn.status).toBe(200);
    await assertServerAnswers(t, 'the teacher journey');
  });

  it('with 欠席連絡のメール on, a parent reports an absence, the school is mailed and the teacher sees it', async () => {
    await ok('POST', '/api/teachers/parent_attendance_settings/config_update', admin, {
      notificationEnabled: true,
      notificationEmails: ['office@a.example.jp'],
    });
    const parent = await signInParent(t, t.schoolA);
    const [child] = await ok<{ id: number }[]>('GET', '/api/parents/student', parent);
    const before = smtp.received.length;
    const report = await ok<{ id: number }>('POST', '/api/parents/attendances', parent, {
      studentId: child!.id,
      date: dayAfter(1),
      status: 'absent',
      reason: 'sick',
      memo: '熱',
    });
    const mails = await withinDeadline('the absence mail', smtp.waitFor(before + 1, 5_000));
    expect(mails.at(-1)!.to).toEqual(['office@a.example.jp']);
    expect(mails.at(-1)!.subject).toMatch(/出欠連絡/);
    const dashboard = await ok('GET', '/api/teachers/dashboards/parent_attendances_dashboard', admin);
    expect(JSON.stringify(dashboard)).toContain(`"id":${report.id}`);
    await assertServerAnswers(t, 'the parent journey');
  });

  it('an admin imports a roster (the template rows as data) and the new pupil is listed', async () => {
    const year = Number(dayAfter(0).slice(0, 4)) - (Number(dayAfter(0).slice(5, 7)) < 4 ? 1 : 0);
    const data = [{ grade: '2年', klass: '1組', studentNumber: '20', name: '新入 太郎' }];
    const imported = await ok<{ summary: { create: number } }>('POST', '/api/teachers/students/importv2', admin, { year, data });
    expect(imported.summary.create).toBe(1);
    const students = await ok<{ name: string }[]>('GET', '/api/teachers/students', admin);
    expect(students.map((s) => s.name)).toContain('新入 太郎');
    await assertServerAnswers(t, 'the roster journey');
  });

  it('an admin delivers a questionnaire, a pupil answers it, and the teacher sees the answer', async () => {
    const day = 86_400_000;
    const gradeId = t.schoolA.klasses[0]!.gradeId;
    const delivery = await ok<{ id: number }>('POST', '/api/teachers/questionnaire_deliveries', admin, {
      title: 'はじめてのアンケート',
      startAt: new Date(Date.now() - day).toISOString(),
      finishAt: new Date(Date.now() + 7 * day).toISOString(),
      gradeIds: [gradeId],
      needsConsent: false,
      template: 'school_life',
    });
    const pupil = await signInStudent(t, t.schoolA, 0, 2);
    const offered = await ok<{ id: number }[] | { list: { id: number }[] }>('GET', '/api/questionnaire_deliveries', pupil);
    expect(JSON.stringify(offered)).toContain(`"id":${delivery.id}`);
    const groups = await ok<{ questionsGroups: { questions: { id: number; formType: string; options: { id: number }[] }[] }[] }>(
      'GET',
      `/api/students/questions/${delivery.id}`,
      pupil,
    );
    const answers = groups.questionsGroups
      .flatMap((g) => g.questions)
      .map((q) =>
        q.formType === 'checkbox'
          ? { questionId: q.id, questionOptionIds: [q.options[0]!.id] }
          : q.options.length
            ? { questionId: q.id, questionOptionId: q.options[0]!.id }
            : { questionId: q.id, text: 'たのしいです' },
      );
    await ok('POST', '/api/students/questions/answer', pupil, { questionnaireDeliveryId: delivery.id, answers, complete: true });
    const list = await ok<{ list: { id: number; answeredCount: number }[] }>('GET', '/api/teachers/questionnaire_deliveries', admin);
    expect(list.list.find((d) => d.id === delivery.id)!.answeredCount).toBe(1);
    await assertServerAnswers(t, 'the questionnaire journey');
  });
});
