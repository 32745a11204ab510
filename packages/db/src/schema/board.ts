import { boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { CONDITION_KINDS } from '@sukoyaka/contracts/conditions';
import type { BoardTalkLine } from '@sukoyaka/contracts/board-talk-lines';
import type { DistressWordEntry } from '@sukoyaka/contracts/distress-words';
import { STUDENT_SIGN_IN_PROVIDERS } from '@sukoyaka/contracts/oidc-sign-in';
import { id, ref, timestamps } from './columns.ts';
import { organizations, schools } from './organizations.ts';

/**
 * A board of education's settings (issue 14): small-group suppression of its reports (on by
 * default, decision 026) and the daily reminder mails it sends to its schools (decision 027).
 * No row means the defaults.
 */
export const boardSettings = pgTable('board_settings', {
  organizationId: ref('organization_id')
    .primaryKey()
    .references(() => organizations.id),
  smallGroupSuppression: boolean('small_group_suppression').notNull().default(true),
  remindTalkRequestEnabled: boolean('remind_talk_request_enabled').notNull().default(false),
  remindTalkRequestDays: integer('remind_talk_request_days').notNull().default(3),
  remindCheckInRateEnabled: boolean('remind_check_in_rate_enabled').notNull().default(false),
  remindCheckInRateThreshold: integer('remind_check_in_rate_threshold').notNull().default(70),
  remindSendToSchoolAdmins: boolean('remind_send_to_school_admins').notNull().default(true),
  remindEmails: text('remind_emails').array().notNull().default([]),
  remindLastSentAt: timestamp('remind_last_sent_at', { withTimezone: true }),
  /** School years a student's health data are kept after they leave (APPI; issue 15, decision 032). */
  healthDataRetentionYears: integer('health_data_retention_years').notNull().default(5),
  /**
   * Which providers' sign-in the login pages of the board's schools offer students, when the
   * server is configured for them (issue 15, decision 034). Google alone by default, as before.
   */
  studentSignInProviders: text('student_sign_in_providers', { enum: STUDENT_SIGN_IN_PROVIDERS }).array().notNull().default(['google']),
  /** The board's words of distress (issue 25 item 5, decision 071); null: the repository's default list. */
  distressWords: jsonb('distress_words').$type<DistressWordEntry[]>(),
  /** The board's own lines its pupils see out of school hours (issue 25 item 1, decision 078); null: none. */
  talkLines: jsonb('talk_lines').$type<BoardTalkLine[]>(),
  ...timestamps(),
});

/**
 * The government's condition alert rule per kind (spec §3 alert setting item, alertType
 * government; §5 心の不調のメール設定と同じ): the board is mailed about its schools' students whose
 * check-ins match. `sameAsMental` (physical only) reuses the mental row's e-mails.
 */
export const boardAlertSettings = pgTable(
  'board_alert_settings',
  {
    id: id(),
    organizationId: ref('organization_id')
      .notNull()
      .references(() => organizations.id),
    conditionKind: text('condition_kind', { enum: CONDITION_KINDS }).notNull(),
    bad: boolean('bad').notNull().default(true),
    worst: boolean('worst').notNull().default(true),
    consecutiveDays: integer('consecutive_days').notNull().default(3),
    contentAlert: text('content_alert').notNull(),
    notificationEnabled: boolean('notification_enabled').notNull().default(false),
    notificationEmails: text('notification_emails').array().notNull().default([]),
    sameAsMental: boolean('same_as_mental').notNull().default(false),
    ...timestamps(),
  },
  (t) => [uniqueIndex('board_alert_settings_org_kind_key').on(t.organizationId, t.conditionKind)],
);

/**
 * Check-in counts per school, class and Japan-time date: the trigger on `conditions` appends each
 * change to board_figure_deltas and the worker folds them in here (decision 041; readers add the
 * deltas not yet folded, liveKlassFigures): the board's month and year reports read these instead
 * of millions of check-ins. `klassId` is the student's class in the date's school year (0 when
 * the student had no class that year). `checkIns` counts rows with any value entered.
 */
export const boardDailyFigures = pgTable(
  'board_daily_figures',
  {
    schoolId: ref('school_id')
      .notNull()
      .references(() => schools.id),
    date: date('date', { mode: 'string' }).notNull(),
    klassId: ref('klass_id').notNull(),
    checkIns: integer('check_ins').notNull().default(0),
    mentalBad: integer('mental_bad').notNull().default(0),
    mentalWorst: integer('mental_worst').notNull().default(0),
    physicalBad: integer('physical_bad').notNull().default(0),
    physicalWorst: integer('physical_worst').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.date, t.klassId] })],
);

/**
 * Check-in counts per school and Japan-time date: board_daily_figures summed over the school's
 * classes, folded from the same deltas (decision 041; readers add the deltas not yet folded,
 * liveSchoolFigures), so the whole-city dashboard and reports read one row per school and day
 * (decision 035).
 */
export const boardSchoolDailyFigures = pgTable(
  'board_school_daily_figures',
  {
    schoolId: ref('school_id')
      .notNull()
      .references(() => schools.id),
    date: date('date', { mode: 'string' }).notNull(),
    checkIns: integer('check_ins').notNull().default(0),
    mentalBad: integer('mental_bad').notNull().default(0),
    mentalWorst: integer('mental_worst').notNull().default(0),
    physicalBad: integer('physical_bad').notNull().default(0),
    physicalWorst: integer('physical_worst').notNull().default(0),
    /** 話したい presses of the day, and those not yet handled (decision 041: triggers on soss). */
    talkRequests: integer('talk_requests').notNull().default(0),
    talkUnprocessed: integer('talk_unprocessed').notNull().default(0),
    /** Condition alerts of the day, and those not yet handled (triggers on condition_alerts). */
    alerts: integer('alerts').notNull().default(0),
    alertsUnprocessed: integer('alerts_unprocessed').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.date] })],
);

/**
 * Check-in changes not yet added to board_daily_figures / board_school_daily_figures: the trigger
 * on conditions appends one row per change (+1 for the new values, −1 for the old), and the
 * worker folds them into the figures every few seconds (board_figures_fold). Readers add the
 * rows still here, so the figures are exact at any moment (decision 041). No index: the check-in
 * appends without waiting for a lock, and the table holds seconds of changes.
 */
export const boardFigureDeltas = pgTable('board_figure_deltas', {
  schoolId: ref('school_id').notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  studentId: ref('student_id').notNull(),
  checkIns: integer('check_ins').notNull(),
  mentalBad: integer('mental_bad').notNull(),
  mentalWorst: integer('mental_worst').notNull(),
  physicalBad: integer('physical_bad').notNull(),
  physicalWorst: integer('physical_worst').notNull(),
});

/**
 * Which months of a school year (bit 0 = April … bit 11 = March) a student of a school pressed
 * 話したい or had a mental / physical condition alert: one row per school, 年度 and student with
 * any, kept exact by triggers on soss and condition_alerts (decision 041). The board counts
 * distinct students over a month or a year from these bits instead of the raw rows.
 */
export const boardStudentYearFlags = pgTable(
  'board_student_year_flags',
  {
    schoolId: ref('school_id')
      .notNull()
      .references(() => schools.id),
    year: integer('year').notNull(),
    studentId: ref('student_id').notNull(),
    talkMonths: integer('talk_months').notNull().default(0),
    mentalAlertMonths: integer('mental_alert_months').notNull().default(0),
    physicalAlertMonths: integer('physical_alert_months').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.schoolId, t.year, t.studentId] })],
);

/**
 * A board user's access to one school's teacher screens (POST organization/change_school,
 * decision 028): the session token it opened and when it ended. The access log records what was
 * done through it.
 */
export const boardSchoolAccesses = pgTable(
  'board_school_accesses',
  {
    id: id(),
    organizationUserId: ref('organization_user_id').notNull(),
    schoolId: ref('school_id')
      .notNull()
      .references(() => schools.id),
    authTokenId: ref('auth_token_id').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [index('board_school_accesses_user_idx').on(t.organizationUserId), uniqueIndex('board_school_accesses_token_key').on(t.authTokenId)],
);
