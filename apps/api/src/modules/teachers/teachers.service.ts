import type { Teacher } from '@sukoyaka/contracts/teachers';
import type { Database } from '@sukoyaka/db/client';
import { unauthorized } from '../../lib/http-errors.ts';
import { currentSchoolYear } from '../schools/schools.service.ts';
import { findTeacher, homeroomKlasses } from './teachers.queries.ts';

// The module's public surface for other modules (they meet through the service).
export { findTeacher, homeroomKlasses, type TeacherRow } from './teachers.queries.ts';

/** GET /api/teachers/me: teacher state (spec §3) and this year's homeroom class, if any. */
export async function getTeacherMe(db: Database, teacherId: number): Promise<Teacher> {
  const teacher = await findTeacher(db, teacherId);
  if (!teacher) throw unauthorized();
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
