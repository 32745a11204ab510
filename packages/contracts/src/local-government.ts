import { z } from 'zod';
import { conditionAlertSettingBodySchema, conditionAlertSettingSchema } from './condition-alerts.ts';
import { dateKeySchema } from './date-key.ts';
import { schoolYearOf } from './dates.ts';
import { notificationEmailItemSchema, notificationEmailsSchema } from './mail-settings.ts';
import { organizationStateSchema } from './organizations.ts';
import { ALERT_LEVELS } from './questionnaires.ts';
import { idSchema, mextSchoolCodeSchema, schoolTypeSchema } from './schools.ts';

/**
 * The board of education's API (spec §2 "Local government", §3 organisation state, §5, §6, §7
 * "Local government", §9; issue 14). Every path is under /api/local_governments and every answer is
 * `{ data: … }` (decision 007). Counts of pupils or events in a board figure go through
 * small-group suppression (docs/decisions/026-small-group-suppression.md) when the board's
 * setting is on (the default): a count of 1–4 reads "<5", a cell hidden so that a total cannot
 * reveal a small one by difference reads "*". A rate whose numerator is hidden is null.
 */

export { organizationStateSchema };

// ---------------------------------------------------------------- cells and filters

/** A count as published: the number, "<5" (1–4, primary suppression) or "*" (complementary suppression). */
export const SUPPRESSED_SMALL = '<5';
export const SUPPRESSED_COMPLEMENT = '*';
/** The note under a published table with suppressed cells (reports, the survey's published copy). */
export const SUPPRESSION_NOTE = '「<5」は1〜4の値、「*」は差し引きで小さな値がわからないよう伏せた値です。';
export const countCellSchema = z.union([z.number(), z.literal(SUPPRESSED_SMALL), z.literal(SUPPRESSED_COMPLEMENT)]);
export type CountCell = z.infer<typeof countCellSchema>;

/** The first school year the product has data for (spec §9: the year list runs down to 2022). */
export const BOARD_FIRST_YEAR = 2022;
const yearMessage = () => `年度は${BOARD_FIRST_YEAR}年度から${schoolYearOf()}年度までで選んでください`;
/** 年度: 2022 to the current school year (months before April count as the previous year, spec §9). */
export const boardYearSchema = z.coerce
  .number({ message: '年度を選んでください' })
  .int({ message: '年度を選んでください' })
  .refine((y) => y >= BOARD_FIRST_YEAR && y <= schoolYearOf(), { message: yearMessage() });
const monthMessage = '月は1から12までで選んでください';
/** 月: 1–12; absent or empty means the whole school year (April–March). */
export const boardMonthSchema = z.preprocess(
  (v) => (v === '' || v === null ? undefined : v),
  z.coerce.number({ message: monthMessage }).int({ message: monthMessage }).min(1, { message: monthMessage }).max(12, { message: monthMessage }).optional(),
);
const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), idSchema.optional());

// ---------------------------------------------------------------- organisation and schools

/** One school of the organisation with its figures of today (GET organization, the schools page). */
export const boardSchoolSchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  schoolType: schoolTypeSchema,
  /** The MEXT 学校コード (decision 046); null until the board sets it. */
  mextSchoolCode: z.string().nullable(),
  /** Students enrolled in the current school year; teachers of the school. */
  studentCount: z.number(),
  teacherCount: z.number(),
  /** Today's check-ins / enrolled students in percent (0–100, 1 decimal); null on a day without students. */
  todayCheckInRate: z.number().nullable(),
  /** 話したい not yet handled (all days) and condition alerts 未対応. */
  unprocessedTalkRequests: countCellSchema,
  unprocessedConditionAlerts: countCellSchema,
});
export type BoardSchool = z.infer<typeof boardSchoolSchema>;

/** GET /api/local_governments/organization: the organisation state and its schools. */
export const boardOrganizationSchema = organizationStateSchema.extend({ schools: z.array(boardSchoolSchema) });
export type BoardOrganization = z.infer<typeof boardOrganizationSchema>;

// ---------------------------------------------------------------- dashboard (home)

/** GET /api/local_governments/organization/dashboard query: the day (default today in Japan). */
export const boardDashboardQuerySchema = z.object({ date: dateKeySchema.optional() }).strict();

const bullyingByLevelSchema = z.object(
  Object.fromEntries(ALERT_LEVELS.filter((l) => l !== 'normal').map((l) => [l, countCellSchema])) as Record<
    Exclude<(typeof ALERT_LEVELS)[number], 'normal'>,
    typeof countCellSchema
  >,
);

/** One dashboard line: a school's (or, as `total`, the organisation's) figures of the day and its month. */
export const boardDashboardRowSchema = z.object({
  school: z.object({ id: z.number(), code: z.string(), name: z.string() }).nullable(),
  enrolled: z.number(),
  /** Whether the day is a school day at this school (its calendar, spec §9 / decision 020). */
  schoolDay: z.boolean(),
  today: z.object({ checkedIn: countCellSchema, checkInRate: z.number().nullable() }),
  /** The month up to the day: check-ins / (enrolled × school days so far), percent. */
  month: z.object({ checkInRate: z.number().nullable(), schoolDays: z.number() }),
  /** Students with a condition alert raised (today, this month) and alerts still 未対応. */
  conditionAlerts: z.object({ todayStudents: countCellSchema, monthStudents: countCellSchema, unprocessed: countCellSchema }),
  /** 話したい not handled yet: how many and the longest wait in minutes (null when none or hidden). */
  talkRequests: z.object({ unanswered: countCellSchema, oldestWaitMinutes: z.number().nullable(), month: countCellSchema }),
  /** Completed questionnaire answers at each alert level whose teacher confirm status is not 組織確認済み. */
  bullyingUnconfirmed: bullyingByLevelSchema,
  /** Parents' absence reports (出欠連絡, not cancelled) for the day and the month. */
  parentAbsences: z.object({ today: countCellSchema, month: countCellSchema }),
});
export type BoardDashboardRow = z.infer<typeof boardDashboardRowSchema>;

export const boardDashboardSchema = z.object({
  date: dateKeySchema,
  /** YYYY-MM of `date`. */
  month: z.string(),
  suppression: z.boolean(),
  schools: z.array(boardDashboardRowSchema),
  total: boardDashboardRowSchema,
});
export type BoardDashboard = z.infer<typeof boardDashboardSchema>;

// ---------------------------------------------------------------- reports

/** The four board reports (spec §7): their path segment, title (also the file name's start) and columns. */
export const BOARD_REPORT_TYPES = [
  'dashboard_by_month',
  'dashboard_want_to_talk',
  'dashboard_daily_active_users',
  'dashboard_continuous_weak_condition',
] as const;
export type BoardReportType = (typeof BOARD_REPORT_TYPES)[number];
export const BOARD_REPORT_TITLES: Record<BoardReportType, string> = {
  dashboard_by_month: '月別利用状況',
  dashboard_want_to_talk: '話したいボタンの活用状況',
  dashboard_daily_active_users: '日別利用者数',
  dashboard_continuous_weak_condition: '心と身体の不調状況',
};

/**
 * POST organization/dashboard_by_month (and the three other reports) body, and the GET file query
 * (+ `type`): the school year, an optional month, and an optional school — without it the rows are
 * the organisation's schools, with it that school's grades and classes (`gradeId` narrows to one grade).
 */
export const boardReportBodySchema = z.object({ year: boardYearSchema, month: boardMonthSchema, schoolId: optionalId, gradeId: optionalId }).strict();
export type BoardReportBody = z.infer<typeof boardReportBodySchema>;
export const BOARD_FILE_TYPES = ['excel', 'pdf'] as const;
export const boardReportFileQuerySchema = boardReportBodySchema.extend({
  type: z.enum(BOARD_FILE_TYPES, { message: 'ファイルの種類は excel か pdf を選んでください' }),
});
export type BoardReportFileQuery = z.infer<typeof boardReportFileQuerySchema>;

/** A column: `count` cells are suppressed counts, `rate` a percent (null when hidden), `number` a plain figure. */
export const boardReportColumnSchema = z.object({ key: z.string(), label: z.string(), kind: z.enum(['count', 'rate', 'number']) });
/** A row of the table: the organisation (total), a school, a grade or a class; `parentKey` links a line to its total. */
export const boardReportRowSchema = z.object({
  key: z.string(),
  parentKey: z.string().nullable(),
  level: z.enum(['organization', 'school', 'grade', 'klass']),
  id: z.number().nullable(),
  name: z.string(),
  cells: z.record(z.string(), z.union([countCellSchema, z.null()])),
});
export type BoardReportRow = z.infer<typeof boardReportRowSchema>;

/** A board report: the §9 header facts, the table, and the monthly series the chart draws. */
export const boardReportSchema = z.object({
  type: z.enum(BOARD_REPORT_TYPES),
  title: z.string(),
  year: z.number(),
  month: z.number().nullable(),
  /** The period (YYYY-MM-DD, inclusive); school days per row are the `schoolDays` cells (each school's calendar). */
  from: z.string(),
  to: z.string(),
  suppression: z.boolean(),
  columns: z.array(boardReportColumnSchema),
  rows: z.array(boardReportRowSchema),
  /** The chart: one bar per month (April first) of the chosen rows' total for `key`. */
  chart: z.object({ key: z.string(), label: z.string(), bars: z.array(z.object({ label: z.string(), value: countCellSchema })) }),
});
export type BoardReport = z.infer<typeof boardReportSchema>;

// ---------------------------------------------------------------- school access (change_school)

/** POST organization/change_school: open a school's teacher screens with board rights (decision 028). */
export const changeSchoolBodySchema = z.object({ schoolId: idSchema }).strict();
/** The answer: token headers as at sign-in (a teacher-type session flagged as board access) and where to go. */
export const changeSchoolSchema = z.object({ uid: z.string(), schoolCode: z.string(), schoolName: z.string(), expiresAt: z.string() });
export type ChangeSchool = z.infer<typeof changeSchoolSchema>;
/** DELETE /api/teachers/board_access (board-access session only): ends it; the web returns to the board's session. */
export const endSchoolAccessSchema = z.object({ ended: z.boolean() });

// ---------------------------------------------------------------- settings

/** The government's alert setting (spec §3 alertType government, §5): as the teacher's, plus 心の不調のメール設定と同じ. */
export const governmentAlertSettingSchema = conditionAlertSettingSchema.extend({ alertType: z.literal('government'), sameAsMental: z.boolean() });
export type GovernmentAlertSetting = z.infer<typeof governmentAlertSettingSchema>;
/** condition_settings/config_update and test_send_mail body: the teacher payload (spec §7) + `sameAsMental` (physical only). */
export const governmentAlertSettingBodySchema = conditionAlertSettingBodySchema.extend({ sameAsMental: z.boolean().default(false) });
export type GovernmentAlertSettingBody = z.infer<typeof governmentAlertSettingBodySchema>;

/** Report settings (GET/POST /api/local_governments/report_settings): small-group suppression, on by default (decision 026). */
export const boardReportSettingsSchema = z.object({ smallGroupSuppression: z.boolean() });
export const boardReportSettingsBodySchema = boardReportSettingsSchema.strict();

const daysMessage = '1から30までの数字を入力してください';
const rateMessage = '1から100までの数字を入力してください';
/**
 * Reminder mails the board sends to schools (settings/remind_email, decision 027): once a day, to each
 * school's admin teachers (and the board's own addresses), a school with 話したい unanswered for
 * `talkRequestDays`+ days, and/or a class whose check-in rate over the last 5 school days fell below
 * `checkInRateThreshold` percent.
 */
export const remindEmailSettingsSchema = z.object({
  talkRequestEnabled: z.boolean(),
  talkRequestDays: z.number(),
  checkInRateEnabled: z.boolean(),
  checkInRateThreshold: z.number(),
  sendToSchoolAdmins: z.boolean(),
  notificationEmails: z.array(notificationEmailItemSchema),
  /** When the daily job last sent (ISO), null before the first. */
  lastSentAt: z.string().nullable(),
});
export type RemindEmailSettings = z.infer<typeof remindEmailSettingsSchema>;
export const remindEmailSettingsBodySchema = z
  .object({
    talkRequestEnabled: z.boolean(),
    talkRequestDays: z.coerce.number({ message: daysMessage }).int({ message: daysMessage }).min(1, { message: daysMessage }).max(30, { message: daysMessage }),
    checkInRateEnabled: z.boolean(),
    checkInRateThreshold: z.coerce
      .number({ message: rateMessage })
      .int({ message: rateMessage })
      .min(1, { message: rateMessage })
      .max(100, { message: rateMessage }),
    sendToSchoolAdmins: z.boolean(),
    notificationEmails: z
      .array(z.object({ notification_email: z.string() }))
      .transform((list) => list.map((e) => e.notification_email))
      .pipe(notificationEmailsSchema),
  })
  .strict();
export type RemindEmailSettingsBody = z.infer<typeof remindEmailSettingsBodySchema>;

/** GET organization/teachers query and answer: the teachers of the organisation's schools. */
export const boardTeachersQuerySchema = z
  .object({
    schoolId: optionalId,
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();
export const boardTeacherSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  admin: z.boolean(),
  school: z.object({ id: z.number(), code: z.string(), name: z.string() }),
});
export const boardTeachersSchema = z.object({ list: z.array(boardTeacherSchema), total: z.number(), page: z.number(), limit: z.number() });
export type BoardTeachers = z.infer<typeof boardTeachersSchema>;

// ---------------------------------------------------------------- early warning (beyond the spec)

/** GET organization/response_times query: the period (year, optional month). */
export const responseTimesQuerySchema = z.object({ year: boardYearSchema, month: boardMonthSchema }).strict();
/** Per school: 話したい in the period, handled, and minutes from request to handling (median, p90; null when fewer than 5 handled). */
export const responseTimesSchema = z.object({
  suppression: z.boolean(),
  schools: z.array(
    z.object({
      school: z.object({ id: z.number(), code: z.string(), name: z.string() }),
      requests: countCellSchema,
      handled: countCellSchema,
      medianMinutes: z.number().nullable(),
      p90Minutes: z.number().nullable(),
    }),
  ),
});
export type ResponseTimes = z.infer<typeof responseTimesSchema>;

/** GET organization/early_warning query: the day the 10-school-day window ends (default today), optional school. */
export const earlyWarningQuerySchema = z.object({ date: dateKeySchema.optional(), schoolId: optionalId }).strict();
/** The rule: `absences`+ absences in the last `windowDays` school days with bad moods in at least `badMoodShare` of the check-ins, or talk requests. */
export const EARLY_WARNING_RULE = { windowDays: 10, absences: 3, badMoodShare: 0.5 } as const;
export const earlyWarningStudentSchema = z.object({
  id: z.number(),
  name: z.string(),
  gradeName: z.string(),
  klassName: z.string(),
  studentNumber: z.number(),
  absences: z.number(),
  checkIns: z.number(),
  badMoods: z.number(),
  talkRequests: z.number(),
  /** Why listed, in Japanese (e.g. 欠席3日・気分の悪い日4日・話したい1回). */
  reason: z.string(),
});
export const earlyWarningSchema = z.object({
  from: z.string(),
  to: z.string(),
  rule: z.object({ windowDays: z.number(), absences: z.number(), badMoodShare: z.number() }),
  suppression: z.boolean(),
  schools: z.array(
    z.object({
      school: z.object({ id: z.number(), code: z.string(), name: z.string() }),
      /** How many students the rule lists (a suppressed count); the named list only when the query names the school (the hand-off to its counsellor), else []. */
      count: countCellSchema,
      students: z.array(earlyWarningStudentSchema),
    }),
  ),
});
export type EarlyWarning = z.infer<typeof earlyWarningSchema>;

// ---------------------------------------------------------------- MEXT 学校コード (decision 046)

/** POST /api/local_governments/schools/{id}/mext_school_code: the school's MEXT 学校コード (13 characters, check digit); '' clears it. */
export const mextSchoolCodeBodySchema = z.object({ mextSchoolCode: z.union([z.literal(''), mextSchoolCodeSchema]) }).strict();
/** The school's codes after the change. */
export const schoolCodesSchema = z.object({ id: z.number(), code: z.string(), name: z.string(), mextSchoolCode: z.string().nullable() });
export type SchoolCodes = z.infer<typeof schoolCodesSchema>;
