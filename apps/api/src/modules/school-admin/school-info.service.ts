import { and, asc, eq } from 'drizzle-orm';
import type { FullSchoolInfo } from '@sukoyaka/contracts/school-admin';
import type { Database } from '@sukoyaka/db/client';
import { grades, klasses, schools, studentEnrollments } from '@sukoyaka/db/schema';
import type { OrganizationScope, SchoolScope, StudentScope } from '../../lib/actor.ts';
import { notFound } from '../../lib/http-errors.ts';
import { currentSchoolYear, findSchoolById } from '../schools/schools.service.ts';

/** Which of the school's two sentences (settings/sos_sentences, settings/standby_sentences). */
export type SentenceKind = 'sos' | 'standby';

/** GET /api/teachers/sos_sentences, standby_sentences: the stored sentence, null for the default. */
export async function getSentence(db: Database, scope: SchoolScope, kind: SentenceKind): Promise<{ sentence: string | null }> {
  const school = await findSchoolById(db, scope.schoolId);
  if (!school) throw notFound();
  return { sentence: kind === 'sos' ? school.sosSentence : school.standbySentence };
}

/** POST …: stores the sentence (already checked and normalised by the body schema); null returns to the default. */
export async function saveSentence(db: Database, scope: SchoolScope, kind: SentenceKind, sentence: string | null) {
  await db
    .update(schools)
    .set({ ...(kind === 'sos' ? { sosSentence: sentence } : { standbySentence: sentence }), updatedAt: new Date() })
    .where(eq(schools.id, scope.schoolId));
  return getSentence(db, scope, kind);
}

const summary = (s: { id: number; code: string; name: string; schoolType: string }) => ({ id: s.id, code: s.code, name: s.name, schoolType: s.schoolType });

/**
 * GET /api/schools/{id} (every role, spec §7 Schools): the caller's own school, or for a board user
 * (OrganizationScope) a school of its board; any other id is 404, so ids reveal nothing.
 */
export async function getOwnSchool(db: Database, scope: SchoolScope | OrganizationScope, id: number) {
  const school = await findSchoolById(db, id);
  const reachable = 'schoolId' in scope ? id === scope.schoolId : school?.organizationId === scope.organizationId;
  if (!school || !reachable) throw notFound();
  return summary(school);
}

/**
 * GET /api/teachers/schools/list_by_local_government: the schools of the teacher's board of
 * education (for choosing a graduate's next school), own school first, then by name.
 */
export async function listBoardSchools(db: Database, scope: SchoolScope) {
  const school = await findSchoolById(db, scope.schoolId);
  if (!school) throw notFound();
  const rows = await db.select().from(schools).where(eq(schools.organizationId, school.organizationId)).orderBy(asc(schools.name));
  return rows.map((s) => ({ ...summary(s), own: s.id === school.id })).sort((a, b) => Number(b.own) - Number(a.own));
}

/**
 * GET /api/schools/show_full_school_info (every role with a school, spec §7 Schools): the school as
 * the student screens show it, the flags and the SOS and standby sentences (null: the screen's
 * default wording); for a student (StudentScope) also their grade and class this year, else null.
 */
export async function getFullSchoolInfo(db: Database, scope: StudentScope | SchoolScope): Promise<FullSchoolInfo> {
  const school = await findSchoolById(db, scope.schoolId);
  if (!school) throw notFound();
  const year = await currentSchoolYear(db, scope.schoolId);
  const [enrollment] =
    year && 'studentId' in scope
      ? await db
          .select({ gradeName: grades.name, klassName: klasses.name })
          .from(studentEnrollments)
          .innerJoin(klasses, eq(klasses.id, studentEnrollments.klassId))
          .innerJoin(grades, eq(grades.id, klasses.gradeId))
          .where(and(eq(studentEnrollments.studentId, scope.studentId), eq(studentEnrollments.schoolYearId, year.id)))
      : [];
  return {
    ...summary(school),
    gradeName: enrollment?.gradeName ?? null,
    klassName: enrollment?.klassName ?? null,
    enableConditionSkip: school.enableConditionSkip,
    linkStopIt: school.linkStopIt,
    sosSentence: school.sosSentence,
    standbySentence: school.standbySentence,
  };
}
