import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { accessLogs, questionnaireAnswers } from '@sukoyaka/db/schema';
import { BULLYING_SURVEY, deliverQuestionnaire, SCHOOL_LIFE_SURVEY } from '@sukoyaka/db/seed/questionnaires';
import { createTestApp, signInStudent, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let student: AuthHeaders;
/** A: bullying survey (consent) for 1年; school life survey for 1年 and 2年; a finished one; B: its own. */
const ids = { bullying: 0, life: 0, finished: 0, secondGradeOnly: 0, schoolB: 0 };

const day = 86_400_000;
type Q = { id: number; formType: string; required: boolean; options: { id: number; text: string; score: number }[]; answer: unknown };

beforeAll(async () => {
  t = await createTestApp();
  const now = Date.now();
  const open = { startAt: new Date(now - day), finishAt: new Date(now + 7 * day) };
  const [first, second] = [t.schoolA.klasses[0]!.gradeId, t.schoolA.klasses[1]!.gradeId];
  ids.bullying = await deliverQuestionnaire(t.db, { schoolId: t.schoolA.id, gradeIds: [first], definition: BULLYING_SURVEY, ...open });
  ids.life = await deliverQuestionnaire(t.db, { schoolId: t.schoolA.id, gradeIds: [first, second], definition: SCHOOL_LIFE_SURVEY, ...open });
  ids.finished = await deliverQuestionnaire(t.db, {
    schoolId: t.schoolA.id,
    gradeIds: [first],
    definition: SCHOOL_LIFE_SURVEY,
    startAt: new Date(now - 9 * day),
    finishAt: new Date(now - day),
  });
  ids.secondGradeOnly = await deliverQuestionnaire(t.db, { schoolId: t.schoolA.id, gradeIds: [second], definition: SCHOOL_LIFE_SURVEY, ...open });
  ids.schoolB = await deliverQuestionnaire(t.db, {
    schoolId: t.schoolB.id,
    gradeIds: [t.schoolB.klasses[0]!.gradeId],
    definition: SCHOOL_LIFE_SURVEY,
    ...open,
  });
  student = await signInStudent(t, t.schoolA, 0, 1);
});
afterAll(() => t.close());

const list = async (headers: AuthHeaders) =>
  (await t.app.inject({ method: 'GET', url: '/api/questionnaire_deliveries', headers })).json().data as {
    id: number;
    state: string;
    askNow: boolean;
    consent: string | null;
    needsConsent: boolean;
  }[];
const choose = (headers: AuthHeaders, id: number, choice: string) =>
  t.app.inject({ method: 'POST', url: `/api/questionnaire_deliveries/${id}/${choice}`, headers });
const questionsOf = (headers: AuthHeaders, id: number) => t.app.inject({ method: 'GET', url: `/api/students/questions/${id}`, headers });
const answer = (headers: AuthHeaders, payload: object) => t.app.inject({ method: 'POST', url: '/api/students/questions/answer', headers, payload });
async function pages(headers: AuthHeaders, id: number): Promise<Q[][]> {
  return ((await questionsOf(headers, id)).json().data.questionsGroups as { questions: Q[] }[]).map((g) => g.questions);
}

describe("the student's questionnaires (spec §7 Student)", () => {
  it('lists the open deliveries of the student’s grade only, new and to be asked now', async () => {
    const rows = await list(student);
    expect(rows.map((r) => r.id)).toEqual([ids.bullying, ids.life]);
    expect(rows[0]).toMatchObject({ title: 'いじめに関するアンケート', needsConsent: true, state: 'new', askNow: true, consent: null });
    expect(rows[1]).toMatchObject({ title: '学校生活アンケート', needsConsent: false, state: 'new', askNow: true });
  });

  it('gives the pages of questions of every form type with their scored options', async () => {
    const res = await questionsOf(student, ids.bullying);
    expect(res.statusCode).toBe(200);
    const [first, second] = await pages(student, ids.bullying);
    expect(first!.map((q) => q.formType)).toEqual(['single_select_row', 'checkbox']);
    expect(second!.map((q) => q.formType)).toEqual(['single_select_column', 'text', 'long_text']);
    expect(first![0]!.options.map((o) => [o.text, o.score])).toEqual([
      ['何度もある', 3],
      ['ときどきある', 2],
      ['1回ある', 1],
      ['ない', 0],
    ]);
    expect(first![0]).toMatchObject({ required: true, answer: null });
  });

  it('refuses answering a consent questionnaire before consent (403, the spec’s message)', async () => {
    const [first] = await pages(student, ids.bullying);
    const res = await answer(student, {
      questionnaireDeliveryId: ids.bullying,
      answers: [{ questionId: first![0]!.id, questionOptionId: first![0]!.options[3]!.id }],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().errors).toEqual(['このアンケートは同意が必要です。']);
  });

  it('answer later: not asked again in this sign-in, asked again at the next sign-in', async () => {
    expect((await choose(student, ids.bullying, 'unselect')).json().data).toMatchObject({ state: 'new', askNow: false });
    expect((await list(student)).find((r) => r.id === ids.bullying)).toMatchObject({ askNow: false });
    const again = await signInStudent(t, t.schoolA, 0, 1);
    expect((await list(again)).find((r) => r.id === ids.bullying)).toMatchObject({ state: 'new', askNow: true });
  });

  it('agree, save a page, leave: the sheet is in progress with its answers; then complete', async () => {
    const agreed = (await choose(student, ids.bullying, 'agree')).json().data;
    expect(agreed).toMatchObject({ consent: 'agreed', state: 'answering', askNow: true });
    const [first, second] = await pages(student, ids.bullying);
    const [often, kinds] = first!;
    const page1 = [
      { questionId: often!.id, questionOptionId: often!.options[1]!.id },
      { questionId: kinds!.id, questionOptionIds: [kinds!.options[0]!.id, kinds!.options[2]!.id] },
    ];
    const saved = await answer(student, { questionnaireDeliveryId: ids.bullying, answers: page1 });
    expect(saved.statusCode).toBe(200);
    const [p1] = saved.json().data.questionsGroups.map((g: { questions: Q[] }) => g.questions);
    expect(p1[0].answer).toMatchObject({ questionOptionId: often!.options[1]!.id, score: 2 });
    expect(p1[1].answer).toMatchObject({ questionOptionIds: [kinds!.options[0]!.id, kinds!.options[2]!.id], score: 3 });

    // Completing without the required question of page 2: 422 naming it, nothing else written.
    const missing = await answer(student, { questionnaireDeliveryId: ids.bullying, answers: [{ questionId: second![1]!.id, text: '昼休み' }], complete: true });
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toEqual({ errors: ['必須の質問に回答してください。'], fieldErrors: { [`answers.${second![0]!.id}`]: ['回答してください'] } });
    const [, p2] = await pages(student, ids.bullying);
    expect(p2![1]!.answer).toBeNull();

    const done = await answer(student, {
      questionnaireDeliveryId: ids.bullying,
      answers: [
        { questionId: second![0]!.id, questionOptionId: second![0]!.options[1]!.id },
        { questionId: second![1]!.id, text: '昼休み、教室で' },
        { questionId: second![2]!.id, text: '' },
      ],
      complete: true,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.delivery).toMatchObject({ state: 'completed', askNow: false });
    const [sheet] = await t.db.select().from(questionnaireAnswers).where(eq(questionnaireAnswers.questionnaireDeliveryId, ids.bullying));
    expect(sheet).toMatchObject({ status: 'completed', consent: 'agreed' });
    expect(sheet!.completedAt).toBeInstanceOf(Date);
    expect(sheet!.answers).toHaveLength(4);
  });

  it('completing twice answers the same completed sheet; a later save is refused (409)', async () => {
    const again = await answer(student, { questionnaireDeliveryId: ids.bullying, complete: true });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.delivery.state).toBe('completed');
    const [sheet] = await t.db.select().from(questionnaireAnswers).where(eq(questionnaireAnswers.questionnaireDeliveryId, ids.bullying));
    expect(sheet!.answers).toHaveLength(4);
    // A completed sheet is not shown back to the pupil (decision 043: shared tablets).
    const shown = (await questionsOf(student, ids.bullying)).json().data;
    expect(shown).toMatchObject({ delivery: { state: 'completed' }, questionsGroups: [] });
    expect(again.json().data.questionsGroups).toEqual([]);
    const first = sheet!.answers.find((a) => a.questionOptionId !== null)!;
    const late = await answer(student, {
      questionnaireDeliveryId: ids.bullying,
      answers: [{ questionId: first.questionId, questionOptionId: first.questionOptionId }],
    });
    expect(late.statusCode).toBe(409);
  });

  it('writes one access-log row with each page save and completion (the answer’s own statement), none for a refused call', async () => {
    const headers = await signInStudent(t, t.schoolA, 1, 3);
    const logged = async () => (await t.db.select().from(accessLogs).where(eq(accessLogs.route, '/api/students/questions/answer'))).length;
    const before = await logged();
    const [first] = await pages(headers, ids.life);
    const row = first![0]!;
    expect(
      (await answer(headers, { questionnaireDeliveryId: ids.life, answers: [{ questionId: row.id, questionOptionId: row.options[0]!.id }] })).statusCode,
    ).toBe(200);
    expect(await logged()).toBe(before + 1);
    const refused = await answer(headers, { questionnaireDeliveryId: ids.life, answers: [{ questionId: row.id, questionOptionId: 0 }] });
    expect(refused.statusCode).toBe(400);
    expect(await logged()).toBe(before + 1);
    const required = (await pages(headers, ids.life)).flat().filter((q) => q.required && q.options.length);
    const done = await answer(headers, {
      questionnaireDeliveryId: ids.life,
      answers: required.map((q) => ({ questionId: q.id, questionOptionId: q.options[0]!.id })),
      complete: true,
    });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.delivery.state).toBe('completed');
    const [entry] = await t.db.select().from(accessLogs).where(eq(accessLogs.route, '/api/students/questions/answer')).orderBy(desc(accessLogs.id)).limit(1);
    expect(entry).toMatchObject({ actorType: 'student', method: 'POST', statusCode: 200, schoolId: t.schoolA.id });
    expect(await logged()).toBe(before + 2);
  });

  it('refuses an option of another question and a question of another questionnaire (400), writing nothing', async () => {
    const other = await signInStudent(t, t.schoolA, 0, 2);
    const [life] = await pages(other, ids.life);
    const [bullying] = await pages(other, ids.bullying);
    const res = await answer(other, {
      questionnaireDeliveryId: ids.life,
      answers: [
        { questionId: life![0]!.id, questionOptionId: life![1]!.options[0]!.id },
        { questionId: bullying![0]!.id, questionOptionId: bullying![0]!.options[0]!.id },
      ],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors)).toEqual([`answers.${life![0]!.id}`, `answers.${bullying![0]!.id}`]);
    expect(res.json().fieldErrors[`answers.${life![0]!.id}`]).toEqual(['この選択肢はありません']);
    expect((await list(other)).find((r) => r.id === ids.life)).toMatchObject({ state: 'new' });
    const malformed = await answer(other, { questionnaireDeliveryId: 'x', answers: 'none' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().errors).toEqual(['入力内容に誤りがあります。']);
  });

  it('answers a questionnaire without consent directly; never answer again stops asking', async () => {
    const other = await signInStudent(t, t.schoolA, 0, 3);
    const [first] = await pages(other, ids.life);
    const res = await answer(other, {
      questionnaireDeliveryId: ids.life,
      answers: [{ questionId: first![0]!.id, questionOptionId: first![0]!.options[0]!.id }],
    });
    expect(res.json().data.delivery).toMatchObject({ state: 'answering' });
    expect((await choose(other, ids.bullying, 'dis_agree')).json().data).toMatchObject({ state: 'never', consent: 'dis_agreed', askNow: false });
    const again = await signInStudent(t, t.schoolA, 0, 3);
    expect((await list(again)).find((r) => r.id === ids.bullying)).toMatchObject({ state: 'never', askNow: false });
    expect((await answer(again, { questionnaireDeliveryId: ids.bullying, answers: [] })).statusCode).toBe(403);
  });

  it('refuses a finished delivery (422) and hides it from the list', async () => {
    expect((await list(student)).map((r) => r.id)).not.toContain(ids.finished);
    expect((await choose(student, ids.finished, 'agree')).statusCode).toBe(422);
    const res = await answer(student, { questionnaireDeliveryId: ids.finished, answers: [] });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(['このアンケートの回答期間は終わりました。']);
  });

  it("answers 404 for another grade's or another school's delivery", async () => {
    for (const id of [ids.secondGradeOnly, ids.schoolB]) {
      expect((await questionsOf(student, id)).statusCode).toBe(404);
      expect((await choose(student, id, 'agree')).statusCode).toBe(404);
      expect((await answer(student, { questionnaireDeliveryId: id, answers: [] })).statusCode).toBe(404);
    }
    const studentB = await signInStudent(t, t.schoolB, 0, 1);
    expect((await list(studentB)).map((r) => r.id)).toEqual([ids.schoolB]);
  });

  it('refuses other roles (403) and anonymous callers (401)', async () => {
    const teacher = await signInTeacher(t, t.schoolA, 0);
    expect((await t.app.inject({ method: 'GET', url: '/api/questionnaire_deliveries', headers: teacher })).statusCode).toBe(403);
    expect((await choose(teacher, ids.life, 'agree')).statusCode).toBe(403);
    expect((await questionsOf(teacher, ids.life)).statusCode).toBe(403);
    expect((await answer(teacher, { questionnaireDeliveryId: ids.life, answers: [] })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/questionnaire_deliveries' })).statusCode).toBe(401);
  });
});
