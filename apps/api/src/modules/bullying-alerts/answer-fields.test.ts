import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BullyingField } from '@sukoyaka/contracts/questionnaires';
import { bullyingAnswerFields, questionnaireAnswers } from '@sukoyaka/db/schema';
import { createBullyingSurvey, deliverBullyingSurvey, studentIdsOfKlass, type BullyingSurvey } from '@sukoyaka/db/seed/bullying';
import { createTestApp, signInStudent, type AuthHeaders, type TestApp } from '../../test/test-app.ts';
import { loadAlerts } from './alerts.queries.ts';

/**
 * bullying_answer_fields (decision 037): each sheet's bullying fields are written by the sheet's own
 * write (decision 043), so the alert views show what the student answers now — after a page is
 * saved, after the student goes back and changes it (the other answers stay), after the answers
 * are cleared, and at completion.
 */
let t: TestApp;
let survey: BullyingSurvey;
let student: AuthHeaders;
let deliveryId: number;
let studentId: number;

const sheetId = async () =>
  (
    await t.db
      .select({ id: questionnaireAnswers.id })
      .from(questionnaireAnswers)
      .where(and(eq(questionnaireAnswers.questionnaireDeliveryId, deliveryId), eq(questionnaireAnswers.studentId, studentId)))
  )[0]!.id;
const alert = async () => (await loadAlerts(t.db, t.schoolA.id, { answerIds: [await sheetId()] }))[0]!;
const fieldsRow = async () =>
  t.db
    .select()
    .from(bullyingAnswerFields)
    .where(eq(bullyingAnswerFields.questionnaireAnswerId, await sheetId()));

/** The answer to a field's question: options by text (ticked or chosen) or a written text. */
function given(field: BullyingField, choice: string[] | string | null) {
  const question = survey.questions[field];
  if (typeof choice === 'string' && question.options.size === 0) return { questionId: question.id, text: choice };
  const ids = (typeof choice === 'string' ? [choice] : (choice ?? [])).map((x) => question.options.get(x)!.id);
  return field === 'whenBullying' || field === 'whereBullying'
    ? { questionId: question.id, questionOptionIds: ids }
    : { questionId: question.id, questionOptionId: ids[0] ?? null };
}
const save = (answers: object[], complete = false) =>
  t.app.inject({
    method: 'POST',
    url: '/api/students/questions/answer',
    headers: student,
    payload: { questionnaireDeliveryId: deliveryId, answers, complete },
  });

beforeAll(async () => {
  t = await createTestApp();
  survey = await createBullyingSurvey(t.db, t.schoolA.id);
  const klass = t.schoolA.klasses[0]!;
  deliveryId = await deliverBullyingSurvey(t.db, {
    schoolId: t.schoolA.id,
    questionnaireId: survey.questionnaireId,
    gradeIds: [klass.gradeId],
    startAt: new Date(Date.now() - 86_400_000),
    finishAt: new Date(Date.now() + 86_400_000),
  });
  [studentId] = (await studentIdsOfKlass(t.db, klass.id)) as [number];
  student = await signInStudent(t, t.schoolA, 0, 1);
});
afterAll(() => t.close());

describe('the bullying fields of a sheet follow its answers', () => {
  it('after a page is saved', async () => {
    const res = await save([
      given('bullied', '1回ある'),
      given('whenBullying', ['休み時間']),
      given('whereBullying', ['教室']),
      given('seen', 'ない'),
      given('question', 'いいえ'),
      given('handshakeDetail', '相談していない'),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await alert()).toMatchObject({
      seen: false,
      question: 'false',
      handshake: 'false',
      bullyingDetail: { whenBullying: ['休み時間'], whereBullying: ['教室'] },
    });
  });

  it('after the student goes back and changes answers (ticked options in the survey’s order, a trimmed witness text); the others stay', async () => {
    const res = await save([given('whenBullying', ['放課後', '授業中']), given('seen', 'ある'), given('seenDetail', '  昼休みに廊下で  ')]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await alert()).toMatchObject({
      seen: true,
      seenDetail: '昼休みに廊下で',
      question: 'false',
      bullyingDetail: { whenBullying: ['授業中', '放課後'], whereBullying: ['教室'] },
    });
  });

  it('after the answers are cleared: the sheet keeps no row', async () => {
    const res = await save([
      given('bullied', null),
      given('whenBullying', []),
      given('whereBullying', []),
      given('seen', null),
      given('seenDetail', ''),
      given('question', null),
      given('handshakeDetail', null),
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(await fieldsRow()).toEqual([]);
    expect(await alert()).toMatchObject({ seen: false, seenDetail: null, handshake: 'false', bullyingDetail: { whenBullying: [], whereBullying: [] } });
  });

  it('at completion, in the completion’s own statement', async () => {
    const res = await save(
      [
        given('bullied', '何度もある'),
        given('whenBullying', ['休み時間', '放課後']),
        given('whereBullying', ['教室', '廊下']),
        given('seen', 'ない'),
        given('question', 'はい'),
        given('handshakeDetail', '先生に相談した'),
      ],
      true,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(await fieldsRow()).toEqual([
      {
        questionnaireAnswerId: await sheetId(),
        handshakeValue: 'handshake_teacher',
        questionValue: 'true',
        seenValue: 'false',
        seenDetail: null,
        whenBullying: ['休み時間', '放課後'],
        whereBullying: ['教室', '廊下'],
      },
    ]);
    const [sheet] = await t.db
      .select()
      .from(questionnaireAnswers)
      .where(eq(questionnaireAnswers.id, await sheetId()));
    expect(sheet).toMatchObject({ status: 'completed' });
    expect(await alert()).toMatchObject({ question: 'true', bullyingDetail: { whenBullying: ['休み時間', '放課後'], whereBullying: ['教室', '廊下'] } });
  });
});
