import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBullyingSurvey, deliverBullyingSurvey, insertBullyingSheets, studentIdsOfKlass } from '@sukoyaka/db/seed/bullying';
import { deliverQuestionnaire, SCHOOL_LIFE_SURVEY } from '@sukoyaka/db/seed/questionnaires';
import { createTestApp, PASSWORDS, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

/**
 * The three per-delivery exports (questionnaires/{id}/export_answers, export_alerts, export_survey;
 * issue 11 item 5, issue 12, decision 022) of a bullying survey's delivery (questionnaire kind
 * 'bullying') need the confirm token of password re-entry, as the bullying pages: 403 in Japanese
 * and no file without a valid one. Another survey (学校生活アンケート) needs the ordinary teacher
 * rights only. 404 (another school, another class) comes before the 403.
 */
let t: TestApp;
let admin: AuthHeaders;
let bullyingId: number;
let schoolLifeId: number;
/** 1年1組: #1 third_stage, #2 second_stage. */
let k1: number[];
const day = 86_400_000;
const REFUSED = ['いじめアンケートの回答を見るには、パスワードを再入力してください。'];
const FREE_TEXT = 'たたかれて、学校に行くのがこわいです。';
const KINDS = ['export_answers', 'export_alerts', 'export_survey'] as const;
const url = (deliveryId: number, kind: (typeof KINDS)[number], klassId = '') => `/api/teachers/questionnaires/${deliveryId}/${kind}?klassId=${klassId}`;

/** The headers plus a confirm token from POST verify_pass. */
async function withConfirm(headers: AuthHeaders): Promise<AuthHeaders & { 'confirm-token': string }> {
  const res = await t.app.inject({ method: 'POST', url: '/api/teachers/verify_pass', headers, payload: { password: PASSWORDS.teacher } });
  expect(res.statusCode).toBe(200);
  return { ...headers, 'confirm-token': res.json().data.confirmPassToken };
}

/** GETs an export; on 200 reads the .xlsx back with exceljs (rows below the spec §9 header block, as text). */
async function download(path: string, headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url: path, headers });
  if (res.statusCode !== 200) return { res, rows: [] as string[][], errors: res.json().errors as string[] };
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows = workbook.worksheets[0]!.getSheetValues()
    .slice(7)
    .map((r) => (Array.isArray(r) ? Array.from(r.slice(1), (c) => (c === undefined || c === null ? '' : String(c))) : []));
  return { res, rows, errors: [] };
}

beforeAll(async () => {
  t = await createTestApp();
  const [klass1, klass2] = [t.schoolA.klasses[0]!, t.schoolA.klasses[1]!];
  k1 = await studentIdsOfKlass(t.db, klass1.id);
  const k2 = await studentIdsOfKlass(t.db, klass2.id);
  const survey = await createBullyingSurvey(t.db, t.schoolA.id);
  bullyingId = await deliverBullyingSurvey(t.db, {
    schoolId: t.schoolA.id,
    questionnaireId: survey.questionnaireId,
    gradeIds: [klass1.gradeId, klass2.gradeId],
    startAt: new Date(Date.now() - 3 * day),
    finishAt: new Date(Date.now() + day),
  });
  const at = new Date(Date.now() - day);
  await insertBullyingSheets(t.db, survey, { schoolId: t.schoolA.id, deliveryId: bullyingId }, [
    { studentId: k1[0]!, profile: 'third_stage', completedAt: at },
    { studentId: k1[1]!, profile: 'second_stage', completedAt: at },
    { studentId: k2[0]!, profile: 'first_stage', completedAt: at },
  ]);
  schoolLifeId = await deliverQuestionnaire(t.db, {
    schoolId: t.schoolA.id,
    gradeIds: [klass1.gradeId],
    definition: { ...SCHOOL_LIFE_SURVEY, kind: 'school_life' },
    startAt: new Date(Date.now() - 3 * day),
    finishAt: new Date(Date.now() + day),
  });
  admin = await signInTeacher(t, t.schoolA, 'admin');
});
afterAll(() => t.close());

describe('questionnaires/{id}/export_* of a bullying delivery need password re-entry (decision 022)', () => {
  it('are refused without a confirm token or with a made-up one: 403 in Japanese, no file', async () => {
    for (const kind of KINDS) {
      for (const headers of [admin, { ...admin, 'confirm-token': 'made-up' }]) {
        const { res, errors } = await download(url(bullyingId, kind), headers);
        expect(res.statusCode, kind).toBe(403);
        expect(res.headers['content-type']).not.toContain('spreadsheetml');
        expect(res.headers['content-disposition']).toBeUndefined();
        expect(errors).toEqual(REFUSED);
      }
    }
  });

  it('with the token: the answers, the alerts and the tally are in real .xlsx files', async () => {
    const headers = await withConfirm(admin);
    const answers = await download(url(bullyingId, 'export_answers'), headers);
    expect(answers.res.statusCode).toBe(200);
    expect(answers.res.headers['content-disposition']).toContain('.xlsx');
    const answered = answers.rows.filter((r) => r[2] === '回答済み');
    expect(answered.map((r) => [r[0], r[4]])).toEqual([
      ['1年 1組', '第3段階'],
      ['1年 1組', '第2段階'],
      ['2年 1組', '第1段階'],
    ]);
    expect(answered[0]).toContain(FREE_TEXT);
    const alerts = await download(url(bullyingId, 'export_alerts'), headers);
    expect(alerts.res.statusCode).toBe(200);
    expect(alerts.rows.map((r) => r[2])).toEqual(['第3段階', '第2段階', '第1段階']);
    const survey = await download(url(bullyingId, 'export_survey'), headers);
    expect(survey.res.statusCode).toBe(200);
    expect(survey.rows[0]!.slice(2, 4)).toEqual(['回答済み 3人', '3']);
  });

  it('another survey (学校生活アンケート) needs no token', async () => {
    for (const kind of KINDS) {
      const { res } = await download(url(schoolLifeId, kind), admin);
      expect(res.statusCode, kind).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
    }
    const answers = await download(url(schoolLifeId, 'export_answers'), admin);
    expect(answers.rows.length).toBe(k1.length);
  });

  it('another school’s delivery is 404, token or not; a class teacher’s other class is 404 before the 403', async () => {
    const adminB = await signInTeacher(t, t.schoolB, 'admin');
    const adminBConfirmed = await withConfirm(adminB);
    for (const kind of KINDS) {
      for (const id of [bullyingId, schoolLifeId]) {
        expect((await download(url(id, kind), adminB)).res.statusCode, kind).toBe(404);
        expect((await download(url(id, kind), adminBConfirmed)).res.statusCode, kind).toBe(404);
      }
    }
    const teacher1 = await signInTeacher(t, t.schoolA, 0);
    const otherKlass = String(t.schoolA.klasses[1]!.id);
    expect((await download(url(bullyingId, 'export_answers', otherKlass), teacher1)).res.statusCode).toBe(404);
    expect((await download(url(bullyingId, 'export_answers'), teacher1)).res.statusCode).toBe(403);
    const own = await download(url(bullyingId, 'export_answers'), await withConfirm(teacher1));
    expect(own.res.statusCode).toBe(200);
    expect(new Set(own.rows.map((r) => r[0]))).toEqual(new Set(['1年 1組']));
  });
});
