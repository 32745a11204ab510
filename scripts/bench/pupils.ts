import { asc, eq } from 'drizzle-orm';
import type { Database } from '@sukoyaka/db/client';
import { schools, students } from '@sukoyaka/db/schema';
import { issueToken } from '../../apps/api/src/modules/auth/tokens.ts';

/** The headers one pupil's device sends (spec §7 token headers) plus the pupil's id. */
export interface PupilCredentials {
  studentId: number;
  schoolCode: string;
  accessToken: string;
  client: string;
  uid: string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Signs in every pupil of the database without the sign-in route: one token each, issued
 * directly with issueToken (the route would measure argon2, not the check-in). Ordered by id.
 * `concurrency` parallel inserts (PostgreSQL gains from a few; PGlite runs them one by one anyway).
 */
export async function issuePupilTokens(db: Database, concurrency = 16): Promise<PupilCredentials[]> {
  const rows = await db
    .select({ id: students.id, schoolId: students.schoolId, schoolCode: schools.code })
    .from(students)
    .innerJoin(schools, eq(schools.id, students.schoolId))
    .orderBy(asc(students.id));
  const result: PupilCredentials[] = new Array(rows.length);
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
