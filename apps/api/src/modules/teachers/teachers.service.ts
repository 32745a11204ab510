import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Teacher } from '@sukoyaka/contracts/teachers';
import { klasses, schools, schoolYears, studentEnrollments, students, teacherAssignments, teachers } from '@sukoyaka/db/schema';
import type { Database } from '@sukoyaka/db/client';
import type { TeacherScope } from '../../lib/actor.ts';
import { notFound, unauthorized } from '../../lib/http-errors.ts';
import { currentSchoolYear } from '../schools/schools.service.ts';
import { boardAccessMe } from '../board-access/board-access.service.ts';

/**
 * GET /api/teachers/me: teacher state (spec §3) and this year's homeroom class, if any. Reads the
 * teacher's profile (name, school name) within the scope; the scope itself comes from the actor.
 * @throws 401 when the account is gone.
 */
export async function getTeacherMe(db: Database, scope: TeacherScope): Promise<Teacher> {
  if (scope.boardAccess) return boardAccessMe(db, scope);
  const teacher = await findTeacher(db, scope);
  if (!teacher) throw unauthorized();
  const [homeroom] = scope.schoolYearId ? await homeroomKlasses(db, scope.teacherId, scope.schoolYearId) : [];
  return {
    id: teacher.id,
    name: teacher.name,
    schoolName: teacher.schoolName,
    schoolCode: teacher.schoolCode,
    admin: scope.admin,
    homeroom: homeroom ?? null,
  };
}

/**
 * A student the teacher may act on: of the scope's school and enrolled in the current school
 * year in one of the scope's classes (every class for an admin teacher, the homeroom classes for
 * a class teacher). No account is re-read: the scope was resolved once per request (decision 017).
 * @throws 404 for anyone else (another school's id looks exactly like an unknown one).
 */
export async function assertVisibleStudent(db: Database, scope: TeacherScope, studentId: number): Promise<void> {
  const [row] =
    scope.schoolYearId && scope.klassIds.length
      ? await db
          .select({ id: studentEnrollments.studentId })
          .from(studentEnrollments)
          .innerJoin(students, eq(students.id, studentEnrollments.studentId))
          .where(
            and(
              eq(studentEnrollments.studentId, studentId),
              eq(studentEnrollments.schoolYearId, scope.schoolYearId),
              inArray(studentEnrollments.klassId, scope.klassIds),
              eq(students.schoolId, scope.schoolId),
            ),
          )
          .limit(1)
      : [];
  if (!row) throw notFound();
}

/** The scope's current school year (its 年度 number). @throws 404 when the school has none. */
export async function scopeSchoolYear(db: Database, scope: TeacherScope): Promise<{ id: number; year: number }> {
  const [row] = scope.schoolYearId
    ? await db
        .select({ id: schoolYears.id, year: schoolYears.year })
        .from(schoolYears)
        .where(and(eq(schoolYears.id, scope.schoolYearId), eq(schoolYears.schoolId, scope.schoolId)))
        .limit(1)
    : [];
  if (!row) throw notFound();
  return row;
}

/** Where a teacher's dashboard may look: a teacher scope with a current school year and at least one class. */
export interface DashboardScope extends TeacherScope {
  schoolYearId: number;
}

/**
 * The scope of a dashboard query: the teacher's scope narrowed to `klassId` when given (pure; no
 * query). Null when there is nothing to show (no school year or no class).
 * @throws 404 for a klassId the teacher may not see.
 */
export function dashboardScope(scope: TeacherScope, klassId?: number): DashboardScope | null {
  const klassIds = klassId ? scope.klassIds.filter((k) => k === klassId) : scope.klassIds;
  if (klassId && klassIds.length === 0) throw notFound();
  return scope.schoolYearId !== null && klassIds.length ? { ...scope, schoolYearId: scope.schoolYearId, klassIds } : null;
}

/**
 * What the auth plugin needs to build a TeacherActor (lib/actor.ts): the admin flag, the current
 * school year and the classes the teacher may see in it. Null when the account is gone.
 * Three indexed reads, once per teacher request.
 */
export async function resolveTeacherReach(
  db: Database,
  teacherId: number,
): Promise<{ admin: boolean; schoolId: number; schoolYearId: number | null; klassIds: number[] } | null> {
  const teacher = await findTeacherAccount(db, teacherId);
  if (!teacher) return null;
  const year = await currentSchoolYear(db, teacher.schoolId);
  const klassIds = year ? await visibleKlassIds(db, teacher, year.id) : [];
  return { admin: teacher.admin, schoolId: teacher.schoolId, schoolYearId: year?.id ?? null, klassIds };
}

/**
 * The account behind a token: its school and admin flag. Only the auth plugin calls this, once
 * per teacher request, to build the actor (decision 017); services take the resulting scope.
 */
export async function findTeacherAccount(db: Database, teacherId: number) {
  const [row] = await db
    .select({ id: teachers.id, admin: teachers.admin, schoolId: teachers.schoolId })
    .from(teachers)
    .where(eq(teachers.id, teacherId))
    .limit(1);
  return row ?? null;
}

/** The scope's teacher's profile: name and school (for /me and "processed by" answers). Null when the account is gone. */
export async function findTeacher(db: Database, scope: { teacherId: number; schoolId: number }) {
  const [row] = await db
    .select({ id: teachers.id, name: teachers.name, schoolName: schools.name, schoolCode: schools.code })
    .from(teachers)
    .innerJoin(schools, eq(schools.id, teachers.schoolId))
    .where(and(eq(teachers.id, scope.teacherId), eq(teachers.schoolId, scope.schoolId)))
    .limit(1);
  return row ?? null;
}

/** The teacher's homeroom classes (担任) in a school year, in display order. */
export async function homeroomKlasses(db: Database, teacherId: number, schoolYearId: number) {
  return db
    .select({ klassId: klasses.id, gradeId: klasses.gradeId })
    .from(teacherAssignments)
    .innerJoin(klasses, eq(klasses.id, teacherAssignments.klassId))
    .where(and(eq(teacherAssignments.teacherId, teacherId), eq(teacherAssignments.schoolYearId, schoolYearId)))
    .orderBy(asc(klasses.sortOrder));
}

/**
 * The klass ids a teacher may see in a school year: every class of the school for an admin
 * teacher, the homeroom classes otherwise.
 */
export async function visibleKlassIds(db: Database, teacher: { id: number; schoolId: number; admin: boolean }, schoolYearId: number): Promise<number[]> {
  if (teacher.admin) {
    const rows = await db
      .select({ id: klasses.id })
      .from(klasses)
      .where(and(eq(klasses.schoolId, teacher.schoolId), eq(klasses.schoolYearId, schoolYearId)));
    return rows.map((r) => r.id);
  }
  return (await homeroomKlasses(db, teacher.id, schoolYearId)).map((h) => h.klassId);
}
