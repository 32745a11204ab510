import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionnaireAnswerDetails } from '@sukoyaka/db/schema';
import { createBullyingSurvey, deliverBullyingSurvey, insertBullyingSheets, studentIdsOfKlass, type BullyingSurvey } from '@sukoyaka/db/seed/bullying';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { loadAlerts } from './alerts.queries.ts';

/**
 * bullying_answer_fields (decision 037): each sheet's bullying fields are kept by statement triggers
 * on questionnaire_answer_details, so the alert views show what the student answers now — after an
 * insert, a changed answer (a student going back a page) and a removed one.
 */
let t: TestApp;
let survey: BullyingSurvey;
let sheetId: number;

const alert = async () => (await loadAlerts(t.db, t.schoolA.id, { answerIds: [sheetId] }))[0]!;
const optionIds = (field: 'whenBullying' | 'seen', texts: string[]) => texts.map((x) => survey.questions[field].options.get(x)!.id);

beforeAll(async () => {
  t = await createTestApp();
  survey = await createBullyingSurvey(t.db, t.schoolA.id);
  const klass = t.schoolA.klasses[0]!;
  const deliveryId = await deliverBullyingSurvey(t.db, {
    schoolId: t.schoolA.id,
    questionnaireId: survey.questionnaireId,
    gradeIds: [klass.gradeId],
    startAt: new Date(Date.now() - 86_400_000),
    finishAt: new Date(Date.now() + 86_400_000),
  });
  const [studentId] = await studentIdsOfKlass(t.db, klass.id);
  [sheetId] = (await insertBullyingSheets(t.db, survey, { schoolId: t.schoolA.id, deliveryId }, [
    { studentId: studentId!, profile: 'first_stage', completedAt: new Date() },
  ])) as [number];
});
afterAll(() => t.close());

describe('the bullying fields of a sheet follow its answers', () => {
  it('after the answers are inserted', async () => {
    expect(await alert()).toMatchObject({
      seen: false,
      question: 'false',
      handshake: 'false',
      bullyingDetail: { whenBullying: ['休み時間'], whereBullying: ['教室'] },
    });
  });

  it('after an answer changes (ticked options in the survey’s order) and a witness text is written', async () => {
    const when = survey.questions.whenBullying.id;
    await t.db
      .update(questionnaireAnswerDetails)
      .set({ questionOptionIds: optionIds('whenBullying', ['放課後', '授業中']) })
      .where(and(eq(questionnaireAnswerDetails.questionnaireAnswerId, sheetId), eq(questionnaireAnswerDetails.questionId, when)));
    await t.db
      .update(questionnaireAnswerDetails)
      .set({ questionOptionId: optionIds('seen', ['ある'])[0]! })
      .where(and(eq(questionnaireAnswerDetails.questionnaireAnswerId, sheetId), eq(questionnaireAnswerDetails.questionId, survey.questions.seen.id)));
    await t.db
      .insert(questionnaireAnswerDetails)
      .values({ questionnaireAnswerId: sheetId, questionId: survey.questions.seenDetail.id, text: '  昼休みに廊下で  ' });
    expect(await alert()).toMatchObject({
      seen: true,
      seenDetail: '昼休みに廊下で',
      bullyingDetail: { whenBullying: ['授業中', '放課後'], whereBullying: ['教室'] },
    });
  });

  it('after the answers are removed', async () => {
    await t.db.delete(questionnaireAnswerDetails).where(eq(questionnaireAnswerDetails.questionnaireAnswerId, sheetId));
    expect(await alert()).toMatchObject({ seen: false, seenDetail: null, handshake: 'false', bullyingDetail: { whenBullying: [], whereBullying: [] } });
  });
});
