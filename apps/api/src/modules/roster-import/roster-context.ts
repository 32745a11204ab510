import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RosterKind } from '@sukoyaka/contracts/roster-import';
import type { Database } from '@sukoyaka/db/client';
import { grades, klasses, schoolYears, studentEnrollments, students, teacherAssignments, teachers } from '@sukoyaka/db/schema';
import { concurrently } from '../../lib/concurrently.ts';

/** A school the import may write to (the teacher's own school, or a board's schools for issue 14). */
export interface RosterSchool {
  id: number;
  code: string;
}

/**
 * Who an import writes: `kind` and the schools it may touch. A row naming another school is refused
 * (issue 13 "a row for another school"); with one school a blank 学校コード means that school.
 */
export interface RosterTarget {
  kind: RosterKind;
  schools: RosterSchool[];
}

/** An enrolled student of the year, keyed by `${klassId}:${studentNumber}`. */
export interface EnrolledStudent {
  studentId: number;
  name: string;
  nameKana: string | null;
  email: string | null;
  passwordHash: string;
}

/** A teacher found by e-mail (any school: e-mail is unique across the product). */
export interface KnownTeacher {
  id: number;
  schoolId: number;
  name: string;
  admin: boolean;
  klassIds: number[];
}

/** What validation and writing need to know about the target schools in `year`. */
export interface RosterContext {
  target: RosterTarget;
  year: number;
  /** school id → school year id of `year` (missing when the year is not set up yet: created on import). */
  schoolYearIds: Map<number, number>;
  /** `${schoolId}:${grade name}` → grade id. */
  gradeIds: Map<string, number>;
  /** `${schoolId}:${gradeId}:${klass name}` → klass id of `year`. */
  klassIds: Map<string, number>;
  enrolled: Map<string, EnrolledStudent>;
  /** `${schoolId}:${lower(email)}` → student id (students' Google e-mails). */
  studentEmails: Map<string, number>;
  teachersByEmail: Map<string, KnownTeacher>;
}

/**
 * Loads the target schools' grades, the year's classes, enrollments and (for teacher rows) the
 * teachers whose e-mails the rows name, in a handful of queries whatever the row count.
 */
export async function loadRosterContext(db: Database, target: RosterTarget, year: number, emails: string[]): Promise<RosterContext> {
  const schoolIds = target.schools.map((s) => s.id);
  const [yearRows, gradeRows, klassRows] = await concurrently(db, [
    () =>
      db
        .select()
        .from(schoolYears)
        .where(and(inArray(schoolYears.schoolId, schoolIds), eq(schoolYears.year, year))),
    () => db.select({ id: grades.id, schoolId: grades.schoolId, name: grades.name }).from(grades).where(inArray(grades.schoolId, schoolIds)),
    () =>
      db
        .select({ id: klasses.id, schoolId: klasses.schoolId, gradeId: klasses.gradeId, name: klasses.name })
        .from(klasses)
        .innerJoin(schoolYears, eq(schoolYears.id, klasses.schoolYearId))
        .where(and(inArray(klasses.schoolId, schoolIds), eq(schoolYears.year, year))),
  ]);
  const ctx: RosterContext = {
    target,
    year,
    schoolYearIds: new Map(yearRows.map((y) => [y.schoolId, y.id])),
    gradeIds: new Map(gradeRows.map((g) => [`${g.schoolId}:${g.name}`, g.id])),
    klassIds: new Map(klassRows.map((k) => [`${k.schoolId}:${k.gradeId}:${k.name}`, k.id])),
    enrolled: new Map(),
    studentEmails: new Map(),
    teachersByEmail: new Map(),
  };
  const yearIds = yearRows.map((y) => y.id);
  if (target.kind === 'students') {
    const [enrolled, withEmail] = await concurrently(db, [
      () =>
        yearIds.length === 0
          ? Promise.resolve([])
          : db
              .select({
                klassId: studentEnrollments.klassId,
                studentNumber: studentEnrollments.studentNumber,
                studentId: students.id,
                name: students.name,
                nameKana: students.nameKana,
                email: students.email,
                passwordHash: students.passwordHash,
              })
              .from(studentEnrollments)
              .innerJoin(students, eq(students.id, studentEnrollments.studentId))
              .where(inArray(studentEnrollments.schoolYearId, yearIds)),
      () =>
        db
          .select({ id: students.id, schoolId: students.schoolId, email: sql<string>`lower(${students.email})` })
          .from(students)
          .where(and(inArray(students.schoolId, schoolIds), sql`${students.email} is not null`)),
    ]);
    for (const e of enrolled) ctx.enrolled.set(`${e.klassId}:${e.studentNumber}`, e);
    for (const s of withEmail) ctx.studentEmails.set(`${s.schoolId}:${s.email}`, s.id);
  } else if (emails.length > 0) {
    const found = await db
      .select({ id: teachers.id, schoolId: teachers.schoolId, name: teachers.name, admin: teachers.admin, email: teachers.email })
      .from(teachers)
      .where(inArray(sql`lower(${teachers.email})`, emails));
    const assignments =
      found.length === 0 || yearIds.length === 0
        ? []
        : await db
            .select({ teacherId: teacherAssignments.teacherId, klassId: teacherAssignments.klassId })
            .from(teacherAssignments)
            .where(
              and(
                inArray(
                  teacherAssignments.teacherId,
                  found.map((t) => t.id),
                ),
                inArray(teacherAssignments.schoolYearId, yearIds),
              ),
            );
    for (const t of found)
      ctx.teachersByEmail.set(t.email.toLowerCase(), {
        id: t.id,
        schoolId: t.schoolId,
        name: t.name,
        admin: t.admin,
        klassIds: assignments.filter((a) => a.teacherId === t.id).map((a) => a.klassId),
      });
  }
  return ctx;
}
