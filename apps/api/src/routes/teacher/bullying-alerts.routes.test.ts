import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createBullyingSurvey, deliverBullyingSurvey, insertBullyingSheets, studentIdsOfKlass, type BullyingSurvey } from '@sukoyaka/db/seed/bullying';
import type { SeededSchool } from '@sukoyaka/db/seed/structure';
import { workBullyingPdfs } from '../../jobs/bullying-pdf.jobs.ts';
import { createTestApp, PASSWORDS, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

/**
 * Bullying alerts API (issue 12): password re-entry gates every endpoint, the school and class
 * views by reach, a student's sheets and answer table, comments, 対応済み, and the bulk change of
 * the teacher confirmation status (all or nothing, 組織確認済み only for the board).
 */
let t: TestApp;
let admin: AuthHeaders;
let classTeacher: AuthHeaders;
let adminToken: string;
let classToken: string;
let deliveryA: number;
let olderA: number;
let deliveryB: number;
let klass0: number[];
let klass1: number[];
let studentB: number | undefined;
let sheetA: number | undefined;
let sheetB: number | undefined;

const day = 86_400_000;

async function seedSchool(school: SeededSchool, survey: BullyingSurvey, ago: number) {
  const gradeIds = [...new Set(school.klasses.map((k) => k.gradeId))];
  const startAt = new Date(Date.now() - ago * day);
  return deliverBullyingSurvey(t.db, { schoolId: school.id, questionnaireId: survey.questionnaireId, gradeIds, startAt, finishAt: new Date(Date.now() + day) });
}

const verify = async (headers: AuthHeaders, password = PASSWORDS.teacher) =>
  t.app.inject({ method: 'POST', url: '/api/teachers/verify_pass', headers, payload: { password, confirmation_token: 'x' } });
const get = (url: string, headers: AuthHeaders, token?: string) =>
  t.app.inject({ method: 'GET', url, headers: token ? { ...headers, 'confirm-token': token } : headers });
const post = (url: string, payload: object, headers: AuthHeaders, token?: string) =>
  t.app.inject({ method: 'POST', url, payload, headers: token ? { ...headers, 'confirm-token': token } : headers });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInTeacher(t, t.schoolA, 'admin');
  classTeacher = await signInTeacher(t, t.schoolA, 0);
  const surveyA = await createBullyingSurvey(t.db, t.schoolA.id);
  const surveyB = await createBullyingSurvey(t.db, t.schoolB.id);
  olderA = await seedSchool(t.schoolA, surveyA, 20);
  deliveryA = await seedSchool(t.schoolA, surveyA, 2);
  deliveryB = await seedSchool(t.schoolB, surveyB, 2);
  klass0 = await studentIdsOfKlass(t.db, t.schoolA.klasses[0]!.id);
  klass1 = await studentIdsOfKlass(t.db, t.schoolA.klasses[1]!.id);
  [studentB] = await studentIdsOfKlass(t.db, t.schoolB.klasses[0]!.id);
  const at = new Date(Date.now() - day);
  [sheetA] = await insertBullyingSheets(t.db, surveyA, { schoolId: t.schoolA.id, deliveryId: deliveryA }, [
    { studentId: klass0[0]!, profile: 'second_stage', completedAt: at },
    { studentId: klass0[1]!, profile: 'witness', completedAt: at },
    { studentId: klass0[2]!, profile: 'answering', completedAt: at },
    { studentId: klass1[0]!, profile: 'first_stage_plus', completedAt: at },
  ]);
  await insertBullyingSheets(t.db, surveyA, { schoolId: t.schoolA.id, deliveryId: olderA }, [
    { studentId: klass0[0]!, profile: 'normal', completedAt: new Date(Date.now() - 19 * day) },
  ]);
  [sheetB] = await insertBullyingSheets(t.db, surveyB, { schoolId: t.schoolB.id, deliveryId: deliveryB }, [
    { studentId: studentB!, profile: 'third_stage', completedAt: at },
  ]);
  adminToken = (await verify(admin)).json().data.confirmPassToken;
  classToken = (await verify(classTeacher)).json().data.confirmPassToken;
});
afterAll(() => t.close());

/** Every endpoint that returns or changes bullying answers, called with valid input. */
const endpoints = () =>
  [
    ['GET', `/api/teachers/bullying_alerts/for_all?questionnaireDeliveryId=${deliveryA}`],
    ['GET', '/api/teachers/bullying_alerts/for_class'],
    ['GET', `/api/teachers/bullying_alerts/for_student?studentId=${klass0[0]}`],
    ['GET', `/api/teachers/students/questionaire?studentId=${klass0[0]}&questionnaireDeliveryId=${deliveryA}`],
    ['GET', `/api/teachers/students/past_questionaire?studentId=${klass0[0]}&questionnaireDeliveryId=${olderA}`],
    ['GET', `/api/teachers/students/past_alerts?studentId=${klass0[0]}`],
    ['GET', `/api/teachers/students/questionaire/comments?questionnaire_answer=${sheetA}`],
    ['POST', '/api/teachers/students/questionaire/create_comment', { content: 'テスト', questionnaire_answer: sheetA }],
    ['POST', '/api/teachers/students/update_questions_status', { questionnaire_answer: sheetA, resolved: false }],
    ['POST', '/api/teachers/students/update_teacher_confirm_status', { questionnaire_id: deliveryA, student_ids: [klass0[0]], teacher_confirm_status: 1 }],
  ] as const;

const call = (e: ReturnType<typeof endpoints>[number], headers: AuthHeaders, token?: string) =>
  e[0] === 'GET' ? get(e[1], headers, token) : post(e[1], e[2], headers, token);

describe('password re-entry', () => {
  it('a wrong password answers パスワードが正しくありません; the Google variant is refused in Japanese', async () => {
    const res = await verify(admin, 'wrong-pass');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(['パスワードが正しくありません']);
    const google = await post('/api/teachers/verify_pass', { accessToken: 'abc', schoolCode: t.schoolA.code }, admin);
    expect(google.statusCode).toBe(422);
    expect(google.json().errors[0]).toMatch(/Google/);
  });

  it('every bullying endpoint refuses without a token, with a made-up one, with another sign-in’s, and after 3 idle hours; answers with a valid one', async () => {
    const otherSignIn = await signInTeacher(t, t.schoolA, 'admin');
    for (const e of endpoints()) {
      for (const [headers, token] of [
        [admin, undefined],
        [admin, 'made-up'],
        [otherSignIn, adminToken],
      ] as const) {
        const res = await call(e, headers, token);
        expect(res.statusCode, `${e[1]} ${token}`).toBe(403);
        expect(res.json().errors[0]).toMatch(/パスワードを再入力/);
        expect(res.body).not.toMatch(/何度もある|休み時間|テスト/);
      }
      expect((await call(e, admin, adminToken)).statusCode, e[1]).toBe(e[1].includes('session_id=none') ? 404 : 200);
    }
    const stale = (await verify(admin)).json().data.confirmPassToken as string;
    await t.db.execute(
      sql`UPDATE bullying_confirm_tokens SET last_used_at = now() - interval '3 hours 1 minute' WHERE id = (SELECT max(id) FROM bullying_confirm_tokens)`,
    );
    expect((await get(endpoints()[0][1], admin, stale)).statusCode).toBe(403);
  });

  it('stores only a hash of the token', async () => {
    const rows = await t.db.execute(sql`SELECT token_hash FROM bullying_confirm_tokens`);
    expect(JSON.stringify(rows)).not.toContain(adminToken);
  });
});

describe('school and class views', () => {
  it('an admin sees every class of the school with each student’s level and flags (the words only in the class view); a class teacher only their class', async () => {
    const all = (await get(`/api/teachers/bullying_alerts/for_all?questionnaireDeliveryId=${deliveryA}`, admin, adminToken)).json().data;
    expect(all.questionnaireDeliveryId).toBe(deliveryA);
    expect(all.deliveries.map((d: { id: number }) => d.id)).toEqual([olderA, deliveryA]);
    expect(all.grades.flatMap((g: { klasses: unknown[] }) => g.klasses)).toHaveLength(6);
    const first = all.grades[0].klasses[0].students;
    expect(first[0].alerts[0]).toMatchObject({
      level: 'second_stage',
      completed: true,
      handshake: 'true',
      handshakeDetail: 'handshake_teacher',
      question: 'false',
      seen: false,
    });
    expect(first[1].alerts[0]).toMatchObject({ level: 'normal', seen: true });
    expect(first[2].alerts[0]).toMatchObject({ completed: false });
    // The school view never carries the pupils' words (decision 039).
    expect(JSON.stringify(all)).not.toMatch(/休み時間|昼休みに廊下で/);
    expect(first[0].alerts[0]).not.toHaveProperty('bullyingDetail');
    expect(first[1].alerts[0]).not.toHaveProperty('seenDetail');
    const klass = (await get(`/api/teachers/bullying_alerts/for_class?klassId=${t.schoolA.klasses[0]!.id}`, admin, adminToken)).json().data;
    const rows = klass.grades[0].klasses[0].students;
    expect(rows[0].alerts[1]).toMatchObject({
      level: 'second_stage',
      bullyingDetail: { whenBullying: ['休み時間', '放課後'], whereBullying: ['教室', '廊下'] },
    });
    expect(rows[1].alerts[1]).toMatchObject({ level: 'normal', seen: true, seenDetail: '昼休みに廊下で' });
    const mine = (await get(`/api/teachers/bullying_alerts/for_all`, classTeacher, classToken)).json().data;
    expect(mine.grades.flatMap((g: { klasses: { id: number }[] }) => g.klasses.map((k) => k.id))).toEqual([t.schoolA.klasses[0]!.id]);
  });

  it('for_class shows one class with a column per delivery of the year; talk keeps only students who want to talk', async () => {
    const res = await get(`/api/teachers/bullying_alerts/for_class?klassId=${t.schoolA.klasses[1]!.id}`, admin, adminToken);
    const view = res.json().data;
    expect(view.columns.map((c: { id: number }) => c.id)).toEqual([olderA, deliveryA]);
    expect(view.grades[0].klasses[0].students[0].alerts.map((a: { level: string } | null) => a?.level ?? null)).toEqual([null, 'first_stage_plus']);
    const talk = (await get(`/api/teachers/bullying_alerts/for_all?talk=true`, admin, adminToken)).json().data;
    expect(
      talk.grades.flatMap((g: { klasses: { students: { student: { id: number } }[] }[] }) => g.klasses.flatMap((k) => k.students.map((s) => s.student.id))),
    ).toEqual([klass1[0]]);
  });

  it('for_all narrows to a grade or a class of the reach; another school’s grade is 404', async () => {
    const klasses = (view: { grades: { klasses: { id: number; gradeId: number }[] }[] }) => view.grades.flatMap((g) => g.klasses);
    const target = t.schoolA.klasses[1]!;
    const byGrade = klasses((await get(`/api/teachers/bullying_alerts/for_all?gradeId=${target.gradeId}`, admin, adminToken)).json().data);
    expect(byGrade.length).toBeGreaterThan(0);
    expect(byGrade.every((k) => k.gradeId === target.gradeId)).toBe(true);
    expect(byGrade.map((k) => k.id)).toContain(target.id);
    const byKlass = klasses((await get(`/api/teachers/bullying_alerts/for_all?klassId=${target.id}`, admin, adminToken)).json().data);
    expect(byKlass.map((k) => k.id)).toEqual([target.id]);
    expect((await get(`/api/teachers/bullying_alerts/for_all?gradeId=${t.schoolB.klasses[0]!.gradeId}`, admin, adminToken)).statusCode).toBe(404);
  });

  it('another school’s delivery or a class out of reach is 404; school B’s answers never show', async () => {
    expect((await get(`/api/teachers/bullying_alerts/for_all?questionnaireDeliveryId=${deliveryB}`, admin, adminToken)).statusCode).toBe(404);
    expect((await get(`/api/teachers/bullying_alerts/for_class?klassId=${t.schoolA.klasses[1]!.id}`, classTeacher, classToken)).statusCode).toBe(404);
    expect((await get(`/api/teachers/bullying_alerts/for_student?studentId=${studentB}`, admin, adminToken)).statusCode).toBe(404);
    expect((await get(`/api/teachers/students/questionaire?studentId=${studentB}&questionnaireDeliveryId=${deliveryB}`, admin, adminToken)).statusCode).toBe(
      404,
    );
    expect((await get(`/api/teachers/students/questionaire/comments?questionnaire_answer=${sheetB}`, admin, adminToken)).statusCode).toBe(404);
  });
});

describe('a student’s answers', () => {
  it('the answer table flags the rows that matched a rule, logs the read and lists who viewed it', async () => {
    const url = `/api/teachers/students/questionaire?studentId=${klass0[0]}&questionnaireDeliveryId=${deliveryA}`;
    const first = await get(url, classTeacher, classToken);
    expect(first.statusCode).toBe(200);
    // The teacher reading now is listed at once (issue 28 item 8), before the read reaches the log.
    const reader = (
      (await t.db.execute(sql`SELECT name FROM teachers WHERE email = ${t.schoolA.klasses[0]!.teacherEmail}`)) as unknown as { rows: { name: string }[] }
    ).rows[0]!.name;
    expect(first.json().data.viewers[0].name).toBe(reader);
    await t.app.accessLog.flush();
    const sheet = (await get(url, admin, adminToken)).json().data;
    expect(sheet.rows[0]).toMatchObject({ no: 1, formType: 'single_select_row', answer: '何度もある', score: 3, totalScore: 3, matched: true });
    expect(sheet.rows[1]).toMatchObject({ answer: '休み時間、放課後', matched: false });
    const names = (await t.db.execute(sql`SELECT name FROM teachers WHERE email = ${t.schoolA.klasses[0]!.teacherEmail}`)) as unknown as {
      rows: { name: string }[];
    };
    expect(sheet.viewers.map((v: { name: string }) => v.name)).toContain(names.rows[0]!.name);
    const logged = await t.db.execute(
      sql`SELECT count(*)::int AS n FROM access_logs WHERE route = '/api/teachers/students/questionaire' AND student_ids @> ${`{${klass0[0]}}`}::bigint[]`,
    );
    expect((logged as unknown as { rows: { n: number }[] }).rows[0]!.n).toBeGreaterThanOrEqual(1);
  });

  it('past alerts list the student’s sheets newest first', async () => {
    const rows = (await get(`/api/teachers/students/past_alerts?studentId=${klass0[0]}`, admin, adminToken)).json().data;
    expect(rows.map((r: { questionnaireDeliveryId: number }) => r.questionnaireDeliveryId)).toEqual([deliveryA, olderA]);
  });

  it('comments: an empty one is refused in Japanese and nothing is added; a saved one comes back in the list with the teacher', async () => {
    const url = '/api/teachers/students/questionaire/create_comment';
    const before = (await get(`/api/teachers/students/questionaire/comments?questionnaire_answer=${sheetA}`, admin, adminToken)).json().data.list.length;
    const empty = await post(url, { content: '  ', questionnaire_answer: sheetA }, admin, adminToken);
    expect(empty.statusCode).toBe(400);
    const saved = await post(url, { content: '本人と面談した', questionnaire_answer: sheetA }, admin, adminToken);
    expect(saved.json().data.list).toHaveLength(before + 1);
    expect(saved.json().data.list.at(-1)).toMatchObject({ content: '本人と面談した' });
  });

  it('対応済み: marked and read back with the teacher, then undone', async () => {
    const marked = (await post('/api/teachers/students/update_questions_status', { questionnaire_answer: sheetA, resolved: true }, admin, adminToken)).json()
      .data;
    expect(marked).toMatchObject({ resolved: true });
    expect(marked.teacherName).toBeTruthy();
    const undone = (await post('/api/teachers/students/update_questions_status', { questionnaire_answer: sheetA, resolved: false }, admin, adminToken)).json()
      .data;
    expect(undone).toEqual({ resolved: false, teacherName: null, resolvedAt: null });
  });
});

describe('teacher confirmation status bulk change', () => {
  const url = '/api/teachers/students/update_teacher_confirm_status';
  const statuses = async () =>
    (
      (await t.db.execute(
        sql`SELECT student_id, teacher_confirm_status FROM questionnaire_answers WHERE questionnaire_delivery_id = ${deliveryA} ORDER BY id`,
      )) as unknown as {
        rows: { teacher_confirm_status: string }[];
      }
    ).rows.map((r) => r.teacher_confirm_status);

  const openSheet = (studentId: number) =>
    get(`/api/teachers/students/questionaire?studentId=${studentId}&questionnaireDeliveryId=${deliveryA}`, classTeacher, classToken);

  it('refuses 未確認 sheets (spec §4: only those not unconfirmed can be changed); opening a sheet moves it to 確認中, after which it can be changed', async () => {
    // klass0[0]'s sheet was opened by the tests above (確認中); klass0[1]'s never was.
    const before = await statuses();
    expect(before).toEqual(['confirming', 'unconfirmed', 'unconfirmed', 'unconfirmed']);
    const refused = await post(url, { questionnaire_id: deliveryA, student_ids: [klass0[0], klass0[1]], teacher_confirm_status: 3 }, classTeacher, classToken);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors[0]).toBe('未確認の回答は一括変更できません。回答を開いて確認してから変更してください。');
    expect(await statuses()).toEqual(before);
    const opened = await openSheet(klass0[1]!);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data.alert.teacherConfirmStatus).toBe('confirming');
    const history = await t.db.execute(
      sql`SELECT c.from_status, c.to_status FROM teacher_confirm_status_changes c JOIN questionnaire_answers a ON a.id = c.questionnaire_answer_id
          WHERE a.student_id = ${klass0[1]} AND a.questionnaire_delivery_id = ${deliveryA}`,
    );
    expect((history as unknown as { rows: unknown[] }).rows).toEqual([{ from_status: 'unconfirmed', to_status: 'confirming' }]);
    // Opening again changes nothing; one 未確認 among opened ones: all or nothing.
    expect((await openSheet(klass0[1]!)).json().data.alert.teacherConfirmStatus).toBe('confirming');
    const mixed = await post(url, { questionnaire_id: deliveryA, student_ids: [klass0[0], klass1[0]], teacher_confirm_status: 3 }, admin, adminToken);
    expect(mixed.statusCode).toBe(422);
    expect(await statuses()).toEqual(['confirming', 'confirming', 'unconfirmed', 'unconfirmed']);
  });

  it('changes two opened students to 担当者確認済み, lists the changed records and records the history', async () => {
    const res = await post(url, { questionnaire_id: deliveryA, student_ids: [klass0[0], klass0[1]], teacher_confirm_status: 3 }, classTeacher, classToken);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data.map((c: { studentId: number; teacherConfirmStatus: string }) => [c.studentId, c.teacherConfirmStatus])).toEqual([
      [klass0[0], 'person_in_charge_confirmed'],
      [klass0[1], 'person_in_charge_confirmed'],
    ]);
    const history = await t.db.execute(sql`SELECT from_status, to_status FROM teacher_confirm_status_changes WHERE to_status = 'person_in_charge_confirmed'`);
    expect((history as unknown as { rows: unknown[] }).rows).toHaveLength(2);
  });

  it('refuses 4 (the board’s), out-of-range numbers, an empty list, another school’s student, a student out of reach or without a finished sheet — nothing changes', async () => {
    const before = await statuses();
    const cases: [object, AuthHeaders, string, number][] = [
      [{ questionnaire_id: deliveryA, student_ids: [klass0[0]], teacher_confirm_status: 4 }, admin, adminToken, 403],
      [{ questionnaire_id: deliveryA, student_ids: [klass0[0]], teacher_confirm_status: 5 }, admin, adminToken, 400],
      [{ questionnaire_id: deliveryA, student_ids: [klass0[0]], teacher_confirm_status: 0 }, admin, adminToken, 400],
      [{ questionnaire_id: deliveryA, student_ids: [], teacher_confirm_status: 3 }, admin, adminToken, 400],
      [{ questionnaire_id: deliveryA, student_ids: [klass0[0], studentB], teacher_confirm_status: 3 }, admin, adminToken, 422],
      [{ questionnaire_id: deliveryA, student_ids: [klass0[0], klass1[0]], teacher_confirm_status: 3 }, classTeacher, classToken, 422],
      [{ questionnaire_id: deliveryA, student_ids: [klass0[0], klass0[2]], teacher_confirm_status: 3 }, admin, adminToken, 422],
      [{ questionnaire_id: deliveryB, student_ids: [studentB], teacher_confirm_status: 3 }, admin, adminToken, 404],
    ];
    for (const [payload, headers, token, status] of cases) {
      const res = await post(url, payload, headers, token);
      expect(res.statusCode, JSON.stringify(payload)).toBe(status);
      expect(res.json().errors[0]).toMatch(/[ぁ-んァ-ン一-龥]/);
    }
    expect(await statuses()).toEqual(before);
    const b = await t.db.execute(sql`SELECT teacher_confirm_status FROM questionnaire_answers WHERE id = ${sheetB}`);
    expect((b as unknown as { rows: { teacher_confirm_status: string }[] }).rows[0]!.teacher_confirm_status).toBe('unconfirmed');
  });
});

describe('answer PDFs', () => {
  const start = (query: string, headers = admin, token = adminToken) => get(`/api/teachers/students/processing_export_pdfs?${query}`, headers, token);

  it('one PDF per answered student of the class, zipped per class, with the answers as text; a repeat request while one runs is refused, never two jobs', async () => {
    // The school wrote the title, questions and options with {漢字:よみ} readings (issue 24 item 4): the PDFs print 漢字 only.
    const questionnaire = sql`(select questionnaire_id from questionnaire_deliveries where id = ${deliveryA})`;
    await t.db.execute(sql`update questionnaires set title = '{学校:がっこう}の' || title where id = ${questionnaire}`);
    await t.db.execute(sql`update questions set text = '{学校:がっこう}で' || text where questionnaire_id = ${questionnaire}`);
    await t.db.execute(
      sql`update question_options set text = replace(text, '何度も', '{何度:なんど}も') where question_id in (select id from questions where questionnaire_id = ${questionnaire})`,
    );
    const first = await start(`questionnaireDeliveryId=${deliveryA}&klass_id=${t.schoolA.klasses[0]!.id}`);
    expect(first.statusCode).toBe(201);
    const session = first.json().data;
    expect(session).toMatchObject({ totalPage: 1, isSuccess: false });
    const again = await start(`questionnaireDeliveryId=${deliveryA}`);
    expect(again.statusCode).toBe(409);
    expect(again.json().errors[0]).toMatch(/準備中/);
    const jobs = await t.db.execute(sql`SELECT count(*)::int AS n FROM bullying_pdf_exports WHERE status = 'processing'`);
    expect((jobs as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);

    await workBullyingPdfs(t.runtime.boss, t.db, { pollingIntervalSeconds: 0.5 });
    let check = (await get(`/api/teachers/students/check_processing_export_pdfs?session_id=${session.session_id}`, admin, adminToken)).json().data;
    while (!check.isSuccess) {
      await new Promise((r) => setTimeout(r, 500));
      check = (await get(`/api/teachers/students/check_processing_export_pdfs?session_id=${session.session_id}`, admin, adminToken)).json().data;
    }
    expect(check.files).toEqual([{ page: 1, fileName: expect.stringMatching(/1年.*\.zip$/) }]);
    const page = await get(`/api/teachers/students/get_url_zip_pdf_questionaire_page_by_session_id?session_id=${session.session_id}&page=1`, admin, adminToken);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(page.rawPayload));
    const names = Object.keys(files).sort();
    expect(names).toHaveLength(2); // the third student is still answering
    const dir = mkdtempSync(path.join(os.tmpdir(), 'bully-pdf-'));
    const texts = names.map((n) => {
      const file = path.join(dir, 'a.pdf');
      writeFileSync(file, files[n]!);
      return execFileSync('pdftotext', ['-layout', file, '-']).toString();
    });
    expect(texts[0]).toMatch(/何度もある/);
    expect(texts[0]).toMatch(/休み時間、放課後/);
    expect(texts[0]).toMatch(/第2段階/);
    expect(texts[1]).toMatch(/昼休みに廊下で/);
    expect(texts[0]).toContain('学校のいじめに関するアンケート');
    expect(texts[0]).toMatch(/学校で\S/);
    for (const text of texts) expect(text).not.toMatch(/[{}]/);
    expect(check.files[0].fileName).not.toContain('{');
    // Another teacher's session id is not theirs; once done, a new export may start.
    expect((await get(`/api/teachers/students/check_processing_export_pdfs?session_id=${session.session_id}`, classTeacher, classToken)).statusCode).toBe(404);
    expect((await start(`questionnaireDeliveryId=${deliveryA}&klass_id=${t.schoolA.klasses[0]!.id}`)).statusCode).toBe(201);
  });

  it('another school’s delivery or a class out of reach is 404', async () => {
    expect((await start(`questionnaireDeliveryId=${deliveryB}`, classTeacher, classToken)).statusCode).toBe(404);
    expect((await start(`questionnaireDeliveryId=${deliveryA}&klass_id=${t.schoolA.klasses[1]!.id}`, classTeacher, classToken)).statusCode).toBe(404);
  });
});
