import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import type { TeacherAccount } from '@sukoyaka/contracts/school-admin';
import type { Database } from '@sukoyaka/db/client';
import { hashPassword } from '@sukoyaka/db/passwords';
import { accountTokens, klasses, grades, teacherAssignments, teachers } from '@sukoyaka/db/schema';
import type { TeacherScope } from '../../lib/actor.ts';
import { notFound, unprocessable } from '../../lib/http-errors.ts';
import { revokeAccountTokens } from '../auth/tokens.service.ts';
import { sendConfirmation } from '../auth/passwords.service.ts';
import type { MailOutbox } from '../mail/mail.service.ts';

/** teachers.id qualified (drizzle leaves a one-table select's columns bare, ambiguous in subqueries). */
const TEACHER_ID = sql.raw('"teachers"."id"');

/**
 * GET /api/teachers/settings (settings/teacher): the school's teachers by homeroom class (grade,
 * then class; those without one last), then name in Japanese order, with their admin
 * flag, sign-in stop, whether they finished registration (no unused confirmation link is
 * pending, or one was used) and this year's classes in charge.
 */
export async function listTeacherAccounts(db: Database, scope: TeacherScope): Promise<TeacherAccount[]> {
  const rows = await db
    .select({
      id: teachers.id,
      name: teachers.name,
      email: teachers.email,
      admin: teachers.admin,
      signInStopped: teachers.signInStopped,
      pending: sql<boolean>`exists (select 1 from ${accountTokens} t where t.account_type = 'teacher' and t.account_id = ${TEACHER_ID} and t.purpose = 'confirmation')
        and not exists (select 1 from ${accountTokens} t where t.account_type = 'teacher' and t.account_id = ${TEACHER_ID} and t.purpose = 'confirmation' and t.used_at is not null)`,
    })
    .from(teachers)
    .where(eq(teachers.schoolId, scope.schoolId))
    .orderBy(asc(teachers.name), asc(teachers.id));
  const assignments =
    rows.length && scope.schoolYearId !== null
      ? await db
          .select({
            assignmentId: teacherAssignments.id,
            teacherId: teacherAssignments.teacherId,
            klassId: klasses.id,
            name: sql<string>`${grades.name} || ' ' || ${klasses.name}`,
          })
          .from(teacherAssignments)
          .innerJoin(klasses, eq(klasses.id, teacherAssignments.klassId))
          .innerJoin(grades, eq(grades.id, klasses.gradeId))
          .where(and(eq(teacherAssignments.schoolYearId, scope.schoolYearId), eq(klasses.schoolId, scope.schoolId)))
          .orderBy(asc(grades.sortOrder), asc(klasses.sortOrder))
      : [];
  // By homeroom class (grade, then class order; teachers without one after), then name in Japanese order (issue 28 item 9).
  const classOrder = (teacherId: number) => {
    const at = assignments.findIndex((a) => a.teacherId === teacherId);
    return at < 0 ? Number.MAX_SAFE_INTEGER : at;
  };
  const byName = new Intl.Collator('ja').compare;
  return rows
    .map(({ pending, ...r }) => ({
      ...r,
      confirmed: !pending,
      klasses: assignments.filter((a) => a.teacherId === r.id).map(({ teacherId: _t, ...a }) => a),
    }))
    .sort((a, b) => classOrder(a.id) - classOrder(b.id) || byName(a.name, b.name) || a.id - b.id);
}

async function ownTeacher(db: Database, scope: TeacherScope, id: number) {
  const [row] = await db
    .select()
    .from(teachers)
    .where(and(eq(teachers.id, id), eq(teachers.schoolId, scope.schoolId)));
  if (!row) throw notFound();
  return row;
}

const EMAIL_TAKEN = 'このメールアドレスはすでに登録されています。';

async function assertEmailFree(db: Database, email: string, exceptId?: number) {
  const [other] = await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(and(eq(teachers.email, email), exceptId ? ne(teachers.id, exceptId) : undefined));
  if (other) throw unprocessable(EMAIL_TAKEN, { email: [EMAIL_TAKEN] });
}

/**
 * POST /api/teachers/settings: a new teacher of the school, with an unusable password until
 * they set theirs from the registration mail (teacher/password/registration, valid 7 days).
 * @throws 422 the e-mail belongs to an account already.
 */
export async function createTeacherAccount(
  db: Database,
  outbox: MailOutbox,
  publicUrl: string,
  scope: TeacherScope,
  body: { name: string; email: string; admin: boolean },
) {
  await assertEmailFree(db, body.email);
  const [row] = await db
    .insert(teachers)
    .values({
      schoolId: scope.schoolId,
      name: body.name,
      email: body.email,
      admin: body.admin,
      passwordHash: await hashPassword(randomBytes(32).toString('base64url')),
    })
    .returning({ id: teachers.id });
  await sendConfirmation(db, outbox, publicUrl, 'teacher', row!.id, body.email);
  return (await listTeacherAccounts(db, scope)).find((t) => t.id === row!.id)!;
}

/** Whether removing `id`'s admin flag (or stopping them) would leave the school without an admin who can sign in. */
async function isLastAdmin(db: Database, scope: TeacherScope, id: number): Promise<boolean> {
  const others = await db
    .select({ id: teachers.id })
    .from(teachers)
    .where(and(eq(teachers.schoolId, scope.schoolId), eq(teachers.admin, true), eq(teachers.signInStopped, false), ne(teachers.id, id)));
  return others.length === 0;
}

const LAST_ADMIN = '管理者の先生が1人もいなくなるため、変更できません。先に別の先生を管理者にしてください。';

/**
 * PATCH /api/teachers/settings/{id}: name, e-mail, admin flag.
 * @throws 404 another school's; 422 e-mail taken, or the last admin losing the flag.
 */
export async function updateTeacherAccount(db: Database, scope: TeacherScope, id: number, body: { name?: string; email?: string; admin?: boolean }) {
  const teacher = await ownTeacher(db, scope, id);
  if (body.email && body.email !== teacher.email) await assertEmailFree(db, body.email, id);
  if (body.admin === false && teacher.admin && (await isLastAdmin(db, scope, id))) throw unprocessable(LAST_ADMIN, { admin: [LAST_ADMIN] });
  await db
    .update(teachers)
    .set({ ...body, updatedAt: new Date() })
    .where(eq(teachers.id, id));
  return (await listTeacherAccounts(db, scope)).find((t) => t.id === id)!;
}

/**
 * POST /api/teachers/settings/stop_sign_in: stops (devices signed out at once) or restarts a
 * teacher's sign-in. @throws 422 stopping oneself or the last admin.
 */
export async function setTeacherSignInStopped(db: Database, scope: TeacherScope, id: number, stopped: boolean) {
  const teacher = await ownTeacher(db, scope, id);
  if (stopped && id === scope.teacherId) throw unprocessable('自分のログインは停止できません。');
  if (stopped && teacher.admin && (await isLastAdmin(db, scope, id))) throw unprocessable(LAST_ADMIN);
  await db.update(teachers).set({ signInStopped: stopped, updatedAt: new Date() }).where(eq(teachers.id, id));
  if (stopped) await revokeAccountTokens(db, 'teacher', id);
  return (await listTeacherAccounts(db, scope)).find((t) => t.id === id)!;
}

/** POST /api/teachers/settings/resend_confirm: mails a new registration link. @throws 422 already registered. */
export async function resendTeacherConfirmation(db: Database, outbox: MailOutbox, publicUrl: string, scope: TeacherScope, id: number) {
  const teacher = await ownTeacher(db, scope, id);
  const [used] = await db
    .select({ id: accountTokens.id })
    .from(accountTokens)
    .where(
      and(
        eq(accountTokens.accountType, 'teacher'),
        eq(accountTokens.accountId, id),
        eq(accountTokens.purpose, 'confirmation'),
        isNotNull(accountTokens.usedAt),
      ),
    );
  if (used)
    throw unprocessable('この先生はすでに登録を完了しています。パスワードを忘れた場合は、ログイン画面の「パスワードを忘れた方」から再設定してください。');
  await sendConfirmation(db, outbox, publicUrl, 'teacher', id, teacher.email);
  return { email: teacher.email };
}

/**
 * POST /api/teachers/year_grade_klass_users/{id}/update_teacher ({id}: the teacher): the classes
 * of this year they are in charge of, replacing the previous ones.
 * @throws 404 the teacher or a class not this school's this year.
 */
export async function updateTeacherKlasses(db: Database, scope: TeacherScope, id: number, klassIds: number[]) {
  await ownTeacher(db, scope, id);
  if (scope.schoolYearId === null) throw notFound();
  const unique = [...new Set(klassIds)];
  if (unique.length) {
    const rows = await db
      .select({ id: klasses.id })
      .from(klasses)
      .where(and(inArray(klasses.id, unique), eq(klasses.schoolId, scope.schoolId), eq(klasses.schoolYearId, scope.schoolYearId)));
    if (rows.length !== unique.length) throw notFound();
  }
  await db.delete(teacherAssignments).where(and(eq(teacherAssignments.teacherId, id), eq(teacherAssignments.schoolYearId, scope.schoolYearId)));
  if (unique.length) await db.insert(teacherAssignments).values(unique.map((klassId) => ({ teacherId: id, schoolYearId: scope.schoolYearId!, klassId })));
  return (await listTeacherAccounts(db, scope)).find((t) => t.id === id)!;
}
