import { and, eq, sql } from 'drizzle-orm';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import { hashPassword } from '@sukoyaka/db/passwords';
import { studentEnrollments, students } from '@sukoyaka/db/schema';
import { prng } from '@sukoyaka/db/seed/names';
import { createOrganization, createOrganizationUser, createSchool, ensureGradeCodeMasters, type SeededSchool } from '@sukoyaka/db/seed/structure';
import { PASSWORDS, type AuthHeaders, type TestApp } from '../../test/test-app.ts';

/** A second board of education (another organisation) with one school, signed in: the other tenant of the board tests. */
export async function createSecondBoard(t: TestApp): Promise<{ headers: AuthHeaders; school: SeededSchool; organizationId: number }> {
  const codes = await ensureGradeCodeMasters(t.db);
  const org = await createOrganization(t.db, '別市', '別市教育委員会');
  const email = 'board2@other.example.jp';
  const hash = await hashPassword(PASSWORDS.local_government);
  await createOrganizationUser(t.db, org.id, { name: '別の担当', email, passwordHash: hash });
  const school = await createSchool(t.db, codes, {
    organizationId: org.id,
    code: 'school-z',
    name: 'Z小学校',
    schoolType: 'elementary',
    schoolYear: schoolYearOf(),
    klassesPerGrade: 1,
    studentsInKlass: () => 2,
    passwords: { student: hash, teacher: hash, parent: hash },
    random: prng(9),
    emailDomain: 'z.example.jp',
    withParents: false,
  });
  const res = await t.app.inject({ method: 'POST', url: '/api/local_governments/sign_in', payload: { email, password: PASSWORDS.local_government } });
  if (res.statusCode !== 200) throw new Error(`second board sign-in failed: ${res.statusCode} ${res.body}`);
  const headers = { 'access-token': String(res.headers['access-token']), client: String(res.headers.client), uid: String(res.headers.uid), schoolCode: '' };
  return { headers, school, organizationId: org.id };
}

/** The student ids of a seeded class, by 出席番号. */
export async function studentIdsOf(t: TestApp, klassId: number): Promise<number[]> {
  const rows = await t.db
    .select({ id: students.id })
    .from(studentEnrollments)
    .innerJoin(students, eq(students.id, studentEnrollments.studentId))
    .where(and(eq(studentEnrollments.klassId, klassId)))
    .orderBy(studentEnrollments.studentNumber);
  return rows.map((r) => r.id);
}

/** Stores a check-in directly (the board triggers keep board_daily_figures in step). */
export async function checkIn(t: TestApp, schoolId: number, studentId: number, date: string, mental: string, physical: string): Promise<void> {
  await t.db
    .execute(sql`INSERT INTO conditions (student_id, school_id, date, mental, physical) VALUES (${studentId}, ${schoolId}, ${date}, ${mental}, ${physical})
    ON CONFLICT (student_id, date) DO UPDATE SET mental = excluded.mental, physical = excluded.physical`);
}
