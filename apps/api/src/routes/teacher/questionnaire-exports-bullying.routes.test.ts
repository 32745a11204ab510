import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionnaireAnswers, questionnaireDeliveries, questionOptions, questions } from '@sukoyaka/db/schema';
import { downloadExport, FREE_TEXT, REFUSED, seedBullyingExports, withConfirm as fixtureConfirm } from '../../test/bullying-exports.ts';
import { storedAnswer } from '../../test/sheets.ts';
import { createTestApp, PASSWORDS, signInBoardAccess, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

/**
 * The three students/* exports and the bullying survey (issue 11 item 5, decision 022): a file that
 * would hold a bullying sheet (questionnaire kind 'bullying') needs the confirm token of password
 * re-entry, exactly as the bullying pages (403 in Japanese, nothing sent); another survey (学校生活
 * アンケート) needs the ordinary teacher rights only. 404 (another school, another class) comes
 * before the 403; a board user's school access re-enters its own password as on the bullying pages.
 */
let t: TestApp;
let admin: AuthHeaders;
let bullyingId: number;
let schoolLifeId: number;
/** 1年1組: #1 third_stage, #2 second_stage (bullying), #1 also answered the school-life survey. #3 only the school-life survey. */
let k1: number[];
/** 2年1組: #1 first_stage. */
let k2: number[];
const sheetUrl = (studentId: number, deliveryId: number) =>
  `/api/teachers/students/export_questionaire?studentId=${studentId}&questionnaireDeliveryId=${deliveryId}`;
const pastUrl = (studentId: number) => `/api/teachers/students/export_past_questionnaire?studentId=${studentId}`;
const manyUrl = (deliveryId: number, klassId = '') =>
  `/api/teachers/students/export_many_questionaire?questionnaireDeliveryId=${deliveryId}&klassId=${klassId}`;

const withConfirm = (headers: AuthHeaders, password?: string) => fixtureConfirm(t, headers, password);
const download = (url: string, headers: Record<string, string>) => downloadExport(t, url, headers);

beforeAll(async () => {
  t = await createTestApp();
  let at: Date;
  ({ k1, k2, bullyingId, schoolLifeId, at } = await seedBullyingExports(t));
  const [delivery] = await t.db.select().from(questionnaireDeliveries).where(eq(questionnaireDeliveries.id, schoolLifeId));
  const [first] = await t.db
    .select({ questionId: questions.id, optionId: questionOptions.id, score: questionOptions.score })
    .from(questions)
    .innerJoin(questionOptions, eq(questionOptions.questionId, questions.id))
    .where(eq(questions.questionnaireId, delivery!.questionnaireId))
    .orderBy(asc(questions.sortOrder), asc(questions.id), asc(questionOptions.sortOrder))
    .limit(1);
  for (const studentId of [k1[0]!, k1[2]!]) {
    await t.db.insert(questionnaireAnswers).values({
      questionnaireDeliveryId: schoolLifeId,
      studentId,
      schoolId: t.schoolA.id,
      status: 'completed',
      completedAt: at,
      alertLevel: 'normal',
      answers: [storedAnswer({ questionId: first!.questionId, questionOptionId: first!.optionId, score: first!.score })],
    });
  }
  admin = await signInTeacher(t, t.schoolA, 'admin');
});
afterAll(() => t.close());

describe('students/* exports of a bullying survey need password re-entry (decision 022)', () => {
  it('are refused without a confirm token or with a made-up one: 403 in Japanese, no file', async () => {
    for (const url of [sheetUrl(k1[0]!, bullyingId), pastUrl(k1[0]!), manyUrl(bullyingId)]) {
      for (const headers of [admin, { ...admin, 'confirm-token': 'made-up' }]) {
        const { res, errors } = await download(url, headers);
        expect(res.statusCode, url).toBe(403);
        expect(res.headers['content-type']).not.toContain('spreadsheetml');
        expect(errors).toEqual(REFUSED);
      }
    }
  });

  it('with the token: the student’s sheet, past sheets and many sheets hold the answers', async () => {
    const headers = await withConfirm(admin);
    const sheet = await download(sheetUrl(k1[0]!, bullyingId), headers);
    expect(sheet.res.statusCode).toBe(200);
    expect(sheet.rows[0]![2]).toContain('回答済み');
    expect(sheet.rows[0]![2]).toContain('第3段階');
    expect(sheet.rows[1]!.slice(1, 3)).toEqual(['この1か月の間に、いやな思いをしたことはありますか？', '何度もある']);
    expect(sheet.rows.some((r) => r[2] === FREE_TEXT)).toBe(true);
    const past = await download(pastUrl(k1[0]!), headers);
    expect(past.res.statusCode).toBe(200);
    expect(past.rows.map((r) => r[4]).sort()).toEqual(['いじめに関するアンケート', '学校生活アンケート']);
    const many = await download(manyUrl(bullyingId), headers);
    expect(many.rows.filter((r) => r[2] === '回答済み').map((r) => [r[0], r[3], r[5]])).toEqual([
      ['1年 1組', '第3段階', '何度もある'],
      ['1年 1組', '第2段階', '何度もある'],
      ['2年 1組', '第1段階', '1回ある'],
    ]);
    expect(many.rows[2]![2]).toBe('未回答');
  });

  it('another survey (学校生活アンケート) needs no token; a past file without bullying sheets neither', async () => {
    const sheet = await download(sheetUrl(k1[0]!, schoolLifeId), admin);
    expect(sheet.res.statusCode).toBe(200);
    expect(sheet.rows[1]![1]).toBe('がっこうは たのしいですか？');
    expect(sheet.rows[1]![2]).toBe('とても たのしい');
    const many = await download(manyUrl(schoolLifeId), admin);
    expect(many.res.statusCode).toBe(200);
    expect(many.rows.filter((r) => r[2] === '回答済み')).toHaveLength(2);
    const past = await download(pastUrl(k1[2]!), admin);
    expect(past.res.statusCode).toBe(200);
    expect(past.rows.map((r) => r[4])).toEqual(['学校生活アンケート']);
  });

  it('another school’s student or delivery is 404, token or not (before the 403)', async () => {
    const adminB = await signInTeacher(t, t.schoolB, 'admin');
    const adminBConfirmed = await withConfirm(adminB);
    for (const url of [sheetUrl(k1[0]!, bullyingId), pastUrl(k1[0]!), manyUrl(bullyingId), sheetUrl(k1[0]!, schoolLifeId), manyUrl(schoolLifeId)]) {
      expect((await download(url, adminB)).res.statusCode, url).toBe(404);
      expect((await download(url, adminBConfirmed)).res.statusCode, url).toBe(404);
    }
  });

  it('a class teacher, with their own token, gets their class only; another class’s student or class is 404', async () => {
    const teacher1 = await signInTeacher(t, t.schoolA, 0);
    expect((await download(manyUrl(bullyingId), teacher1)).res.statusCode).toBe(403);
    const confirmed = await withConfirm(teacher1);
    const many = await download(manyUrl(bullyingId), confirmed);
    expect(many.rows.length).toBe(k1.length);
    expect(new Set(many.rows.map((r) => r[0]))).toEqual(new Set(['1年 1組']));
    expect((await download(sheetUrl(k1[1]!, bullyingId), confirmed)).res.statusCode).toBe(200);
    for (const url of [sheetUrl(k2[0]!, bullyingId), pastUrl(k2[0]!), manyUrl(bullyingId, String(t.schoolA.klasses[1]!.id))]) {
      expect((await download(url, teacher1)).res.statusCode, url).toBe(404);
      expect((await download(url, confirmed)).res.statusCode, url).toBe(404);
    }
    // Another teacher's token is of another sign-in.
    expect((await download(manyUrl(bullyingId), { ...teacher1, 'confirm-token': (await withConfirm(admin))['confirm-token'] })).res.statusCode).toBe(403);
  });

  it('a board user’s school access re-enters its own password, as on the bullying pages', async () => {
    const access = await signInBoardAccess(t, t.schoolA);
    expect((await download(sheetUrl(k1[0]!, bullyingId), access)).res.statusCode).toBe(403);
    expect((await download(sheetUrl(k1[0]!, bullyingId), { ...access, 'confirm-token': (await withConfirm(admin))['confirm-token'] })).res.statusCode).toBe(
      403,
    );
    expect((await download(sheetUrl(k1[0]!, schoolLifeId), access)).res.statusCode).toBe(200);
    const confirmed = await withConfirm(access, PASSWORDS.local_government);
    const sheet = await download(sheetUrl(k1[0]!, bullyingId), confirmed);
    expect(sheet.res.statusCode).toBe(200);
    expect(sheet.rows.some((r) => r[2] === FREE_TEXT)).toBe(true);
    expect((await download(pastUrl(k1[0]!), confirmed)).res.statusCode).toBe(200);
  });

  it('bullying_alerts/export_survey follows the dashboard header’s filters (issue 24 item 10): 未対応, 対応済み, 確認状況', async () => {
    const headers = await withConfirm(admin);
    const survey = (query: string) => download(`/api/teachers/bullying_alerts/export_survey?questionnaireDeliveryId=${bullyingId}${query}`, headers);
    const all = await survey('');
    expect(all.rows.length).toBe(k1.length + k2.length);
    const open = await survey('&status=not_supported');
    expect(open.res.statusCode).toBe(200);
    expect(open.rows.map((r) => [r[0], r[3]])).toEqual([
      ['1年 1組', '第3段階'],
      ['1年 1組', '第2段階'],
      ['2年 1組', '第1段階'],
    ]);
    const [sheet] = await t.db.select({ id: questionnaireAnswers.id }).from(questionnaireAnswers).where(eq(questionnaireAnswers.studentId, k1[1]!));
    const handled = await t.app.inject({
      method: 'POST',
      url: '/api/teachers/students/update_questions_status',
      headers,
      payload: { questionnaire_answer: sheet!.id, resolved: true },
    });
    expect(handled.statusCode).toBe(200);
    expect((await survey('&status=resolved')).rows.map((r) => [r[0], r[3]])).toEqual([['1年 1組', '第2段階']]);
    expect((await survey('&status=not_supported&gradeId=' + t.schoolA.klasses[0]!.gradeId)).rows.map((r) => r[3])).toEqual(['第3段階']);
    expect((await survey('&confirmStatus=resolved')).rows).toEqual([]);
    expect((await survey('&status=all&confirmStatus=all&talk=false')).rows.length).toBe(k1.length + k2.length);
    expect((await survey('&status=bogus')).res.statusCode).toBe(400);
  });
});
