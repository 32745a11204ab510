import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conditionAlerts } from '@sukoyaka/db/schema';
import { deliverQuestionnaire, SCHOOL_LIFE_SURVEY } from '@sukoyaka/db/seed/questionnaires';
import { createTestApp, signInLocalGovernment, signInStudent, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 25 item 5 (decision 071): words of distress a pupil writes — the health observation's
 * comment, a questionnaire's written answers, the line on a talk request — raise a 心の不調 alert
 * that the class teacher reads, with the sentence, on the existing alert dashboard; the board
 * edits the list and cannot empty it by accident.
 */
let t: TestApp;
let board: AuthHeaders;
let classTeacher: AuthHeaders;

beforeAll(async () => {
  t = await createTestApp();
  board = await signInLocalGovernment(t);
  classTeacher = await signInTeacher(t, t.schoolA, 0);
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST', url: string, headers: AuthHeaders, payload?: object) => t.app.inject({ method, url, headers, payload });
type Alert = {
  contentAlert: string;
  source: string;
  processed: boolean;
  evidence: { matches: { place: string; word: string; sentence: string }[] } | null;
  student: { studentNumber: number };
};
const mentalAlerts = async (studentNumber: number): Promise<Alert[]> =>
  ((await inject('GET', '/api/teachers/dashboards/school_alert_dashboard?conditionKind=mental', classTeacher)).json().data.list as Alert[]).filter(
    (a) => a.student.studentNumber === studentNumber,
  );

async function answerHealthcheck(pupil: AuthHeaders, comment: string) {
  const items = (await inject('GET', '/api/students/healthcheck', pupil)).json().data.items as { id: number; abbreviation: string; formType: string }[];
  const answers = items.map((i) => ({
    healthcheckItemId: i.id,
    answer:
      { temperature: '36.5', time: '21:30', radio: i.abbreviation === '朝食' ? '1' : '0' }[i.formType as 'radio'] ?? (i.abbreviation === 'コメ' ? comment : ''),
  }));
  return inject('POST', '/api/students/healthcheck/answer', pupil, { answers });
}

describe('words of distress in what a pupil writes (issue 25 item 5)', () => {
  it('a health observation comment with 消えたい raises a 心の不調 alert the class teacher reads with the sentence', async () => {
    const pupil = await signInStudent(t, t.schoolA, 0, 1);
    expect(await mentalAlerts(1)).toEqual([]);
    expect((await answerHealthcheck(pupil, 'きょうは ねむい。もう ｷｴﾀｲ。')).statusCode).toBe(200);
    const [alert, ...more] = await mentalAlerts(1);
    expect(more).toEqual([]);
    expect(alert).toMatchObject({ source: 'distress_word', processed: false });
    expect(alert!.contentAlert).toBe('健康観察のコメントに気になる言葉がありました：『もう ｷｴﾀｲ。』');
    expect(alert!.evidence!.matches).toEqual([{ place: 'healthcheck', word: '消えたい', sentence: 'もう ｷｴﾀｲ。' }]);
  });

  it('the same comment sent again changes nothing; an ordinary comment raises nothing', async () => {
    const pupil = await signInStudent(t, t.schoolA, 0, 1);
    await answerHealthcheck(pupil, 'きょうは ねむい。もう ｷｴﾀｲ。');
    expect((await mentalAlerts(1)).map((a) => a.contentAlert)).toEqual(['健康観察のコメントに気になる言葉がありました：『もう ｷｴﾀｲ。』']);
    const other = await signInStudent(t, t.schoolA, 0, 2);
    expect((await answerHealthcheck(other, 'のどが いたい。')).statusCode).toBe(200);
    expect(await mentalAlerts(2)).toEqual([]);
  });

  it('a line on a talk request with 死にたい raises one too, even beside an open alert of the run rule', async () => {
    const pupil = await signInStudent(t, t.schoolA, 0, 3);
    const me = (await inject('GET', '/api/students/me', pupil)).json().data;
    await t.db
      .insert(conditionAlerts)
      .values({ studentId: me.id, schoolId: t.schoolA.id, conditionKind: 'mental', date: '2026-04-10', contentAlert: '3日連続で…' });
    const [button] = (await inject('GET', '/api/sos_settings', pupil)).json().data;
    const id = (await inject('POST', '/api/soss', pupil, { sosSettingId: button.id })).json().data.id;
    expect((await inject('POST', '/api/students/soss/urgent', pupil, { id, note: 'はやく きて。しにたい' })).statusCode).toBe(200);
    const alert = (await mentalAlerts(3)).find((a) => a.source === 'distress_word');
    expect(alert?.contentAlert).toBe('「話したい」に書き添えた一行に気になる言葉がありました：『しにたい』');
  });

  it('a completed questionnaire with a written answer 殴られる adds its sentence to the pupil’s alert of the day', async () => {
    const now = Date.now();
    const deliveryId = await deliverQuestionnaire(t.db, {
      schoolId: t.schoolA.id,
      gradeIds: [t.schoolA.klasses[0]!.gradeId],
      definition: SCHOOL_LIFE_SURVEY,
      startAt: new Date(now - 86_400_000),
      finishAt: new Date(now + 86_400_000),
    });
    const pupil = await signInStudent(t, t.schoolA, 0, 1);
    const questions = (
      (await inject('GET', `/api/students/questions/${deliveryId}`, pupil)).json().data.questionsGroups as {
        questions: { id: number; formType: string; options: { id: number }[] }[];
      }[]
    ).flatMap((g) => g.questions);
    const answers = questions.map((q) =>
      q.formType === 'long_text'
        ? { questionId: q.id, text: 'きのう なぐられた。いたかった。' }
        : q.formType === 'checkbox'
          ? { questionId: q.id, questionOptionIds: [q.options[0]!.id] }
          : q.options.length
            ? { questionId: q.id, questionOptionId: q.options[0]!.id }
            : { questionId: q.id, text: '' },
    );
    const res = await inject('POST', '/api/students/questions/answer', pupil, { questionnaireDeliveryId: deliveryId, answers, complete: true });
    expect(res.statusCode).toBe(200);
    // The day's alert of pupil 1 gains the sentence (one alert per pupil and day for words of distress).
    const [alert, ...more] = await mentalAlerts(1);
    expect(more).toEqual([]);
    expect(alert?.contentAlert).toBe(
      '健康観察のコメントに気になる言葉がありました：『もう ｷｴﾀｲ。』\nアンケートの回答に気になる言葉がありました：『きのう なぐられた。』',
    );
    expect(alert?.evidence?.matches.map((m) => [m.place, m.word])).toEqual([
      ['healthcheck', '消えたい'],
      ['questionnaire', '殴られる'],
    ]);
  });
});

describe("the board's list of words (issue 25 item 5)", () => {
  it('starts from the default list; an empty list is refused in Japanese and nothing changes', async () => {
    const start = (await inject('GET', '/api/local_governments/distress_words', board)).json().data;
    expect(start.isDefault).toBe(true);
    expect(start.words.map((w: { word: string }) => w.word)).toContain('死にたい');
    const empty = await inject('POST', '/api/local_governments/distress_words', board, { words: [] });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('言葉のリストを空にはできません');
    expect((await inject('GET', '/api/local_governments/distress_words', board)).json().data.isDefault).toBe(true);
  });

  it("a board's own word raises an alert in its schools; a word it removed does not; reset brings the default back", async () => {
    const saved = await inject('POST', '/api/local_governments/distress_words', board, { words: [{ word: 'もう むり', spellings: ['もうむり'] }] });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toEqual({ isDefault: false, words: [{ word: 'もう むり', spellings: ['もう むり', 'もうむり'] }] });
    const pupil = await signInStudent(t, t.schoolA, 0, 2);
    await answerHealthcheck(pupil, 'きえたい。モウムリ。');
    expect((await mentalAlerts(2)).map((a) => a.contentAlert)).toEqual(['健康観察のコメントに気になる言葉がありました：『モウムリ。』']);
    const reset = await inject('POST', '/api/local_governments/distress_words', board, { reset: true });
    expect(reset.json().data.isDefault).toBe(true);
  });

  it('teachers and pupils may neither read nor change the list', async () => {
    const admin = await signInTeacher(t, t.schoolA, 'admin');
    expect((await inject('GET', '/api/local_governments/distress_words', admin)).statusCode).toBe(403);
    expect((await inject('POST', '/api/local_governments/distress_words', admin, { words: [{ word: 'x', spellings: [] }] })).statusCode).toBe(403);
  });
});
