import { and, eq, sql } from 'drizzle-orm';
import type { Student } from '@sukoyaka/contracts/students';
import type { Database } from '@sukoyaka/db/client';
import { gradeCodeMasters, grades, klasses, schools, studentEnrollments, students } from '@sukoyaka/db/schema';
import type { StudentScope } from '../../lib/actor.ts';
import { messages, notFound } from '../../lib/http-errors.ts';
import { currentSchoolYear } from '../schools/schools.service.ts';

/**
 * A student as every class list names them: id, name, 出席番号, grade and class names. Select it
 * from student_enrollments joined to students, klasses and grades (the enrolment of the year shown).
 */
export const studentInKlass = {
  id: students.id,
  name: students.name,
  studentNumber: studentEnrollments.studentNumber,
  gradeName: grades.name,
  klassName: klasses.name,
};

/**
 * GET /api/students/me (spec §3 Student, §4 state check on mount).
 * @throws 404 when the student has no class this school year.
 */
export async function getStudentMe(db: Database, scope: StudentScope): Promise<Student> {
  const year = await currentSchoolYear(db, scope.schoolId);
  const profile = year ? await findStudentProfile(db, scope, year.id) : null;
  if (!profile) throw notFound(messages.noKlass);
  return profile;
}

/**
 * POST /api/students/furigana (issue 24 item 4): stores the pupil's furigana switch with the pupil,
 * so a shared tablet shows the next pupil their own choice (or their grade's default). Answers the
 * stored choice.
 */
export async function setStudentFurigana(db: Database, scope: StudentScope, furigana: boolean): Promise<{ furigana: boolean }> {
  await db
    .update(students)
    .set({ furigana, updatedAt: new Date() })
    .where(and(eq(students.id, scope.studentId), eq(students.schoolId, scope.schoolId)));
  return { furigana };
}

/** The student enrolled at (klass, studentNumber) in a school year, for sign-in. */
export async function findEnrolledStudent(db: Database, where: { schoolYearId: number; gradeId: number; klassId: number; studentNumber: number }) {
  const [row] = await db
    .select({ id: students.id, passwordHash: students.passwordHash, signInStopped: students.signInStopped })
    .from(studentEnrollments)
    .innerJoin(klasses, eq(klasses.id, studentEnrollments.klassId))
    .innerJoin(students, eq(students.id, studentEnrollments.studentId))
    .where(
      and(
        eq(studentEnrollments.schoolYearId, where.schoolYearId),
        eq(studentEnrollments.klassId, where.klassId),
        eq(studentEnrollments.studentNumber, where.studentNumber),
        eq(klasses.gradeId, where.gradeId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * A student of the school by id, enrolled in the given school year, with the hash of their QR
 * card's secret, for the card sign-in (issue 27, decision 062). Null when none.
 */
export async function findEnrolledStudentForCard(db: Database, where: { schoolId: number; schoolYearId: number; studentId: number }) {
  const [row] = await db
    .select({ id: students.id, cardSecretHash: students.cardSecretHash, signInStopped: students.signInStopped })
    .from(students)
    .innerJoin(studentEnrollments, and(eq(studentEnrollments.studentId, students.id), eq(studentEnrollments.schoolYearId, where.schoolYearId)))
    .where(and(eq(students.id, where.studentId), eq(students.schoolId, where.schoolId)))
    .limit(1);
  return row ?? null;
}

/**
 * The student of a school with this Google account address (compared case-insensitively, as the
 * unique index students_school_email_key is), enrolled in the given school year, for Google
 * sign-in (decision 014). Null when none.
 */
export async function findEnrolledStudentByEmail(db: Database, where: { schoolId: number; schoolYearId: number; email: string }) {
  const [row] = await db
    .select({ id: students.id, signInStopped: students.signInStopped })
    .from(students)
    .innerJoin(studentEnrollments, and(eq(studentEnrollments.studentId, students.id), eq(studentEnrollments.schoolYearId, where.schoolYearId)))
    .where(and(eq(students.schoolId, where.schoolId), sql`lower(${students.email}) = lower(${where.email})`))
    .limit(1);
  return row ?? null;
}

/** A student's school and sign-in switch by id, or null. */
export async function findStudentById(db: Database, studentId: number) {
  const [row] = await db
    .select({ id: students.id, schoolId: students.schoolId, signInStopped: students.signInStopped })
    .from(students)
    .where(eq(students.id, studentId))
    .limit(1);
  return row ?? null;
}

/** A student of the scope's school with school and this year's grade, class and number (GET /api/students/me). */
export async function findStudentProfile(db: Database, scope: { studentId: number; schoolId: number }, schoolYearId: number) {
  const [row] = await db
    .select({
      id: students.id,
      name: students.name,
      schoolName: schools.name,
      schoolCode: schools.code,
      gradeName: grades.name,
      jpGradeCode: gradeCodeMasters.jpGradeCode,
      klassName: klasses.name,
      studentNumber: studentEnrollments.studentNumber,
      furigana: students.furigana,
    })
    .from(students)
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .innerJoin(studentEnrollments, and(eq(studentEnrollments.studentId, students.id), eq(studentEnrollments.schoolYearId, schoolYearId)))
    .innerJoin(klasses, eq(klasses.id, studentEnrollments.klassId))
    .innerJoin(grades, eq(grades.id, klasses.gradeId))
    .innerJoin(gradeCodeMasters, eq(gradeCodeMasters.id, grades.gradeCodeMasterId))
    .where(and(eq(students.id, scope.studentId), eq(students.schoolId, scope.schoolId)))
    .limit(1);
  return row ?? null;
}
