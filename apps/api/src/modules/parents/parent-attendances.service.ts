import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AbsenceReason, AttendanceStatus } from '@sukoyaka/contracts/attendance';
import { addDays, japanDateKey } from '@sukoyaka/contracts/dates';
import { DATE_OPTION_DAYS } from '@sukoyaka/contracts/limits';
import type { ParentAttendance, ParentAttendanceBody, ParentAttendanceCancelBody } from '@sukoyaka/contracts/parent-attendance';
import type { Database } from '@sukoyaka/db/client';
import { parentAttendances, parentStudents, students } from '@sukoyaka/db/schema';
import { conflict, notFound, unprocessable } from '../../lib/http-errors.ts';
import type { MailOutbox } from '../mail/mail.service.ts';
import { findSchoolById } from '../schools/schools.service.ts';
import { notifyParentAttendance } from './parent-attendance-settings.service.ts';
import { listParentChildren } from './parent-children.service.ts';

import type { ParentScope } from '../../lib/actor.ts';
import { concurrently } from '../../lib/concurrently.ts';

/** The columns of a report as clients see it (the teacher's dashboard adds the student's class). */
export const parentAttendanceColumns = {
  id: parentAttendances.id,
  studentId: parentAttendances.studentId,
  studentName: students.name,
  date: parentAttendances.date,
  createdAt: parentAttendances.createdAt,
  status: parentAttendances.status,
  reason: parentAttendances.reason,
  memo: parentAttendances.memo,
  confirmed: parentAttendances.confirmed,
  cancelledAt: parentAttendances.cancelledAt,
  cancelledMemo: parentAttendances.cancelledMemo,
};

/** The school's reports with their columns (parentAttendanceColumns; the student's name joined): add the WHERE. */
const reports = (db: Database) => db.select(parentAttendanceColumns).from(parentAttendances).innerJoin(students, eq(students.id, parentAttendances.studentId));
interface Row {
  id: number;
  studentId: number;
  studentName: string;
  date: string;
  createdAt: Date;
  status: AttendanceStatus;
  reason: AbsenceReason | null;
  memo: string | null;
  confirmed: boolean;
  cancelledAt: Date | null;
  cancelledMemo: string | null;
}

/** The parent attendance of spec §3 as sent to clients. */
export function presentParentAttendance(row: Row): ParentAttendance {
  return {
    id: row.id,
    studentId: row.studentId,
    studentName: row.studentName,
    date: row.date,
    datetime: row.createdAt.toISOString(),
    status: row.status,
    reason: row.reason,
    memo: row.memo,
    confirmed: row.confirmed,
    cancelledAt: row.cancelledAt?.toISOString() ?? null,
    cancelledMemo: row.cancelledMemo,
  };
}

async function assertOwnChild(db: Database, scope: ParentScope, studentId: number) {
  const [link] = await db
    .select({ id: students.id })
    .from(parentStudents)
    .innerJoin(students, eq(students.id, parentStudents.studentId))
    .where(and(eq(parentStudents.parentId, scope.parentId), eq(parentStudents.studentId, studentId), eq(students.schoolId, scope.schoolId)))
    .limit(1);
  if (!link) throw notFound();
}

async function findOwn(db: Database, scope: ParentScope, id: number): Promise<Row | null> {
  const [row] = await reports(db)
    .where(and(eq(parentAttendances.id, id), eq(parentAttendances.schoolId, scope.schoolId), eq(parentAttendances.parentId, scope.parentId)))
    .limit(1);
  return row ?? null;
}

/**
 * POST /api/parents/attendances: reports absence, lateness or leaving early for one of the
 * family's children. One active report per child per day: an identical resubmission (a double
 * tap) returns the existing report with `created: false`; a different one must cancel first.
 * A new report is mailed to the school when its parent attendance settings say so.
 * @throws 404 not this parent's child; 422 date outside the 8 date options, today…today+7 (Japan time);
 *         409 another active report exists for that day.
 */
export async function createParentAttendance(
  db: Database,
  outbox: MailOutbox,
  scope: ParentScope,
  body: ParentAttendanceBody,
  now = new Date(),
): Promise<{ report: ParentAttendance; created: boolean }> {
  await assertOwnChild(db, scope, body.studentId);
  const today = japanDateKey(now);
  if (body.date < today || body.date > addDays(today, DATE_OPTION_DAYS - 1)) {
    throw unprocessable(`連絡できるのは今日から${DATE_OPTION_DAYS - 1}日後までです。`);
  }
  const values = {
    parentId: scope.parentId,
    studentId: body.studentId,
    schoolId: scope.schoolId,
    date: body.date,
    status: body.status,
    reason: body.status === 'absent' ? (body.reason ?? null) : null,
    memo: body.memo || null,
  };
  const inserted = await db
    .insert(parentAttendances)
    .values(values)
    .onConflictDoNothing({ target: [parentAttendances.studentId, parentAttendances.date], where: sql`cancelled_at IS NULL` })
    .returning({ id: parentAttendances.id });
  if (inserted[0]) {
    const report = presentParentAttendance((await findOwn(db, scope, inserted[0].id))!);
    await notifySchool(db, outbox, scope, report);
    return { report, created: true };
  }

  const [active] = await reports(db)
    .where(
      and(
        eq(parentAttendances.schoolId, scope.schoolId),
        eq(parentAttendances.studentId, body.studentId),
        eq(parentAttendances.date, body.date),
        isNull(parentAttendances.cancelledAt),
      ),
    )
    .limit(1);
  const same = active && active.status === values.status && active.reason === values.reason && (active.memo ?? null) === values.memo;
  if (active && same) return { report: presentParentAttendance(active), created: false };
  throw conflict('この日の連絡はすでに送られています。変更するときは、先に連絡を取り消してください。');
}

/**
 * GET /api/parents/attendances: the family's reports, newest day first; `studentId` narrows them to one child.
 * @throws 404 `studentId` is not this parent's child (never an empty list that would confirm nothing).
 */
export async function listParentAttendances(db: Database, scope: ParentScope, studentId?: number): Promise<ParentAttendance[]> {
  if (studentId !== undefined) await assertOwnChild(db, scope, studentId);
  const rows = await reports(db)
    .where(
      and(
        eq(parentAttendances.schoolId, scope.schoolId),
        eq(parentAttendances.parentId, scope.parentId),
        studentId ? eq(parentAttendances.studentId, studentId) : undefined,
      ),
    )
    .orderBy(desc(parentAttendances.date), desc(parentAttendances.createdAt));
  return rows.map(presentParentAttendance);
}

/**
 * POST /api/parents/attendances/{id}/cancel: cancels the family's own report with an optional
 * memo. A register entry a teacher already confirmed is left as it is (the teacher sees 取り消し).
 * @throws 404 another family's report; 409 already cancelled.
 */
export async function cancelParentAttendance(
  db: Database,
  scope: ParentScope,
  id: number,
  body: ParentAttendanceCancelBody,
  now = new Date(),
): Promise<ParentAttendance> {
  const own = await findOwn(db, scope, id);
  if (!own) throw notFound();
  const updated = await db
    .update(parentAttendances)
    .set({ cancelledAt: now, cancelledMemo: body.cancelledMemo || null, updatedAt: now })
    .where(and(eq(parentAttendances.id, id), eq(parentAttendances.schoolId, scope.schoolId), isNull(parentAttendances.cancelledAt)))
    .returning({ id: parentAttendances.id });
  if (!updated[0]) throw conflict('この連絡はすでに取り消されています。');
  return presentParentAttendance((await findOwn(db, scope, id))!);
}

/** Queues the school's notification mail for a new report, with the child's class and number. */
async function notifySchool(db: Database, outbox: MailOutbox, scope: ParentScope, report: ParentAttendance): Promise<void> {
  const [children, school] = await concurrently(db, [() => listParentChildren(db, scope), () => findSchoolById(db, scope.schoolId)]);
  const child = children.find((c) => c.id === report.studentId);
  if (!child || !school) return;
  await notifyParentAttendance(
    db,
    outbox,
    { ...report, gradeName: child.gradeName, klassName: child.klassName, studentNumber: child.studentNumber, schoolName: school.name },
    scope,
  );
}
