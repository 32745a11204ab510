import { and, eq, inArray, sql } from 'drizzle-orm';
import type { RosterKind } from '@sukoyaka/contracts/roster-import';
import type { Database } from '@sukoyaka/db/client';
import {
  gradeCodeMasters,
  grades,
  klasses,
  rosterSourceIds,
  schools,
  schoolYears,
  studentEnrollments,
  students,
  teacherAssignments,
  teachers,
} from '@sukoyaka/db/schema';
import { concurrently } from '../../lib/concurrently.ts';

/** A school the import may write to (the teacher's own school, or a board's schools for issue 14), by URL code and MEXT 学校コード. */
export interface RosterSchool {
  id: number;
  code: string;
  mextSchoolCode?: string | null;
}

/**
 * Who an import writes: `kind` and the schools it may touch. A row naming another school is refused
 * (issue 13 "a row for another school"); with one school a blank 学校コード means that school.
 */
export interface RosterTarget {
  kind: RosterKind;
  schools: RosterSchool[];
}

/** A student of a target school (any year), with their enrollment of the import's year when they have one. */
export interface KnownStudent {
  studentId: number;
  schoolId: number;
  name: string;
  nameKana: string | null;
  email: string | null;
  passwordHash: string;
  /** This year's seat, or null when not enrolled in the year. */
  seat: { enrollmentId: number; klassId: number; gradeId: number; studentNumber: number; place: string } | null;
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
  /** school id → its board (roster_source_ids are per board). */
  organizationIds: Map<number, number>;
  /** school id → school year id of `year` (missing when the year is not set up yet: created on import). */
  schoolYearIds: Map<number, number>;
  /** `${schoolId}:${grade name}` → grade id. */
  gradeIds: Map<string, number>;
  /** grade id → its name. */
  gradeNames: Map<number, string>;
  /** `${schoolId}:${Japan Profile grade code}` → grade name (OneRoster classes.grades; decision 046). */
  gradeByJpCode: Map<string, string>;
  /** `${schoolId}:${gradeId}:${klass name}` → klass id of `year`; klass id → its name. */
  klassIds: Map<string, number>;
  klassNames: Map<number, string>;
  /** Every student of the target schools by id. */
  studentsById: Map<number, KnownStudent>;
  /** `${klassId}:${studentNumber}` → the student enrolled there in `year`. */
  enrolled: Map<string, KnownStudent>;
  /** `${schoolId}:${lower(email)}` → student (school Google / Microsoft address). */
  studentEmails: Map<string, KnownStudent>;
  /** `${schoolId}:${gradeId}:${normalised name}` → the year's students of that grade with that name. */
  studentsByName: Map<string, KnownStudent[]>;
  /** `${organizationId}:${entity}:${sourcedId}` → id (OneRoster sourcedIds seen before). */
  sourceIds: Map<string, number>;
  teachersByEmail: Map<string, KnownTeacher>;
  /** Teacher rows: klass id of `year` → its homeroom teachers now (to warn of a second one; issue 28 item 6). */
  homeroomsByKlass: Map<number, { teacherId: number; name: string; email: string }[]>;
}

/** A name for comparison: NFKC, without spaces (a full-width space and a half-width one are the same in a name). */
export const sameNameKey = (name: string) => name.normalize('NFKC').replace(/\s+/g, '');

/**
 * Loads the target schools' grades, the year's classes and enrollments, their students (for
 * matching by e-mail, OneRoster sourcedId and name), and for teacher rows the teachers whose
 * e-mails the rows name: a handful of queries whatever the row count.
 */
export async function loadRosterContext(db: Database, target: RosterTarget, year: number, emails: string[]): Promise<RosterContext> {
  const schoolIds = target.schools.map((s) => s.id);
  const [yearRows, gradeRows, klassRows, schoolRows] = await concurrently(db, [
    () =>
      db
        .select()
        .from(schoolYears)
        .where(and(inArray(schoolYears.schoolId, schoolIds), eq(schoolYears.year, year))),
    () =>
      db
        .select({ id: grades.id, schoolId: grades.schoolId, name: grades.name, jpGradeCode: gradeCodeMasters.jpGradeCode })
        .from(grades)
        .innerJoin(gradeCodeMasters, eq(gradeCodeMasters.id, grades.gradeCodeMasterId))
        .where(inArray(grades.schoolId, schoolIds)),
    () =>
      db
        .select({ id: klasses.id, schoolId: klasses.schoolId, gradeId: klasses.gradeId, name: klasses.name })
        .from(klasses)
        .innerJoin(schoolYears, eq(schoolYears.id, klasses.schoolYearId))
        .where(and(inArray(klasses.schoolId, schoolIds), eq(schoolYears.year, year))),
    () => db.select({ id: schools.id, organizationId: schools.organizationId }).from(schools).where(inArray(schools.id, schoolIds)),
  ]);
  const ctx: RosterContext = {
    target,
    year,
    organizationIds: new Map(schoolRows.map((s) => [s.id, s.organizationId])),
    schoolYearIds: new Map(yearRows.map((y) => [y.schoolId, y.id])),
    gradeIds: new Map(gradeRows.map((g) => [`${g.schoolId}:${g.name}`, g.id])),
    gradeNames: new Map(gradeRows.map((g) => [g.id, g.name])),
    gradeByJpCode: new Map(gradeRows.filter((g) => g.jpGradeCode).map((g) => [`${g.schoolId}:${g.jpGradeCode}`, g.name])),
    klassIds: new Map(klassRows.map((k) => [`${k.schoolId}:${k.gradeId}:${k.name}`, k.id])),
    klassNames: new Map(klassRows.map((k) => [k.id, k.name])),
    studentsById: new Map(),
    enrolled: new Map(),
    studentEmails: new Map(),
    studentsByName: new Map(),
    sourceIds: new Map(),
    teachersByEmail: new Map(),
    homeroomsByKlass: new Map(),
  };
  const yearIds = yearRows.map((y) => y.id);
  const orgIds = [...new Set(schoolRows.map((s) => s.organizationId))];
  const sources = await db
    .select({
      organizationId: rosterSourceIds.organizationId,
      entity: rosterSourceIds.entity,
      sourcedId: rosterSourceIds.sourcedId,
      entityId: rosterSourceIds.entityId,
    })
    .from(rosterSourceIds)
    .where(inArray(rosterSourceIds.organizationId, orgIds.length > 0 ? orgIds : [-1]));
  for (const s of sources) ctx.sourceIds.set(`${s.organizationId}:${s.entity}:${s.sourcedId}`, s.entityId);
  if (target.kind === 'students') {
    const [all, seats] = await concurrently(db, [
      () =>
        db
          .select({
            studentId: students.id,
            schoolId: students.schoolId,
            name: students.name,
            nameKana: students.nameKana,
            email: students.email,
            passwordHash: students.passwordHash,
          })
          .from(students)
          .where(inArray(students.schoolId, schoolIds)),
      () =>
        yearIds.length === 0
          ? Promise.resolve([])
          : db
              .select({
                enrollmentId: studentEnrollments.id,
                studentId: studentEnrollments.studentId,
                klassId: studentEnrollments.klassId,
                studentNumber: studentEnrollments.studentNumber,
              })
              .from(studentEnrollments)
              .where(inArray(studentEnrollments.schoolYearId, yearIds)),
    ]);
    for (const s of all) ctx.studentsById.set(s.studentId, { ...s, seat: null });
    const klassGrade = new Map(klassRows.map((k) => [k.id, k.gradeId]));
    for (const e of seats) {
      const student = ctx.studentsById.get(e.studentId);
      const gradeId = klassGrade.get(e.klassId);
      if (!student || gradeId === undefined) continue;
      const place = `${ctx.gradeNames.get(gradeId) ?? ''}${ctx.klassNames.get(e.klassId) ?? ''}${e.studentNumber}番`;
      student.seat = { enrollmentId: e.enrollmentId, klassId: e.klassId, gradeId, studentNumber: e.studentNumber, place };
      ctx.enrolled.set(`${e.klassId}:${e.studentNumber}`, student);
      const nameKey = `${student.schoolId}:${gradeId}:${sameNameKey(student.name)}`;
      ctx.studentsByName.set(nameKey, [...(ctx.studentsByName.get(nameKey) ?? []), student]);
    }
    for (const s of ctx.studentsById.values()) if (s.email) ctx.studentEmails.set(`${s.schoolId}:${s.email.toLowerCase()}`, s);
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
    const homerooms =
      yearIds.length === 0
        ? []
        : await db
            .select({ klassId: teacherAssignments.klassId, teacherId: teachers.id, name: teachers.name, email: teachers.email })
            .from(teacherAssignments)
            .innerJoin(teachers, eq(teachers.id, teacherAssignments.teacherId))
            .where(inArray(teacherAssignments.schoolYearId, yearIds));
    for (const h of homerooms)
      ctx.homeroomsByKlass.set(h.klassId, [
        ...(ctx.homeroomsByKlass.get(h.klassId) ?? []),
        { teacherId: h.teacherId, name: h.name, email: h.email.toLowerCase() },
      ]);
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
