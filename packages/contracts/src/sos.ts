import { z } from 'zod';
import { boardTalkLineOutSchema } from './board-talk-lines.ts';
import { recordedAtSchema } from './conditions.ts';
import { SENTENCE_MAX } from './limits.ts';
import { notificationEmailsSchema } from './mail-settings.ts';
import { idSchema } from './schools.ts';
import { URGENT_NOTE_MAX_LENGTH } from './talk-lines.ts';
import { schoolTextTranslationsOutSchema, schoolTextTranslationsSchema } from './school-texts.ts';

/** A talk-to button of the school (GET /api/sos_settings). */
export const sosSettingSchema = z.object({ id: z.number(), label: z.string(), translations: schoolTextTranslationsOutSchema });
export type SosSetting = z.infer<typeof sosSettingSchema>;

/** POST /api/soss body: which talk-to button was pressed, and when (offline queue). */
export const sosBodySchema = z.object({ sosSettingId: idSchema, recordedAt: recordedAtSchema.optional() }).strict();
export type SosBody = z.infer<typeof sosBodySchema>;

/** An SOS record (spec §3): datetime is an ISO instant. */
export const sosRecordSchema = z.object({
  id: z.number(),
  datetime: z.string(),
  label: z.string(),
  processed: z.boolean(),
  processedStatus: z.string().nullable(),
  /** Teachers only: still unhandled after the school's escalation hours (processing on; decision 033). */
  escalated: z.boolean().optional(),
});
export type SosRecord = z.infer<typeof sosRecordSchema>;

/**
 * The one state model of a talk request (issue 24 item 1, issue 25 item 2, decision 053), as the
 * pupil reads it: sent 送りました → seen 先生が見ました → handled 先生とお話ししました (or the school's
 * status name). Any teacher who may see the pupil moves it on, whatever the school's
 * 「話したい」の対応状況 setting; that setting only adds the status list to 対応した.
 */
export const TALK_REQUEST_STATES = ['sent', 'seen', 'handled'] as const;
export const talkRequestStateSchema = z.enum(TALK_REQUEST_STATES);
export type TalkRequestState = z.infer<typeof talkRequestStateSchema>;

/** One of the pupil's own talk requests (GET /api/students/soss): when, which button, its state. */
export const studentTalkRequestSchema = z.object({
  id: z.number(),
  datetime: z.string(),
  label: z.string(),
  state: talkRequestStateSchema,
  /** The school's status name the teacher chose with 対応した; null: none chosen. */
  statusName: z.string().nullable(),
  /** The pupil's one line saying it is urgent (issue 25 item 2); null: none added. */
  urgentNote: z.string().nullable(),
});
export type StudentTalkRequest = z.infer<typeof studentTalkRequestSchema>;

/** POST /api/students/soss/urgent body (issue 25 item 2): the pupil's own request and one line saying it is urgent. */
export const sosUrgentBodySchema = z
  .object({
    id: idSchema,
    note: z
      .string()
      .trim()
      .min(1, { message: 'ひとこと 書いてください。' })
      .max(URGENT_NOTE_MAX_LENGTH, { message: `${URGENT_NOTE_MAX_LENGTH}文字以内で書いてください。` })
      .refine((s) => !/[\r\n]/.test(s), { message: '1行で書いてください。' }),
  })
  .strict();
export type SosUrgentBody = z.infer<typeof sosUrgentBodySchema>;

/** POST /api/teachers/students/seen_sos query: the request a teacher marks 見ました. */
export const seenSosQuerySchema = z.object({ id: idSchema }).strict();

/**
 * The talk icon of spec §4: none without SOS; processed (blue) when every SOS is processed and the
 * school enables processing; otherwise unprocessed (dark red).
 */
export const TALK_STATES = ['none', 'unprocessed', 'processed'] as const;
export const talkStateSchema = z.enum(TALK_STATES);
export type TalkState = z.infer<typeof talkStateSchema>;

/** GET /api/teachers/students/soss and past_sos query: one student. */
export const studentSossQuerySchema = z.object({ studentId: idSchema }).strict();

/** POST /api/teachers/students/processed_sos query (spec §7: id, processedStatus). */
export const processedSosQuerySchema = z.object({ id: idSchema, processedStatus: z.string().trim().min(1).max(100).optional() }).strict();

/** An SOS as the teacher sees it: who pressed, and who processed it when. */
export const teacherSosRecordSchema = sosRecordSchema.extend({
  /** When a teacher first marked it 見ました (or handled it); null: not yet seen (decision 053). */
  seenAt: z.string().nullable(),
  /** The pupil's one line saying it is urgent (issue 25 item 2); null: none. */
  urgentNote: z.string().nullable(),
  processedAt: z.string().nullable(),
  teacherName: z.string().nullable(),
  student: z.object({ id: z.number(), name: z.string(), studentNumber: z.number(), gradeName: z.string(), klassName: z.string() }),
});
export type TeacherSosRecord = z.infer<typeof teacherSosRecordSchema>;

/** Alert status filter of spec §9: all / resolved 対応済み / not_supported 未対応. */
export const ALERT_FILTERS = ['all', 'resolved', 'not_supported'] as const;

/** GET /api/teachers/dashboards/sos_dashboard query (spec §3 dashboard filters). */
export const sosDashboardQuerySchema = z
  .object({
    year: z.coerce.number().int().min(2022).max(2100).optional(),
    month: z.coerce.number().int().min(1).max(12).optional(),
    gradeId: idSchema.optional(),
    klassId: idSchema.optional(),
    status: z.enum(ALERT_FILTERS).default('all'),
    sosSettingId: idSchema.optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();
export type SosDashboardQuery = z.infer<typeof sosDashboardQuerySchema>;

export const sosDashboardSchema = z.object({
  list: z.array(teacherSosRecordSchema),
  total: z.number(),
  unprocessed: z.number(),
  page: z.number(),
  limit: z.number(),
});

/** A status a processed SOS may be given. */
export const sosProcessedStatusSchema = z.object({ id: z.number(), name: z.string() });

/** GET/POST /api/teachers/schools/enabled_processed_sos. */
export const enabledProcessedSosSchema = z.object({ enabledProcessedSos: z.boolean() }).strict();

/** A talk-to button as the school's settings show it (sos_setting page), with who is mailed. */
export const teacherSosSettingSchema = z.object({
  id: z.number(),
  label: z.string(),
  notificationEmails: z.array(z.string()),
  translations: schoolTextTranslationsOutSchema,
});

const buttonLabel = z
  .string()
  .trim()
  .min(1, { message: 'ボタンの文言を入力してください' })
  .max(SENTENCE_MAX, { message: `${SENTENCE_MAX}文字以内で入力してください。` });

/** POST /api/teachers/sos_settings/bulk_create: new buttons (added at the end). */
export const sosSettingsBulkCreateBodySchema = z
  .object({
    sosSettings: z
      .array(
        z
          .object({ label: buttonLabel, notificationEmails: notificationEmailsSchema.default([]), translations: schoolTextTranslationsSchema.optional() })
          .strict(),
      )
      .min(1)
      .max(10),
  })
  .strict();
/** POST /api/teachers/sos_settings/bulk_update: labels, addresses and order (list order) of existing buttons. */
export const sosSettingsBulkUpdateBodySchema = z
  .object({
    sosSettings: z
      .array(
        z
          .object({
            id: idSchema,
            label: buttonLabel,
            notificationEmails: notificationEmailsSchema.default([]),
            translations: schoolTextTranslationsSchema.optional(),
          })
          .strict(),
      )
      .min(1)
      .max(20),
  })
  .strict();
/** POST /api/teachers/sos_settings/bulk_delete. History keeps the label each press was made with. */
export const sosSettingsBulkDeleteBodySchema = z.object({ ids: z.array(idSchema).min(1).max(20) }).strict();

/**
 * GET /api/students/talk_hours (issue 25 item 1): whether a talk request pressed now waits for the
 * next school day (outside the school's hours or on a day that is not a school day), and the
 * Japan date when a teacher will see it (`teacherSeesOn`, YYYY-MM-DD; today in school hours; null
 * when no school day is known in the next 60 days).
 */
export const talkHoursSchema = z.object({
  outOfHours: z.boolean(),
  teacherSeesOn: z.string().nullable(),
  /** The board's own lines (decision 078), shown after the national ones; [] in school hours or when the board has none. */
  boardLines: z.array(boardTalkLineOutSchema),
});
export type TalkHours = z.infer<typeof talkHoursSchema>;

/** A minute of the day, 0 (0:00) to 1440 (24:00), Japan time. */
const dayMinuteSchema = z
  .number({ message: '時刻を入力してください' })
  .int({ message: '時刻を正しく入力してください' })
  .min(0, { message: '時刻は0:00から24:00の間で入力してください' })
  .max(1440, { message: '時刻は0:00から24:00の間で入力してください' });

/**
 * The school's hours (issue 25 item 1): 始業 and 終業 in minutes after Japan-time midnight, start
 * before end. GET /api/teachers/schools/school_hours answers it; POST …/update_school_hours (admin
 * teachers) takes it. Outside them GET /api/students/talk_hours says a press is out of hours.
 */
export const schoolHoursSchema = z
  .object({ startMinute: dayMinuteSchema, endMinute: dayMinuteSchema })
  .strict()
  .refine((v) => v.startMinute < v.endMinute, { message: '終業は始業より後の時刻にしてください', path: ['endMinute'] });
export type SchoolHours = z.infer<typeof schoolHoursSchema>;
