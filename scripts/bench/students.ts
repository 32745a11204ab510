import { asc, eq } from 'drizzle-orm';
import type { Database } from '@sukoyaka/db/client';
import { schools, students } from '@sukoyaka/db/schema';
import { issueToken } from '../../apps/api/src/modules/auth/tokens.service.ts';

/** The headers one student's device sends (spec §7 token headers) plus the student's id. */
export interface StudentCredentials {
  studentId: number;
  schoolCode: string;
  accessToken: string;
  client: string;
  uid: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Signs in every student of the database without the sign-in route: one token each, issued
 * directly with issueToken (the route would measure argon2, not the check-in). Ordered by id.
 * `concurrency` parallel inserts (PostgreSQL gains from a few; PGlite runs them one by one anyway).
 */
export async function issueStudentTokens(db: Database, concurrency = 16): Promise<StudentCredentials[]> {
  const rows = await db
    .select({ id: students.id, schoolId: students.schoolId, schoolCode: schools.code })
    .from(students)
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .orderBy(asc(students.id));
  const result: StudentCredentials[] = new Array(rows.length);
  for (let start = 0; start < rows.length; start += concurrency) {
    const batch = rows.slice(start, start + concurrency);
    await Promise.all(
      batch.map(async (row, i) => {
        const uid = `student-${row.id}`;
        const token = await issueToken(db, { accountType: 'student', accountId: row.id, uid, schoolId: row.schoolId }, DAY_MS);
        result[start + i] = { studentId: row.id, schoolCode: row.schoolCode, accessToken: token.accessToken, client: token.client, uid };
      }),
    );
  }
  return result;
}
