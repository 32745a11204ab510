import { z } from 'zod';
import { dateKeySchema, derivedDateKeySchema } from './date-key.ts';
import { idSchema } from './schools.ts';

/**
 * The kinds of a school calendar range (issue 10 "School calendar", docs/decisions/020):
 * - `vacation`: a long vacation (夏休み, 冬休み, 春休み): no school days.
 * - `holiday`: the school's own day off (創立記念日, 運動会の振替休日): no school days.
 * - `closure`: 臨時休業 of the whole school: no school days.
 * - `class_closure`: 学級閉鎖 of one class (`klassId`): no school days for that class only.
 * - `opening_day`: 始業式, the first school day of the year (one day); the year's days before it are not school days.
 * - `closing_day`: 終業式 (修了式), the last school day of the year (one day); the year's days after it are not school days.
 * - `school_day`: a weekend or national holiday that is a school day (授業参観 on Saturday).
 */
export const SCHOOL_CALENDAR_KINDS = ['vacation', 'holiday', 'closure', 'class_closure', 'opening_day', 'closing_day', 'school_day'] as const;
export type SchoolCalendarKind = (typeof SCHOOL_CALENDAR_KINDS)[number];

/** Kinds a range may have that close the days it covers. */
export const CLOSED_CALENDAR_KINDS = ['vacation', 'holiday', 'closure', 'class_closure'] as const;

/**
 * Why a date is not a school day (issue 10, decision 020): a range kind that closes days, the
 * year's days before its 始業式 / after its 終業式, a weekend, or a national (or substitute) holiday.
 */
export const NON_SCHOOL_DAY_KINDS = [...CLOSED_CALENDAR_KINDS, 'before_opening', 'after_closing', 'weekend', 'national_holiday'] as const;
export type NonSchoolDayKind = (typeof NON_SCHOOL_DAY_KINDS)[number];

/** A stored range (from..to both included, YYYY-MM-DD, Japan time). `klassId` only for class_closure. */
export interface SchoolCalendarRangeLike {
  kind: SchoolCalendarKind;
  label: string;
  from: string;
  to: string;
  klassId: number | null;
}

/** Why a day is not a school day, for people: `label` is the range's label or the rule's Japanese name. */
export interface NonSchoolDay {
  kind: NonSchoolDayKind;
  label: string;
}

/** Japanese names of the range kinds, as on the settings page and in the Excel template's 種類 column. */
export const SCHOOL_CALENDAR_KIND_NAMES: Record<SchoolCalendarKind, string> = {
  vacation: '長期休業',
  holiday: '学校休業日',
  closure: '臨時休業',
  class_closure: '学級閉鎖',
  opening_day: '始業式',
  closing_day: '終業式',
  school_day: '授業日',
};

/** The longest label (e.g. 臨時休業（台風10号）). */
export const SCHOOL_CALENDAR_LABEL_MAX = 50;
/** At most this many ranges in one bulk create or import. */
export const SCHOOL_CALENDAR_BULK_MAX = 200;
/** The largest accepted Excel upload, in bytes (base64 in the JSON body). */
export const SCHOOL_CALENDAR_FILE_MAX_BYTES = 512 * 1024;

export const schoolCalendarKindSchema = z.enum(SCHOOL_CALENDAR_KINDS, { message: '種類を選んでください' });
export const nonSchoolDaySchema = z.object({ kind: z.enum(NON_SCHOOL_DAY_KINDS), label: z.string() });

/** One date of a dashboard period with why it is not a school day (null on a school day). */
export const calendarDaySchema = z.object({ date: derivedDateKeySchema, nonSchoolDay: nonSchoolDaySchema.nullable() });
export type CalendarDay = z.infer<typeof calendarDaySchema>;

/** A stored range as listed: `klassName` (e.g. 1年 1組) only for class_closure. */
export const schoolCalendarRangeSchema = z.object({
  id: z.number(),
  kind: schoolCalendarKindSchema,
  label: z.string(),
  from: derivedDateKeySchema,
  to: derivedDateKeySchema,
  klassId: z.number().nullable(),
  klassName: z.string().nullable(),
});
export type SchoolCalendarRange = z.infer<typeof schoolCalendarRangeSchema>;

/** GET …/school_calendar query: the school year (年度) to list; default the current one. */
export const schoolCalendarQuerySchema = z.object({ year: z.coerce.number().int().min(2000).max(2100).optional() }).strict();
export type SchoolCalendarQuery = z.infer<typeof schoolCalendarQuerySchema>;

/** GET …/school_calendar: the year's ranges by start date, the school's years, and the year's classes (for 学級閉鎖). */
export const schoolCalendarViewSchema = z.object({
  year: z.number(),
  years: z.array(z.number()),
  ranges: z.array(schoolCalendarRangeSchema),
  klasses: z.array(z.object({ id: z.number(), name: z.string() })),
});
export type SchoolCalendarView = z.infer<typeof schoolCalendarViewSchema>;

/** One new range: from..to both included; `klassId` required for class_closure and refused otherwise (checked by the API). */
export const schoolCalendarRangeInputSchema = z
  .object({
    kind: schoolCalendarKindSchema,
    label: z
      .string()
      .trim()
      .max(SCHOOL_CALENDAR_LABEL_MAX, { message: `${SCHOOL_CALENDAR_LABEL_MAX}文字以内で入力してください` })
      .default(''),
    from: dateKeySchema,
    to: dateKeySchema,
    klassId: idSchema.nullish(),
  })
  .strict();
export type SchoolCalendarRangeInput = z.infer<typeof schoolCalendarRangeInputSchema>;

/** POST …/school_calendar/bulk_create: ranges stored together or not at all. */
export const schoolCalendarBulkCreateBodySchema = z
  .object({
    ranges: z
      .array(schoolCalendarRangeInputSchema)
      .min(1, { message: '期間を1件以上入力してください' })
      .max(SCHOOL_CALENDAR_BULK_MAX, { message: `一度に登録できるのは${SCHOOL_CALENDAR_BULK_MAX}件までです` }),
  })
  .strict();
export type SchoolCalendarBulkCreateBody = z.infer<typeof schoolCalendarBulkCreateBodySchema>;

/** POST …/school_calendar/bulk_delete: ids of the school's ranges (404 when one is not the school's; nothing deleted). */
export const schoolCalendarBulkDeleteBodySchema = z
  .object({ ids: z.array(idSchema).min(1, { message: '削除する期間を選んでください' }).max(SCHOOL_CALENDAR_BULK_MAX) })
  .strict();
export type SchoolCalendarBulkDeleteBody = z.infer<typeof schoolCalendarBulkDeleteBodySchema>;

/**
 * POST …/school_calendar/import: the filled-in template (.xlsx) as base64. `dryRun` checks and
 * returns the rows without storing (the page's preview).
 */
export const schoolCalendarImportBodySchema = z
  .object({
    file: z
      .string()
      .min(1, { message: 'ファイルを選んでください' })
      .max(Math.ceil((SCHOOL_CALENDAR_FILE_MAX_BYTES * 4) / 3) + 4, { message: 'ファイルが大きすぎます' }),
    dryRun: z.boolean().optional(),
  })
  .strict();
export type SchoolCalendarImportBody = z.infer<typeof schoolCalendarImportBodySchema>;

/** The import's answer: the ranges read from the file (stored unless dryRun). */
export const schoolCalendarImportResultSchema = z.object({
  stored: z.boolean(),
  ranges: z.array(
    z.object({ kind: schoolCalendarKindSchema, label: z.string(), from: derivedDateKeySchema, to: derivedDateKeySchema, klassId: z.number().nullable() }),
  ),
});
export type SchoolCalendarImportResult = z.infer<typeof schoolCalendarImportResultSchema>;
