import ExcelJS from 'exceljs';
import { expect } from 'vitest';
import { createBullyingSurvey, deliverBullyingSurvey, insertBullyingSheets, studentIdsOfKlass } from '@sukoyaka/db/seed/bullying';
import { deliverQuestionnaire, SCHOOL_LIFE_SURVEY } from '@sukoyaka/db/seed/questionnaires';
import { PASSWORDS, type AuthHeaders, type TestApp } from './test-app.ts';

/** What a bullying export is refused with when the confirm token is missing or lapsed (decision 022). */
export const REFUSED = ['いじめアンケートの回答を見るには、パスワードを再入力してください。'];
/** The third_stage profile's free text (seed/bullying.ts). */
export const FREE_TEXT = 'たたかれて、学校に行くのがこわいです。';
const day = 86_400_000;

/**
 * School A's export fixtures for the bullying-export tests: a bullying survey delivered to 1年
 * and 2年 (1年1組 #1 third_stage, #2 second_stage; 2年1組 #1 first_stage, all completed a day
 * ago) and a 学校生活アンケート delivered to 1年 (no sheets yet). `k1` / `k2` are the two
 * classes' student ids in number order; `at` the sheets' completion time.
 */
export async function seedBullyingExports(t: TestApp) {
  const [klass1, klass2] = [t.schoolA.klasses[0]!, t.schoolA.klasses[1]!];
  const k1 = await studentIdsOfKlass(t.db, klass1.id);
  const k2 = await studentIdsOfKlass(t.db, klass2.id);
  const survey = await createBullyingSurvey(t.db, t.schoolA.id);
  const bullyingId = await deliverBullyingSurvey(t.db, {
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
  const schoolLifeId = await deliverQuestionnaire(t.db, {
    schoolId: t.schoolA.id,
    gradeIds: [klass1.gradeId],
    definition: { ...SCHOOL_LIFE_SURVEY, kind: 'school_life' },
    startAt: new Date(Date.now() - 3 * day),
    finishAt: new Date(Date.now() + day),
  });
  return { k1, k2, bullyingId, schoolLifeId, at };
}

/** `headers` plus a confirm token from POST verify_pass with `password` (a teacher's by default). */
export async function withConfirm(t: TestApp, headers: AuthHeaders, password: string = PASSWORDS.teacher): Promise<AuthHeaders & { 'confirm-token': string }> {
  const res = await t.app.inject({ method: 'POST', url: '/api/teachers/verify_pass', headers, payload: { password } });
  expect(res.statusCode).toBe(200);
  return { ...headers, 'confirm-token': res.json().data.confirmPassToken };
}

/** GETs an export; on 200 reads the .xlsx back with exceljs (rows below the spec §9 header block, as text), else the envelope's errors. */
export async function downloadExport(t: TestApp, url: string, headers: Record<string, string>) {
  const res = await t.app.inject({ method: 'GET', url, headers });
  if (res.statusCode !== 200) return { res, rows: [] as string[][], errors: res.json().errors as string[] };
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const rows = workbook.worksheets[0]!.getSheetValues()
    .slice(7)
    .map((r) => (Array.isArray(r) ? Array.from(r.slice(1), (c) => (c === undefined || c === null ? '' : String(c))) : []));
  return { res, rows, errors: [] as string[] };
}
