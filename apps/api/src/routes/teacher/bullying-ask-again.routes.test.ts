import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBullyingSurvey, deliverBullyingSurvey, insertBullyingSheets, studentIdsOfKlass } from '@sukoyaka/db/seed/bullying';
import { createTestApp, PASSWORDS, signInStudent, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 24 item 7 (teacher half): a pupil who chose もう こたえない shows as declined in the class
 * teacher's class view, and the class teacher can undo it (students/questionaire/ask_again): the
 * pupil is asked again. Other classes' teachers and other schools cannot; a sheet that was not
 * declined is refused with a Japanese message.
 */
let t: TestApp;
let pupil: AuthHeaders;
let classTeacher: AuthHeaders;
let otherTeacher: AuthHeaders;
let adminB: AuthHeaders;
let classToken: string;
let otherToken: string;
let adminBToken: string;
let deliveryId: number;
let pupilId: number;
let completedSheet: number;

const day = 86_400_000;
const verify = async (headers: AuthHeaders) =>
  (await t.app.inject({ method: 'POST', url: '/api/teachers/verify_pass', headers, payload: { password: PASSWORDS.teacher } })).json().data
    .confirmPassToken as string;
const post = (url: string, payload: object, headers: AuthHeaders, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? { ...headers, 'confirm-token': token } : headers });
const forClass = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/teachers/bullying_alerts/for_class?questionnaireDeliveryId=${deliveryId}`,
      headers: { ...classTeacher, 'confirm-token': classToken },
    })
  ).json().data;
const cellOf = (view: { grades: { klasses: { students: { student: { id: number }; alerts: ({ alertId: number; declined: boolean } | null)[] }[] }[] }[] }) =>
  view.grades[0]!.klasses[0]!.students.find((s) => s.student.id === pupilId)!.alerts.at(-1);
const pupilState = async () =>
  (
    (await t.app.inject({ method: 'GET', url: '/api/questionnaire_deliveries', headers: pupil })).json().data as {
      id: number;
      state: string;
      askNow: boolean;
    }[]
  ).find((d) => d.id === deliveryId);

beforeAll(async () => {
  t = await createTestApp();
  const survey = await createBullyingSurvey(t.db, t.schoolA.id);
  const gradeIds = [...new Set(t.schoolA.klasses.map((k) => k.gradeId))];
  deliveryId = await deliverBullyingSurvey(t.db, {
    schoolId: t.schoolA.id,
    questionnaireId: survey.questionnaireId,
    gradeIds,
    startAt: new Date(Date.now() - day),
    finishAt: new Date(Date.now() + 7 * day),
  });
  const klass0 = await studentIdsOfKlass(t.db, t.schoolA.klasses[0]!.id);
  pupilId = klass0[0]!;
  const sheets = await insertBullyingSheets(t.db, survey, { schoolId: t.schoolA.id, deliveryId }, [
    { studentId: klass0[1]!, profile: 'normal', completedAt: new Date() },
  ]);
  completedSheet = sheets[0]!;
  pupil = await signInStudent(t, t.schoolA, 0, 1);
  classTeacher = await signInTeacher(t, t.schoolA, 0);
  otherTeacher = await signInTeacher(t, t.schoolA, 1);
  adminB = await signInTeacher(t, t.schoolB, 'admin');
  classToken = await verify(classTeacher);
  otherToken = await verify(otherTeacher);
  adminBToken = await verify(adminB);
});
afterAll(() => t.close());

describe('もう こたえない: the class teacher sees it and asks again', () => {
  it('shows the declined pupil in the class view and, after ask_again, the pupil is asked again', async () => {
    const declined = await post(`/api/questionnaire_deliveries/${deliveryId}/dis_agree`, {}, pupil);
    expect(declined.statusCode).toBe(200);
    expect(await pupilState()).toMatchObject({ state: 'never', askNow: false });

    const cell = cellOf(await forClass());
    expect(cell).toMatchObject({ declined: true, completed: null });

    // Another class's teacher and another school's admin do not reach the sheet.
    expect((await post('/api/teachers/students/questionaire/ask_again', { questionnaire_answer: cell!.alertId }, otherTeacher, otherToken)).statusCode).toBe(
      404,
    );
    expect((await post('/api/teachers/students/questionaire/ask_again', { questionnaire_answer: cell!.alertId }, adminB, adminBToken)).statusCode).toBe(404);
    // Without the password re-entry token: refused like every bullying call.
    expect((await post('/api/teachers/students/questionaire/ask_again', { questionnaire_answer: cell!.alertId }, classTeacher)).statusCode).toBe(403);
    expect(await pupilState()).toMatchObject({ state: 'never' });

    const undone = await post('/api/teachers/students/questionaire/ask_again', { questionnaire_answer: cell!.alertId }, classTeacher, classToken);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().data).toEqual({ alertId: cell!.alertId, declined: false });
    expect(cellOf(await forClass())).toMatchObject({ declined: false });
    expect(await pupilState()).toMatchObject({ state: 'new', askNow: true });
  });

  it('refuses a sheet the pupil did not decline (completed), in Japanese, and changes nothing', async () => {
    const res = await post('/api/teachers/students/questionaire/ask_again', { questionnaire_answer: completedSheet }, classTeacher, classToken);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(['この生徒は「もう こたえない」を選んでいません。']);
    const row = (await forClass()).grades[0].klasses[0].students[1].alerts.at(-1);
    expect(row).toMatchObject({ completed: true, declined: false });
  });
});
