import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AuthHeaders, createTestApp, signInSchoolStaff, signInStudent, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 28 item 2 (docs/decisions/067): a delivery created without questions is a draft (下書き) that
 * pupils are never offered; adding questions (≥ 1, spec §4 "questions added") publishes it.
 */
let t: TestApp;
let admin: AuthHeaders;
const URL = '/api/teachers/questionnaire_deliveries';
const day = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();

beforeAll(async () => {
  t = await createTestApp();
  ({ admin } = await signInSchoolStaff(t));
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const call = (method: 'GET' | 'POST', url: string, headers: AuthHeaders, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const offered = async (student: AuthHeaders) =>
  ((await call('GET', '/api/questionnaire_deliveries', student)).json().data as { id: number }[]).map((d) => d.id);
const question = {
  formType: 'single_select_row',
  text: '学校は楽しいですか',
  required: true,
  options: [
    { text: 'はい', score: 0 },
    { text: 'いいえ', score: 1 },
  ],
  alertRules: [],
};

describe('a delivery without questions is a draft', () => {
  it('is 下書き in the list, not offered to a pupil of its grade, cannot be opened by id; adding a question publishes it (実施中)', async () => {
    const gradeId = t.schoolA.klasses[0]!.gradeId;
    const res = await call('POST', URL, admin, {
      title: '下書きのアンケート',
      startAt: iso(Date.now() - day),
      finishAt: iso(Date.now() + 7 * day),
      gradeIds: [gradeId],
      needsConsent: false,
      template: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = res.json().data as Json;
    expect(row).toMatchObject({ state: 'draft', questionCount: 0 });
    const drafts = (await call('GET', `${URL}?status=draft`, admin)).json().data.list as Json[];
    expect(drafts.map((r) => r.id)).toEqual([row.id]);
    expect(((await call('GET', `${URL}?status=open`, admin)).json().data.list as Json[]).map((r) => r.id)).not.toContain(row.id);

    const student = await signInStudent(t, t.schoolA, 0, 1);
    expect(await offered(student)).not.toContain(row.id);
    expect((await call('GET', `/api/students/questions/${row.id}`, student)).statusCode).toBe(404);
    expect((await call('POST', `/api/questionnaire_deliveries/${row.id}/agree`, student)).statusCode).toBe(404);

    const empty = await call('POST', `${URL}/${row.id}/add_questions`, admin, { questionsGroups: [{ title: null, questions: [] }] });
    expect(empty.statusCode).toBe(400);
    expect(((await call('GET', `${URL}?status=draft`, admin)).json().data.list as Json[]).map((r) => r.id)).toEqual([row.id]);

    const published = await call('POST', `${URL}/${row.id}/add_questions`, admin, { questionsGroups: [{ title: null, questions: [question] }] });
    expect(published.statusCode, published.body).toBe(200);
    expect(published.json().data.delivery).toMatchObject({ state: 'open', questionCount: 1 });
    expect(await offered(student)).toContain(row.id);
    expect((await call('GET', `${URL}?status=draft`, admin)).json().data.list).toEqual([]);
  });

  it('a delivery from a template has its questions at once and is never a draft', async () => {
    const res = await call('POST', URL, admin, {
      title: '学校生活',
      startAt: iso(Date.now() + day),
      finishAt: iso(Date.now() + 7 * day),
      gradeIds: [t.schoolA.klasses[0]!.gradeId],
      needsConsent: false,
      template: 'school_life',
    });
    expect(res.json().data).toMatchObject({ state: 'scheduled' });
  });
});
