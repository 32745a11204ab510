import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { downloadExport, FREE_TEXT, REFUSED, seedBullyingExports, withConfirm as fixtureConfirm } from '../../test/bullying-exports.ts';
import { createTestApp, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

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
const KINDS = ['export_answers', 'export_alerts', 'export_survey'] as const;
const url = (deliveryId: number, kind: (typeof KINDS)[number], klassId = '') => `/api/teachers/questionnaires/${deliveryId}/${kind}?klassId=${klassId}`;

const withConfirm = (headers: AuthHeaders) => fixtureConfirm(t, headers);
const download = (path: string, headers: Record<string, string>) => downloadExport(t, path, headers);

beforeAll(async () => {
  t = await createTestApp();
  ({ k1, bullyingId, schoolLifeId } = await seedBullyingExports(t));
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
