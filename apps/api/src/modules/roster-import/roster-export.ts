import { and, asc, eq } from 'drizzle-orm';
import type { RosterKind, RosterRow } from '@sukoyaka/contracts/roster-import';
import type { Database } from '@sukoyaka/db/client';
import { grades, klasses, schoolYears, schools, studentEnrollments, students, teacherAssignments, teachers } from '@sukoyaka/db/schema';
import type { SchoolScope } from '../../lib/actor.ts';
import { buildRosterWorkbook } from './roster-workbook.ts';

/**
 * GET /api/teachers/students/export and /api/teachers/settings/export (spec §7): the school's
 * students enrolled in `year` (grade, class, number order) or its teachers with their homeroom
 * class of `year`, as .xlsx in the import template's layout (edit and import back). Cells that start
 * with = + - @ are neutralised (CSV/Excel injection); passwords are never exported.
 */
export async function exportRoster(db: Database, scope: SchoolScope, kind: RosterKind, year: number): Promise<Buffer> {
  const [school] = await db.select({ code: schools.code }).from(schools).where(eq(schools.id, scope.schoolId));
  const code = school?.code ?? '';
  let rows: RosterRow[];
  if (kind === 'students') {
    const list = await db
      .select({
        grade: grades.name,
        klass: klasses.name,
        number: studentEnrollments.studentNumber,
        name: students.name,
        kana: students.nameKana,
        email: students.email,
      })
      .from(studentEnrollments)
      .innerJoin(students, eq(students.id, studentEnrollments.studentId))
      .innerJoin(klasses, eq(klasses.id, studentEnrollments.klassId))
      .innerJoin(grades, eq(grades.id, klasses.gradeId))
      .innerJoin(schoolYears, eq(schoolYears.id, studentEnrollments.schoolYearId))
      .where(and(eq(students.schoolId, scope.schoolId), eq(schoolYears.year, year)))
      .orderBy(asc(grades.sortOrder), asc(klasses.sortOrder), asc(klasses.name), asc(studentEnrollments.studentNumber));
    rows = list.map((s) => ({
      schoolCode: code,
      grade: s.grade,
      klass: s.klass,
      studentNumber: String(s.number),
      name: s.name,
      nameKana: s.kana ?? '',
      email: s.email ?? '',
    }));
  } else {
    const list = await db
      .select({ name: teachers.name, email: teachers.email, admin: teachers.admin, grade: grades.name, klass: klasses.name })
      .from(teachers)
      .leftJoin(schoolYears, and(eq(schoolYears.schoolId, teachers.schoolId), eq(schoolYears.year, year)))
      .leftJoin(teacherAssignments, and(eq(teacherAssignments.teacherId, teachers.id), eq(teacherAssignments.schoolYearId, schoolYears.id)))
      .leftJoin(klasses, eq(klasses.id, teacherAssignments.klassId))
      .leftJoin(grades, eq(grades.id, klasses.gradeId))
      .where(eq(teachers.schoolId, scope.schoolId))
      .orderBy(asc(teachers.id));
    rows = list.map((t) => ({ schoolCode: code, name: t.name, email: t.email, admin: t.admin ? '○' : '', grade: t.grade ?? '', klass: t.klass ?? '' }));
  }
  return buildRosterWorkbook(kind, rows);
}
