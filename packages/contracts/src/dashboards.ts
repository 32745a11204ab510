import { z } from 'zod';
import { absenceReasonSchema, attendanceEntrySchema, attendanceStatusSchema } from './attendance.ts';
import { conditionValueSchema } from './conditions.ts';
import { dateKeySchema } from './dates.ts';
import { idSchema } from './schools.ts';
import { sosRecordSchema, talkStateSchema } from './sos.ts';

/**
 * GET /api/teachers/class_dashboards/dashboard_by_date query (spec §3 dashboard filters).
 * Without gradeId/klassId a class teacher gets their homeroom; admin teachers may pick any class.
 */
export const classDashboardByDateQuerySchema = z
  .object({ date: dateKeySchema.optional(), gradeId: idSchema.optional(), klassId: idSchema.optional() })
  .strict();
export type ClassDashboardByDateQuery = z.infer<typeof classDashboardByDateQuerySchema>;

/** One pupil row of the class day view: number, name, 心, 体, 話. */
export const dashboardStudentRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  studentNumber: z.number(),
  mental: conditionValueSchema.nullable(),
  physical: conditionValueSchema.nullable(),
  talk: talkStateSchema,
  soss: z.array(sosRecordSchema),
  /** 心 / 体 needs-check: the condition alert raised that day, if any. */
  mentalAlert: z.object({ id: z.number(), processed: z.boolean() }).nullable(),
  physicalAlert: z.object({ id: z.number(), processed: z.boolean() }).nullable(),
  /** The class register entry of the day; null is the default 出席. */
  attendance: attendanceEntrySchema.nullable(),
  dailyMemo: z.string().nullable(),
  /** The parents' active or cancelled reports for the day (出欠連絡). */
  parentAttendances: z.array(
    z.object({ id: z.number(), status: attendanceStatusSchema, reason: absenceReasonSchema.nullable(), memo: z.string().nullable(), confirmed: z.boolean(), cancelledAt: z.string().nullable() }),
  ),
});
export type DashboardStudentRow = z.infer<typeof dashboardStudentRowSchema>;

export const classDashboardByDateSchema = z.object({
  date: dateKeySchema,
  schoolYear: z.number(),
  grade: z.object({ id: z.number(), name: z.string() }),
  klass: z.object({ id: z.number(), name: z.string() }),
  students: z.array(dashboardStudentRowSchema),
});
export type ClassDashboardByDate = z.infer<typeof classDashboardByDateSchema>;
