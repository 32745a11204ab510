import { and, asc, count, eq, ne, or, sql } from 'drizzle-orm';
import type { StudentAccount, StudentAccountsQuery } from '@sukoyaka/contracts/school-admin';
import type { Database } from '@sukoyaka/db/client';
import { hashPassword } from '@sukoyaka/db/passwords';
import { grades, klasses, studentEnrollments, students } from '@sukoyaka/db/schema';
import type { TeacherScope } from '../../lib/actor.ts';
import { notFound, unprocessable } from '../../lib/http-errors.ts';
import { emptyPage, readPage, type Page } from '../../lib/paging.ts';
import { revokeAccountTokens } from '../auth/tokens.service.ts';
import { newCardPassword } from './card-password.ts';

/** The search key of spec §5: full-width normalised (NFKC) and case-insensitive. */
export const searchKey = (text: string) => text.normalize('NFKC').toLowerCase().trim();

const likePattern = (key: string) => `%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Select list shared by the list and the single-student reads. */
const accountColumns = {
  id: students.id,
  name: students.name,
  nameKana: students.nameKana,
  email: students.email,
  enrollmentId: studentEnrollments.id,
  gradeId: grades.id,
  gradeName: grades.name,
  klassId: klasses.id,
  klassName: klasses.name,
  studentNumber: studentEnrollments.studentNumber,
  signInStopped: students.signInStopped,
  passwordSet: sql<boolean>`${students.passwordHash} not like '!%'`,
};

/**
 * GET /api/teachers/student_accounts (settings/student): this year's students of the school,
 * in grade, class and number order, `limit` a page. `keyword` matches the name, its reading or
 * the 出席番号, case-insensitive and full-width normalised on both sides (Ｙａｍａ finds yama).
 */
export async function listStudentAccounts(db: Database, scope: TeacherScope, query: StudentAccountsQuery): Promise<Page<StudentAccount>> {
  if (scope.schoolYearId === null) return emptyPage(query);
  const key = query.keyword ? searchKey(query.keyword) : '';
  const pattern = likePattern(key);
  const where = and(
    eq(students.schoolId, scope.schoolId),
    eq(studentEnrollments.schoolYearId, scope.schoolYearId),
    query.gradeId ? eq(klasses.gradeId, query.gradeId) : undefined,
    query.klassId ? eq(klasses.id, query.klassId) : undefined,
    key
      ? or(
          sql`lower(normalize(${students.name}, NFKC)) like ${pattern}`,
          sql`lower(normalize(coalesce(${students.nameKana}, ''), NFKC)) like ${pattern}`,
          // 出席番号: only a number that fits the column (2147483648 would be a 500, issue 28 item 11).
          /^\d{1,9}$/.test(key) ? eq(studentEnrollments.studentNumber, Number(key)) : undefined,
        )
      : undefined,
  );
  const rows = db
    .select(accountColumns)
    .from(studentEnrollments)
    .innerJoin(students, eq(students.id, studentEnrollments.studentId))
    .innerJoin(klasses, eq(klasses.id, studentEnrollments.klassId))
    .innerJoin(grades, eq(grades.id, klasses.gradeId))
    .where(where)
    .orderBy(asc(grades.sortOrder), asc(klasses.sortOrder), asc(studentEnrollments.studentNumber));
  const counted = db
    .select({ n: count() })
    .from(studentEnrollments)
    .innerJoin(students, eq(students.id, studentEnrollments.studentId))
    .innerJoin(klasses, eq(klasses.id, studentEnrollments.klassId))
    .where(where);
  return readPage(query, rows.$dynamic(), counted);
}

/** One student of this school with this year's class. @throws 404 another school's or unknown. */
export async function findStudentAccount(db: Database, scope: TeacherScope, studentId: number): Promise<StudentAccount> {
  const [row] = await db
    .select(accountColumns)
    .from(studentEnrollments)
    .innerJoin(students, eq(students.id, studentEnrollments.studentId))
    .innerJoin(klasses, eq(klasses.id, studentEnrollments.klassId))
    .innerJoin(grades, eq(grades.id, klasses.gradeId))
    .where(and(eq(students.id, studentId), eq(students.schoolId, scope.schoolId), eq(studentEnrollments.schoolYearId, scope.schoolYearId ?? -1)));
  if (!row) throw notFound();
  return row;
}

/**
 * PATCH /api/teachers/students/{id}: name, reading, Google e-mail.
 * @throws 404 not this school's; 422 the e-mail is another student's.
 */
export async function updateStudentAccount(
  db: Database,
  scope: TeacherScope,
  studentId: number,
  body: { name?: string; nameKana?: string | null; email?: string | null },
) {
  await findStudentAccount(db, scope, studentId);
  if (body.email) {
    const [other] = await db
      .select({ id: students.id })
      .from(students)
      .where(and(eq(students.schoolId, scope.schoolId), ne(students.id, studentId), sql`lower(${students.email}) = lower(${body.email})`));
    if (other) throw unprocessable('このメールアドレスは別の児童生徒が使っています。', { email: ['このメールアドレスは別の児童生徒が使っています'] });
  }
  await db
    .update(students)
    .set({ ...body, email: body.email === undefined ? undefined : body.email || null, updatedAt: new Date() })
    .where(eq(students.id, studentId));
  return findStudentAccount(db, scope, studentId);
}

/**
 * POST /api/teachers/students/{id}/stop_sign_in: stops (every signed-in device is signed out at
 * once) or restarts the student's sign-in.
 */
export async function setStudentSignInStopped(db: Database, scope: TeacherScope, studentId: number, stopped: boolean) {
  await findStudentAccount(db, scope, studentId);
  await db.update(students).set({ signInStopped: stopped, updatedAt: new Date() }).where(eq(students.id, studentId));
  if (stopped) await revokeAccountTokens(db, 'student', studentId);
  return findStudentAccount(db, scope, studentId);
}

/**
 * POST /api/teachers/students/{id}/revoke_sign_in_card (our addition, issue 27, decision 062): the
 * student's QR sign-in card stops working at once (its hash is forgotten; a scan gets the
 * wrong-credentials answer). The password and the signed-in devices stay; printing a new card
 * (sign_in_cards) issues a new secret. Returns the account. @throws 404 not this school's student.
 */
export async function revokeSignInCard(db: Database, scope: TeacherScope, studentId: number) {
  await findStudentAccount(db, scope, studentId);
  await db.update(students).set({ cardSecretHash: null, updatedAt: new Date() }).where(eq(students.id, studentId));
  return findStudentAccount(db, scope, studentId);
}

/**
 * POST /api/teachers/year_grade_klass_users/{id}/update_student: moves an enrollment of this year
 * to another class of this year with a 出席番号.
 * @throws 404 enrollment or class not this school's this year; 422 the number is taken in that class.
 */
export async function moveStudent(db: Database, scope: TeacherScope, enrollmentId: number, body: { klassId: number; studentNumber: number }) {
  const [enrollment] = await db
    .select({ id: studentEnrollments.id, studentId: studentEnrollments.studentId })
    .from(studentEnrollments)
    .innerJoin(students, eq(students.id, studentEnrollments.studentId))
    .where(and(eq(studentEnrollments.id, enrollmentId), eq(students.schoolId, scope.schoolId), eq(studentEnrollments.schoolYearId, scope.schoolYearId ?? -1)));
  const [klass] = await db
    .select({ id: klasses.id })
    .from(klasses)
    .where(and(eq(klasses.id, body.klassId), eq(klasses.schoolId, scope.schoolId), eq(klasses.schoolYearId, scope.schoolYearId ?? -1)));
  if (!enrollment || !klass) throw notFound();
  const [taken] = await db
    .select({ id: studentEnrollments.id })
    .from(studentEnrollments)
    .where(
      and(eq(studentEnrollments.klassId, body.klassId), eq(studentEnrollments.studentNumber, body.studentNumber), ne(studentEnrollments.id, enrollmentId)),
    );
  if (taken) {
    const message = `出席番号${body.studentNumber}番はそのクラスですでに使われています。`;
    throw unprocessable(message, { studentNumber: [message] });
  }
  await db
    .update(studentEnrollments)
    .set({ klassId: body.klassId, studentNumber: body.studentNumber, updatedAt: new Date() })
    .where(eq(studentEnrollments.id, enrollmentId));
  return findStudentAccount(db, scope, enrollment.studentId);
}

/**
 * POST /api/teachers/students/{id}/reset_password: a new readable initial password (decision
 * 023), returned once; the student's devices are signed out.
 */
export async function resetStudentPassword(db: Database, scope: TeacherScope, studentId: number): Promise<{ password: string }> {
  await findStudentAccount(db, scope, studentId);
  const password = newCardPassword();
  await db
    .update(students)
    .set({ passwordHash: await hashPassword(password), updatedAt: new Date() })
    .where(eq(students.id, studentId));
  await revokeAccountTokens(db, 'student', studentId);
  return { password };
}
