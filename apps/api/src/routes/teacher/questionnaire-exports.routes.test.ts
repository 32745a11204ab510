import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { questionnaireAnswers, questions, studentEnrollments, students } from '@sukoyaka/db/schema';
import { BULLYING_SURVEY, deliverQuestionnaire } from '@sukoyaka/db/seed/questionnaires';
import { findQuestionnaireContent } from '../../modules/questionnaires/question-set.service.ts';
import { storedAnswer } from '../../test/sheets.ts';
import { createTestApp, PASSWORDS, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';
import { convertWithLibreOffice } from '../../../../../scripts/test/libreoffice.ts';

let t: TestApp;
let deliveryId: number;
let admin: AuthHeaders;
/** Students of 5年 1組 (#1 completed second_stage, #2 answering, #3 not started) and 6年 1組 #1 (completed, normal). */
let s5: { id: number; name: string }[];
let s6: { id: number; name: string }[];
const LONG = 'きのうの昼休みに廊下でたたかれました';
const FORMULA = '=HYPERLINK("http://x.example")';

async function klassStudents(klassId: number) {
  return t.db
    .select({ id: students.id, name: students.name })
    .from(studentEnrollments)
    .innerJoin(students, eq(students.id, studentEnrollments.studentId))
    .where(eq(studentEnrollments.klassId, klassId))
    .orderBy(asc(studentEnrollments.studentNumber));
}

beforeAll(async () => {
  t = await createTestApp();
  const [k5, k6] = [t.schoolA.klasses[4]!, t.schoolA.klasses[5]!];
  const now = Date.now();
  deliveryId = await deliverQuestionnaire(t.db, {
    schoolId: t.schoolA.id,
    gradeIds: [k5.gradeId, k6.gradeId],
    definition: BULLYING_SURVEY,
    startAt: new Date(now - 86_400_000),
    finishAt: new Date(now + 7 * 86_400_000),
  });
  s5 = await klassStudents(k5.id);
  s6 = await klassStudents(k6.id);
  const content = await findQuestionnaireContent(t.db, (await t.db.select({ q: questions.questionnaireId }).from(questions).limit(1))[0]!.q);
  const q = content.questions.sort((a, b) => a.questionGroupId - b.questionGroupId || a.sortOrder - b.sortOrder);
  const opts = (i: number) => content.options.filter((o) => o.questionId === q[i]!.id);
  await t.db.update(questions).set({ bullyingField: 'seen' }).where(eq(questions.id, q[2]!.id));
  await t.db.update(questions).set({ bullyingField: 'whenBullying' }).where(eq(questions.id, q[3]!.id));
  await t.db.update(questions).set({ bullyingField: 'freeText' }).where(eq(questions.id, q[4]!.id));
  const completedAt = new Date(now - 3_600_000);
  await t.db.insert(questionnaireAnswers).values([
    {
      questionnaireDeliveryId: deliveryId,
      studentId: s5[0]!.id,
      schoolId: t.schoolA.id,
      status: 'completed',
      completedAt,
      alertLevel: 'second_stage',
      answers: [
        storedAnswer({ questionId: q[0]!.id, questionOptionId: opts(0)[0]!.id, score: 3, matchedLevel: 'second_stage' }),
        storedAnswer({ questionId: q[1]!.id, questionOptionIds: [opts(1)[0]!.id, opts(1)[2]!.id], score: 3 }),
        storedAnswer({ questionId: q[2]!.id, questionOptionId: opts(2)[0]!.id, score: 1 }),
        storedAnswer({ questionId: q[3]!.id, text: FORMULA }),
        storedAnswer({ questionId: q[4]!.id, text: LONG, matchedLevel: 'first_stage' }),
      ],
    },
    { questionnaireDeliveryId: deliveryId, studentId: s5[1]!.id, schoolId: t.schoolA.id, status: 'answering' },
    {
      questionnaireDeliveryId: deliveryId,
      studentId: s6[0]!.id,
      schoolId: t.schoolA.id,
      status: 'completed',
      completedAt,
      alertLevel: 'normal',
      answers: [
        storedAnswer({ questionId: q[0]!.id, questionOptionId: opts(0)[3]!.id, score: 0 }),
        storedAnswer({ questionId: q[2]!.id, questionOptionId: opts(2)[1]!.id, score: 0 }),
      ],
    },
  ]);
  admin = await signInTeacher(t, t.schoolA, 'admin');
});
afterAll(() => t.close());

/** The headers plus a confirm token of password re-entry (bullying_alerts/export_survey needs one, decision 022). */
async function withConfirm(headers: AuthHeaders): Promise<AuthHeaders & { 'confirm-token': string }> {
  const res = await t.app.inject({ method: 'POST', url: '/api/teachers/verify_pass', headers, payload: { password: PASSWORDS.teacher } });
  return { ...headers, 'confirm-token': res.json().data.confirmPassToken };
}

/** GETs an export and reads the .xlsx back with exceljs. */
async function download(url: string, headers: AuthHeaders = admin) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  const workbook = new ExcelJS.Workbook();
  if (res.statusCode === 200) await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  const rows = sheet
    ? sheet
        .getSheetValues()
        .slice(7)
        .map((r) => (Array.isArray(r) ? r.slice(1) : []))
    : [];
  return { res, sheet: sheet!, rows, fileName: decodeURIComponent(String(res.headers['content-disposition'] ?? '')) };
}

describe('questionnaire exports (issue 11 item 5, spec §9)', () => {
  it('export_answers: header block, file name, one row per target student with every answer in full; formulas neutralised', async () => {
    const { res, sheet, rows, fileName } = await download(`/api/teachers/questionnaires/${deliveryId}/export_answers?gradeId=&klassId=`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(fileName).toMatch(/いじめに関するアンケート_回答一覧_\d{6}_\d{4}\.xlsx$/);
    expect(sheet.getCell('A1').value).toBe('いじめに関するアンケート_回答一覧');
    expect(sheet.getCell('A2').value).toBe('出力日時');
    expect(sheet.getCell('A3').value).toBe('年度');
    expect(sheet.getCell('A4').value).toBe('期間');
    expect([1, 2].map((c) => sheet.getColumn(c).width)).toEqual([24, 18]);
    expect((sheet.getRow(6).values as unknown[]).slice(1, 6)).toEqual(['学年・組', '出席番号・氏名', '回答状況', '回答日時', 'アラートレベル']);
    expect(String(sheet.getRow(6).getCell(6).value)).toBe('Q1. この1か月の間に、いやな思いをしたことはありますか？');
    expect(rows).toHaveLength(6);
    const first = rows[0]!;
    expect(first.slice(0, 3)).toEqual(['5年 1組', `1番 ${s5[0]!.name}`, '回答済み']);
    expect(first[4]).toBe('第2段階');
    expect(first.slice(5)).toEqual(['何度もある', '悪口を言われた、たたかれた・けられた', 'ある', `'${FORMULA}`, LONG]);
    expect(rows[1]!.slice(2, 3)).toEqual(['回答中']);
    expect(rows[2]![2]).toBe('未回答');
    expect(rows[3]!.slice(0, 5)).toEqual(['6年 1組', `1番 ${s6[0]!.name}`, '回答済み', expect.any(String), '通常']);
  });

  it('a class teacher exports only their class; another class or school is 404', async () => {
    const teacher5 = await signInTeacher(t, t.schoolA, 4);
    const { rows } = await download(`/api/teachers/questionnaires/${deliveryId}/export_answers`, teacher5);
    expect(rows.map((r) => r[0])).toEqual(['5年 1組', '5年 1組', '5年 1組']);
    const other = await download(`/api/teachers/questionnaires/${deliveryId}/export_answers?klassId=${t.schoolA.klasses[5]!.id}`, teacher5);
    expect(other.res.statusCode).toBe(404);
    const teacher1 = await signInTeacher(t, t.schoolA, 0);
    expect((await download(`/api/teachers/questionnaires/${deliveryId}/export_answers`, teacher1)).rows).toEqual([]);
    const adminB = await withConfirm(await signInTeacher(t, t.schoolB, 'admin'));
    for (const url of [
      `/api/teachers/questionnaires/${deliveryId}/export_answers`,
      `/api/teachers/questionnaires/${deliveryId}/export_alerts`,
      `/api/teachers/questionnaires/${deliveryId}/export_survey`,
      `/api/teachers/students/export_many_questionaire?questionnaireDeliveryId=${deliveryId}`,
      `/api/teachers/bullying_alerts/export_survey?questionnaireDeliveryId=${deliveryId}`,
      `/api/teachers/students/export_questionaire?questionnaireDeliveryId=${deliveryId}&studentId=${s5[0]!.id}`,
      `/api/teachers/students/export_past_questionnaire?studentId=${s5[0]!.id}`,
    ])
      expect((await download(url, adminB)).res.statusCode, url).toBe(404);
  });

  it('export_alerts lists the sheets above normal with the answers that raised them', async () => {
    const { rows, fileName } = await download(`/api/teachers/questionnaires/${deliveryId}/export_alerts`);
    expect(fileName).toContain('いじめに関するアンケート_アラート一覧_');
    expect(rows).toEqual([['5年 1組', `1番 ${s5[0]!.name}`, '第2段階', expect.any(String), '未確認', `Q1 何度もある / Q5 ${LONG}`]]);
  });

  it('export_survey tallies the completed sheets per option', async () => {
    const { rows } = await download(`/api/teachers/questionnaires/${deliveryId}/export_survey`);
    expect(rows[0]).toEqual([undefined, '対象者 6人', '回答済み 2人', 2, '33.3%']);
    expect(rows).toContainEqual(['Q1', 'この1か月の間に、いやな思いをしたことはありますか？', '何度もある', 1, '50%']);
    expect(rows).toContainEqual([undefined, undefined, 'ない', 1, '50%']);
    expect(rows).toContainEqual(['Q5', '先生に伝えたいことがあれば、自由に書いてください。', '（記述あり）', 1, '50%']);
  });

  it('export mode (export_many_questionaire, bullying_alerts/export_survey) cuts answers over 8 characters with …', async () => {
    const many = await download(
      `/api/teachers/students/export_many_questionaire?questionnaireDeliveryId=${deliveryId}&gradeId=${t.schoolA.klasses[4]!.gradeId}&klassId=`,
    );
    expect(many.rows).toHaveLength(3);
    expect(many.rows[0]).toEqual([
      '5年 1組',
      `1番 ${s5[0]!.name}`,
      '回答済み',
      '第2段階',
      '未確認',
      '何度もある',
      '悪口を言われた、…',
      'ある',
      `'=HYPERLI…`,
      'きのうの昼休みに…',
    ]);
    const bullying = await download(`/api/teachers/bullying_alerts/export_survey?questionnaireDeliveryId=${deliveryId}`, await withConfirm(admin));
    expect((bullying.sheet.getRow(6).values as unknown[]).slice(6)).toEqual(['見たこと', 'いつ', '自由記述']);
    expect(bullying.rows[0]!.slice(5)).toEqual(['ある', `'=HYPERLI…`, 'きのうの昼休みに…']);
  });

  it("one student's sheet and past sheets", async () => {
    const sheet = await download(`/api/teachers/students/export_questionaire?questionnaireDeliveryId=${deliveryId}&studentId=${s5[0]!.id}`);
    expect(sheet.fileName).toContain(`いじめに関するアンケート_${s5[0]!.name}_`);
    expect(sheet.rows[1]).toEqual([1, 'この1か月の間に、いやな思いをしたことはありますか？', '何度もある', 3, '第2段階']);
    expect(sheet.rows[5]).toEqual([5, '先生に伝えたいことがあれば、自由に書いてください。', LONG, undefined, '第1段階']);
    const past = await download(`/api/teachers/students/export_past_questionnaire?studentId=${s5[0]!.id}`);
    expect(past.rows).toEqual([[expect.any(String), '5年', expect.stringMatching(/^\d{4}年度$/), deliveryId, 'いじめに関するアンケート', '第2段階', '未確認']]);
    const teacher1 = await signInTeacher(t, t.schoolA, 0);
    expect((await download(`/api/teachers/students/export_past_questionnaire?studentId=${s5[0]!.id}`, teacher1)).res.statusCode).toBe(404);
  });

  it('bad input is 400 naming the field', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/teachers/students/export_many_questionaire?questionnaireDeliveryId=abc', headers: admin });
    expect(res.statusCode).toBe(400);
    expect(res.body).toContain('questionnaireDeliveryId');
  });

  it('LibreOffice opens export_answers: converted to CSV headless, it holds the student answers', async () => {
    const { res } = await download(`/api/teachers/questionnaires/${deliveryId}/export_answers`);
    const dir = await mkdtemp(path.join(os.tmpdir(), 'q-export-'));
    try {
      await writeFile(path.join(dir, 'answers.xlsx'), res.rawPayload);
      const csv = await readFile(await convertWithLibreOffice(path.join(dir, 'answers.xlsx'), 'csv', dir), 'utf8');
      const line = csv.split('\n').find((l) => l.includes(s5[0]!.name))!;
      expect(line).toContain('何度もある');
      expect(line).toContain(LONG);
      expect(line).toContain('第2段階');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 150_000);
});
