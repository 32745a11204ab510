import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { japanDateKey } from '@sukoyaka/contracts/dates';
import { conditionAlerts, healthcheckAnswerDetails, healthcheckItems } from '@sukoyaka/db/schema';
import { createTestApp, signInStudent, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';
import { earlierTodayInJapan } from '../../test/clock.ts';

let t: TestApp;
let student: AuthHeaders;
let items: { id: number; abbreviation: string; formType: string }[];

beforeAll(async () => {
  t = await createTestApp();
  student = await signInStudent(t, t.schoolA, 0, 1);
  items = (await t.app.inject({ method: 'GET', url: '/api/students/healthcheck', headers: student })).json().data.items;
});
afterAll(() => t.close());

const idOf = (abbr: string) => items.find((i) => i.abbreviation === abbr)!.id;
const answer = (headers: Record<string, string>, payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/students/healthcheck/answer', headers, payload });
const full = () => [
  { healthcheckItemId: idOf('体温'), answer: '37.4' },
  { healthcheckItemId: idOf('睡眠'), answer: '21:30' },
  { healthcheckItemId: idOf('朝食'), answer: '1' },
  { healthcheckItemId: idOf('頭痛'), answer: '1' },
  { healthcheckItemId: idOf('腹痛'), answer: '0' },
  { healthcheckItemId: idOf('コメ'), answer: 'のどが痛い' },
];

describe('health observation (健康観察) for the student', () => {
  it("gives today's form with the school's items and no answer yet", async () => {
    const data = (await t.app.inject({ method: 'GET', url: '/api/students/healthcheck', headers: student })).json().data;
    expect(data.date).toBe(japanDateKey());
    expect(items.map((i) => i.abbreviation)).toEqual(['体温', '睡眠', '朝食', '頭痛', '腹痛', 'コメ']);
    expect(data.answer).toBeNull();
  });

  it('registers an answer and flags temperature ≥ 37, a radio away from its initial value and a comment', async () => {
    const res = await answer(student, { answers: full() });
    expect(res.statusCode).toBe(200);
    const details = res.json().data.answer.healthcheckAnswerDetails as { healthcheckItemId: number; answer: string; alert: boolean }[];
    const flag = (abbr: string) => details.find((d) => d.healthcheckItemId === idOf(abbr))!;
    expect(flag('体温')).toMatchObject({ answer: '37.4', alert: true });
    expect(flag('頭痛')).toMatchObject({ answer: '1', alert: true });
    expect(flag('腹痛')).toMatchObject({ alert: false });
    expect(flag('朝食')).toMatchObject({ alert: false });
    expect(flag('コメ')).toMatchObject({ answer: 'のどが痛い', alert: true });
  });

  it('raises a physical alert for the teacher naming the flagged answers', async () => {
    const alerts = await t.db.select().from(conditionAlerts);
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatchObject({ conditionKind: 'physical', processed: false, date: japanDateKey() });
    expect(alerts[0]!.contentAlert).toContain('今朝の体温 37.4');
    expect(alerts[0]!.contentAlert).toContain('頭が痛い あり');
  });

  it('refuses a missing required answer and a wrong time, naming the items, and keeps the saved answer whole', async () => {
    const bad = full()
      .filter((a) => a.healthcheckItemId !== idOf('頭痛'))
      .map((a) => (a.healthcheckItemId === idOf('睡眠') ? { ...a, answer: '21:40' } : a));
    const res = await answer(student, { answers: bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ [`answers.${idOf('頭痛')}`]: ['選択してください'], [`answers.${idOf('睡眠')}`]: ['正しい値を入力してください'] });
    const saved = (await t.app.inject({ method: 'GET', url: '/api/students/healthcheck', headers: student })).json().data.answer.healthcheckAnswerDetails;
    expect(saved).toHaveLength(6);
  });

  it('redoes the answer by replacing it', async () => {
    const redo = full().map((a) =>
      a.healthcheckItemId === idOf('体温') ? { ...a, answer: '36.5' } : a.healthcheckItemId === idOf('コメ') ? { ...a, answer: '' } : a,
    );
    const res = await answer(student, { answers: redo });
    const details = res.json().data.answer.healthcheckAnswerDetails;
    expect(details).toHaveLength(5);
    expect(details.find((d: { healthcheckItemId: number }) => d.healthcheckItemId === idOf('体温'))).toMatchObject({ answer: '36.5', alert: false });
  });

  it('keeps a newer answer when an older one arrives late from the offline queue', async () => {
    const late = full().map((a) => (a.healthcheckItemId === idOf('体温') ? { ...a, answer: '38.5' } : a));
    const res = await answer(student, { answers: late, recordedAt: earlierTodayInJapan(60 * 60_000).toISOString() });
    expect(res.statusCode).toBe(200);
    const temperature = res.json().data.answer.healthcheckAnswerDetails.find((d: { healthcheckItemId: number }) => d.healthcheckItemId === idOf('体温'));
    expect(temperature.answer).toBe('36.5');
  });

  it('skips only where the school enables it (A yes, B no: 422)', async () => {
    const other = await signInStudent(t, t.schoolA, 0, 2);
    expect((await answer(other, { isSkip: true })).json().data.answer).toMatchObject({ isSkip: true, healthcheckAnswerDetails: [] });
    const studentB = await signInStudent(t, t.schoolB, 0, 1);
    expect((await answer(studentB, { isSkip: true })).statusCode).toBe(422);
  });

  it("refuses another school's item id (400) and stores nothing for it", async () => {
    const studentB = await signInStudent(t, t.schoolB, 0, 2);
    const res = await answer(studentB, { answers: [{ healthcheckItemId: idOf('体温'), answer: '36.5' }] });
    expect(res.statusCode).toBe(400);
    expect(
      await t.db
        .select()
        .from(healthcheckAnswerDetails)
        .where(eq(healthcheckAnswerDetails.healthcheckItemId, idOf('体温'))),
    ).toHaveLength(1);
  });
});

describe('health observation items for teachers', () => {
  it('admin teachers add, hide, reorder and delete items; class teachers only read (403)', async () => {
    const admin = await signInTeacher(t, t.schoolA, 'admin');
    const teacher = await signInTeacher(t, t.schoolA, 0);
    const body = {
      abbreviation: '咳',
      label: '咳が出る',
      formType: 'checkbox',
      required: false,
      healthcheckOptions: [
        { name: '少し', checked: false },
        { name: 'たくさん', checked: false },
      ],
    };
    expect((await t.app.inject({ method: 'POST', url: '/api/teachers/healthcheck/create', headers: teacher, payload: body })).statusCode).toBe(403);
    const created = (await t.app.inject({ method: 'POST', url: '/api/teachers/healthcheck/create', headers: admin, payload: body })).json().data;
    const cough = created.at(-1);
    expect(cough).toMatchObject({ abbreviation: '咳', formType: 'checkbox', hidden: false });
    const moved = (await t.app.inject({ method: 'POST', url: `/api/teachers/healthcheck/${cough.id}/order`, headers: admin, payload: { position: 1 } })).json()
      .data;
    expect(moved[0].id).toBe(cough.id);
    await t.app.inject({ method: 'POST', url: `/api/teachers/healthcheck/${cough.id}/hidden`, headers: admin, payload: { hidden: true } });
    const form = (await t.app.inject({ method: 'GET', url: '/api/students/healthcheck', headers: student })).json().data.items;
    expect(form.map((i: { id: number }) => i.id)).not.toContain(cough.id);
    const after = (await t.app.inject({ method: 'POST', url: `/api/teachers/healthcheck/${cough.id}/healthcheck_delete`, headers: admin })).json().data;
    expect(after.map((i: { id: number }) => i.id)).not.toContain(cough.id);
  });

  it('refuses a checkbox without options (400) and an item of another school (404)', async () => {
    const admin = await signInTeacher(t, t.schoolA, 'admin');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/teachers/healthcheck/create',
          headers: admin,
          payload: { abbreviation: 'x', label: 'x', formType: 'checkbox' },
        })
      ).statusCode,
    ).toBe(400);
    const adminB = await signInTeacher(t, t.schoolB, 'admin');
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/teachers/healthcheck/${idOf('体温')}/hidden`, headers: adminB, payload: { hidden: true } })).statusCode,
    ).toBe(404);
  });
});

describe('a label written with readings (issue 24 item 4)', () => {
  it("is stored as written for the pupil; the teacher's alert names the item without the readings", async () => {
    await t.db
      .update(healthcheckItems)
      .set({ label: '{今朝:けさ}の{体温:たいおん}' })
      .where(eq(healthcheckItems.id, idOf('体温')));
    const pupil = await signInStudent(t, t.schoolA, 0, 2);
    const form = (await t.app.inject({ method: 'GET', url: '/api/students/healthcheck', headers: pupil })).json().data;
    expect(form.items.find((i: { id: number }) => i.id === idOf('体温')).label).toBe('{今朝:けさ}の{体温:たいおん}');
    const before = new Set((await t.db.select().from(conditionAlerts)).map((a) => a.id));
    expect((await answer(pupil, { answers: full() })).statusCode).toBe(200);
    const raised = (await t.db.select().from(conditionAlerts)).filter((a) => !before.has(a.id));
    expect(raised).toHaveLength(1);
    expect(raised[0]!.contentAlert).toContain('今朝の体温 37.4');
    expect(raised[0]!.contentAlert).not.toContain('{');
  });
});
describe('items in other languages (issue 24 item 3)', () => {
  it('stores the label and remarks per language for the pupil; an update that leaves them out keeps them', async () => {
    const admin = await signInTeacher(t, t.schoolA, 'admin');
    const body = { abbreviation: '歯', label: '歯が痛い', remarks: 'ぐらぐらする歯も', formType: 'radio', required: false, initValue: '0' };
    const created = (
      await t.app.inject({
        method: 'POST',
        url: '/api/teachers/healthcheck/create',
        headers: admin,
        payload: {
          ...body,
          translations: { en: { label: 'I have a toothache', remarks: '' }, pt: { label: 'Estou com dor de dente', remarks: 'Também dente mole' } },
        },
      })
    ).json().data;
    const tooth = created.at(-1);
    const expected = { en: { label: 'I have a toothache' }, pt: { label: 'Estou com dor de dente', remarks: 'Também dente mole' } };
    expect(tooth.translations).toEqual(expected);
    const update = await t.app.inject({
      method: 'POST',
      url: `/api/teachers/healthcheck/${tooth.id}/update_healthcheck`,
      headers: admin,
      payload: { ...body, label: '歯がいたい' },
    });
    expect(update.statusCode).toBe(200);
    const form = (await t.app.inject({ method: 'GET', url: '/api/students/healthcheck', headers: student })).json().data.items;
    expect(form.find((i: { id: number }) => i.id === tooth.id)).toMatchObject({ label: '歯がいたい', translations: expected });
    await t.app.inject({ method: 'POST', url: `/api/teachers/healthcheck/${tooth.id}/healthcheck_delete`, headers: admin });
  });
});
