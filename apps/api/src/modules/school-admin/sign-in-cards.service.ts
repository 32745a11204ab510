import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '@sukoyaka/db/client';
import { hashPassword } from '@sukoyaka/db/passwords';
import { authTokens, grades, klasses, schools, studentEnrollments, students } from '@sukoyaka/db/schema';
import type { TeacherScope } from '../../lib/actor.ts';
import { notFound, unprocessable } from '../../lib/http-errors.ts';
import type { DownloadFile } from '../../lib/workbook.ts';
import { newCardSecret } from '../auth/card-secrets.service.ts';
import { newCardPassword } from './card-password.ts';
import { renderSignInCards } from './sign-in-cards.pdf.ts';

/**
 * POST /api/teachers/students/sign_in_cards?klassId= (decisions 023 and 045): issues new initial
 * passwords to the chosen students (`studentIds`) of one class of this year — never silently to the
 * whole class: the others keep their passwords and stay signed in — signs out the chosen students'
 * devices and returns the cards PDF with those passwords and its file name. Each card also carries
 * a new QR sign-in secret replacing the student's previous one (issue 27, decision 062). Passwords
 * and secrets exist in clear only in the PDF. Run it in a transaction: passwords change only when the PDF is made.
 * @throws 404 a class not of this school's current year; 422 a student not in that class.
 */
export async function issueSignInCards(
  db: Database,
  scope: TeacherScope,
  klassId: number,
  studentIds: number[],
  publicUrl: string,
): Promise<DownloadFile & { body: Buffer }> {
  const [klass] = await db
    .select({ klassName: klasses.name, gradeName: grades.name, schoolName: schools.name, schoolCode: schools.code })
    .from(klasses)
    .innerJoin(grades, eq(grades.id, klasses.gradeId))
    .innerJoin(schools, eq(schools.id, klasses.schoolId))
    .where(and(eq(klasses.id, klassId), eq(klasses.schoolId, scope.schoolId), eq(klasses.schoolYearId, scope.schoolYearId ?? -1)));
  if (!klass) throw notFound();
  const roster = await db
    .select({ id: students.id, name: students.name, studentNumber: studentEnrollments.studentNumber })
    .from(studentEnrollments)
    .innerJoin(students, eq(students.id, studentEnrollments.studentId))
    .where(and(eq(studentEnrollments.klassId, klassId), eq(students.schoolId, scope.schoolId), inArray(students.id, studentIds)))
    .orderBy(asc(studentEnrollments.studentNumber));
  if (roster.length !== new Set(studentIds).size) throw unprocessable('このクラスにいない児童生徒が選ばれています。選び直してください。');
  const passwords = roster.map(() => newCardPassword());
  // A new card replaces the student's previous QR secret (decision 062): only the hash is stored.
  const secrets = roster.map((s) => newCardSecret(s.id));
  // argon2 runs on libuv's thread pool: hashing the class in parallel keeps 35 cards well under a second.
  const hashes = await Promise.all(passwords.map((p) => hashPassword(p)));
  const now = new Date();
  for (const [i, student] of roster.entries()) {
    await db.update(students).set({ passwordHash: hashes[i]!, cardSecretHash: secrets[i]!.hash, updatedAt: now }).where(eq(students.id, student.id));
  }
  if (roster.length > 0) {
    await db.delete(authTokens).where(
      and(
        eq(authTokens.accountType, 'student'),
        inArray(
          authTokens.accountId,
          roster.map((s) => s.id),
        ),
      ),
    );
  }
  const loginUrl = `${publicUrl}/${klass.schoolCode}/student/login`;
  const cards = roster.map((s, i) => ({ ...klass, loginUrl, studentNumber: s.studentNumber, name: s.name, password: passwords[i]!, qrText: secrets[i]!.text }));
  const title = `ログインカード ${klass.gradeName} ${klass.klassName}`;
  return { body: await renderSignInCards(cards, title), fileName: `${title}.pdf` };
}
