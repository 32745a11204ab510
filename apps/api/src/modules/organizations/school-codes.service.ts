import { and, eq, ne } from 'drizzle-orm';
import type { SchoolCodes } from '@sukoyaka/contracts/local-government';
import { mextSchoolCodeProblem } from '@sukoyaka/contracts/school-types';
import type { Database } from '@sukoyaka/db/client';
import { schools } from '@sukoyaka/db/schema';
import type { OrganizationScope } from '../../lib/actor.ts';
import { unprocessable } from '../../lib/http-errors.ts';
import { organizationSchool } from '../board-figures/organization-schools.service.ts';

/**
 * POST /api/local_governments/schools/{id}/mext_school_code (issue 23 item 2, decision 046): the
 * board sets (or with '' clears) a school's MEXT 学校コード, which OneRoster files name the school by.
 * The code's format and check digit are checked by the body schema; here its 学校種 must be the
 * school's type (B1 小学校, C1 中学校, C2 義務教育学校, E1 特別支援学校, D1 高等学校) and no other
 * school may have it.
 * @throws 404 a school of another board; 422 another type's code, or a code another school has.
 */
export async function setMextSchoolCode(db: Database, scope: OrganizationScope, schoolId: number, code: string): Promise<SchoolCodes> {
  const school = await organizationSchool(db, scope, schoolId);
  const value = code || null;
  if (value) {
    const problem = mextSchoolCodeProblem(value, school.schoolType);
    if (problem) throw unprocessable(problem, { mextSchoolCode: [problem] });
    const [taken] = await db
      .select({ name: schools.name })
      .from(schools)
      .where(and(eq(schools.mextSchoolCode, value), ne(schools.id, school.id)));
    if (taken) {
      // Another board's school is not named: only that this code is in use.
      const message = 'この学校コードはほかの学校に登録されています。学校コードを確かめてください';
      throw unprocessable(message, { mextSchoolCode: [message] });
    }
  }
  await db.update(schools).set({ mextSchoolCode: value, updatedAt: new Date() }).where(eq(schools.id, school.id));
  return { id: school.id, code: school.code, name: school.name, mextSchoolCode: value };
}
