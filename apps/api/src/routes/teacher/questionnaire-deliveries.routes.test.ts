import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { questionGroups, questionnaireAnswers, questionnaireDeliveries, questionOptions, questions } from '@sukoyaka/db/schema';
import { type AuthHeaders, createTestApp, signInSchoolStaff, signInStudent, type TestApp } from '../../test/test-app.ts';

/** Teacher questionnaire deliveries (issue 11, spec §7 "Questionnaires", decision 021). */
let t: TestApp;
let admin: AuthHeaders;
let classTeacher: AuthHeaders;
let adminB: AuthHeaders;
const URL = '/api/teachers/questionnaire_deliveries';
const day = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString();
const grade = (i: number) => t.schoolA.klasses[i]!.gradeId;

beforeAll(async () => {
  t = await createTestApp();
  ({ admin, classTeacher, adminB } = await signInSchoolStaff(t));
});
afterAll(() => t.close());

type Json = Record<string, unknown>;
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, headers: AuthHeaders = admin, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const create = async (body: object, headers = admin) => call('POST', URL, headers, body);
const open = () => ({ startAt: iso(Date.now() - day), finishAt: iso(Date.now() + 7 * day) });
async function createFrom(template: string | null, gradeIds = [grade(0), grade(1)], extra: object = {}): Promise<Json> {
  const res = await create({ title: `テスト ${template}`, ...open(), gradeIds, needsConsent: false, template, ...extra });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
}
const groupsOf = async (id: number, headers = admin) => (await call('GET', `${URL}/${id}/question_group_by_questionnaire_delivery_id`, headers)).json().data;
const listAll = async (query = '', headers = admin) => (await call('GET', `${URL}${query}`, headers)).json().data;

type StudentQ = { id: number; formType: string; required: boolean; options: { id: number; text: string }[] };
/** A student of class `klass` (#n) agrees and completes with `pick(question)` → option text (or text for free text). */
async function studentCompletes(deliveryId: number, pick: (q: StudentQ, index: number) => string | null, klass = 0, n = 1) {
  const student = await signInStudent(t, t.schoolA, klass, n);
  expect((await call('POST', `/api/questionnaire_deliveries/${deliveryId}/agree`, student)).statusCode).toBe(200);
  const groups = (await call('GET', `/api/students/questions/${deliveryId}`, student)).json().data.questionsGroups as { questions: StudentQ[] }[];
  const answers = groups
    .flatMap((g) => g.questions)
    .flatMap((q, i): object[] => {
      const choice = pick(q, i);
      if (choice === null) return [];
      if (q.formType === 'text' || q.formType === 'long_text') return [{ questionId: q.id, text: choice }];
      const option = q.options.find((o) => o.text === choice)!;
      return q.formType === 'checkbox' ? [{ questionId: q.id, questionOptionIds: [option.id] }] : [{ questionId: q.id, questionOptionId: option.id }];
    });
  return call('POST', '/api/students/questions/answer', student, { questionnaireDeliveryId: deliveryId, answers, complete: true });
}
const sheetsOf = (deliveryId: number) => t.db.select().from(questionnaireAnswers).where(eq(questionnaireAnswers.questionnaireDeliveryId, deliveryId));

describe('creating from a template, listing, editing', () => {
  it('an admin delivers the bullying survey to 1年 and 2年: counts, state, grades, rules read in Japanese', async () => {
    const row = await createFrom('bullying', [grade(0), grade(1)], { needsConsent: true });
    expect(row).toMatchObject({ kind: 'bullying', state: 'open', answeredCount: 0, targetCount: 6, questionCount: 9, needsConsent: true, hasAnswers: false });
    expect(row.gradesFilter).toEqual({ [grade(0)]: '1年', [grade(1)]: '2年' });
    const groups = await groupsOf(row.id as number);
    expect(groups.delivery.editable).toBe(true);
    expect(groups.delivery.consentText).toMatch(/先生だけが見ます/);
    const bullied = groups.questionsGroups[0].questions[0];
    expect(bullied).toMatchObject({ bullyingField: 'bullied', alertRuleTexts: ['『ある』を選んだら 第2段階'] });
    expect(groups.questionsGroups[2].questions[1].options.map((o: { value: string }) => o.value)).toEqual([
      'no_handshake',
      'handshake_teacher',
      'handshake_parent',
      'handshake_both',
    ]);
    const list = await listAll();
    expect(list.list.map((r: Json) => r.id)).toContain(row.id);
    expect(list.years.length).toBeGreaterThan(0);
  });

  it('a class teacher sees the list with their own class’s progress but cannot create, edit, complete, copy, delete or write questions', async () => {
    const row = await createFrom('school_life', [grade(0), grade(2)]);
    const mine = (await listAll('', classTeacher)).list.find((r: Json) => r.id === row.id);
    expect(mine.myKlasses).toEqual([{ id: t.schoolA.klasses[0]!.id, name: '1年 1組', answeredCount: 0, targetCount: 3 }]);
    // An admin sees every class (all classes are theirs to see): the progress of each class of the grades.
    const all = (await listAll('', admin)).list.find((r: Json) => r.id === row.id).myKlasses;
    expect(all.map((k: Json) => k.name)).toEqual(['1年 1組', '3年 1組']);
    const id = row.id as number;
    const refused = [
      await call('GET', `${URL}/new`, classTeacher),
      await create({ title: 'x', ...open(), gradeIds: [grade(0)] }, classTeacher),
      await call('PATCH', `${URL}/${id}`, classTeacher, { title: 'y' }),
      await call('DELETE', `${URL}/${id}`, classTeacher),
      await call('POST', `${URL}/${id}/complete`, classTeacher),
      await call('POST', `${URL}/${id}/copy`, classTeacher, open()),
      await call('POST', `${URL}/${id}/add_questions`, classTeacher, { questionsGroups: [] }),
    ];
    expect(refused.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403, 403, 403]);
    expect((await call('GET', `${URL}/${id}/test`, classTeacher)).statusCode).toBe(200);
  });

  it('GET new offers the school’s grades and the five templates, WHO-5 and PHQ-A without licensed wording', async () => {
    const data = (await call('GET', `${URL}/new`)).json().data;
    expect(data.schoolType).toBe('elementary');
    expect(data.grades.map((g: Json) => g.name)).toEqual(['1年', '2年', '3年', '4年', '5年', '6年']);
    expect(data.templates.map((x: Json) => [x.key, x.licensed])).toEqual([
      ['bullying', false],
      ['school_life', false],
      ['k6', false],
      ['who5', true],
      ['phqa', true],
    ]);
  });

  it('filters by state, 年度 and month; a scheduled delivery reads 予定 (scheduled)', async () => {
    const later = await createFrom('school_life', [grade(3)], { startAt: iso(Date.now() + 40 * day), finishAt: iso(Date.now() + 50 * day) });
    expect(later.state).toBe('scheduled');
    const scheduled = await listAll('?status=scheduled');
    expect(scheduled.list.map((r: Json) => r.id)).toEqual([later.id]);
    const month = new Date(Date.now() + 45 * day);
    const jstMonth = Number(new Date(month.getTime() + 9 * 3600_000).toISOString().slice(5, 7));
    expect((await listAll(`?month=${jstMonth}&status=scheduled`)).list.map((r: Json) => r.id)).toContain(later.id);
    expect((await listAll('?year=2001')).list).toEqual([]);
    expect((await call('GET', `${URL}?status=unknown`)).statusCode).toBe(400);
  });

  it('PATCH changes title, period and grades; copy reuses the questions with a new period and no answers', async () => {
    const row = await createFrom('k6', [grade(0)]);
    const id = row.id as number;
    const patched = (await call('PATCH', `${URL}/${id}`, admin, { title: '2学期 K6', gradeIds: [grade(0), grade(5)] })).json().data;
    expect(patched).toMatchObject({ title: '2学期 K6', targetCount: 6 });
    const copy = (await call('POST', `${URL}/${id}/copy`, admin, { startAt: iso(Date.now() + 100 * day), finishAt: iso(Date.now() + 110 * day) })).json().data;
    expect(copy).toMatchObject({ title: '2学期 K6', kind: 'k6', questionCount: 6, state: 'scheduled', hasAnswers: false, answeredCount: 0 });
    expect(Object.keys(copy.gradesFilter)).toHaveLength(2);
  });
});

describe('texts per language (issue 24 item 3, decision 075)', () => {
  it('add_questions stores page, question and option translations (blanks dropped, Japanese errors); copy keeps them', async () => {
    const id = (await createFrom(null)).id as number;
    const question = (translations: object) => ({
      title: 'ページ1',
      translations: { en: { label: 'Page 1' } },
      questions: [
        {
          formType: 'single_select_row',
          text: '{学校:がっこう}は楽しいですか',
          translations,
          options: [
            { text: 'はい', score: 0, translations: { en: { label: 'Yes' }, vi: { label: ' ' } } },
            { text: 'いいえ', score: 1 },
          ],
        },
      ],
    });
    const bad = await call('POST', `${URL}/${id}/add_questions`, admin, { questionsGroups: [question({ en: { label: 'x'.repeat(501) } })] });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('500文字以内で入力してください');
    const ok = await call('POST', `${URL}/${id}/add_questions`, admin, { questionsGroups: [question({ en: { label: 'Do you enjoy school?' } })] });
    expect(ok.statusCode, ok.body).toBe(200);
    const copy = (await call('POST', `${URL}/${id}/copy`, admin, { startAt: iso(Date.now() + 100 * day), finishAt: iso(Date.now() + 110 * day) })).json().data;
    for (const deliveryId of [id, copy.id as number]) {
      const [delivery] = await t.db.select().from(questionnaireDeliveries).where(eq(questionnaireDeliveries.id, deliveryId));
      const groups = await t.db.select().from(questionGroups).where(eq(questionGroups.questionnaireId, delivery!.questionnaireId));
      expect(groups.map((g) => g.translations)).toEqual([{ en: { label: 'Page 1' } }]);
      const [stored] = await t.db.select().from(questions).where(eq(questions.questionnaireId, delivery!.questionnaireId));
      expect(stored!.translations).toEqual({ en: { label: 'Do you enjoy school?' } });
      const options = await t.db.select().from(questionOptions).where(eq(questionOptions.questionId, stored!.id));
      expect(options.map((o) => o.translations)).toEqual([{ en: { label: 'Yes' } }, {}]);
    }
    // The editor's GET answers them, so the editor can send them back with the replaced set.
    const editor = await groupsOf(id);
    expect(editor.questionsGroups[0].translations).toEqual({ en: { label: 'Page 1' } });
    expect(editor.questionsGroups[0].questions[0].translations).toEqual({ en: { label: 'Do you enjoy school?' } });
    expect(editor.questionsGroups[0].questions[0].options[0].translations).toEqual({ en: { label: 'Yes' } });
    // The pupil's GET answers the translations of every page, question and option, and of the title.
    const badTitle = await call('PATCH', `${URL}/${id}`, admin, { titleTranslations: { en: { label: 'x'.repeat(101) } } });
    expect(badTitle.statusCode).toBe(400);
    expect(badTitle.body).toContain('100文字以内で入力してください');
    expect((await call('PATCH', `${URL}/${id}`, admin, { titleTranslations: { en: { label: 'Test survey' } } })).statusCode).toBe(200);
    const student = await signInStudent(t, t.schoolA, 0, 1);
    const seen = (await call('GET', `/api/students/questions/${id}`, student)).json().data;
    expect(seen.delivery.titleTranslations).toEqual({ en: { label: 'Test survey' } });
    const list = (await call('GET', '/api/questionnaire_deliveries', student)).json().data as { id: number; titleTranslations?: object }[];
    expect(list.find((d) => d.id === id)?.titleTranslations).toEqual({ en: { label: 'Test survey' } });
    // The teachers' list row carries them (the edit modal shows and sends them back); a PATCH without them keeps them.
    const teacherRow = async () => ((await listAll()).list as { id: number; titleTranslations: object }[]).find((d) => d.id === id);
    expect((await teacherRow())?.titleTranslations).toEqual({ en: { label: 'Test survey' } });
    const patched = await call('PATCH', `${URL}/${id}`, admin, { title: '{学校:がっこう}のアンケート', finishAt: iso(Date.now() + 9 * day) });
    expect(patched.json().data.titleTranslations).toEqual({ en: { label: 'Test survey' } });
    expect((await teacherRow())?.titleTranslations).toEqual({ en: { label: 'Test survey' } });
    expect(seen.questionsGroups[0].translations).toEqual({ en: { label: 'Page 1' } });
    expect(seen.questionsGroups[0].questions[0].translations).toEqual({ en: { label: 'Do you enjoy school?' } });
    expect(seen.questionsGroups[0].questions[0].options.map((o: { translations: object }) => o.translations)).toEqual([{ en: { label: 'Yes' } }, {}]);
  });
});

describe('bad input: 400/413 naming the field, nothing written', () => {
  it('refuses a finishAt before startAt, another school’s grade, a consent without text', async () => {
    const before = (await listAll()).total;
    const bad = async (body: object, field: string, message: RegExp) => {
      const res = await create({ title: 't', ...open(), gradeIds: [grade(0)], ...body });
      expect(res.statusCode).toBe(400);
      expect(res.json().fieldErrors[field][0]).toMatch(message);
    };
    await bad({ startAt: iso(Date.now() + day), finishAt: iso(Date.now()) }, 'finishAt', /終了日時は開始日時より後/);
    await bad({ gradeIds: [t.schoolB.klasses[0]!.gradeId] }, 'gradeIds', /この学年はありません/);
    await bad({ needsConsent: true, consentText: ' ' }, 'consentText', /同意文/);
    await bad({ title: '' }, 'title', /タイトル/);
    expect((await listAll()).total).toBe(before);
    const row = await createFrom(null, [grade(0)]);
    const res = await call('PATCH', `${URL}/${row.id}`, admin, { finishAt: iso(Date.now() - 2 * day) });
    expect(res.json().fieldErrors.finishAt[0]).toMatch(/終了日時/);
  });

  it('refuses options without text, a non-integer score, a rule at an option that does not exist, a 10 MB payload', async () => {
    const row = await createFrom('school_life', [grade(0)]);
    const id = row.id as number;
    const question = (over: object) => ({
      questionsGroups: [
        {
          title: 'p',
          questions: [
            {
              formType: 'single_select_row',
              text: 'q',
              options: [
                { text: 'a', score: 0 },
                { text: 'b', score: 1 },
              ],
              alertRules: [],
              ...over,
            },
          ],
        },
      ],
    });
    const bad = async (body: object, field: string, message: RegExp, status = 400) => {
      const res = await call('POST', `${URL}/${id}/add_questions`, admin, body);
      expect(res.statusCode).toBe(status);
      expect(res.json().fieldErrors[field][0]).toMatch(message);
    };
    const at = 'questionsGroups.0.questions.0';
    await bad(
      question({
        options: [
          { text: '', score: 0 },
          { text: 'b', score: 1 },
        ],
      }),
      `${at}.options.0.text`,
      /選択肢の文言/,
    );
    await bad(
      question({
        options: [
          { text: 'a', score: 0.5 },
          { text: 'b', score: 1 },
        ],
      }),
      `${at}.options.0.score`,
      /整数/,
    );
    await bad(
      question({ alertRules: [{ when: 'option_chosen', optionIndexes: [2], level: 'second_stage' }] }),
      `${at}.alertRules.0.optionIndexes.0`,
      /ない選択肢/,
    );
    await bad(
      question({ formType: 'text', options: [], alertRules: [{ when: 'score_at_least', threshold: 1, level: 'first_stage' }] }),
      `${at}.alertRules.0.when`,
      /選択式/,
    );
    const huge = question({ text: 'あ'.repeat(10 * 1024 * 1024) });
    await bad(huge, 'questionsGroups', /大きすぎます/, 413);
    expect((await groupsOf(id)).delivery.questionCount).toBe(6);
  });
});

describe('answers: the alert engine at completion, locking, test mode, complete, delete', () => {
  it('a 1年 student’s bullying answers raise second_stage; the rows that matched carry their level; questions are then locked', async () => {
    const row = await createFrom('bullying', [grade(0)], { needsConsent: true });
    const id = row.id as number;
    const res = await studentCompletes(id, (q, i) => (i === 0 ? 'ある' : i === 4 ? 'ない' : i === 6 ? 'ない' : i === 3 ? '先生に話した' : null));
    expect(res.statusCode, res.body).toBe(200);
    const [sheet] = await sheetsOf(id);
    expect(sheet).toMatchObject({ status: 'completed', alertLevel: 'second_stage', scaleScore: null });
    expect(sheet!.answers.map((d) => d.matchedLevel).sort()).toEqual(['second_stage', null, null, null].sort());
    const listed = (await listAll()).list.find((r: Json) => r.id === id);
    expect(listed).toMatchObject({ answeredCount: 1, targetCount: 3, hasAnswers: true });
    expect((await groupsOf(id)).delivery.editable).toBe(false);
    const locked = await call('POST', `${URL}/${id}/add_questions`, admin, {
      questionsGroups: [{ title: null, questions: [{ formType: 'text', text: 'x' }] }],
    });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().errors[0]).toMatch(/回答が始まったアンケートの質問は変更できません/);

    // Deleting: refused with the message, then done when the admin confirms that the answers go too.
    const refused = await call('DELETE', `${URL}/${id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors[0]).toMatch(/回答済みの生徒がいるため削除できません/);
    expect((await call('DELETE', `${URL}/${id}?deleteAnswers=true`)).json().data).toEqual({ deleted: true, answersDeleted: 1 });
    expect(await sheetsOf(id)).toEqual([]);
    expect((await listAll()).list.find((r: Json) => r.id === id)).toBeUndefined();
    expect((await call('GET', `${URL}/${id}/test`)).statusCode).toBe(404);
  });

  it('a PHQ-A sheet with a minimal total but 1 on item 9 is third_stage with its published total and band', async () => {
    const row = await createFrom('phqa', [grade(1)]);
    const res = await studentCompletes(row.id as number, (q, i) => q.options[i === 8 ? 1 : 0]!.text, 1, 1);
    expect(res.statusCode, res.body).toBe(200);
    const [sheet] = await sheetsOf(row.id as number);
    expect(sheet).toMatchObject({ alertLevel: 'third_stage', scaleScore: 1, scaleBand: 'phqa_minimal' });
  });

  it('test mode answers the pages as a student sees them (furigana: elementary) and what answers would raise; nothing is stored', async () => {
    const row = await createFrom('k6', [grade(2)]);
    const id = row.id as number;
    const tried = (await call('GET', `${URL}/${id}/test`)).json().data;
    expect(tried.furigana).toBe(true);
    expect(tried.questionsGroups[0].questions[0]).toMatchObject({ text: '神経過敏に感じましたか', answer: null, required: true });
    expect((await call('GET', `${URL}/${id}/preview?questionnaire_delivery_id=${id}`)).json().data).toEqual(tried);
    const questions = tried.questionsGroups[0].questions as StudentQ[];
    const answers = questions.map((q) => ({ questionId: q.id, questionOptionId: q.options[2]!.id }));
    const result = (await call('POST', `${URL}/${id}/test`, classTeacher, { answers })).json().data;
    expect(result).toMatchObject({ alertLevel: 'second_stage', scaleScore: 12, scaleBand: 'k6_10_12', scaleBandName: 'K6 10〜12点' });
    expect(result.message).toMatch(/第2段階/);
    expect(await sheetsOf(id)).toEqual([]);
    const unknown = await call('POST', `${URL}/${id}/test`, admin, {
      answers: [{ questionId: questions[0]!.id, questionOptionId: questions[1]!.options[0]!.id }],
    });
    expect(unknown.statusCode).toBe(400);
  });

  it('complete ends answering with the spec’s message; completing again leaves it completed', async () => {
    const row = await createFrom('school_life', [grade(3)]);
    const id = row.id as number;
    const done = (await call('POST', `${URL}/${id}/complete`)).json().data;
    expect(done.state).toBe('completed');
    expect((await call('POST', `${URL}/${id}/complete`)).json().data.completedAt).toBe(done.completedAt);
    const student = await signInStudent(t, t.schoolA, 3, 1);
    const res = await call('POST', `/api/questionnaire_deliveries/${id}/agree`, student);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0]).toBe('このアンケートの回答期間は終わりました。');
    expect((await listAll('?status=completed')).list.map((r: Json) => r.id)).toContain(id);
  });
});

describe('tenancy: another school’s delivery is 404 on every route', () => {
  it('school B’s admin cannot read, edit, complete, copy, delete or write questions of school A’s delivery', async () => {
    const row = await createFrom('school_life', [grade(4)]);
    const id = row.id as number;
    const answers = [
      await call('GET', `${URL}/${id}/question_group_by_questionnaire_delivery_id`, adminB),
      await call('GET', `${URL}/${id}/test`, adminB),
      await call('GET', `${URL}/${id}/preview?questionnaire_delivery_id=${id}`, adminB),
      await call('POST', `${URL}/${id}/test`, adminB, { answers: [] }),
      await call('PATCH', `${URL}/${id}`, adminB, { title: 'x' }),
      await call('POST', `${URL}/${id}/complete`, adminB),
      await call('POST', `${URL}/${id}/copy`, adminB, open()),
      await call('DELETE', `${URL}/${id}?deleteAnswers=true`, adminB),
      await call('POST', `${URL}/${id}/add_questions`, adminB, { questionsGroups: [{ title: null, questions: [{ formType: 'text', text: 'x' }] }] }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404, 404, 404]);
    expect((await listAll('', adminB)).list.map((r: Json) => r.id)).not.toContain(id);
    const [stored] = await t.db.select().from(questionnaireDeliveries).where(eq(questionnaireDeliveries.id, id));
    expect(stored).toMatchObject({ completedAt: null, deletedAt: null });
    expect((await groupsOf(id)).delivery.title).toBe('テスト school_life');
  });
});
