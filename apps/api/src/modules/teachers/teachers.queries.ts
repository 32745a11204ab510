import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@sukoyaka/db/client';
import { klasses, schools, teacherAssignments, teachers } from '@sukoyaka/db/schema';

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
