import { and, asc, eq } from 'drizzle-orm';
import type { ParentChild } from '@sukoyaka/contracts/parents';
import type { Database } from '@sukoyaka/db/client';
import { grades, klasses, parentStudents, studentEnrollments, students } from '@sukoyaka/db/schema';
import { currentSchoolYear } from '../schools/schools.service.ts';
import { studentInKlass } from '../students/students.service.ts';

/**
 * GET /api/parents/student: the children this parent account covers (siblings at one school,
 * docs/decisions/005-parent-sign-in.md), with this year's grade, class and number.
 */
export async function listParentChildren(db: Database, scope: { parentId: number; schoolId: number }): Promise<ParentChild[]> {
  const year = await currentSchoolYear(db, scope.schoolId);
  if (!year) return [];
  return db
    .select({
      ...studentInKlass,
    })
    .from(parentStudents)
    .innerJoin(students, and(eq(students.id, parentStudents.studentId), eq(students.schoolId, scope.schoolId)))
    .innerJoin(studentEnrollments, and(eq(studentEnrollments.studentId, students.id), eq(studentEnrollments.schoolYearId, year.id)))
    .innerJoin(klasses, eq(klasses.id, studentEnrollments.klassId))
    .innerJoin(grades, eq(grades.id, klasses.gradeId))
    .where(eq(parentStudents.parentId, scope.parentId))
    .orderBy(asc(grades.sortOrder), asc(students.id));
}
