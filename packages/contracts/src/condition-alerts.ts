import { z } from 'zod';
import { conditionKindSchema } from './conditions.ts';
import { dateKeySchema } from './date-key.ts';
import { CONSECUTIVE_DAYS_MAX, CONSECUTIVE_DAYS_MIN, longTextSchema } from './limits.ts';
import { notificationEmailItemSchema, notificationEmailsSchema } from './mail-settings.ts';
import { idSchema } from './schools.ts';
import { ALERT_FILTERS } from './sos.ts';

const consecutiveDaysMessage = `${CONSECUTIVE_DAYS_MIN}から${CONSECUTIVE_DAYS_MAX}までの数字を入力してください`;

/**
 * The teacher payload of spec §7 condition_settings (config_update and test_send_mail):
 * consecutiveDays 1–20 (spec §5), the bad / worst flags, the alert text and the notification
 * e-mails as a list of `{ notification_email }` (spec §5 list rules apply).
 */
export const conditionAlertSettingBodySchema = z
  .object({
    conditionKind: conditionKindSchema,
    bad: z.boolean(),
    worst: z.boolean(),
    consecutiveDays: z.coerce
      .number({ message: consecutiveDaysMessage })
      .int({ message: consecutiveDaysMessage })
      .min(CONSECUTIVE_DAYS_MIN, { message: consecutiveDaysMessage })
      .max(CONSECUTIVE_DAYS_MAX, { message: consecutiveDaysMessage }),
    contentAlert: longTextSchema.pipe(z.string().min(1, { message: 'アラートの内容を入力してください' })),
    notificationEnabled: z.boolean().default(false),
    notificationEmails: z
      .array(z.object({ notification_email: z.string() }))
      .transform((list) => list.map((e) => e.notification_email))
      .pipe(notificationEmailsSchema),
  })
  .strict();
export type ConditionAlertSettingBody = z.infer<typeof conditionAlertSettingBodySchema>;

/** One setting as read back (spec §3 alert setting item); e-mails as `{ id, value, isValid }`. */
export const conditionAlertSettingSchema = z.object({
  id: z.number().nullable(),
  title: z.string(),
  alertType: z.literal('teacher'),
  conditionKind: conditionKindSchema,
  bad: z.boolean(),
  worst: z.boolean(),
  consecutiveDays: z.number(),
  contentAlert: z.string(),
  notificationEnabled: z.boolean(),
  notificationEmails: z.array(notificationEmailItemSchema),
});
export type ConditionAlertSetting = z.infer<typeof conditionAlertSettingSchema>;

/**
 * What raised a condition alert (issue 25, decision 071): the school's run rule (spec §5), a
 * flagged health observation, a word of distress in a pupil's text, a fall from the pupil's own baseline.
 */
export const CONDITION_ALERT_SOURCES = ['rule', 'healthcheck', 'distress_word', 'baseline'] as const;
export type ConditionAlertSource = (typeof CONDITION_ALERT_SOURCES)[number];

/** Where a pupil wrote a text that is checked for words of distress. */
export const DISTRESS_TEXT_PLACES = ['healthcheck', 'questionnaire', 'talk_request'] as const;
export type DistressTextPlace = (typeof DISTRESS_TEXT_PLACES)[number];

const moodDaySchema = z.object({ date: z.string(), value: z.string().nullable() });

/** The evidence beside an alert: the sentences a word of distress was found in, or the baseline's two averages and their days. */
export const conditionAlertEvidenceSchema = z.union([
  z.object({
    kind: z.literal('distress_word'),
    matches: z.array(z.object({ place: z.enum(DISTRESS_TEXT_PLACES), word: z.string(), sentence: z.string() })),
  }),
  z.object({
    kind: z.literal('baseline'),
    recentAverage: z.number(),
    baselineAverage: z.number(),
    recentDays: z.array(moodDaySchema),
    baselineDays: z.array(moodDaySchema),
    /** The school day the pupil's recent week was back near their usual and the alert faded (closed without a teacher); null while it holds. */
    fadedOn: z.string().nullable(),
  }),
]);
export type ConditionAlertEvidence = z.infer<typeof conditionAlertEvidenceSchema>;

/** A condition alert (spec §3 condition school alert) with its student, what raised it and its evidence. */
export const conditionAlertSchema = z.object({
  id: z.number(),
  conditionKind: conditionKindSchema,
  date: dateKeySchema,
  datetime: z.string(),
  contentAlert: z.string(),
  source: z.enum(CONDITION_ALERT_SOURCES),
  evidence: conditionAlertEvidenceSchema.nullable(),
  processed: z.boolean(),
  processedAt: z.string().nullable(),
  teacherName: z.string().nullable(),
  student: z.object({ id: z.number(), name: z.string(), studentNumber: z.number(), gradeName: z.string(), klassName: z.string() }),
});
export type ConditionAlert = z.infer<typeof conditionAlertSchema>;

/** GET /api/teachers/dashboards/school_alert_dashboard query (心不調 / 体不調 dashboards). */
export const schoolAlertDashboardQuerySchema = z
  .object({
    conditionKind: conditionKindSchema,
    year: z.coerce.number().int().min(2022).max(2100).optional(),
    month: z.coerce.number().int().min(1).max(12).optional(),
    gradeId: idSchema.optional(),
    klassId: idSchema.optional(),
    status: z.enum(ALERT_FILTERS).default('all'),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();
export type SchoolAlertDashboardQuery = z.infer<typeof schoolAlertDashboardQuerySchema>;

export const schoolAlertDashboardSchema = z.object({
  list: z.array(conditionAlertSchema),
  total: z.number(),
  unprocessed: z.number(),
  page: z.number(),
  limit: z.number(),
});

/** POST /api/teachers/students/processed_condition_alert: resolve payload `{ id }` (spec §7). */
export const resolveAlertBodySchema = z.object({ id: idSchema }).strict();

/** GET /api/teachers/students/get_alert_resolved query. */
export const studentAlertsQuerySchema = z.object({ studentId: idSchema }).strict();

/** One kind's run rule as proposed on settings/alert: which answers count, how many school days in a row (the saved rule's fields and messages). */
export const alertReplayRuleSchema = conditionAlertSettingBodySchema.pick({ bad: true, worst: true, consecutiveDays: true });
export type AlertReplayRule = z.infer<typeof alertReplayRuleSchema>;

/**
 * POST /api/teachers/condition_settings/replay (issue 25 item 4, decision 077): the proposed rules
 * replayed over the school's last 90 school days against the current ones. `baseline`: the rule of
 * decision 054 on or off, and how far (scale points, 0.5–3) the recent week must fall below the usual.
 */
export const alertReplayBodySchema = z
  .object({
    mental: alertReplayRuleSchema,
    physical: alertReplayRuleSchema,
    baseline: z
      .object({
        enabled: z.boolean({ message: 'いつもとの比較を使うかを選んでください' }),
        drop: z.coerce
          .number({ message: '下がり幅は0.5から3までの数字を入力してください' })
          .min(0.5, { message: '下がり幅は0.5から3までの数字を入力してください' })
          .max(3, { message: '下がり幅は0.5から3までの数字を入力してください' }),
      })
      .strict(),
  })
  .strict();
export type AlertReplayBody = z.infer<typeof alertReplayBodySchema>;

/** A pupil a proposed rule would add or drop (names only to admin teachers). */
export const alertReplayStudentSchema = z.object({ id: z.number(), name: z.string(), klassName: z.string(), studentNumber: z.number() });

/** The replay's answer: per class and week (Monday's date) the alerts each rule would have raised, and the pupils that differ. */
export const alertReplaySchema = z.object({
  from: dateKeySchema,
  to: dateKeySchema,
  schoolDays: z.number(),
  weeks: z.array(dateKeySchema),
  klasses: z.array(
    z.object({ klassId: z.number(), name: z.string(), weeks: z.array(z.object({ weekStart: dateKeySchema, current: z.number(), proposed: z.number() })) }),
  ),
  totals: z.object({ current: z.number(), proposed: z.number() }),
  added: z.object({ count: z.number(), students: z.array(alertReplayStudentSchema).nullable() }),
  dropped: z.object({ count: z.number(), students: z.array(alertReplayStudentSchema).nullable() }),
});
export type AlertReplay = z.infer<typeof alertReplaySchema>;
