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

describe('processing an SOS', () => {
  it('is refused (422) while the school has not enabled processed SOS, and nothing changes', async () => {
    const res = await inject('POST', `/api/teachers/students/processed_sos?id=${sosId}&processedStatus=面談した`, teacherA);
    expect(res.statusCode).toBe(422);
    const [row] = await t.db.select().from(soss).where(eq(soss.id, sosId));
    expect(row!.processed).toBe(false);
  });

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

  it('records status, teacher and time; the talk icon turns blue; a second time answers 409', async () => {
    const url = `/api/teachers/students/processed_sos?id=${sosId}&processedStatus=${encodeURIComponent('面談した')}`;
    const res = await inject('POST', url, teacherA);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ processed: true, processedStatus: '面談した' });
    const history = (await inject('GET', `/api/teachers/students/soss?studentId=${studentId}`, teacherA)).json().data;
    expect(history[0]).toMatchObject({ processed: true, processedStatus: '面談した', teacherName: expect.any(String) });
    const row = (await inject('GET', '/api/teachers/class_dashboards/dashboard_by_date', teacherA))
      .json()
      .data.students.find((s: { id: number }) => s.id === studentId);
    expect(row.talk).toBe('processed');
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
