import { and, eq, inArray } from 'drizzle-orm';
import type { Teacher } from '@sukoyaka/contracts/teachers';
import { studentEnrollments, students } from '@sukoyaka/db/schema';
import type { Database } from '@sukoyaka/db/client';
import { forbidden, notFound, unauthorized } from '../../lib/http-errors.ts';
import { currentSchoolYear } from '../schools/schools.service.ts';
import { findTeacher, homeroomKlasses, visibleKlassIds, type TeacherRow } from './teachers.queries.ts';

// The module's public surface for other modules (they meet through the service).
export { findTeacher, homeroomKlasses, visibleKlassIds, type TeacherRow } from './teachers.queries.ts';

/** GET /api/teachers/me: teacher state (spec §3) and this year's homeroom class, if any. */
export async function getTeacherMe(db: Database, teacherId: number): Promise<Teacher> {
  const teacher = await requireTeacher(db, teacherId);
  const year = await currentSchoolYear(db, teacher.schoolId);
  const [homeroom] = year ? await homeroomKlasses(db, teacher.id, year.id) : [];
  return {
    id: teacher.id,
    name: teacher.name,
    schoolName: teacher.schoolName,
    schoolCode: teacher.schoolCode,
    admin: teacher.admin,
    homeroom: homeroom ?? null,
  };
}

/** The signed-in teacher with their school. @throws 401 when the account is gone. */
export async function requireTeacher(db: Database, teacherId: number): Promise<TeacherRow> {
  const teacher = await findTeacher(db, teacherId);
  if (!teacher) throw unauthorized();
  return teacher;
}

/**
 * A student the teacher may act on: of the teacher's school and, for a class teacher, enrolled
 * this year in one of their homeroom classes.
 * @throws 404 for anyone else (another school's id looks exactly like an unknown one).
 */
export async function assertVisibleStudent(db: Database, teacher: TeacherRow, studentId: number): Promise<void> {
  const year = await currentSchoolYear(db, teacher.schoolId);
  if (!year) throw notFound();
  const klassIds = await visibleKlassIds(db, teacher, year.id);
  const [row] = klassIds.length
    ? await db
        .select({ id: studentEnrollments.studentId })
        .from(studentEnrollments)
        .innerJoin(students, eq(students.id, studentEnrollments.studentId))
        .where(
          and(
            eq(studentEnrollments.studentId, studentId),
            eq(studentEnrollments.schoolYearId, year.id),
            inArray(studentEnrollments.klassId, klassIds),
            eq(students.schoolId, teacher.schoolId),
          ),
        )
        .limit(1)
    : [];
  if (!row) throw notFound();
}

/**
 * The signed-in teacher, who must be an admin teacher: school settings are theirs to change
 * (docs/decisions/006-roles.md). @throws 403 for a class teacher.
 */
export async function requireAdminTeacher(db: Database, teacherId: number): Promise<TeacherRow> {
  const teacher = await requireTeacher(db, teacherId);
  if (!teacher.admin) throw forbidden('学校の設定は管理者の先生だけが変更できます。');
  return teacher;
}

/** Where a teacher's dashboard may look: this school year and the classes they may see. */
export interface DashboardScope {
  teacher: TeacherRow;
  schoolYearId: number;
  klassIds: number[];
}

/**
 * The scope of a dashboard query: the classes the teacher may see, narrowed to `klassId` when
 * given. Null when there is nothing to show (no school year or no class).
 * @throws 404 for a klassId the teacher may not see.
 */
export async function dashboardScope(db: Database, teacherId: number, klassId?: number): Promise<DashboardScope | null> {
  const teacher = await requireTeacher(db, teacherId);
  const year = await currentSchoolYear(db, teacher.schoolId);
  const visible = year ? await visibleKlassIds(db, teacher, year.id) : [];
  const klassIds = klassId ? visible.filter((k) => k === klassId) : visible;
  if (klassId && klassIds.length === 0) throw notFound();
  return year && klassIds.length ? { teacher, schoolYearId: year.id, klassIds } : null;
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
  const teacher = await findTeacher(db, teacherId);
  if (!teacher) return null;
  const year = await currentSchoolYear(db, teacher.schoolId);
  const klassIds = year ? await visibleKlassIds(db, teacher, year.id) : [];
  return { admin: teacher.admin, schoolId: teacher.schoolId, schoolYearId: year?.id ?? null, klassIds };
}
