import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { questionnaireDeliveries, studentEnrollments } from '@sukoyaka/db/schema';
import { BULLYING_TEMPLATE } from '@sukoyaka/contracts/questionnaire-templates';
import { deliverQuestionnaire, templateDefinition } from '@sukoyaka/db/seed/questionnaires';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { chooseDelivery, listStudentDeliveries } from './questionnaires.service.ts';
import { answerQuestions } from './answering.ts';
import { getStudentQuestions, type StudentScope } from './sheet-view.ts';

/**
 * Issue 11 item 6: a delivery reaches exactly its grades between startAt (included) and finishAt
 * (excluded), instants set in Japan time; 完了 or the end of the period ends answering with the
 * spec's message. The service takes `now`, so the boundaries are tested to the millisecond.
 */
let t: TestApp;
let deliveryId: number;
const startAt = new Date(Date.now() - 2 * 86_400_000);
const finishAt = new Date(startAt.getTime() + 3 * 86_400_000);
let first: StudentScope;
let third: StudentScope;

/** The scope of student #1 of the school's `klassIndex`-th class. */
async function studentOf(klassIndex: number): Promise<StudentScope> {
  const [row] = await t.db
    .select({ id: studentEnrollments.studentId })
    .from(studentEnrollments)
    .where(and(eq(studentEnrollments.klassId, t.schoolA.klasses[klassIndex]!.id), eq(studentEnrollments.studentNumber, 1)));
  return { schoolId: t.schoolA.id, studentId: row!.id, tokenId: 1 };
}

beforeAll(async () => {
  t = await createTestApp();
  const gradeIds = [t.schoolA.klasses[0]!.gradeId, t.schoolA.klasses[1]!.gradeId];
  deliveryId = await deliverQuestionnaire(t.db, { schoolId: t.schoolA.id, gradeIds, definition: templateDefinition(BULLYING_TEMPLATE), startAt, finishAt });
  first = await studentOf(0);
  third = await studentOf(2);
});
afterAll(() => t.close());

const ids = async (scope: StudentScope, now: Date) => (await listStudentDeliveries(t.db, scope, now)).map((d) => d.id);
const at = (base: Date, ms: number) => new Date(base.getTime() + ms);

describe('the delivery window (Japan-time instants) and its grades', () => {
  it('reaches a 1年 student from startAt exactly until just before finishAt', async () => {
    expect(await ids(first, at(startAt, -1))).toEqual([]);
    expect(await ids(first, startAt)).toEqual([deliveryId]);
    expect(await ids(first, at(finishAt, -1))).toEqual([deliveryId]);
    expect(await ids(first, finishAt)).toEqual([]);
  });

  it('never reaches a 3年 student, whose questions of it are 404', async () => {
    expect(await ids(third, startAt)).toEqual([]);
    await expect(getStudentQuestions(t.db, third, deliveryId, startAt)).rejects.toMatchObject({ statusCode: 404 });
    await expect(chooseDelivery(t.db, third, deliveryId, 'agree', startAt)).rejects.toMatchObject({ statusCode: 404 });
  });

  it('before startAt the delivery is unknown to the student (404), after finishAt answering says the period is over', async () => {
    await expect(chooseDelivery(t.db, first, deliveryId, 'agree', at(startAt, -1))).rejects.toMatchObject({ statusCode: 404 });
    await chooseDelivery(t.db, first, deliveryId, 'agree', startAt);
    const body = { questionnaireDeliveryId: deliveryId, answers: [], complete: false };
    await expect(answerQuestions(t.db, t.app.mail, first, body, finishAt)).rejects.toMatchObject({
      statusCode: 422,
      message: 'このアンケートの回答期間は終わりました。',
    });
    expect((await getStudentQuestions(t.db, first, deliveryId, finishAt)).delivery.id).toBe(deliveryId);
  });

  it('完了 ends answering inside the period with the same message', async () => {
    await t.db.update(questionnaireDeliveries).set({ completedAt: startAt }).where(eq(questionnaireDeliveries.id, deliveryId));
    expect(await ids(first, at(startAt, 1000))).toEqual([]);
    const body = { questionnaireDeliveryId: deliveryId, answers: [], complete: true };
    await expect(answerQuestions(t.db, t.app.mail, first, body, at(startAt, 1000))).rejects.toMatchObject({
      statusCode: 422,
      message: 'このアンケートの回答期間は終わりました。',
    });
  });
});
