import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@sukoyaka/db/client';
import { klasses, schools, teacherAssignments, teachers } from '@sukoyaka/db/schema';

/** A teacher with their school. */
export async function findTeacher(db: Database, teacherId: number) {
  const [row] = await db
    .select({
      id: teachers.id,
      name: teachers.name,
      admin: teachers.admin,
      schoolId: teachers.schoolId,
      schoolName: schools.name,
      schoolCode: schools.code,
      enabledProcessedSos: schools.enabledProcessedSos,
    })
    .from(teachers)
    .innerJoin(schools, eq(schools.id, teachers.schoolId))
    .where(eq(teachers.id, teacherId))
    .limit(1);
  return row ?? null;
}
export type TeacherRow = NonNullable<Awaited<ReturnType<typeof findTeacher>>>;

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
