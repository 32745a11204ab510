import { sql } from 'drizzle-orm';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import type { Database } from '@sukoyaka/db/client';
import { schools, students, studentDataDeletions } from '@sukoyaka/db/schema';
import { and, eq } from 'drizzle-orm';
import type { TeacherScope } from '../../lib/actor.ts';
import { messages, notFound } from '../../lib/http-errors.ts';
import { concurrently } from '../../lib/concurrently.ts';

/**
 * Retention and deletion of students' health data (issue 15 item 7, APPI; decision 032).
 *
 * "Health data" are what a student recorded or what was derived from it: check-ins (conditions),
 * condition alerts, health observations (healthcheck answers and their details), talk requests
 * (soss) and questionnaire sheets (answers, their details, comments, confirmation history and
 * resolutions — those cascade). The student's account, enrollments, attendance register and the
 * access log stay: they are school records, not the student's own health data.
 */

/** Rows deleted per table for one student. */
export type DeletionCounts = Record<'conditions' | 'conditionAlerts' | 'healthcheckAnswers' | 'soss' | 'questionnaireAnswers', number>;

const count = async (db: Database, query: ReturnType<typeof sql>) => ((await db.execute(query)) as unknown as { rowCount: number | null }).rowCount ?? 0;

/**
 * Deletes one student's health data inside `tx` (the caller's transaction) and returns the counts.
 * The student's id must already be checked against the caller's scope.
 */
export async function deleteStudentHealthData(tx: Database, studentId: number): Promise<DeletionCounts> {
  const [conditions, conditionAlerts, healthcheckAnswers, soss, questionnaireAnswers] = await concurrently(tx, [
    () => count(tx, sql`DELETE FROM conditions WHERE student_id = ${studentId}`),
    () => count(tx, sql`DELETE FROM condition_alerts WHERE student_id = ${studentId}`),
    () => count(tx, sql`DELETE FROM healthcheck_answers WHERE student_id = ${studentId}`),
    () => count(tx, sql`DELETE FROM soss WHERE student_id = ${studentId}`),
    () => count(tx, sql`DELETE FROM questionnaire_answers WHERE student_id = ${studentId}`),
  ]);
  return { conditions, conditionAlerts, healthcheckAnswers, soss, questionnaireAnswers };
}

/** A student whose data the retention rule says must go. */
interface Expired {
  studentId: number;
  schoolId: number;
  organizationId: number;
  lastYear: number;
}

/**
 * Students whose last school year is more than their board's `health_data_retention_years` (default
 * 5) before the school year of `now`, who still have health data. A student is "current" — never
 * expired — while they, or the record a receiving junior high created for them on acceptance
 * (student_go_on_schools.accepted_student_id, decision 025), are enrolled in a later year.
 */
async function expiredStudents(db: Database, now: Date): Promise<Expired[]> {
  const currentYear = schoolYearOf(now);
  const result = (await db.execute(sql`
    WITH last_year AS (
      SELECT e.student_id, max(sy.year) AS year
      FROM student_enrollments e JOIN school_years sy ON sy.id = e.school_year_id
      GROUP BY e.student_id
    ), followed AS (
      SELECT g.student_id, max(l.year) AS year
      FROM student_go_on_schools g JOIN last_year l ON l.student_id = g.accepted_student_id
      GROUP BY g.student_id
    )
    SELECT s.id AS "studentId", s.school_id AS "schoolId", sc.organization_id AS "organizationId", greatest(l.year, f.year) AS "lastYear"
    FROM students s
    JOIN schools sc ON sc.id = s.school_id
    JOIN last_year l ON l.student_id = s.id
    LEFT JOIN followed f ON f.student_id = s.id
    LEFT JOIN board_settings b ON b.organization_id = sc.organization_id
    WHERE greatest(l.year, f.year) < ${currentYear} - coalesce(b.health_data_retention_years, 5)
      AND (EXISTS (SELECT 1 FROM conditions c WHERE c.student_id = s.id)
        OR EXISTS (SELECT 1 FROM condition_alerts a WHERE a.student_id = s.id)
        OR EXISTS (SELECT 1 FROM healthcheck_answers h WHERE h.student_id = s.id)
        OR EXISTS (SELECT 1 FROM soss o WHERE o.student_id = s.id)
        OR EXISTS (SELECT 1 FROM questionnaire_answers q WHERE q.student_id = s.id))
    ORDER BY s.id`)) as unknown as { rows: Expired[] };
  return result.rows.map((r) => ({
    studentId: Number(r.studentId),
    schoolId: Number(r.schoolId),
    organizationId: Number(r.organizationId),
    lastYear: Number(r.lastYear),
  }));
}

/**
 * The nightly retention run: deletes the health data of every expired student, one transaction
 * per student (a failure leaves the others done and this one untouched), each recorded in
 * student_data_deletions with its counts. Returns how many students were purged.
 */
export async function runHealthDataRetention(db: Database, now = new Date()): Promise<{ students: number; rows: number }> {
  let students = 0;
  let rows = 0;
  for (const expired of await expiredStudents(db, now)) {
    const counts = await db.transaction(async (tx) => {
      const deleted = await deleteStudentHealthData(tx, expired.studentId);
      await tx.insert(studentDataDeletions).values({
        organizationId: expired.organizationId,
        schoolId: expired.schoolId,
        studentId: expired.studentId,
        reason: 'retention',
        lastSchoolYear: expired.lastYear,
        counts: deleted,
      });
      return deleted;
    });
    students += 1;
    rows += Object.values(counts).reduce((a, b) => a + b, 0);
  }
  return { students, rows };
}

/**
 * DELETE /api/teachers/students/{id}/health_data: an admin teacher deletes one student's health
 * data on request (the student or a guardian asked; APPI), inside the route's transaction (which
 * also writes the access-log row naming the student), recorded in student_data_deletions.
 * @throws 404 when the student is not of the teacher's school.
 */
export async function deleteHealthDataOnRequest(tx: Database, scope: TeacherScope, studentId: number): Promise<DeletionCounts> {
  const [student] = await tx
    .select({ id: students.id, organizationId: schools.organizationId })
    .from(students)
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .where(and(eq(students.id, studentId), eq(students.schoolId, scope.schoolId)))
    .limit(1);
  if (!student) throw notFound(messages.notFound);
  const counts = await deleteStudentHealthData(tx, studentId);
  await tx.insert(studentDataDeletions).values({
    organizationId: student.organizationId,
    schoolId: scope.schoolId,
    studentId,
    reason: 'request',
    teacherId: scope.teacherId,
    counts,
  });
  return counts;
}
