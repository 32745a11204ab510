import ExcelJS from 'exceljs';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionnaireAnswers, questionnaireDeliveries, studentEnrollments, students } from '@sukoyaka/db/schema';
import { deliverQuestionnaire, type QuestionnaireDefinition } from '@sukoyaka/db/seed/questionnaires';
import { findQuestionnaireContent } from '../../modules/questionnaires/question-set.service.ts';
import { storedAnswer } from '../../test/sheets.ts';
import { createTestApp, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

/**
 * Issue 24 item 4: a school writes its questionnaire with `{漢字:よみ}` readings for its youngest
 * pupils; a teacher's Excel files show 漢字 only (never the braces), while what a pupil typed is
 * kept exactly as typed.
 */
let t: TestApp;
let admin: AuthHeaders;
let deliveryId: number;
let pupil: { id: number; name: string };
/** A pupil's own words that happen to look like a reading: never changed. */
const TYPED = '{先生:せんせい}へ ありがとう';

const SURVEY: QuestionnaireDefinition = {
  title: '{学校:がっこう}{生活:せいかつ}アンケート',
  needsConsent: false,
  groups: [
    {
      title: '{毎日:まいにち}のこと',
      questions: [
        {
          formType: 'single_select_column',
          text: '{学校:がっこう}は{楽:たの}しいですか？',
          options: [
            { text: 'とても{楽:たの}しい', score: 0 },
            { text: '{少:すこ}し{楽:たの}しい', score: 1 },
          ],
        },
        { formType: 'checkbox', text: '{好:す}きな{時間:じかん}は？', options: [{ text: '{休:やす}み{時間:じかん}' }, { text: '{給食:きゅうしょく}' }] },
        { formType: 'text', text: '{先生:せんせい}へひとこと' },
      ],
    },
  ],
};

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInTeacher(t, t.schoolA, 'admin');
  const klass = t.schoolA.klasses[4]!;
  deliveryId = await deliverQuestionnaire(t.db, {
    schoolId: t.schoolA.id,
    gradeIds: [klass.gradeId],
    definition: SURVEY,
    startAt: new Date(Date.now() - 86_400_000),
    finishAt: new Date(Date.now() + 7 * 86_400_000),
  });
  const [first] = await t.db
    .select({ id: students.id, name: students.name })
    .from(studentEnrollments)
    .innerJoin(students, eq(students.id, studentEnrollments.studentId))
    .where(eq(studentEnrollments.klassId, klass.id))
    .orderBy(asc(studentEnrollments.studentNumber))
    .limit(1);
  pupil = first!;
  const [delivery] = await t.db.select().from(questionnaireDeliveries).where(eq(questionnaireDeliveries.id, deliveryId));
  const content = await findQuestionnaireContent(t.db, delivery!.questionnaireId);
  const q = [...content.questions].sort((a, b) => a.sortOrder - b.sortOrder);
  const opts = (i: number) => content.options.filter((o) => o.questionId === q[i]!.id).sort((a, b) => a.sortOrder - b.sortOrder);
  await t.db.insert(questionnaireAnswers).values({
    questionnaireDeliveryId: deliveryId,
    studentId: pupil.id,
    schoolId: t.schoolA.id,
    status: 'completed',
    completedAt: new Date(Date.now() - 3_600_000),
    alertLevel: 'normal',
    answers: [
      storedAnswer({ questionId: q[0]!.id, questionOptionId: opts(0)[0]!.id, score: 0 }),
      storedAnswer({ questionId: q[1]!.id, questionOptionIds: opts(1).map((o) => o.id), score: 0 }),
      storedAnswer({ questionId: q[2]!.id, text: TYPED }),
    ],
  });
});
afterAll(() => t.close());

/** GETs an export and reads the .xlsx back with exceljs: every cell's text, the rows under the header block, the file name. */
async function download(url: string) {
  const res = await t.app.inject({ method: 'GET', url, headers: admin });
  expect(res.statusCode, res.body).toBe(200);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0]!;
  const values = sheet.getSheetValues().map((r) => (Array.isArray(r) ? r.slice(1) : []));
  const texts = values.flat().filter((v): v is string => typeof v === 'string');
  return { sheet, rows: values.slice(7), texts, fileName: decodeURIComponent(String(res.headers['content-disposition'] ?? '')) };
}

/** The pupil's text as written, or cut with … in export mode (spec §5). */
const isTyped = (s: string) => s === TYPED || (s.endsWith('…') && TYPED.startsWith(s.slice(0, -1)));
/** No cell shows a reading's braces, but the pupil's own text. */
const noReadings = (texts: string[]) => expect(texts.filter((s) => s.includes('{') && !isTyped(s))).toEqual([]);

describe('questionnaire exports show 漢字 without {漢字:よみ} readings (issue 24 item 4)', () => {
  it('export_answers: title, file name, question headers and chosen options read plainly; the pupil’s own text is kept', async () => {
    const { sheet, rows, texts, fileName } = await download(`/api/teachers/questionnaires/${deliveryId}/export_answers`);
    expect(sheet.getCell('A1').value).toBe('学校生活アンケート_回答一覧');
    expect(fileName).toMatch(/学校生活アンケート_回答一覧_\d{6}_\d{4}\.xlsx$/);
    expect((sheet.getRow(6).values as unknown[]).slice(6)).toEqual(['Q1. 学校は楽しいですか？', 'Q2. 好きな時間は？', 'Q3. 先生へひとこと']);
    const mine = rows.find((r) => r[1] === `1番 ${pupil.name}`)!;
    expect(mine.slice(5)).toEqual(['とても楽しい', '休み時間、給食', TYPED]);
    noReadings(texts);
  });

  it('export_survey: questions and options of the tally read plainly', async () => {
    const { rows, texts } = await download(`/api/teachers/questionnaires/${deliveryId}/export_survey`);
    expect(rows).toContainEqual(['Q1', '学校は楽しいですか？', 'とても楽しい', 1, '100%']);
    expect(rows).toContainEqual([undefined, undefined, '少し楽しい', 0, '0%']);
    expect(rows).toContainEqual(['Q2', '好きな時間は？', '休み時間', 1, '100%']);
    noReadings(texts);
  });

  it('one pupil’s sheet, their past sheets and the dashboard’s answer list read plainly', async () => {
    const one = await download(`/api/teachers/students/export_questionaire?questionnaireDeliveryId=${deliveryId}&studentId=${pupil.id}`);
    expect(one.sheet.getCell('A1').value).toBe(`学校生活アンケート_${pupil.name}`);
    expect(one.rows.slice(1).map((r) => r.slice(0, 3))).toEqual([
      [1, '学校は楽しいですか？', 'とても楽しい'],
      [2, '好きな時間は？', '休み時間、給食'],
      [3, '先生へひとこと', TYPED],
    ]);
    noReadings(one.texts);
    const past = await download(`/api/teachers/students/export_past_questionnaire?studentId=${pupil.id}`);
    expect(past.rows.map((r) => r[4])).toEqual(['学校生活アンケート']);
    noReadings(past.texts);
    const many = await download(`/api/teachers/students/export_many_questionaire?questionnaireDeliveryId=${deliveryId}&klassId=${t.schoolA.klasses[4]!.id}`);
    expect(many.sheet.getCell('A1').value).toBe('学校生活アンケート_回答');
    expect(many.rows.find((r) => r[1] === `1番 ${pupil.name}`)!.slice(5)).toEqual(['とても楽しい', '休み時間、給食', '{先生:せんせい…']);
    noReadings(many.texts);
  });
});
