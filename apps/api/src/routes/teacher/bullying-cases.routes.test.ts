import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { addMonths } from '@sukoyaka/contracts/bullying-cases';
import { addDays, japanDateKey } from '@sukoyaka/contracts/dates';
import { createBullyingSurvey, deliverBullyingSurvey, insertBullyingSheets, studentIdsOfKlass } from '@sukoyaka/db/seed/bullying';
import {
  createTestApp,
  PASSWORDS,
  signInBoardAccess,
  signInParent,
  signInStudent,
  signInTeacher,
  type AuthHeaders,
  type TestApp,
} from '../../test/test-app.ts';

/**
 * Bullying cases (issue 26 item 1): a case opened from a bullying alert and from an observation,
 * actions, the state model with MEXT's 解消 conditions (3 months since the acts stopped, no distress
 * confirmed), reach (class, school, board access read-only, never pupils or parents) and the
 * access log of every change.
 */
let t: TestApp;
let admin: AuthHeaders;
let classTeacher: AuthHeaders;
let otherClassTeacher: AuthHeaders;
let adminB: AuthHeaders;
let tokens: Map<AuthHeaders, string>;
let klass0: number[];
let klass1: number[];
let pupilB: number;
let sheetA: number;
let sheetOther: number;

const today = japanDateKey();

const verify = async (headers: AuthHeaders, password = PASSWORDS.teacher) =>
  (await t.app.inject({ method: 'POST', url: '/api/teachers/verify_pass', headers, payload: { password } })).json().data.confirmPassToken as string;
const call = (method: 'GET' | 'POST', url: string, headers: AuthHeaders, payload?: object, token = tokens.get(headers)) =>
  t.app.inject({ method, url, headers: token ? { ...headers, 'confirm-token': token } : headers, ...(payload ? { payload } : {}) });

/** The `n` of a count query. */
const countOf = async (query: SQL) => Number(((await t.db.execute(query)) as unknown as { rows: { n: number }[] }).rows[0]?.n);

const openCase = (headers: AuthHeaders, body: object) =>
  call('POST', '/api/teachers/bullying_cases', headers, {
    studentId: klass0[0],
    recognizedOn: today,
    origin: 'teacher_observation',
    forms: ['teasing'],
    discovery: 'homeroom_teacher',
    ...body,
  });

beforeAll(async () => {
  t = await createTestApp();
  admin = await signInTeacher(t, t.schoolA, 'admin');
  classTeacher = await signInTeacher(t, t.schoolA, 0);
  otherClassTeacher = await signInTeacher(t, t.schoolA, 1);
  adminB = await signInTeacher(t, t.schoolB, 'admin');
  klass0 = await studentIdsOfKlass(t.db, t.schoolA.klasses[0]!.id);
  klass1 = await studentIdsOfKlass(t.db, t.schoolA.klasses[1]!.id);
  [pupilB] = (await studentIdsOfKlass(t.db, t.schoolB.klasses[0]!.id)) as [number];
  const survey = await createBullyingSurvey(t.db, t.schoolA.id);
  const deliveryId = await deliverBullyingSurvey(t.db, {
    schoolId: t.schoolA.id,
    questionnaireId: survey.questionnaireId,
    gradeIds: [...new Set(t.schoolA.klasses.map((k) => k.gradeId))],
    startAt: new Date(Date.now() - 3 * 86_400_000),
    finishAt: new Date(Date.now() + 86_400_000),
  });
  [sheetA, sheetOther] = (await insertBullyingSheets(t.db, survey, { schoolId: t.schoolA.id, deliveryId }, [
    { studentId: klass0[0]!, profile: 'second_stage', completedAt: new Date() },
    { studentId: klass0[1]!, profile: 'witness', completedAt: new Date() },
  ])) as [number, number];
  tokens = new Map();
  for (const h of [admin, classTeacher, otherClassTeacher, adminB]) tokens.set(h, await verify(h));
});
afterAll(() => t.close());

describe('opening a case (認知)', () => {
  it('from a bullying alert: the affected pupil, several 態様, 発見のきっかけ, the others involved; listed with days since 認知', async () => {
    const res = await openCase(classTeacher, {
      origin: 'bullying_alert',
      questionnaireAnswerId: sheetA,
      recognizedOn: addDays(today, -4),
      forms: ['teasing', 'exclusion', 'online'],
      discovery: 'school_survey',
      otherStudentIds: [klass0[2], klass1[0]],
      summary: '休み時間に悪口を言われ、グループLINEから外された',
    });
    expect(res.statusCode, res.body).toBe(201);
    const c = res.json().data;
    expect(c).toMatchObject({
      state: 'responding',
      origin: 'bullying_alert',
      questionnaireAnswerId: sheetA,
      forms: ['teasing', 'exclusion', 'online'],
      discovery: 'school_survey',
      daysSinceRecognized: 4,
      affected: { id: klass0[0] },
    });
    expect(c.others.map((o: { id: number }) => o.id).sort()).toEqual([klass0[2], klass1[0]].sort());
    const list = (await call('GET', '/api/teachers/bullying_cases', classTeacher)).json().data;
    expect(list.map((x: { id: number }) => x.id)).toContain(c.id);
    const logged = await t.db.execute(
      sql`select student_ids from access_logs where method = 'POST' and route = '/api/teachers/bullying_cases' and status_code = 201 order by id desc limit 1`,
    );
    const ids = ((logged as unknown as { rows: { student_ids: (number | string)[] }[] }).rows[0]?.student_ids ?? []).map(Number);
    expect(ids).toEqual(expect.arrayContaining([klass0[0], klass0[2], klass1[0]]));
  });

  it('refuses in Japanese: no 態様, a future 認知日, the affected pupil among the others, another pupil’s sheet; 404 for another school’s pupil', async () => {
    const noForms = await openCase(classTeacher, { forms: [] });
    expect(noForms.statusCode).toBe(400);
    expect(JSON.stringify(noForms.json())).toContain('いじめの態様を1つ以上選んでください');
    const future = await openCase(classTeacher, { recognizedOn: addDays(today, 1) });
    expect(future.statusCode).toBe(422);
    expect(future.json().errors).toEqual(['認知日に未来の日付は指定できません']);
    const self = await openCase(classTeacher, { otherStudentIds: [klass0[0]] });
    expect(self.json().errors).toEqual(['被害児童生徒を関係児童生徒に含めることはできません']);
    const otherSheet = await openCase(classTeacher, { origin: 'bullying_alert', questionnaireAnswerId: sheetOther });
    expect(otherSheet.json().errors).toEqual(['このアンケート回答は被害児童生徒のものではありません']);
    expect((await openCase(classTeacher, { otherStudentIds: [pupilB] })).statusCode).toBe(404);
    expect((await openCase(classTeacher, { studentId: klass1[1] })).statusCode).toBe(404);
    expect((await openCase(adminB, {})).statusCode).toBe(404);
    expect(await countOf(sql`select count(*)::int as n from bullying_cases`)).toBe(1);
  });
});

describe('reach', () => {
  let caseId: number;
  beforeAll(async () => {
    caseId = (await openCase(admin, { recognizedOn: addDays(today, -1) })).json().data.id;
  });

  it('the admin and the pupil’s class teacher see the case; another class’s teacher and another school do not', async () => {
    expect((await call('GET', `/api/teachers/bullying_cases/${caseId}`, admin)).statusCode).toBe(200);
    expect((await call('GET', `/api/teachers/bullying_cases/${caseId}`, classTeacher)).statusCode).toBe(200);
    expect((await call('GET', `/api/teachers/bullying_cases/${caseId}`, otherClassTeacher)).statusCode).toBe(404);
    expect((await call('GET', `/api/teachers/bullying_cases/${caseId}`, adminB)).statusCode).toBe(404);
    expect((await call('GET', '/api/teachers/bullying_cases', otherClassTeacher)).json().data).toEqual([]);
    expect((await call('GET', '/api/teachers/bullying_cases', adminB)).json().data).toEqual([]);
    const write = await call('POST', `/api/teachers/bullying_cases/${caseId}/actions`, adminB, { actedOn: today, content: 'x' });
    expect(write.statusCode).toBe(404);
  });

  it('needs the password re-entry like the answers; pupils and parents are refused', async () => {
    const noToken = await call('GET', '/api/teachers/bullying_cases', admin, undefined, '');
    expect(noToken.statusCode).toBe(403);
    expect(noToken.json().errors[0]).toMatch(/パスワードを再入力/);
    for (const h of [await signInStudent(t, t.schoolA), await signInParent(t, t.schoolA)]) {
      const res = await call('GET', `/api/teachers/bullying_cases/${caseId}`, h, undefined, '');
      expect(res.statusCode).toBe(403);
      expect(res.body).not.toContain('teasing');
    }
  });

  it('a board user’s school access reads the cases and cannot change them', async () => {
    const access = await signInBoardAccess(t, t.schoolA);
    const token = await verify(access, PASSWORDS.local_government);
    const read = await call('GET', '/api/teachers/bullying_cases', access, undefined, token);
    expect(read.statusCode).toBe(200);
    expect(read.json().data.map((c: { id: number }) => c.id)).toContain(caseId);
    const write = await call('POST', `/api/teachers/bullying_cases/${caseId}/actions`, access, { actedOn: today, content: '面談' }, token);
    expect(write.statusCode).toBe(403);
    expect(write.json().errors).toEqual(['教育委員会からの閲覧では変更できません。']);
  });
});

describe('actions and states', () => {
  let caseId: number;
  const recognizedOn = addMonths(today, -5);
  beforeAll(async () => {
    caseId = (await openCase(classTeacher, { recognizedOn })).json().data.id;
  });
  const state = (body: object) => call('POST', `/api/teachers/bullying_cases/${caseId}/state`, classTeacher, body);

  it('records actions with their date and teacher, between 認知日 and today', async () => {
    const res = await call('POST', `/api/teachers/bullying_cases/${caseId}/actions`, classTeacher, {
      actedOn: addDays(recognizedOn, 1),
      content: '本人と面談',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.actions).toEqual([
      expect.objectContaining({ actedOn: addDays(recognizedOn, 1), content: '本人と面談', teacherName: expect.any(String) }),
    ]);
    expect(res.json().data.lastActedOn).toBe(addDays(recognizedOn, 1));
    const before = await call('POST', `/api/teachers/bullying_cases/${caseId}/actions`, classTeacher, { actedOn: addDays(recognizedOn, -1), content: 'x' });
    expect(before.json().errors).toEqual(['対応日は認知日より前にできません']);
    const empty = await call('POST', `/api/teachers/bullying_cases/${caseId}/actions`, classTeacher, { actedOn: today, content: '  ' });
    expect(empty.statusCode).toBe(400);
  });

  it('対応中 → 解消に向けた取組中; 解消 is refused with the reason until 3 months have passed since the acts stopped and no distress is confirmed', async () => {
    expect((await state({ state: 'working_to_resolve' })).json().data.state).toBe('working_to_resolve');
    expect((await state({ state: 'responding' })).json().errors).toEqual(['解消に向けた取組中から対応中には戻せません']);

    const noDate = await state({ state: 'resolved' });
    expect(noDate.statusCode).toBe(422);
    expect(noDate.json().errors).toEqual(['解消にするには、いじめの行為が止んだ日を記録してください']);

    const stopped = addMonths(today, -2);
    const early = await state({ state: 'resolved', actsStoppedOn: stopped, distressConfirmedOn: today, distressNote: '本人・保護者と面談' });
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toEqual([
      `解消にできるのは、行為が止んでから少なくとも3か月経過した後です（${addMonths(stopped, 3).replaceAll('-', '/')}以降）`,
    ]);
    const stored = (await call('GET', `/api/teachers/bullying_cases/${caseId}`, classTeacher)).json().data;
    expect(stored).toMatchObject({ state: 'working_to_resolve', actsStoppedOn: null, distressConfirmedOn: null });

    const longAgo = addMonths(today, -3);
    const noDistress = await state({ state: 'resolved', actsStoppedOn: longAgo });
    expect(noDistress.json().errors).toEqual(['解消にするには、被害児童生徒が心身の苦痛を感じていないことを確認し、その確認を記録してください']);

    const ok = await state({
      state: 'resolved',
      actsStoppedOn: longAgo,
      distressConfirmedOn: today,
      distressNote: '本人・保護者と面談し、苦痛がないことを確認',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ state: 'resolved', actsStoppedOn: longAgo, distressConfirmedOn: today, resolvableFrom: today });
    expect((await call('GET', '/api/teachers/bullying_cases', classTeacher)).json().data.map((c: { id: number }) => c.id)).not.toContain(caseId);
    expect((await call('GET', '/api/teachers/bullying_cases?filter=all', classTeacher)).json().data.map((c: { id: number }) => c.id)).toContain(caseId);
    expect((await state({ state: 'serious' })).json().errors).toEqual(['この事案は解消または重大事態として終わっています。状態は変更できません。']);

    const logged = await countOf(
      sql`select count(*)::int as n from access_logs where route = '/api/teachers/bullying_cases/{id}/state' and status_code = 200 and ${klass0[0]} = any(student_ids)`,
    );
    expect(logged).toBe(2);
  });

  it('an open case can become 重大事態', async () => {
    const id = (await openCase(admin, { recognizedOn: today })).json().data.id;
    const res = await call('POST', `/api/teachers/bullying_cases/${id}/state`, admin, { state: 'serious' });
    expect(res.json().data.state).toBe('serious');
  });
});
