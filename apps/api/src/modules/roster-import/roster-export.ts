import { and, asc, eq, inArray } from 'drizzle-orm';
import type { RosterKind, RosterRow } from '@sukoyaka/contracts/roster-import';
import type { Database } from '@sukoyaka/db/client';
import { grades, klasses, schoolYears, schools, studentEnrollments, students, teacherAssignments, teachers } from '@sukoyaka/db/schema';
import type { SchoolScope } from '../../lib/actor.ts';
import { excelFileName, type DownloadFile } from '../../lib/workbook.ts';
import type { RosterSchool } from './roster-context.ts';
import { ROSTER_SHEETS, rosterWorkbook } from './roster-workbook.ts';

/**
 * GET /api/teachers/students/export and /api/teachers/settings/export (spec §7): the school's
 * students enrolled in `year` (grade, class, number order) or its teachers with their homeroom
 * class of `year`, as .xlsx in the import template's layout (edit and import back), named 児童生徒名簿 or
 * 教職員名簿 + YYMMDD_hhmm; 学校コード is the MEXT 学校コード when the board has set it (decision 046).
 * Cells that start with = + - @ are neutralised (CSV/Excel injection); passwords are never exported.
 * The rows are read before the file streams (inside the caller's transaction).
 */
export async function exportRoster(db: Database, scope: SchoolScope, kind: RosterKind, year: number, now = new Date()): Promise<DownloadFile> {
  const [school] = await db.select({ code: schools.code, mextSchoolCode: schools.mextSchoolCode }).from(schools).where(eq(schools.id, scope.schoolId));
  // The MEXT 学校コード when the board has set it (decision 046): the import takes either code.
  const code = school?.mextSchoolCode ?? school?.code ?? '';
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
    rows = await teacherRosterRows(db, [{ id: scope.schoolId, code: school?.code ?? '', mextSchoolCode: school?.mextSchoolCode }], year);
  }
  return rosterWorkbook(kind, excelFileName(ROSTER_SHEETS[kind], now), rows);
}

/**
 * The teachers of `schools` as teacher-template rows (学校コード: the MEXT one when set, else the
 * URL code; 氏名, e-mail, 管理者 ○, the homeroom
 * grade and class of `year`), by school (in the order given) then id. Shared by the school's
 * settings/export and the board's organization/export (issue 14).
 */
export async function teacherRosterRows(db: Database, list: RosterSchool[], year: number): Promise<RosterRow[]> {
  if (list.length === 0) return [];
  const codes = new Map(list.map((s, i) => [s.id, { code: s.mextSchoolCode ?? s.code, order: i }]));
  const found = await db
    .select({
      schoolId: teachers.schoolId,
      id: teachers.id,
      name: teachers.name,
      email: teachers.email,
      admin: teachers.admin,
      grade: grades.name,
      klass: klasses.name,
    })
    .from(teachers)
    .leftJoin(schoolYears, and(eq(schoolYears.schoolId, teachers.schoolId), eq(schoolYears.year, year)))
    .leftJoin(teacherAssignments, and(eq(teacherAssignments.teacherId, teachers.id), eq(teacherAssignments.schoolYearId, schoolYears.id)))
    .leftJoin(klasses, eq(klasses.id, teacherAssignments.klassId))
    .leftJoin(grades, eq(grades.id, klasses.gradeId))
    .where(inArray(teachers.schoolId, [...codes.keys()]))
    .orderBy(asc(teachers.id));
  found.sort((a, b) => codes.get(a.schoolId)!.order - codes.get(b.schoolId)!.order);
  return found.map((t) => ({
    schoolCode: codes.get(t.schoolId)!.code,
    name: t.name,
    email: t.email,
    admin: t.admin ? '○' : '',
    grade: t.grade ?? '',
    klass: t.klass ?? '',
  }));
}
