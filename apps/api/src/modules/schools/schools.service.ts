import { and, asc, desc, eq, lte, sql } from 'drizzle-orm';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import { ANONYMOUS_REPORTING_URL, type Grade, type SchoolInfo, type StudentSchoolSettings } from '@sukoyaka/contracts/schools';
import { grades, klasses, schools, schoolYears, studentEnrollments, teacherAssignments, teachers } from '@sukoyaka/db/schema';
import type { Database } from '@sukoyaka/db/client';
import type { SchoolScope, StudentScope } from '../../lib/actor.ts';
import { messages, notFound } from '../../lib/http-errors.ts';

/**
 * GET /api/schools/show_school_info (spec §7 Schools): the public facts a login page needs (the
 * route adds signInProviders, the server's configuration and the board's choice).
 * @throws 404 with the spec §8 "school code is invalid" message for an unknown code.
 */
export async function getSchoolInfo(db: Database, code: string): Promise<Omit<SchoolInfo, 'signInProviders'> & { organizationId: number }> {
  const school = await findSchoolByCode(db, code);
  if (!school) throw notFound(messages.invalidSchoolCode);
  const year = await currentSchoolYear(db, school.id);
  const grades = year ? await gradesWithKlasses(db, school.id, year.id) : [];
  return { code: school.code, name: school.name, schoolType: school.schoolType, grades, organizationId: school.organizationId };
}

/**
 * GET /api/students/school_settings: the flags a student's screens depend on, and who sees what the
 * pupil records (issue 25 item 6): `homeroom` — the pupil's class has a homeroom teacher this
 * school year whose sign-in is not stopped; `admins` — the school has such an admin teacher (they
 * see every class). One statement with the school row.
 */
export async function getStudentSchoolSettings(db: Database, scope: StudentScope): Promise<StudentSchoolSettings> {
  const [row] = await db
    .select({
      enableConditionSkip: schools.enableConditionSkip,
      linkStopIt: schools.linkStopIt,
      homeroom: sql<boolean>`exists (select 1 from ${studentEnrollments} e
        join ${teacherAssignments} ta on ta.klass_id = e.klass_id and ta.school_year_id = e.school_year_id
        join ${teachers} t on t.id = ta.teacher_id and not t.sign_in_stopped
        where e.student_id = ${scope.studentId}
          and e.school_year_id = (select max(e2.school_year_id) from ${studentEnrollments} e2 where e2.student_id = ${scope.studentId}))`,
      admins: sql<boolean>`exists (select 1 from ${teachers} t where t.school_id = ${scope.schoolId} and t.admin and not t.sign_in_stopped)`,
    })
    .from(schools)
    .where(eq(schools.id, scope.schoolId));
  if (!row) throw notFound();
  return { enableConditionSkip: row.enableConditionSkip, linkStopIt: row.linkStopIt, whoSees: { homeroom: row.homeroom, admins: row.admins } };
}

/** GET /api/teachers/grade_klasses: the school's grades with this year's classes. */
export async function listGradeKlasses(db: Database, scope: SchoolScope) {
  const year = await currentSchoolYear(db, scope.schoolId);
  return year ? gradesWithKlasses(db, scope.schoolId, year.id) : [];
}

/** GET /api/students/access_code: the anonymous contact route, only when the school links it. */
export async function getAccessCode(db: Database, scope: SchoolScope) {
  const school = await findSchoolById(db, scope.schoolId);
  if (!school) throw notFound();
  const linked = school.linkStopIt && !!school.anonymousAccessCode;
  return { linkStopIt: linked, accessCode: linked ? school.anonymousAccessCode : null, url: linked ? ANONYMOUS_REPORTING_URL : null };
}

/** The school flags teachers read (schools/link_stop_it, enable_condition_skip). */
export async function getSchoolFlags(db: Database, scope: SchoolScope) {
  const school = await findSchoolById(db, scope.schoolId);
  if (!school) throw notFound();
  return { linkStopIt: school.linkStopIt, accessCode: school.anonymousAccessCode, enableConditionSkip: school.enableConditionSkip };
}

/** Updates school flags (admin teachers only; the route declares `admin`). */
export async function updateSchoolFlags(
  db: Database,
  scope: SchoolScope,
  flags: { linkStopIt?: boolean; accessCode?: string | null; enableConditionSkip?: boolean },
) {
  await db
    .update(schools)
    .set({
      ...(flags.linkStopIt !== undefined ? { linkStopIt: flags.linkStopIt } : {}),
      ...(flags.accessCode !== undefined ? { anonymousAccessCode: flags.accessCode || null } : {}),
      ...(flags.enableConditionSkip !== undefined ? { enableConditionSkip: flags.enableConditionSkip } : {}),
      updatedAt: new Date(),
    })
    .where(eq(schools.id, scope.schoolId));
  return getSchoolFlags(db, scope);
}

/** The scope's school name (for mail texts). @throws 404 when the school is gone. */
export async function getSchoolName(db: Database, scope: SchoolScope): Promise<string> {
  const school = await findSchoolById(db, scope.schoolId);
  if (!school) throw notFound();
  return school.name;
}

export type SchoolRow = typeof schools.$inferSelect;

export async function findSchoolByCode(db: Database, code: string): Promise<SchoolRow | null> {
  const [row] = await db.select().from(schools).where(eq(schools.code, code)).limit(1);
  return row ?? null;
}

export async function findSchoolById(db: Database, id: number): Promise<SchoolRow | null> {
  const [row] = await db.select().from(schools).where(eq(schools.id, id)).limit(1);
  return row ?? null;
}

/**
 * The school year a school works in now: the newest of its years that has begun (年度 ≤ this
 * Japan-time fiscal year). In early April, before next year's classes are set up, that is still
 * last year's, so students can keep checking in.
 */
export async function currentSchoolYear(db: Database, schoolId: number, now = new Date()): Promise<{ id: number; year: number } | null> {
  const [row] = await db
    .select({ id: schoolYears.id, year: schoolYears.year })
    .from(schoolYears)
    .where(and(eq(schoolYears.schoolId, schoolId), lte(schoolYears.year, schoolYearOf(now))))
    .orderBy(desc(schoolYears.year))
    .limit(1);
  return row ?? null;
}

/** Grades of a school with their classes of one school year, in display order. */
export async function gradesWithKlasses(db: Database, schoolId: number, schoolYearId: number): Promise<Grade[]> {
  const rows = await db
    .select({ gradeId: grades.id, gradeName: grades.name, klassId: klasses.id, klassName: klasses.name })
    .from(grades)
    .innerJoin(klasses, and(eq(klasses.gradeId, grades.id), eq(klasses.schoolYearId, schoolYearId)))
    .where(eq(grades.schoolId, schoolId))
    .orderBy(asc(grades.sortOrder), asc(klasses.sortOrder));
  const byGrade = new Map<number, Grade>();
  for (const r of rows) {
    const grade = byGrade.get(r.gradeId) ?? { id: r.gradeId, name: r.gradeName, klasses: [] };
    grade.klasses.push({ id: r.klassId, name: r.klassName });
    byGrade.set(r.gradeId, grade);
  }
  return [...byGrade.values()];
}
