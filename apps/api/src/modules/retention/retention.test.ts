import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../test/generated/tenancy-fixtures.ts';
import { createTestApp, signInTeacher, type TestApp } from '../../test/test-app.ts';
import { runHealthDataRetention } from './retention.service.ts';

/**
 * Issue 15 item 7 (APPI; decision 032): students' health data are deleted their board's number of
 * school years (default 5) after they left — at the school-year boundary in Japan time, never a
 * current student's, never one whose record a junior high accepted and still uses — and an admin
 * can delete one student's data on request, written to the access log.
 */
let t: TestApp;

const one = async (query: ReturnType<typeof sql>) => Number((await rowsOf<{ id: number }>(t, query))[0]!.id);
const healthRows = async (studentId: number) =>
  Number(
    (
      await rowsOf<{ n: number }>(
        t,
        sql`SELECT (SELECT count(*) FROM conditions WHERE student_id = ${studentId}) + (SELECT count(*) FROM soss WHERE student_id = ${studentId})
            + (SELECT count(*) FROM healthcheck_answers WHERE student_id = ${studentId}) + (SELECT count(*) FROM condition_alerts WHERE student_id = ${studentId}) AS n`,
      )
    )[0]!.n,
  );

/** A student of `schoolId` whose last school year was `year`, with two check-ins, a talk request, a health observation and an alert. */
async function formerStudent(schoolId: number, year: number, name: string): Promise<number> {
  const schoolYearId = await one(
    sql`INSERT INTO school_years (school_id, year) VALUES (${schoolId}, ${year}) ON CONFLICT (school_id, year) DO UPDATE SET year = EXCLUDED.year RETURNING id`,
  );
  const gradeId = await one(sql`SELECT id FROM grades WHERE school_id = ${schoolId} ORDER BY sort_order DESC LIMIT 1`);
  const klassId = await one(
    sql`INSERT INTO klasses (school_id, school_year_id, grade_id, name, sort_order) VALUES (${schoolId}, ${schoolYearId}, ${gradeId}, ${`${name}組`}, 9) RETURNING id`,
  );
  const studentId = await one(sql`INSERT INTO students (school_id, name, password_hash) VALUES (${schoolId}, ${name}, 'x') RETURNING id`);
  await t.db.execute(
    sql`INSERT INTO student_enrollments (student_id, school_year_id, klass_id, student_number) VALUES (${studentId}, ${schoolYearId}, ${klassId}, 1)`,
  );
  const from = `${year + 1}-03-01`;
  await t.db.execute(
    sql`INSERT INTO conditions (student_id, school_id, date, mental, physical) VALUES (${studentId}, ${schoolId}, ${from}, 'bad', 'good'), (${studentId}, ${schoolId}, ${`${year + 1}-03-02`}, 'worst', 'bad')`,
  );
  const settingId = await one(sql`SELECT id FROM sos_settings WHERE school_id = ${schoolId} LIMIT 1`);
  await t.db.execute(
    sql`INSERT INTO soss (student_id, school_id, sos_setting_id, label, date) VALUES (${studentId}, ${schoolId}, ${settingId}, '担任の先生と話したい', ${from})`,
  );
  await t.db.execute(sql`INSERT INTO healthcheck_answers (student_id, school_id, date) VALUES (${studentId}, ${schoolId}, ${from})`);
  await t.db.execute(
    sql`INSERT INTO condition_alerts (student_id, school_id, condition_kind, date, content_alert) VALUES (${studentId}, ${schoolId}, 'mental', ${from}, '心の不調が続いています')`,
  );
  return studentId;
}

let left2020: number;
let followed2020: number;
let current: number;

beforeAll(async () => {
  t = await createTestApp();
  left2020 = await formerStudent(t.schoolA.id, 2020, '卒業生甲');
  // Left school A after 2020 too, but school B accepted them (decision 025) and they are enrolled there now.
  followed2020 = await formerStudent(t.schoolA.id, 2020, '卒業生乙');
  current = await one(
    sql`SELECT e.student_id AS id FROM student_enrollments e JOIN students s ON s.id = e.student_id WHERE s.school_id = ${t.schoolB.id} LIMIT 1`,
  );
  const sy2020 = await one(sql`SELECT id FROM school_years WHERE school_id = ${t.schoolA.id} AND year = 2020`);
  await t.db.execute(
    sql`INSERT INTO student_go_on_schools (school_id, student_id, school_year_id, kind, go_on_school_id, status, accepted_student_id) VALUES (${t.schoolA.id}, ${followed2020}, ${sy2020}, 'graduate', ${t.schoolB.id}, 'applied', ${current})`,
  );
  await t.db.execute(
    sql`INSERT INTO conditions (student_id, school_id, date, mental, physical) VALUES (${current}, ${t.schoolB.id}, '2026-03-01', 'good', 'good')`,
  );
});
afterAll(() => t?.close());

describe('nightly health-data retention', () => {
  it('keeps a student who left after 2020年度 through 2025年度 (5 years) and deletes at 2026-04-01 00:00 Japan time', async () => {
    expect(await healthRows(left2020)).toBe(5);
    // 2026-03-31 23:59:59 in Japan is still 2025年度: 2025 − 2020 = 5 years, kept.
    expect(await runHealthDataRetention(t.db, new Date('2026-03-31T14:59:59Z'))).toEqual({ students: 0, rows: 0 });
    expect(await healthRows(left2020)).toBe(5);

    // A board that keeps data 10 years: still kept in 2026年度.
    const orgId = await one(sql`SELECT organization_id AS id FROM schools WHERE id = ${t.schoolA.id}`);
    await t.db.execute(sql`INSERT INTO board_settings (organization_id, health_data_retention_years) VALUES (${orgId}, 10)`);
    expect((await runHealthDataRetention(t.db, new Date('2026-03-31T15:00:00Z'))).students).toBe(0);
    await t.db.execute(sql`DELETE FROM board_settings WHERE organization_id = ${orgId}`);

    // 2026-04-01 00:00 in Japan: 2026年度, six years after — deleted, and the fact recorded.
    const result = await runHealthDataRetention(t.db, new Date('2026-03-31T15:00:00Z'));
    expect(result).toEqual({ students: 1, rows: 5 });
    expect(await healthRows(left2020)).toBe(0);
    const [record] = await rowsOf<{ reason: string; last_school_year: number; counts: Record<string, number> }>(
      t,
      sql`SELECT reason, last_school_year, counts FROM student_data_deletions WHERE student_id = ${left2020}`,
    );
    expect(record).toEqual({
      reason: 'retention',
      last_school_year: 2020,
      counts: { conditions: 2, conditionAlerts: 1, healthcheckAnswers: 1, soss: 1, questionnaireAnswers: 0 },
    });
    // The account and its enrollment stay (school records), only the health data went.
    expect(await rowsOf(t, sql`SELECT id FROM students WHERE id = ${left2020}`)).toHaveLength(1);
  });

  it("never deletes a current student's data, nor that of a student whose accepted record is current", async () => {
    expect(await runHealthDataRetention(t.db, new Date('2026-11-23T00:00:00Z'))).toEqual({ students: 0, rows: 0 });
    expect(await healthRows(followed2020)).toBe(5);
    expect(await healthRows(current)).toBeGreaterThanOrEqual(1);
  });
});

describe('DELETE /api/teachers/students/{id}/health_data', () => {
  it('lets an admin delete one student’s health data on request, recorded in the access log; others are refused', async () => {
    const target = await formerStudent(t.schoolA.id, 2025, '依頼者');
    const admin = await signInTeacher(t, t.schoolA, 'admin');
    const classTeacher = await signInTeacher(t, t.schoolA, 0);
    const del = (id: number, headers: Record<string, string>) => t.app.inject({ method: 'DELETE', url: `/api/teachers/students/${id}/health_data`, headers });

    expect((await del(target, classTeacher)).statusCode).toBe(403);
    expect((await del(current, admin)).statusCode).toBe(404); // school B's student
    expect(await healthRows(target)).toBe(5);

    const res = await del(target, admin);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ conditions: 2, conditionAlerts: 1, healthcheckAnswers: 1, soss: 1, questionnaireAnswers: 0 });
    expect(await healthRows(target)).toBe(0);
    const logs = await rowsOf<{ method: string; route: string }>(t, sql`SELECT method, route FROM access_logs WHERE ${target} = ANY(student_ids)`);
    expect(logs).toContainEqual({ method: 'DELETE', route: '/api/teachers/students/{id}/health_data' });
    const [record] = await rowsOf<{ reason: string; teacher_id: number | null }>(
      t,
      sql`SELECT reason, teacher_id FROM student_data_deletions WHERE student_id = ${target}`,
    );
    expect(record!.reason).toBe('request');
    expect(record!.teacher_id).not.toBeNull();
  });
});
