import { and, asc, desc, eq, lte } from 'drizzle-orm';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import type { Grade } from '@sukoyaka/contracts/schools';
import type { Database } from '@sukoyaka/db/client';
import { grades, klasses, schools, schoolYears } from '@sukoyaka/db/schema';

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
