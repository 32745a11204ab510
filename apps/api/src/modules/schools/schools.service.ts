import type { SchoolInfo, StudentSchoolSettings } from '@sukoyaka/contracts/schools';
import type { Database } from '@sukoyaka/db/client';
import { messages, notFound } from '../../lib/http-errors.ts';
import { currentSchoolYear, findSchoolByCode, findSchoolById, gradesWithKlasses } from './schools.queries.ts';

// The module's public surface for other modules (they meet through the service).
export { currentSchoolYear, findSchoolByCode, findSchoolById };

/**
 * GET /api/schools/show_school_info (spec §7 Schools): the public facts a login page needs.
 * @throws 404 with the spec §8 "school code is invalid" message for an unknown code.
 */
export async function getSchoolInfo(db: Database, code: string): Promise<SchoolInfo> {
  const school = await findSchoolByCode(db, code);
  if (!school) throw notFound(messages.invalidSchoolCode);
  const year = await currentSchoolYear(db, school.id);
  const grades = year ? await gradesWithKlasses(db, school.id, year.id) : [];
  return { code: school.code, name: school.name, schoolType: school.schoolType, grades };
}

/** GET /api/students/school_settings: the flags a pupil's screens depend on. */
export async function getStudentSchoolSettings(db: Database, schoolId: number): Promise<StudentSchoolSettings> {
  const school = await findSchoolById(db, schoolId);
  if (!school) throw notFound();
  return { enableConditionSkip: school.enableConditionSkip, linkStopIt: school.linkStopIt };
}

/** GET /api/teachers/grade_klasses: the school's grades with this year's classes. */
export async function listGradeKlasses(db: Database, schoolId: number) {
  const year = await currentSchoolYear(db, schoolId);
  return year ? gradesWithKlasses(db, schoolId, year.id) : [];
}
