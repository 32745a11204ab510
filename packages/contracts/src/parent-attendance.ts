import { z } from 'zod';
import { absenceReasonSchema, attendanceStatusSchema } from './attendance.ts';
import { dateKeySchema } from './date-key.ts';
import { longTextSchema } from './limits.ts';
import { idSchema } from './schools.ts';

const memo = longTextSchema;

/** The statuses a parent can report (attend is the default, not a report). */
export const parentReportStatusSchema = z.enum(['absent', 'lateness', 'leave_early']);

/**
 * POST /api/parents/attendances: a report for one child and one day of the 8-day window
 * (today to today + 7, Japan time; the server checks the window). A reason only with absent.
 */
export const parentAttendanceBodySchema = z
  .object({
    studentId: idSchema,
    date: dateKeySchema,
    status: parentReportStatusSchema,
    reason: absenceReasonSchema.nullable().optional(),
    memo: memo.optional(),
  })
  .strict()
  .refine((b) => b.status === 'absent' || !b.reason, {
    message: '理由は欠席のときだけ選べます',
    path: ['reason'],
  });
export type ParentAttendanceBody = z.infer<typeof parentAttendanceBodySchema>;

/** POST /api/parents/attendances/{id}/cancel. */
export const parentAttendanceCancelBodySchema = z.object({ cancelledMemo: memo.optional() }).strict();
export type ParentAttendanceCancelBody = z.infer<typeof parentAttendanceCancelBodySchema>;

/** GET /api/parents/attendances query: optionally one child. */
export const parentAttendancesQuerySchema = z.object({ studentId: idSchema.optional() }).strict();

/** Parent attendance of spec §3: datetime is when it was sent (ISO instant). */
export const parentAttendanceSchema = z.object({
  id: z.number(),
  studentId: z.number(),
  studentName: z.string(),
  date: dateKeySchema,
  datetime: z.string(),
  status: attendanceStatusSchema,
  reason: absenceReasonSchema.nullable(),
  memo: z.string().nullable(),
  confirmed: z.boolean(),
  cancelledAt: z.string().nullable(),
  cancelledMemo: z.string().nullable(),
});
export type ParentAttendance = z.infer<typeof parentAttendanceSchema>;

/** The three states of spec §4 "Parent attendance". */
export const parentAttendanceStateOf = (r: Pick<ParentAttendance, 'confirmed' | 'cancelledAt'>) =>
  r.cancelledAt ? 'cancelled' : r.confirmed ? 'confirmed' : 'unconfirmed';

/** Confirm-status filter of spec §9: all / resolved 確認済み / not_supported 未確認 / cancel 取り消し. */
export const CONFIRM_FILTERS = ['all', 'resolved', 'not_supported', 'cancel'] as const;

/** GET /api/teachers/dashboards/parent_attendances_dashboard query. */
export const parentAttendancesDashboardQuerySchema = z
  .object({
    date: dateKeySchema.optional(),
    gradeId: idSchema.optional(),
    klassId: idSchema.optional(),
    status: z.enum(CONFIRM_FILTERS).default('all'),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();
export type ParentAttendancesDashboardQuery = z.infer<typeof parentAttendancesDashboardQuerySchema>;

/** One row of the teacher's 出欠連絡 dashboard. */
export const parentAttendanceRowSchema = parentAttendanceSchema.extend({
  studentNumber: z.number(),
  gradeName: z.string(),
  klassName: z.string(),
  parentName: z.string(),
});
export type ParentAttendanceRow = z.infer<typeof parentAttendanceRowSchema>;

export const parentAttendancesDashboardSchema = z.object({
  list: z.array(parentAttendanceRowSchema),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
});

/** POST /api/teachers/students/confirm_parent_attendance. */
export const confirmParentAttendanceBodySchema = z.object({ id: idSchema }).strict();
