import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { soss } from '@sukoyaka/db/schema';
import { createTestApp, signInStudent, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let teacherA: AuthHeaders;
let adminA: AuthHeaders;
let sosId: number;
let studentId: number;
const DASHBOARD = '/api/teachers/dashboards/sos_dashboard';

beforeAll(async () => {
  t = await createTestApp();
  teacherA = await signInTeacher(t, t.schoolA, 0);
  adminA = await signInTeacher(t, t.schoolA, 'admin');
  const student = await signInStudent(t, t.schoolA, 0, 3);
  studentId = (await t.app.inject({ method: 'GET', url: '/api/students/me', headers: student })).json().data.id;
  const [button] = (await t.app.inject({ method: 'GET', url: '/api/sos_settings', headers: student })).json().data;
  sosId = (await t.app.inject({ method: 'POST', url: '/api/soss', headers: student, payload: { sosSettingId: button.id } })).json().data.id;
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) => t.app.inject({ method, url, headers, payload });

describe('SOS dashboard (話したいダッシュボード)', () => {
  it('lists the new SOS as unprocessed with the student, and counts the unprocessed', async () => {
    const res = await inject('GET', `${DASHBOARD}?status=not_supported`, teacherA);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.unprocessed).toBe(1);
    expect(data.list[0]).toMatchObject({
      id: sosId,
      processed: false,
      label: '担任の先生と話したい',
      student: { id: studentId, studentNumber: 3, gradeName: '1年', klassName: '1組' },
    });
  });

  it("hides it from another class's teacher and from another school", async () => {
    const other = await signInTeacher(t, t.schoolA, 1);
    expect((await inject('GET', DASHBOARD, other)).json().data.list).toEqual([]);
    const adminB = await signInTeacher(t, t.schoolB, 'admin');
    expect((await inject('GET', DASHBOARD, adminB)).json().data.list).toEqual([]);
    expect((await inject('GET', `/api/teachers/students/soss?studentId=${studentId}`, adminB)).statusCode).toBe(404);
  });

  it('rejects a month of 13 and a status of "done" (400)', async () => {
    expect((await inject('GET', `${DASHBOARD}?month=13`, teacherA)).statusCode).toBe(400);
    expect((await inject('GET', `${DASHBOARD}?status=done`, teacherA)).statusCode).toBe(400);
  });
});

describe('one state model of a talk request (decision 053): 送りました → 先生が見ました → 先生とお話ししました', () => {
  let student: AuthHeaders;
  let secondId: number;
  const own = async (headers: AuthHeaders) => (await inject('GET', '/api/students/soss', headers)).json().data;

  beforeAll(async () => {
    student = await signInStudent(t, t.schoolA, 0, 3);
    const [, button] = (await inject('GET', '/api/sos_settings', student)).json().data;
    secondId = (await inject('POST', '/api/soss', student, { sosSettingId: button.id })).json().data.id;
  });

  it('shows the pupil their own requests as 送りました, and nobody else’s', async () => {
    expect((await own(student)).map((r: { id: number; state: string }) => [r.id, r.state])).toEqual([
      [secondId, 'sent'],
      [sosId, 'sent'],
    ]);
    const classmate = await signInStudent(t, t.schoolA, 0, 1);
    expect(await own(classmate)).toEqual([]);
  });

  it('a teacher of another class or school cannot mark it seen (404), and nothing changes', async () => {
    const other = await signInTeacher(t, t.schoolA, 1);
    expect((await inject('POST', `/api/teachers/students/seen_sos?id=${secondId}`, other)).statusCode).toBe(404);
    const adminB = await signInTeacher(t, t.schoolB, 'admin');
    expect((await inject('POST', `/api/teachers/students/seen_sos?id=${secondId}`, adminB)).statusCode).toBe(404);
    expect((await inject('POST', `/api/teachers/students/processed_sos?id=${secondId}`, adminB)).statusCode).toBe(404);
    expect((await own(student))[0].state).toBe('sent');
  });

  it('見ました: the pupil reads 先生が見ました; marking again keeps the first time', async () => {
    const first = await inject('POST', `/api/teachers/students/seen_sos?id=${secondId}`, teacherA);
    expect(first.statusCode).toBe(200);
    const again = await inject('POST', `/api/teachers/students/seen_sos?id=${secondId}`, adminA);
    expect(again.json().data.seenAt).toBe(first.json().data.seenAt);
    expect((await own(student))[0]).toMatchObject({ id: secondId, state: 'seen', statusName: null });
    const listed = (await inject('GET', DASHBOARD, teacherA)).json().data.list.find((r: { id: number }) => r.id === secondId);
    expect(listed).toMatchObject({ seenAt: first.json().data.seenAt, processed: false });
  });

  it('対応した in one tap with 「話したい」の対応状況 off (issue 24 item 1): 未対応 and the badge count drop, the icon turns blue', async () => {
    expect((await inject('GET', '/api/teachers/schools/enabled_processed_sos', teacherA)).json().data).toEqual({ enabledProcessedSos: false });
    expect((await inject('GET', `${DASHBOARD}?status=not_supported&limit=1`, teacherA)).json().data.unprocessed).toBe(2);
    const res = await inject('POST', `/api/teachers/students/processed_sos?id=${secondId}`, teacherA);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ processed: true, processedStatus: null });
    expect((await inject('GET', `${DASHBOARD}?status=not_supported&limit=1`, teacherA)).json().data.unprocessed).toBe(1);
    expect((await own(student))[0]).toMatchObject({ id: secondId, state: 'handled', statusName: null });
    expect((await inject('POST', `/api/teachers/students/processed_sos?id=${secondId}`, teacherA)).statusCode).toBe(409);
  });

  it('a status that is not in the school list is refused (422) and nothing changes', async () => {
    const res = await inject('POST', `/api/teachers/students/processed_sos?id=${sosId}&processedStatus=${encodeURIComponent('適当')}`, teacherA);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual(['対応状況を一覧から選んでください。']);
    const [row] = await t.db.select().from(soss).where(eq(soss.id, sosId));
    expect(row!.processed).toBe(false);
  });
});

describe('processing an SOS with the school status list', () => {
  it('only admin teachers may enable it (403 for a class teacher)', async () => {
    expect((await inject('POST', '/api/teachers/schools/update_enabled_processed_sos', teacherA, { enabledProcessedSos: true })).statusCode).toBe(403);
    const res = await inject('POST', '/api/teachers/schools/update_enabled_processed_sos', adminA, { enabledProcessedSos: true });
    expect(res.json().data).toEqual({ enabledProcessedSos: true });
    expect((await inject('GET', '/api/teachers/schools/enabled_processed_sos', teacherA)).json().data).toEqual({ enabledProcessedSos: true });
  });

  it('needs a status from the school list (422 otherwise)', async () => {
    const statuses = (await inject('GET', '/api/teachers/sos_settings/get_sos_processed_status_setting', teacherA)).json().data;
    expect(statuses.map((s: { name: string }) => s.name)).toContain('面談した');
    expect((await inject('POST', `/api/teachers/students/processed_sos?id=${sosId}&processedStatus=${encodeURIComponent('適当')}`, teacherA)).statusCode).toBe(
      422,
    );
  });

  it('records status, teacher and time; the talk icon turns blue; the pupil reads the status name; a second time answers 409', async () => {
    const url = `/api/teachers/students/processed_sos?id=${sosId}&processedStatus=${encodeURIComponent('面談した')}`;
    const res = await inject('POST', url, teacherA);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ processed: true, processedStatus: '面談した' });
    const history = (await inject('GET', `/api/teachers/students/soss?studentId=${studentId}`, teacherA)).json().data;
    expect(history.find((r: { id: number }) => r.id === sosId)).toMatchObject({
      processed: true,
      processedStatus: '面談した',
      teacherName: expect.any(String),
    });
    const row = (await inject('GET', '/api/teachers/class_dashboards/dashboard_by_date', teacherA))
      .json()
      .data.students.find((s: { id: number }) => s.id === studentId);
    expect(row.talk).toBe('processed');
    const student = await signInStudent(t, t.schoolA, 0, 3);
    const mine = (await inject('GET', '/api/students/soss', student)).json().data.find((r: { id: number }) => r.id === sosId);
    expect(mine).toMatchObject({ state: 'handled', statusName: '面談した' });
    expect((await inject('POST', url, teacherA)).statusCode).toBe(409);
    expect((await inject('GET', `${DASHBOARD}?status=not_supported`, teacherA)).json().data.unprocessed).toBe(0);
  });

  it("refuses another school's SOS (404)", async () => {
    const adminB = await signInTeacher(t, t.schoolB, 'admin');
    expect((await inject('POST', `/api/teachers/students/processed_sos?id=${sosId}&processedStatus=x`, adminB)).statusCode).toBe(404);
  });

  it('keeps earlier years out of this year and in past_sos', async () => {
    expect((await inject('GET', `/api/teachers/students/past_sos?studentId=${studentId}`, teacherA)).json().data).toEqual([]);
  });
});
