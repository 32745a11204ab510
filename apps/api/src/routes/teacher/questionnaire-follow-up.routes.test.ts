import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionnaireAnswers } from '@sukoyaka/db/schema';
import { studentIdsOfKlass } from '@sukoyaka/db/seed/bullying';
import { deliverQuestionnaire, SCHOOL_LIFE_SURVEY } from '@sukoyaka/db/seed/questionnaires';
import { createTestApp, PASSWORDS, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 28 item 4, issue 24 item 7 (decision 076): a custom delivery's alerted sheets and its
 * もう こたえない pupils, in the teacher's reach, behind the password re-entry; the class teacher asks
 * the decliner again with decision 052's call. Other classes' teachers see neither; another school
 * gets 404.
 */
let t: TestApp;
let classTeacher: AuthHeaders;
let otherTeacher: AuthHeaders;
let admin: AuthHeaders;
let adminB: AuthHeaders;
const tokens = new Map<AuthHeaders, string>();
let deliveryId: number;
let alertedSheet: number;
let declinedSheet: number;
let alertedPupil: number;
let decliner: number;

const day = 86_400_000;
const verify = async (headers: AuthHeaders) =>
  (await t.app.inject({ method: 'POST', url: '/api/teachers/verify_pass', headers, payload: { password: PASSWORDS.teacher } })).json().data
    .confirmPassToken as string;
const followUp = (headers: AuthHeaders, id = deliveryId, token: string | undefined = tokens.get(headers)) =>
  t.app.inject({
    method: 'GET',
    url: `/api/teachers/questionnaire_deliveries/follow_up?questionnaireDeliveryId=${id}`,
    headers: token ? { ...headers, 'confirm-token': token } : headers,
  });

beforeAll(async () => {
  t = await createTestApp();
  const gradeIds = [...new Set(t.schoolA.klasses.map((k) => k.gradeId))];
  deliveryId = await deliverQuestionnaire(t.db, {
    schoolId: t.schoolA.id,
    gradeIds,
    definition: { ...SCHOOL_LIFE_SURVEY, title: '学校生活アンケート（独自）', kind: 'custom' },
    startAt: new Date(Date.now() - day),
    finishAt: new Date(Date.now() + 7 * day),
  });
  const klass0 = await studentIdsOfKlass(t.db, t.schoolA.klasses[0]!.id);
  [alertedPupil, decliner] = [klass0[0]!, klass0[1]!];
  const rows = await t.db
    .insert(questionnaireAnswers)
    .values([
      {
        questionnaireDeliveryId: deliveryId,
        studentId: alertedPupil,
        schoolId: t.schoolA.id,
        status: 'completed',
        completedAt: new Date(),
        alertLevel: 'second_stage',
      },
      { questionnaireDeliveryId: deliveryId, studentId: decliner, schoolId: t.schoolA.id, choice: 'never' },
      { questionnaireDeliveryId: deliveryId, studentId: klass0[2]!, schoolId: t.schoolA.id, status: 'completed', completedAt: new Date() },
    ])
    .returning({ id: questionnaireAnswers.id });
  [alertedSheet, declinedSheet] = [rows[0]!.id, rows[1]!.id];
  classTeacher = await signInTeacher(t, t.schoolA, 0);
  otherTeacher = await signInTeacher(t, t.schoolA, 1);
  admin = await signInTeacher(t, t.schoolA, 'admin');
  adminB = await signInTeacher(t, t.schoolB, 'admin');
  for (const h of [classTeacher, otherTeacher, admin, adminB]) tokens.set(h, await verify(h));
});
afterAll(() => t.close());

describe('a custom delivery’s follow-up', () => {
  it('needs the password re-entry', async () => {
    expect((await followUp(classTeacher, deliveryId, '')).statusCode).toBe(403);
  });

  it('lists the alerted sheet and the もう こたえない pupil for the class teacher and the admin, not for another class’s teacher', async () => {
    for (const h of [classTeacher, admin]) {
      const res = await followUp(h);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.delivery).toMatchObject({ id: deliveryId, title: '学校生活アンケート（独自）' });
      // The grade is named with the class: an admin's list spans grades (1年 1組, 2年 1組).
      const klass = { gradeName: t.schoolA.klasses[0]!.gradeName, klassName: t.schoolA.klasses[0]!.klassName };
      expect(data.alerted).toEqual([expect.objectContaining({ answerId: alertedSheet, studentId: alertedPupil, level: 'second_stage', ...klass })]);
      expect(data.declined).toEqual([expect.objectContaining({ answerId: declinedSheet, studentId: decliner, ...klass })]);
    }
    const other = (await followUp(otherTeacher)).json().data;
    expect(other.alerted).toEqual([]);
    expect(other.declined).toEqual([]);
  });

  it('answers 404 to another school', async () => {
    expect((await followUp(adminB)).statusCode).toBe(404);
  });

  it('lets the class teacher ask the decliner again (decision 052’s call), not another class’s teacher', async () => {
    const ask = (h: AuthHeaders) =>
      t.app.inject({
        method: 'POST',
        url: '/api/teachers/students/questionaire/ask_again',
        payload: { questionnaire_answer: declinedSheet },
        headers: { ...h, 'confirm-token': tokens.get(h)! },
      });
    expect((await ask(otherTeacher)).statusCode).toBe(404);
    expect((await ask(adminB)).statusCode).toBe(404);
    const res = await ask(classTeacher);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ alertId: declinedSheet, declined: false });
    expect((await followUp(classTeacher)).json().data.declined).toEqual([]);
  });
});
