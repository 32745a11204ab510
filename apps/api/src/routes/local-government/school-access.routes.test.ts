import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { japanDateKey } from '@sukoyaka/contracts/dates';
import { createTestApp, signInLocalGovernment, signInParent, signInStudent, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';
import { createSecondBoard, studentIdsOf } from '../../modules/organizations/test-fixtures.ts';

describe('board school access: change_school (issue 14 item 4, decision 028)', () => {
  let t: TestApp;
  let board: AuthHeaders;
  let access: AuthHeaders;
  let other: Awaited<ReturnType<typeof createSecondBoard>>;

  beforeAll(async () => {
    t = await createTestApp();
    board = await signInLocalGovernment(t);
    other = await createSecondBoard(t);
  });
  afterAll(() => t.close());

  const open = async (headers: AuthHeaders, schoolId: number) =>
    t.app.inject({ method: 'POST', url: '/api/local_governments/organization/change_school', headers, payload: { schoolId } });

  it('opens a school: token headers for its teacher screens; me names the board user for the banner', async () => {
    const res = await open(board, t.schoolA.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ schoolCode: 'school-a', schoolName: 'A小学校' });
    access = { 'access-token': String(res.headers['access-token']), client: String(res.headers.client), uid: String(res.headers.uid), schoolCode: 'school-a' };
    const me = await t.app.inject({ method: 'GET', url: '/api/teachers/me', headers: access });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ schoolName: 'A小学校', admin: true, boardAccess: { organizationName: 'テスト市教育委員会', userName: '担当' } });
    const dash = await t.app.inject({ method: 'GET', url: `/api/teachers/all_dashboards/dashboard_by_date?date=${japanDateKey()}`, headers: access });
    expect(dash.statusCode).toBe(200);
  });

  it('reads are written to the access log as the board user at that school', async () => {
    await t.app.inject({ method: 'GET', url: '/api/teachers/students', headers: access });
    await t.app.accessLog.flush();
    const rows = (await t.db.execute(
      sql`SELECT actor_type, school_id, organization_id, route FROM access_logs WHERE route = '/api/teachers/students'`,
    )) as unknown as {
      rows: { actor_type: string; school_id: string; organization_id: string | null }[];
    };
    expect(rows.rows.length).toBeGreaterThan(0);
    expect(rows.rows[0]!.actor_type).toBe('local_government');
    expect(Number(rows.rows[0]!.school_id)).toBe(t.schoolA.id);
    const opened = (await t.db.execute(
      sql`SELECT count(*)::int AS n FROM access_logs WHERE route = '/api/local_governments/organization/change_school'`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(opened.rows[0]!.n).toBe(1);
  });

  it('writes are refused (attendance, resolve alert, settings, sign-in stop), nothing changes', async () => {
    const [studentId] = await studentIdsOf(t, t.schoolA.klasses[0]!.id);
    const before = (await t.db.execute(sql`SELECT count(*)::int AS n FROM attendances`)) as unknown as { rows: { n: number }[] };
    const writes: [string, string, object][] = [
      ['POST', '/api/teachers/attendances', { targetDate: japanDateKey(), status: 'absent', studentId }],
      ['POST', '/api/teachers/students/processed_condition_alert', { id: 1 }],
      [
        'POST',
        '/api/teachers/condition_settings/config_update',
        { conditionKind: 'mental', bad: true, worst: true, consecutiveDays: 3, contentAlert: 'x', notificationEmails: [] },
      ],
      ['POST', `/api/teachers/students/${studentId}/stop_sign_in`, {}],
      // update_teacher_confirm_status opts in for 組織確認済み only: teacher/bullying-board-access.routes.test.ts (decision 037).
    ];
    for (const [method, url, payload] of writes) {
      const res = await t.app.inject({ method: method as 'POST', url, headers: access, payload });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().errors.join()).toContain('教育委員会からの閲覧では変更できません');
    }
    const after = (await t.db.execute(sql`SELECT count(*)::int AS n FROM attendances`)) as unknown as { rows: { n: number }[] };
    expect(after.rows[0]!.n).toBe(before.rows[0]!.n);
  });

  it('the school-access token is not a board token, and the board token is not a teacher token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/local_governments/organization', headers: access })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/teachers/me', headers: { ...board, schoolCode: 'school-a' } })).statusCode).toBe(403);
    const teacher = await signInTeacher(t, t.schoolA, 'admin');
    expect((await t.app.inject({ method: 'DELETE', url: '/api/teachers/board_access', headers: teacher })).statusCode).toBe(403);
  });

  it('another board cannot open this board’s school; teachers, students and parents cannot call change_school; bad input', async () => {
    expect((await open(other.headers, t.schoolA.id)).statusCode).toBe(404);
    for (const headers of [await signInTeacher(t, t.schoolA, 'admin'), await signInStudent(t, t.schoolA), await signInParent(t, t.schoolA)]) {
      expect((await open(headers, t.schoolA.id)).statusCode).toBe(403);
    }
    const bad = await t.app.inject({ method: 'POST', url: '/api/local_governments/organization/change_school', headers: board, payload: { schoolId: 'x' } });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors)).toContain('schoolId');
  });

  it('end returns to the board: the access token stops working, the board token still works', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/teachers/board_access', headers: access });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ended: true });
    expect((await t.app.inject({ method: 'GET', url: '/api/teachers/me', headers: access })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/local_governments/organization/me', headers: board })).statusCode).toBe(200);
    const ended = (await t.db.execute(sql`SELECT count(*)::int AS n FROM board_school_accesses WHERE ended_at IS NOT NULL`)) as unknown as {
      rows: { n: number }[];
    };
    expect(ended.rows[0]!.n).toBe(1);
  });
});
