import { z } from 'zod';
import { absenceReasonSchema, attendanceEntrySchema, attendanceStatusSchema } from './attendance.ts';
import { conditionValueSchema } from './conditions.ts';
import { dateKeySchema, derivedDateKeySchema } from './date-key.ts';
import { idSchema } from './schools.ts';
import { calendarDaySchema, nonSchoolDaySchema } from './school-calendar.ts';
import { sosRecordSchema, talkStateSchema } from './sos.ts';

/**
 * GET /api/teachers/class_dashboards/dashboard_by_date query (spec §3 dashboard filters).
 * Without gradeId/klassId a class teacher gets their homeroom; admin teachers may pick any class.
 */
export const classDashboardByDateQuerySchema = z
  .object({ date: dateKeySchema.optional(), gradeId: idSchema.optional(), klassId: idSchema.optional() })
  .strict();
export type ClassDashboardByDateQuery = z.infer<typeof classDashboardByDateQuerySchema>;

/** One student row of the class day view: number, name, 心, 体, 話. */
export const dashboardStudentRowSchema = z.object({
  id: z.number(),
  name: z.string(),
  studentNumber: z.number(),
  /** Bookmarked as 要注意 (spec §4 "Attention: students toggled by bookmark"; issue 10 item 6). */
  isAttention: z.boolean(),
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
    z.object({
      id: z.number(),
      status: attendanceStatusSchema,
      reason: absenceReasonSchema.nullable(),
      memo: z.string().nullable(),
      confirmed: z.boolean(),
      cancelledAt: z.string().nullable(),
    }),
  ),
});
export type DashboardStudentRow = z.infer<typeof dashboardStudentRowSchema>;

export const classDashboardByDateSchema = z.object({
  date: dateKeySchema,
  schoolYear: z.number(),
  grade: z.object({ id: z.number(), name: z.string() }),
  klass: z.object({ id: z.number(), name: z.string() }),
  /** Why the date is not a school day for the class (school calendar, decision 020), or null. */
  nonSchoolDay: nonSchoolDaySchema.nullable(),
  students: z.array(dashboardStudentRowSchema),
});
export type ClassDashboardByDate = z.infer<typeof classDashboardByDateSchema>;

/** The condition of one student on one day, as in every dashboard table (spec §2 per-student table). */
export const studentDaySchema = z.object({
  date: derivedDateKeySchema,
  mental: conditionValueSchema.nullable(),
  physical: conditionValueSchema.nullable(),
  talk: talkStateSchema,
  /** A 話したい of the day escalated as unanswered (processing on; decision 033): 長時間未対応. */
  talkEscalated: z.boolean().optional(),
  mentalAlert: z.object({ id: z.number(), processed: z.boolean() }).nullable(),
  physicalAlert: z.object({ id: z.number(), processed: z.boolean() }).nullable(),
  /** The class register of the day when not 出席: 欠席, 遅刻 or 早退 (the week views show it; issue 10 item 8). */
  registerStatus: attendanceStatusSchema.exclude(['attend']).nullable(),
});
export type StudentDay = z.infer<typeof studentDaySchema>;

/** GET /api/teachers/class_dashboards/dashboard_by_week query: the Monday-to-Sunday week of `date`. */
export const classDashboardByWeekQuerySchema = classDashboardByDateQuerySchema;

/** The class week view: per student, 心, 体 and 話 for each day of the week (spec §2 week table). */
export const classDashboardByWeekSchema = z.object({
  dates: z.array(derivedDateKeySchema),
  /** Per date (same order), why it is not a school day for the class (holiday, vacation, closure, 学級閉鎖; decision 020). */
  calendar: z.array(calendarDaySchema),
  schoolYear: z.number(),
  grade: z.object({ id: z.number(), name: z.string() }),
  klass: z.object({ id: z.number(), name: z.string() }),
  students: z.array(z.object({ id: z.number(), name: z.string(), studentNumber: z.number(), isAttention: z.boolean(), days: z.array(studentDaySchema) })),
});
export type ClassDashboardByWeek = z.infer<typeof classDashboardByWeekSchema>;

/**
 * GET /api/teachers/all_dashboards/dashboard_by_date|dashboard_by_week query: the whole school
 * (or a grade / class), paged; `focus=needs_care` keeps students with a bad or worst day, an alert
 * or an SOS in the period (気になる様子のみ), `focus=attention` the 要注意 students (要注意のみ).
 */
export const allDashboardQuerySchema = z
  .object({
    date: dateKeySchema.optional(),
    gradeId: idSchema.optional(),
    klassId: idSchema.optional(),
    focus: z.enum(['all', 'needs_care', 'attention']).default('all'),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();
export type AllDashboardQuery = z.infer<typeof allDashboardQuerySchema>;

/** Counts over the whole selection for the period (not just the page). */
export const dashboardSummarySchema = z.object({
  students: z.number(),
  checkIns: z.number(),
  mental: z.record(z.enum(['best', 'good', 'bad', 'worst', 'skip']), z.number()),
  physical: z.record(z.enum(['best', 'good', 'bad', 'worst', 'skip']), z.number()),
  unprocessedSos: z.number(),
  unprocessedAlerts: z.number(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

export const allDashboardSchema = z.object({
  dates: z.array(derivedDateKeySchema),
  /** Per date (same order), why it is not a school day for the school (decision 020); 学級閉鎖 are in `klassClosures`. */
  calendar: z.array(calendarDaySchema),
  /** The 学級閉鎖 days of the period: class, date, label. */
  klassClosures: z.array(z.object({ klassId: z.number(), date: derivedDateKeySchema, label: z.string() })),
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  summary: dashboardSummarySchema,
  students: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      studentNumber: z.number(),
      gradeName: z.string(),
      klassName: z.string(),
      klassId: z.number(),
      /** Bookmarked as 要注意 (issue 10 item 6). */
      isAttention: z.boolean(),
      days: z.array(studentDaySchema),
    }),
  ),
});
export type AllDashboard = z.infer<typeof allDashboardSchema>;
