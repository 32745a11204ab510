import { and, eq, sql } from 'drizzle-orm';
import type { AttendanceStatusBody, AttendanceUpdateBody, DailyMemoBody } from '@sukoyaka/contracts/attendance';
import type { Database } from '@sukoyaka/db/client';
import { attendances, studentDailyMemos } from '@sukoyaka/db/schema';
import { notFound, unprocessable } from '../../lib/http-errors.ts';
import type { TeacherScope } from '../../lib/actor.ts';
import { assertVisibleStudent } from '../teachers/teachers.service.ts';

/**
 * POST /api/teachers/attendances (spec §4, §7 attendance status change): sets a student's status
 * for a day. Any reason is cleared unless the status is absent; a teacher's edit detaches the
 * entry from the parent report it may have come from. Returns the register entry id.
 * @throws 404 for a student the teacher may not see.
 */
export async function setAttendanceStatus(db: Database, teacher: TeacherScope, body: AttendanceStatusBody): Promise<{ id: number }> {
  await assertVisibleStudent(db, teacher, body.studentId);
  const [row] = await db
    .insert(attendances)
    .values({ studentId: body.studentId, schoolId: teacher.schoolId, date: body.targetDate, status: body.status, updatedByTeacherId: teacher.teacherId })
    .onConflictDoUpdate({
      target: [attendances.studentId, attendances.date],
      set: {
        status: body.status,
        reason: body.status === 'absent' ? sql`${attendances.reason}` : null,
        parentAttendanceId: null,
        updatedByTeacherId: teacher.teacherId,
        updatedAt: sql`now()`,
      },
    })
    .returning({ id: attendances.id });
  return row!;
}

/**
 * PUT /api/teachers/attendances/{id} (spec §7 memo change: reason, date): sets the absence
 * reason and memo of a register entry of the teacher's students.
 * @throws 404 unknown or out-of-scope entry; 422 a reason on a status other than absent.
 */
export async function updateAttendance(db: Database, teacher: TeacherScope, id: number, body: AttendanceUpdateBody): Promise<{ id: number }> {
  const [entry] = await db
    .select()
    .from(attendances)
    .where(and(eq(attendances.id, id), eq(attendances.schoolId, teacher.schoolId)))
    .limit(1);
  if (!entry || entry.date !== body.date) throw notFound();
  await assertVisibleStudent(db, teacher, entry.studentId);
  if (body.reason && entry.status !== 'absent') throw unprocessable('理由は欠席のときだけ選べます。');
  await db
    .update(attendances)
    .set({
      reason: body.reason ?? null,
      ...(body.memo !== undefined ? { memo: body.memo || null } : {}),
      parentAttendanceId: null,
      updatedByTeacherId: teacher.teacherId,
      updatedAt: sql`now()`,
    })
    .where(and(eq(attendances.id, id), eq(attendances.schoolId, teacher.schoolId)));
  return { id };
}

/**
 * POST /api/teachers/student_daily_memos (spec §3 student daily memo): one memo per student per
 * day, replaced on save; an empty memo removes it.
 * @throws 404 for a student the teacher may not see.
 */
export async function upsertDailyMemo(db: Database, teacher: TeacherScope, body: DailyMemoBody): Promise<{ studentId: number; date: string; memo: string }> {
  await assertVisibleStudent(db, teacher, body.studentId);
  if (!body.memo) {
    await db
      .delete(studentDailyMemos)
      .where(and(eq(studentDailyMemos.schoolId, teacher.schoolId), eq(studentDailyMemos.studentId, body.studentId), eq(studentDailyMemos.date, body.date)));
    return { studentId: body.studentId, date: body.date, memo: '' };
  }
  await db
    .insert(studentDailyMemos)
    .values({ studentId: body.studentId, schoolId: teacher.schoolId, date: body.date, memo: body.memo })
    .onConflictDoUpdate({ target: [studentDailyMemos.studentId, studentDailyMemos.date], set: { memo: body.memo, updatedAt: sql`now()` } });
  return { studentId: body.studentId, date: body.date, memo: body.memo };
}
