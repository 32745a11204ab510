import { boolean, date, index, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { ABSENCE_REASONS, ATTENDANCE_STATUSES } from '@sukoyaka/contracts/attendance';
import { id, ref, timestamps } from './columns.ts';
import { schools } from './organizations.ts';
import { parents, students, teachers } from './people.ts';

export const attendanceStatus = pgEnum('attendance_status', ATTENDANCE_STATUSES);
export const absenceReason = pgEnum('absence_reason', ABSENCE_REASONS);

/**
 * The class register (出欠): one row per student per day once anything but the default 出席 is
 * recorded (spec §4 attendance). `reason` only with absent. `parentAttendanceId` names the
 * parent report a confirmation copied in; a teacher's own edit clears it.
 */
export const attendances = pgTable(
  'attendances',
  {
    id: id(),
    studentId: ref('student_id')
      .notNull()
      .references(() => students.id),
    schoolId: ref('school_id')
      .notNull()
      .references(() => schools.id),
    date: date('date', { mode: 'string' }).notNull(),
    status: attendanceStatus('status').notNull().default('attend'),
    reason: absenceReason('reason'),
    memo: text('memo'),
    parentAttendanceId: ref('parent_attendance_id'),
    updatedByTeacherId: ref('updated_by_teacher_id').references(() => teachers.id),
    ...timestamps(),
  },
  (t) => [uniqueIndex('attendances_student_date_key').on(t.studentId, t.date), index('attendances_school_date_idx').on(t.schoolId, t.date)],
);

/** A teacher's note on a student's day (student daily memo, spec §3): one per student per day. */
export const studentDailyMemos = pgTable(
  'student_daily_memos',
  {
    id: id(),
    studentId: ref('student_id')
      .notNull()
      .references(() => students.id),
    schoolId: ref('school_id')
      .notNull()
      .references(() => schools.id),
    date: date('date', { mode: 'string' }).notNull(),
    memo: text('memo').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('student_daily_memos_student_date_key').on(t.studentId, t.date)],
);

/**
 * A parent's report (出欠連絡, spec §3 parent attendance): absent / lateness / leave_early for
 * one child and one day within the 8-day window. At most one active (not cancelled) report per
 * child per day, so a double tap cannot make two.
 */
export const parentAttendances = pgTable(
  'parent_attendances',
  {
    id: id(),
    parentId: ref('parent_id')
      .notNull()
      .references(() => parents.id),
    studentId: ref('student_id')
      .notNull()
      .references(() => students.id),
    schoolId: ref('school_id')
      .notNull()
      .references(() => schools.id),
    date: date('date', { mode: 'string' }).notNull(),
    status: attendanceStatus('status').notNull(),
    reason: absenceReason('reason'),
    memo: text('memo'),
    confirmed: boolean('confirmed').notNull().default(false),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    confirmedByTeacherId: ref('confirmed_by_teacher_id').references(() => teachers.id),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledMemo: text('cancelled_memo'),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('parent_attendances_active_key')
      .on(t.studentId, t.date)
      .where(sql`cancelled_at IS NULL`),
    index('parent_attendances_school_date_idx').on(t.schoolId, t.date),
    index('parent_attendances_parent_idx').on(t.parentId),
  ],
);
