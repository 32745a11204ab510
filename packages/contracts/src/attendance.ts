import { z } from 'zod';
import { dateKeySchema } from './date-key.ts';
import { longTextSchema } from './limits.ts';
import { idSchema } from './schools.ts';

/** Attendance statuses of spec §4: attend is the default (empty label). */
export const ATTENDANCE_STATUSES = ['attend', 'absent', 'lateness', 'leave_early'] as const;
export const attendanceStatusSchema = z.enum(ATTENDANCE_STATUSES);
export type AttendanceStatus = z.infer<typeof attendanceStatusSchema>;

/** Absence reasons of spec §4, only with absent: 病欠, 事故欠, 出席停止, 忌引, 特欠, 性行不良, 学級閉鎖. */
export const ABSENCE_REASONS = ['sick', 'accident', 'suspension', 'bereavement', 'special', 'bad', 'classroom_closed'] as const;
export const absenceReasonSchema = z.enum(ABSENCE_REASONS);
export type AbsenceReason = z.infer<typeof absenceReasonSchema>;

/** The Japanese labels of spec §4 (the register shows e.g. 欠席 (病欠)). */
export const ATTENDANCE_STATUS_LABELS: Record<AttendanceStatus, string> = {
  attend: '',
  absent: '欠席',
  lateness: '遅刻',
  leave_early: '早退',
};
export const ABSENCE_REASON_LABELS: Record<AbsenceReason, string> = {
  sick: '病欠',
  accident: '事故欠',
  suspension: '出席停止',
  bereavement: '忌引',
  special: '特欠',
  bad: '性行不良',
  classroom_closed: '学級閉鎖',
};

/** POST /api/teachers/attendances: status change of spec §7 (targetDate, status, studentId). */
export const attendanceStatusBodySchema = z.object({ targetDate: dateKeySchema, status: attendanceStatusSchema, studentId: idSchema }).strict();
export type AttendanceStatusBody = z.infer<typeof attendanceStatusBodySchema>;

/** PUT /api/teachers/attendances/{id}: reason (absent only) and memo of spec §7 memo change. */
export const attendanceUpdateBodySchema = z
  .object({
    date: dateKeySchema,
    reason: absenceReasonSchema.nullable().optional(),
    memo: longTextSchema.optional(),
  })
  .strict();
export type AttendanceUpdateBody = z.infer<typeof attendanceUpdateBodySchema>;

/** POST /api/teachers/student_daily_memos: upsert of spec §3 student daily memo. */
export const dailyMemoBodySchema = z
  .object({
    studentId: idSchema,
    date: dateKeySchema,
    memo: longTextSchema,
  })
  .strict();
export type DailyMemoBody = z.infer<typeof dailyMemoBodySchema>;

/** A register entry as shown on the class dashboard. */
export const attendanceEntrySchema = z.object({
  id: z.number(),
  status: attendanceStatusSchema,
  reason: absenceReasonSchema.nullable(),
  memo: z.string().nullable(),
});
export type AttendanceEntry = z.infer<typeof attendanceEntrySchema>;
