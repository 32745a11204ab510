import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLogs, questionGroups, questionnaireAnswers, questionnaireDeliveries, questionnaires, questions as questionsTable } from '@sukoyaka/db/schema';
import { BULLYING_SURVEY, deliverQuestionnaire, SCHOOL_LIFE_SURVEY } from '@sukoyaka/db/seed/questionnaires';
import { distressMatchesOf } from '../distress-words/distress-words.service.ts';
import { TEST_DATABASE, createTestApp, signInStudent, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

/**
 * A completion that names every question is written without reading the delivery first
 * (answering.ts completeWithoutRead, issue 11 "Speed"): it saves one round trip for each pupil
 * pressing 完了, and whenever its guarded write is refused the reading path answers exactly as
 * before: another school's or grade's pupil gets 404, a closed delivery 422, a missing consent
 * 403, a completed sheet stays as it was, a changed questionnaire is checked anew.
 */
let t: TestApp;
const day = 86_400_000;
type Q = { id: number; formType: string; required: boolean; options: { id: number }[] };

const questionsOf = async (headers: AuthHeaders, id: number): Promise<Q[]> =>
  ((await t.app.inject({ method: 'GET', url: `/api/students/questions/${id}`, headers })).json().data.questionsGroups as { questions: Q[] }[]).flatMap(
    (g) => g.questions,
  );
/** A survey of school A open since yesterday for the grade of its first class. */
const openSurvey = (definition = SCHOOL_LIFE_SURVEY) =>
  deliverQuestionnaire(t.db, {
    schoolId: t.schoolA.id,
    gradeIds: [t.schoolA.klasses[0]!.gradeId],
    definition,
    startAt: new Date(Date.now() - day),
    finishAt: new Date(Date.now() + day),
  });
const answer = (headers: AuthHeaders, payload: object) => t.app.inject({ method: 'POST', url: '/api/students/questions/answer', headers, payload });
/** Every question answered: the first option, or a text. */
const everyAnswer = (questions: Q[]) =>
  questions.map((q) =>
    q.formType === 'checkbox'
      ? { questionId: q.id, questionOptionIds: [q.options[0]!.id] }
      : q.options.length
        ? { questionId: q.id, questionOptionId: q.options[0]!.id }
        : { questionId: q.id, text: 'ふつうです' },
  );

/**
 * The statements the database was sent while `work` ran, by prepared name (or text): through the
 * PostgreSQL pool, or the embedded database's connection (whose statements carry no name).
 */
async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const record = (config: unknown) => {
    const c = config as { name?: string; text?: string } | string;
    sent.push(typeof c === 'string' ? c : (c.name ?? c.text ?? ''));
  };
  // The pool's own method, or PGlite's (its prototype's: the handle is a gate in front of it).
  const client = (t.handle.pool ?? t.handle.pglite) as unknown as { query: (...args: unknown[]) => unknown };
  const original = t.handle.pool ? client.query : (Object.getPrototypeOf(client) as typeof client).query;
  client.query = function (this: unknown, config: unknown, ...rest: unknown[]) {
    record(config);
    return original.call(this ?? client, config, ...rest);
  };
  try {
    await work();
  } finally {
    if (t.handle.pool) client.query = original;
    else delete (client as { query?: unknown }).query;
  }
  return sent;
}

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('a completion written without reading the delivery first', () => {
  it('takes the token check and one write; the sheet, its levels and the access-log row are as on the reading path', async () => {
    const id = await openSurvey();
    const student = await signInStudent(t, t.schoolA, 0, 2);
    const questions = await questionsOf(student, id);
    const logsBefore = (await t.db.select().from(accessLogs).where(eq(accessLogs.route, '/api/students/questions/answer'))).length;
    // The board's words of distress are read once per 5 s per process (a class's first completion,
    // issue 25 item 5); what this measures is every completion after it.
    await distressMatchesOf(t.app.db, t.schoolA.id, ['warm']);
    let res: Awaited<ReturnType<typeof answer>> | undefined;
    const sent = await statementsDuring(async () => {
      res = await answer(student, { questionnaireDeliveryId: id, answers: everyAnswer(questions), complete: true });
    });
    expect(res!.statusCode, res!.body).toBe(200);
    expect(res!.json().data).toMatchObject({ delivery: { id, state: 'completed', askNow: false, title: '学校生活アンケート' }, questionsGroups: [] });
    if (TEST_DATABASE === 'postgres') expect(sent).toEqual(['auth_tokens_by_clients', 'questionnaire_sheet_write']);
    else {
      expect(sent).toHaveLength(2);
      expect(sent[0]).toMatch(/from "auth_tokens"/i);
      // The one guarded write: the sheet and its access-log row in one statement.
      expect(sent[1]).toMatch(/^with "open_delivery"/);
      expect(sent[1]).toMatch(/insert into "questionnaire_answers"/);
      expect(sent[1]).toMatch(/insert into "access_logs"/);
    }
    const rows = await t.db.select().from(questionnaireAnswers).where(eq(questionnaireAnswers.questionnaireDeliveryId, id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'completed' });
    expect(rows[0]!.answers.map((a) => a.questionId)).toEqual(questions.map((q) => q.id).sort((a, b) => a - b));
    expect(rows[0]!.startedAt).toBeInstanceOf(Date);
    const logsAfter = await t.db.select().from(accessLogs).where(eq(accessLogs.route, '/api/students/questions/answer'));
    expect(logsAfter).toHaveLength(logsBefore + 1);
    expect(logsAfter.at(-1)).toMatchObject({ actorType: 'student', statusCode: 200 });
  });

  it('falls back to the reading path: another school’s or grade’s pupil gets 404 and nothing is written, even with answers that fit', async () => {
    const gradeA = t.schoolA.klasses[0]!.gradeId;
    const id = await openSurvey();
    const questions = await questionsOf(await signInStudent(t, t.schoolA, 0, 1), id);
    const otherGrade = t.schoolA.klasses.findIndex((k) => k.gradeId !== gradeA);
    for (const outsider of [await signInStudent(t, t.schoolB, 0, 1), await signInStudent(t, t.schoolA, otherGrade, 1)]) {
      const res = await answer(outsider, { questionnaireDeliveryId: id, answers: everyAnswer(questions), complete: true });
      expect(res.statusCode).toBe(404);
      // A wrong answer too: 404 first, nothing about the questions.
      const bad = await answer(outsider, { questionnaireDeliveryId: id, answers: [{ questionId: questions[0]!.id, questionOptionId: 1 }], complete: true });
      expect(bad.statusCode).toBe(404);
    }
    expect(await t.db.select().from(questionnaireAnswers).where(eq(questionnaireAnswers.questionnaireDeliveryId, id))).toEqual([]);
  });

  it('falls back: a delivery a teacher completed (完了) refuses with the spec’s message; consent still comes first', async () => {
    const life = await openSurvey();
    const bullying = await openSurvey(BULLYING_SURVEY);
    const student = await signInStudent(t, t.schoolA, 0, 1);
    const lifeQuestions = await questionsOf(student, life);
    const bullyingQuestions = await questionsOf(student, bullying);

    const admin = await signInTeacher(t, t.schoolA, 'admin');
    const closed = await t.app.inject({ method: 'POST', url: `/api/teachers/questionnaire_deliveries/${life}/complete`, headers: admin });
    expect(closed.statusCode, closed.body).toBe(200);
    const late = await answer(student, { questionnaireDeliveryId: life, answers: everyAnswer(lifeQuestions), complete: true });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toEqual(['このアンケートの回答期間は終わりました。']);

    const noConsent = await answer(student, { questionnaireDeliveryId: bullying, answers: everyAnswer(bullyingQuestions), complete: true });
    expect(noConsent.statusCode).toBe(403);
    expect(noConsent.json().errors).toEqual(['このアンケートは同意が必要です。']);
    await t.app.inject({ method: 'POST', url: `/api/questionnaire_deliveries/${bullying}/agree`, headers: student });
    const agreed = await answer(student, { questionnaireDeliveryId: bullying, answers: everyAnswer(bullyingQuestions), complete: true });
    expect(agreed.statusCode, agreed.body).toBe(200);
    const [delivery] = await t.db.select().from(questionnaireDeliveries).where(eq(questionnaireDeliveries.id, bullying));
    expect(delivery!.completedAt).toBeNull();
  });

  it('falls back: a completed sheet is answered unchanged, a second completion does not overwrite the first', async () => {
    const id = await openSurvey();
    const student = await signInStudent(t, t.schoolA, 0, 1);
    const questions = await questionsOf(student, id);
    const firstAnswers = everyAnswer(questions);
    expect((await answer(student, { questionnaireDeliveryId: id, answers: firstAnswers, complete: true })).statusCode).toBe(200);
    const before = (await t.db.select().from(questionnaireAnswers).where(eq(questionnaireAnswers.questionnaireDeliveryId, id)))[0]!;
    const other = questions.map((q) =>
      q.options.length > 1 && q.formType !== 'checkbox'
        ? { questionId: q.id, questionOptionId: q.options[1]!.id }
        : firstAnswers.find((a) => a.questionId === q.id)!,
    );
    const again = await answer(student, { questionnaireDeliveryId: id, answers: other, complete: true });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.delivery.state).toBe('completed');
    const after = (await t.db.select().from(questionnaireAnswers).where(eq(questionnaireAnswers.questionnaireDeliveryId, id)))[0]!;
    expect(after.answers).toEqual(before.answers);
    expect(after.completedAt).toEqual(before.completedAt);
  });

  it('falls back when the questionnaire changed since this process read it: the new required question is asked for (422)', async () => {
    const id = await openSurvey();
    const student = await signInStudent(t, t.schoolA, 0, 2);
    const questions = await questionsOf(student, id);
    // A teacher adds a required question before anyone answered (add_questions bumps the questionnaire's updatedAt).
    const [delivery] = await t.db.select().from(questionnaireDeliveries).where(eq(questionnaireDeliveries.id, id));
    const [group] = await t.db.select().from(questionGroups).where(eq(questionGroups.questionnaireId, delivery!.questionnaireId)).limit(1);
    const [added] = await t.db
      .insert(questionsTable)
      .values({ questionnaireId: delivery!.questionnaireId, questionGroupId: group!.id, formType: 'text', text: '新しい質問', required: true, sortOrder: 99 })
      .returning();
    await t.db
      .update(questionnaires)
      .set({ updatedAt: new Date(Date.now() + 1000) })
      .where(eq(questionnaires.id, delivery!.questionnaireId));
    const res = await answer(student, { questionnaireDeliveryId: id, answers: everyAnswer(questions), complete: true });
    expect(res.statusCode).toBe(422);
    expect(res.json().fieldErrors).toEqual({ [`answers.${added!.id}`]: ['回答してください'] });
    expect((await t.db.select().from(questionnaireAnswers).where(eq(questionnaireAnswers.questionnaireDeliveryId, id)))[0]?.status ?? null).not.toBe(
      'completed',
    );
  });
});
