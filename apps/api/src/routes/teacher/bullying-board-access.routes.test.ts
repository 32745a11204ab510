import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBullyingSurvey, deliverBullyingSurvey, insertBullyingSheets, studentIdsOfKlass } from '@sukoyaka/db/seed/bullying';
import { createTestApp, PASSWORDS, signInBoardAccess, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

/**
 * 組織確認済み through a board user's school access (issue 12, decisions 022, 028, 037): the access
 * re-enters the board user's own password, reads the answers, may set teacher confirmation status
 * 4 and nothing else (1–3, comments, 対応済み and the PDFs are refused, nothing written); a teacher
 * may not set 4; bullying_alerts/export_survey needs the confirm token like the other reads.
 */
let t: TestApp;
let access: AuthHeaders;
let teacher: AuthHeaders;
let deliveryId: number;
let students: number[];
let sheetId: number;
const day = 86_400_000;

const withToken = (headers: AuthHeaders, token?: string) => (token ? { ...headers, 'confirm-token': token } : headers);
const verify = (headers: AuthHeaders, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/teachers/verify_pass', headers, payload: { password, confirmation_token: 'x' } });
const setStatus = (headers: AuthHeaders, token: string | undefined, status: number, ids = [students[0]!]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/teachers/students/update_teacher_confirm_status',
    headers: withToken(headers, token),
    payload: { questionnaire_id: deliveryId, student_ids: ids, teacher_confirm_status: status },
  });
const statusOf = async (studentId: number) =>
  (
    (await t.db.execute(
      sql`select teacher_confirm_status as s from questionnaire_answers where questionnaire_delivery_id = ${deliveryId} and student_id = ${studentId}`,
    )) as unknown as { rows: { s: string }[] }
  ).rows[0]!.s;

beforeAll(async () => {
  t = await createTestApp();
  const survey = await createBullyingSurvey(t.db, t.schoolA.id);
  const klass = t.schoolA.klasses[0]!;
  deliveryId = await deliverBullyingSurvey(t.db, {
    schoolId: t.schoolA.id,
    questionnaireId: survey.questionnaireId,
    gradeIds: [klass.gradeId],
    startAt: new Date(Date.now() - 3 * day),
    finishAt: new Date(Date.now() + day),
  });
  students = await studentIdsOfKlass(t.db, klass.id);
  const at = new Date(Date.now() - day);
  [sheetId] = (await insertBullyingSheets(t.db, survey, { schoolId: t.schoolA.id, deliveryId }, [
    { studentId: students[0]!, profile: 'second_stage', completedAt: at, teacherConfirmStatus: 'person_in_charge_confirmed' },
    { studentId: students[1]!, profile: 'third_stage', completedAt: at },
  ])) as [number];
  access = await signInBoardAccess(t, t.schoolA);
  teacher = await signInTeacher(t, t.schoolA, 'admin');
});
afterAll(() => t.close());

describe('a board user’s school access and 組織確認済み', () => {
  let token: string;

  it('re-enters the board user’s own password (a teacher’s password is wrong for it) and then reads the answers', async () => {
    const wrong = await verify(access, PASSWORDS.teacher);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual(['パスワードが正しくありません']);
    const res = await verify(access, PASSWORDS.local_government);
    expect(res.statusCode).toBe(200);
    token = res.json().data.confirmPassToken;
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/teachers/bullying_alerts/for_all?questionnaireDeliveryId=${deliveryId}`,
      headers: withToken(access, token),
    });
    expect(view.statusCode).toBe(200);
    const sheet = await t.app.inject({
      method: 'GET',
      url: `/api/teachers/students/questionaire?studentId=${students[0]}&questionnaireDeliveryId=${deliveryId}`,
      headers: withToken(access, token),
    });
    expect(sheet.statusCode).toBe(200);
    expect(sheet.json().data.alert.level).toBe('second_stage');
    // A teacher's confirm token is of another sign-in: not valid for the access, and the reverse.
    const teacherToken = (await verify(teacher, PASSWORDS.teacher)).json().data.confirmPassToken;
    expect((await t.app.inject({ method: 'GET', url: '/api/teachers/bullying_alerts/for_class', headers: withToken(access, teacherToken) })).statusCode).toBe(
      403,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/teachers/bullying_alerts/for_class', headers: withToken(teacher, token) })).statusCode).toBe(403);
  });

  it('sets 組織確認済み (4); the change is kept as the board user’s', async () => {
    expect((await setStatus(access, undefined, 4)).statusCode).toBe(403);
    const res = await setStatus(access, token, 4);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data).toEqual([{ alertId: sheetId, studentId: students[0], teacherConfirmStatus: 'organization_verified' }]);
    expect(await statusOf(students[0]!)).toBe('organization_verified');
    const changes = (await t.db.execute(
      sql`select from_status, to_status, teacher_id, organization_user_id from teacher_confirm_status_changes where questionnaire_answer_id = ${sheetId}`,
    )) as unknown as { rows: { from_status: string; to_status: string; teacher_id: string | null; organization_user_id: string | null }[] };
    expect(changes.rows).toEqual([
      { from_status: 'person_in_charge_confirmed', to_status: 'organization_verified', teacher_id: null, organization_user_id: expect.anything() },
    ]);
  });

  it('may not set 1–3, comment, mark 対応済み or start the PDFs: 403 and nothing written', async () => {
    for (const status of [1, 2, 3]) {
      const res = await setStatus(access, token, status, [students[1]!]);
      expect(res.statusCode, String(status)).toBe(403);
      expect(res.json().errors).toEqual(['教育委員会からは組織確認済みへの変更だけができます。']);
    }
    expect(await statusOf(students[1]!)).toBe('unconfirmed');
    const writes = [
      ['/api/teachers/students/questionaire/create_comment', { content: '教育委員会', questionnaire_answer: sheetId }],
      ['/api/teachers/students/update_questions_status', { questionnaire_answer: sheetId, resolved: true }],
    ] as const;
    for (const [url, payload] of writes) {
      const res = await t.app.inject({ method: 'POST', url, headers: withToken(access, token), payload });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().errors.join()).toContain('教育委員会からの閲覧では変更できません');
    }
    const pdfs = await t.app.inject({
      method: 'GET',
      url: `/api/teachers/students/processing_export_pdfs?questionnaireDeliveryId=${deliveryId}&klass_id=${t.schoolA.klasses[0]!.id}`,
      headers: withToken(access, token),
    });
    expect(pdfs.statusCode).toBe(403);
    const counts = (await t.db.execute(
      sql`select (select count(*) from questionnaire_answer_comments)::int as comments, (select count(*) from bullying_alert_resolutions)::int as resolved,
        (select count(*) from bullying_pdf_exports)::int as pdfs`,
    )) as unknown as { rows: { comments: number; resolved: number; pdfs: number }[] };
    expect(counts.rows[0]).toEqual({ comments: 0, resolved: 0, pdfs: 0 });
  });

  it('the answer page lists the board user among those who viewed the student’s answers', async () => {
    await t.app.accessLog.flush();
    const teacherToken = (await verify(teacher, PASSWORDS.teacher)).json().data.confirmPassToken;
    const sheet = await t.app.inject({
      method: 'GET',
      url: `/api/teachers/students/questionaire?studentId=${students[0]}&questionnaireDeliveryId=${deliveryId}`,
      headers: withToken(teacher, teacherToken),
    });
    expect(sheet.json().data.viewers.map((v: { name: string }) => v.name)).toContain('担当（テスト市教育委員会）');
  });

  it('a teacher may set 1–3 (once the sheet is opened) but not 4 (only the board confirms for the organisation)', async () => {
    const teacherToken = (await verify(teacher, PASSWORDS.teacher)).json().data.confirmPassToken;
    const refused = await setStatus(teacher, teacherToken, 4, [students[1]!]);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errors).toEqual(['組織確認済みにできるのは教育委員会だけです。']);
    expect(await statusOf(students[1]!)).toBe('unconfirmed');
    // 未確認 cannot be bulk-changed (spec §4) until a teacher opens the sheet, which makes it 確認中.
    expect((await setStatus(teacher, teacherToken, 3, [students[1]!])).statusCode).toBe(422);
    const opened = await t.app.inject({
      method: 'GET',
      url: `/api/teachers/students/questionaire?studentId=${students[1]}&questionnaireDeliveryId=${deliveryId}`,
      headers: withToken(teacher, teacherToken),
    });
    expect(opened.json().data.alert.teacherConfirmStatus).toBe('confirming');
    expect((await setStatus(teacher, teacherToken, 3, [students[1]!])).statusCode).toBe(200);
    expect(await statusOf(students[1]!)).toBe('person_in_charge_confirmed');
  });
});

describe('bullying_alerts/export_survey (decision 022)', () => {
  it('is refused without a confirm token, with a made-up one, and answers the Excel with a valid one', async () => {
    const url = `/api/teachers/bullying_alerts/export_survey?questionnaireDeliveryId=${deliveryId}`;
    for (const token of [undefined, 'made-up']) {
      const res = await t.app.inject({ method: 'GET', url, headers: withToken(teacher, token) });
      expect(res.statusCode).toBe(403);
      expect(res.json().errors).toEqual(['いじめアンケートの回答を見るには、パスワードを再入力してください。']);
    }
    const token = (await verify(teacher, PASSWORDS.teacher)).json().data.confirmPassToken;
    const ok = await t.app.inject({ method: 'GET', url, headers: withToken(teacher, token) });
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['content-type']).toContain('spreadsheetml');
  });
});
