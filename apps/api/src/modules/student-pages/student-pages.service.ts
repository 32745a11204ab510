import { and, asc, between, count, desc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { fiscalPeriod } from '@sukoyaka/contracts/dates';
import type { TeacherStudent } from '@sukoyaka/contracts/student-pages';
import type { Database } from '@sukoyaka/db/client';
import {
  attentionStudents,
  conditionAlerts,
  conditions,
  grades,
  healthcheckAnswerDetails,
  healthcheckAnswers,
  klasses,
  soss,
  studentComments,
  studentEnrollments,
  students,
  teachers,
} from '@sukoyaka/db/schema';
import { notFound } from '../../lib/http-errors.ts';
import type { TeacherScope } from '../../lib/actor.ts';
import { assertVisibleStudent, dashboardScope, scopeSchoolYear } from '../teachers/teachers.service.ts';
import { concurrently } from '../../lib/concurrently.ts';

/**
 * GET /api/teachers/students: the students the teacher may see this year (admin: the school), by
 * grade, class or one student, in grade, class and 出席番号 order, with attention bookmarks and each
 * student's neighbours in the class (< 前の子ども / 次の子ども >).
 */
export async function listTeacherStudents(
  db: Database,
  teacher: TeacherScope,
  filter: { gradeId?: number; klassId?: number; studentId?: number },
): Promise<TeacherStudent[]> {
  const scope = dashboardScope(teacher, filter.klassId);
  if (!scope) return [];
  const rows = await db
    .select({
      id: students.id,
      name: students.name,
      gradeName: grades.name,
      klassName: klasses.name,
      klassId: klasses.id,
      studentNumber: studentEnrollments.studentNumber,
      attentionBy: teachers.name,
      previousStudentId: sql<number | null>`lag(${students.id}) over (partition by ${klasses.id} order by ${studentEnrollments.studentNumber})`,
      nextStudentId: sql<number | null>`lead(${students.id}) over (partition by ${klasses.id} order by ${studentEnrollments.studentNumber})`,
    })
    .from(studentEnrollments)
    .innerJoin(students, eq(students.id, studentEnrollments.studentId))
    .innerJoin(klasses, eq(klasses.id, studentEnrollments.klassId))
    .innerJoin(grades, eq(grades.id, klasses.gradeId))
    .leftJoin(attentionStudents, and(eq(attentionStudents.studentId, students.id), eq(attentionStudents.schoolId, scope.schoolId)))
    .leftJoin(teachers, eq(teachers.id, attentionStudents.teacherId))
    .where(
      and(
        eq(students.schoolId, scope.schoolId),
        eq(studentEnrollments.schoolYearId, scope.schoolYearId),
        inArray(studentEnrollments.klassId, scope.klassIds),
        filter.gradeId ? eq(klasses.gradeId, filter.gradeId) : undefined,
      ),
    )
    .orderBy(asc(grades.sortOrder), asc(klasses.sortOrder), asc(studentEnrollments.studentNumber));
  const roster = rows.map((r) => ({
    id: r.id,
    name: r.name,
    gradeName: r.gradeName,
    klassName: r.klassName,
    studentNumber: r.studentNumber,
    isAttention: r.attentionBy !== null,
    attentionBy: r.attentionBy,
    previousStudentId: r.previousStudentId === null ? null : Number(r.previousStudentId),
    nextStudentId: r.nextStudentId === null ? null : Number(r.nextStudentId),
  }));
  if (filter.studentId === undefined) return roster;
  const one = roster.filter((p) => p.id === filter.studentId);
  if (one.length === 0) throw notFound();
  return one;
}

/**
 * A student's check-ins between two dates with the day's condition alerts (心 / 体 要確認), the
 * number of SOS and their talk state, and the health observation answers each day, newest first
 * (conditions-by-date-range, past_conditions_by_month). Days with neither are left out, so an
 * empty list reads 過去の入力は0件です.
 */
export async function studentConditions(db: Database, teacher: TeacherScope, studentId: number, from: string, toInclusive: string) {
  await assertVisibleStudent(db, teacher, studentId);
  const [rows, sosCounts, answers, alerts] = await concurrently(db, [
    () =>
      db
        .select()
        .from(conditions)
        .where(and(eq(conditions.schoolId, teacher.schoolId), eq(conditions.studentId, studentId), between(conditions.date, from, toInclusive))),
    () =>
      db
        .select({ date: soss.date, n: count(), open: sql<number>`count(*) filter (where not ${soss.processed})`.mapWith(Number) })
        .from(soss)
        .where(and(eq(soss.schoolId, teacher.schoolId), eq(soss.studentId, studentId), between(soss.date, from, toInclusive)))
        .groupBy(soss.date),
    () =>
      db
        .select({
          date: healthcheckAnswers.date,
          isSkip: healthcheckAnswers.isSkip,
          itemId: healthcheckAnswerDetails.healthcheckItemId,
          answer: healthcheckAnswerDetails.answer,
          alert: healthcheckAnswerDetails.alert,
        })
        .from(healthcheckAnswers)
        .leftJoin(healthcheckAnswerDetails, eq(healthcheckAnswerDetails.healthcheckAnswerId, healthcheckAnswers.id))
        .where(
          and(
            eq(healthcheckAnswers.schoolId, teacher.schoolId),
            eq(healthcheckAnswers.studentId, studentId),
            between(healthcheckAnswers.date, from, toInclusive),
          ),
        ),
    () =>
      db
        .select({ id: conditionAlerts.id, date: conditionAlerts.date, conditionKind: conditionAlerts.conditionKind, processed: conditionAlerts.processed })
        .from(conditionAlerts)
        .where(and(eq(conditionAlerts.schoolId, teacher.schoolId), eq(conditionAlerts.studentId, studentId), between(conditionAlerts.date, from, toInclusive))),
  ]);
  const dates = [...new Set([...rows.map((r) => r.date), ...sosCounts.map((s) => s.date), ...answers.map((a) => a.date), ...alerts.map((a) => a.date)])]
    .sort()
    .reverse();
  const alertOf = (date: string, kind: 'mental' | 'physical') => {
    const found = alerts.find((a) => a.date === date && a.conditionKind === kind);
    return found ? { id: found.id, processed: found.processed } : null;
  };
  return dates.map((date) => {
    const c = rows.find((r) => r.date === date);
    const day = answers.filter((a) => a.date === date);
    const sos = sosCounts.find((s) => s.date === date);
    return {
      date,
      mental: c?.mental ?? null,
      physical: c?.physical ?? null,
      mentalAlert: alertOf(date, 'mental'),
      physicalAlert: alertOf(date, 'physical'),
      sosCount: sos?.n ?? 0,
      talk: !sos || sos.n === 0 ? ('none' as const) : sos.open > 0 ? ('unprocessed' as const) : ('processed' as const),
      healthcheck: day.length
        ? {
            isSkip: day[0]!.isSkip,
            answers: day.filter((a) => a.itemId !== null).map((a) => ({ healthcheckItemId: a.itemId!, answer: a.answer!, alert: a.alert! })),
          }
        : null,
    };
  });
}

/** past_conditions_by_month: one month of a fiscal year (April to March). */
export function studentConditionsByMonth(db: Database, teacher: TeacherScope, q: { studentId: number; year: number; month: number }) {
  const { from, to } = fiscalPeriod(q.year, q.month);
  const last = new Date(Date.parse(`${to}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
  return studentConditions(db, teacher, q.studentId, from, last);
}

/**
 * GET get_student_comments (this school year) and past_student_comments (earlier years): the
 * memos on a student with teacher name and time, newest first.
 */
export async function listStudentComments(db: Database, teacher: TeacherScope, studentId: number, past: boolean) {
  await assertVisibleStudent(db, teacher, studentId);
  const year = await scopeSchoolYear(db, teacher);
  const start = new Date(`${year.year}-04-01T00:00:00+09:00`);
  const rows = await db
    .select({
      id: studentComments.id,
      content: studentComments.content,
      createdAt: studentComments.createdAt,
      teacherName: teachers.name,
      studentId: studentComments.studentId,
    })
    .from(studentComments)
    .innerJoin(teachers, eq(teachers.id, studentComments.teacherId))
    .where(
      and(
        eq(studentComments.schoolId, teacher.schoolId),
        eq(studentComments.studentId, studentId),
        past ? lt(studentComments.createdAt, start) : gte(studentComments.createdAt, start),
      ),
    )
    .orderBy(desc(studentComments.createdAt), desc(studentComments.id));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** POST create_student_comment: adds a memo (never edited or deleted) and returns the new list. */
export async function createStudentComment(db: Database, teacher: TeacherScope, body: { studentId: number; content: string }) {
  await assertVisibleStudent(db, teacher, body.studentId);
  await db.insert(studentComments).values({ studentId: body.studentId, schoolId: teacher.schoolId, teacherId: teacher.teacherId, content: body.content });
  return listStudentComments(db, teacher, body.studentId, false);
}

/** GET attention_students: the school's bookmarked students the teacher may see. */
export async function listAttentionStudents(db: Database, teacher: TeacherScope) {
  const visible = await listTeacherStudents(db, teacher, {});
  const ids = visible.filter((p) => p.isAttention).map((p) => p.id);
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: attentionStudents.id, studentId: attentionStudents.studentId, teacherName: teachers.name, createdAt: attentionStudents.createdAt })
    .from(attentionStudents)
    .innerJoin(teachers, eq(teachers.id, attentionStudents.teacherId))
    .where(and(eq(attentionStudents.schoolId, teacher.schoolId), inArray(attentionStudents.studentId, ids)))
    .orderBy(desc(attentionStudents.createdAt));
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** POST attention_students: bookmarks a student (idempotent: a second bookmark keeps the first). */
export async function addAttentionStudent(db: Database, teacher: TeacherScope, studentId: number) {
  await assertVisibleStudent(db, teacher, studentId);
  await db.insert(attentionStudents).values({ studentId, schoolId: teacher.schoolId, teacherId: teacher.teacherId }).onConflictDoNothing();
  return listAttentionStudents(db, teacher);
}

/** DELETE attention_students/{id}: `id` is the student's id (the bookmark is one per student). */
export async function removeAttentionStudent(db: Database, teacher: TeacherScope, studentId: number) {
  await assertVisibleStudent(db, teacher, studentId);
  await db.delete(attentionStudents).where(and(eq(attentionStudents.studentId, studentId), eq(attentionStudents.schoolId, teacher.schoolId)));
  return listAttentionStudents(db, teacher);
}
