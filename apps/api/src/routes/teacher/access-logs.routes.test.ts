import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessLogs, studentComments, teachers } from '@sukoyaka/db/schema';
import { createTestApp, signInStudent, signInTeacher, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
let classTeacher: AuthHeaders;
let admin: AuthHeaders;
let studentId: number;
let classTeacherId: number;
let classTeacherName: string;
const FROM = '203.0.113.7';

beforeAll(async () => {
  // Behind a reverse proxy on this host (TRUST_PROXY): the caller's address comes from X-Forwarded-For.
  t = await createTestApp({ trustProxy: ['127.0.0.1'] });
  classTeacher = await signInTeacher(t, t.schoolA, 0);
  admin = await signInTeacher(t, t.schoolA, 'admin');
  studentId = (await t.app.inject({ method: 'GET', url: '/api/teachers/students', headers: classTeacher })).json().data[0].id;
  const [teacher] = await t.db.select().from(teachers).where(eq(teachers.email, t.schoolA.klasses[0]!.teacherEmail));
  classTeacherId = teacher!.id;
  classTeacherName = teacher!.name;
});
afterAll(() => t.close());

const get = (url: string, headers: AuthHeaders) => t.app.inject({ method: 'GET', url, headers: { ...headers, 'x-forwarded-for': FROM } });
const logsAbout = (id: number, route: string) =>
  t.db
    .select()
    .from(accessLogs)
    .where(and(sql`${accessLogs.studentIds} @> array[${id}]::bigint[]`, eq(accessLogs.route, route)));

describe('sensitive reads', () => {
  it("logs a teacher's read of a student page: who, which route, which student, from where (after the batch flush)", async () => {
    expect((await get(`/api/teachers/students?studentId=${studentId}`, classTeacher)).statusCode).toBe(200);
    await t.app.accessLog.flush();
    const rows = await logsAbout(studentId, '/api/teachers/students');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorType: 'teacher',
      actorId: classTeacherId,
      schoolId: t.schoolA.id,
      method: 'GET',
      statusCode: 200,
      studentIds: [studentId],
      ip: FROM,
    });
  });

  it('does not log a refused read (another school asks for the student)', async () => {
    const adminB = await signInTeacher(t, t.schoolB, 'admin');
    expect((await get(`/api/teachers/students/get_student_comments?studentId=${studentId}`, adminB)).statusCode).toBe(404);
    await t.app.accessLog.flush();
    expect(await logsAbout(studentId, '/api/teachers/students/get_student_comments')).toHaveLength(0);
  });
});

describe('writes', () => {
  it("logs a teacher's memo with the student, and a refused memo leaves neither memo nor log row", async () => {
    const write = (id: number, headers: AuthHeaders) =>
      t.app.inject({ method: 'POST', url: '/api/teachers/students/create_student_comment', headers, payload: { studentId: id, content: '様子を見る' } });
    expect((await write(studentId, classTeacher)).statusCode).toBe(200);
    const adminB = await signInTeacher(t, t.schoolB, 'admin');
    expect((await write(studentId, adminB)).statusCode).toBe(404);
    // Written in the memo's transaction (withAccessLog): there without a batch flush.
    const rows = await logsAbout(studentId, '/api/teachers/students/create_student_comment');
    expect(rows.map((r) => [r.actorId, r.method, r.statusCode])).toEqual([[classTeacherId, 'POST', 200]]);
    expect(await t.db.select().from(studentComments).where(eq(studentComments.studentId, studentId))).toHaveLength(1);
  });

  it("logs a student's check-in with the check-in itself (one statement), not listed in their 閲覧履歴", async () => {
    const student = await signInStudent(t, t.schoolA, 0, 1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/conditions',
      headers: { ...student, 'x-forwarded-for': FROM },
      payload: { mental: 'good', physical: 'best' },
    });
    expect(res.statusCode).toBe(200);
    expect(await logsAbout(studentId, '/api/conditions')).toMatchObject([
      { actorType: 'student', actorId: studentId, method: 'POST', studentIds: [studentId], ip: FROM },
    ]);
    const list = (await get(`/api/teachers/students/${studentId}/access_logs?limit=100`, admin)).json().data.list;
    expect(list.filter((e: { actorType: string }) => e.actorType === 'student')).toEqual([]);
  });
});

describe('GET /api/teachers/students/{id}/access_logs', () => {
  it("shows the admin who viewed the student's records, newest first, with the class teacher's name", async () => {
    await get(`/api/teachers/students/conditions-by-date-range?studentId=${studentId}&from=2026-04-01&to=2026-04-30`, classTeacher);
    await t.app.accessLog.flush();
    const res = await get(`/api/teachers/students/${studentId}/access_logs?limit=2`, admin);
    expect(res.statusCode).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({ page: 1, limit: 2 });
    expect(page.total).toBeGreaterThanOrEqual(3);
    expect(page.list).toHaveLength(2);
    expect(page.list[0]).toMatchObject({ actorType: 'teacher', actorName: classTeacherName, action: 'read', subject: 'conditions', ip: FROM });
    expect(page.list.map((e: { at: string }) => e.at)).toEqual([...page.list.map((e: { at: string }) => e.at)].sort().reverse());
    const all = (await get(`/api/teachers/students/${studentId}/access_logs?limit=100`, admin)).json().data.list;
    expect(all.map((e: { subject: string; action: string }) => `${e.subject}:${e.action}`)).toEqual(
      expect.arrayContaining(['studentPage:read', 'memo:write', 'conditions:read']),
    );
  });

  it('does not log its own reads', async () => {
    await get(`/api/teachers/students/${studentId}/access_logs`, admin);
    await t.app.accessLog.flush();
    expect(await logsAbout(studentId, '/api/teachers/students/{id}/access_logs')).toHaveLength(0);
  });

  it('refuses a class teacher (403) and answers 404 for a student of another school', async () => {
    expect((await get(`/api/teachers/students/${studentId}/access_logs`, classTeacher)).statusCode).toBe(403);
    const adminB = await signInTeacher(t, t.schoolB, 'admin');
    expect((await get(`/api/teachers/students/${studentId}/access_logs`, adminB)).statusCode).toBe(404);
    expect((await get(`/api/teachers/students/${studentId}/access_logs?limit=101`, admin)).statusCode).toBe(400);
  });
});
