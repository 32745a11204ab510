import type { Student } from '@sukoyaka/contracts/students';
import type { Database } from '@sukoyaka/db/client';
import type { StudentScope } from '../../lib/actor.ts';
import { messages, notFound } from '../../lib/http-errors.ts';
import { currentSchoolYear } from '../schools/schools.service.ts';
import { findStudentProfile } from './students.queries.ts';

export { findEnrolledStudent, findEnrolledStudentByEmail, findStudentById } from './students.queries.ts';

/**
 * GET /api/students/me (spec §3 Student, §4 state check on mount).
 * @throws 404 when the student has no class this school year.
 */
export async function getStudentMe(db: Database, scope: StudentScope): Promise<Student> {
  const year = await currentSchoolYear(db, scope.schoolId);
  const profile = year ? await findStudentProfile(db, scope, year.id) : null;
  if (!profile) throw notFound(messages.noKlass);
  return profile;
}
