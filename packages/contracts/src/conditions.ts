import { z } from 'zod';
import { dateKeySchema } from './date-key.ts';

/**
 * Condition values of spec §3 "Condition row". The four faces, best first:
 * best = 良い (good), good = 少し良い (slightly good), bad = 少し悪い (slightly bad),
 * worst = 悪い (bad); skip = 回答しない (only when the school enables skipping).
 */
export const CONDITION_VALUES = ['best', 'good', 'bad', 'worst', 'skip'] as const;
export const conditionValueSchema = z.enum(CONDITION_VALUES);
export type ConditionValue = z.infer<typeof conditionValueSchema>;

/** The four faces in display order (skip is a separate button). */
export const CONDITION_FACES = ['best', 'good', 'bad', 'worst'] as const satisfies readonly ConditionValue[];

export const CONDITION_KINDS = ['mental', 'physical'] as const;
export const conditionKindSchema = z.enum(CONDITION_KINDS);
export type ConditionKind = z.infer<typeof conditionKindSchema>;

/**
 * When a student made a check-in or pressed 話したい on the device, as an ISO instant. Sent by the
 * offline queue, so a check-in made before the network failed counts for the day it was made.
 * Defaults to the time the server receives it.
 */
export const recordedAtSchema = z.iso.datetime({ offset: true, message: '日時の形式が正しくありません' });

/** How far back a queued check-in or SOS may be (a tablet left offline over a long weekend). */
export const OFFLINE_QUEUE_MAX_DAYS = 7;

/** POST /api/conditions body: the check-in; its date is the Japan-time date of recordedAt (default now). */
export const conditionBodySchema = z.object({ mental: conditionValueSchema, physical: conditionValueSchema, recordedAt: recordedAtSchema.optional() }).strict();
export type ConditionBody = z.infer<typeof conditionBodySchema>;

/** GET /api/conditions query: a date range, default the last 31 days up to today. */
export const conditionsQuerySchema = z.object({ from: dateKeySchema.optional(), to: dateKeySchema.optional() }).strict();

/** One day of a student's check-in (spec §3 condition row). */
export const conditionRowSchema = z.object({
  date: dateKeySchema,
  mental: conditionValueSchema.nullable(),
  physical: conditionValueSchema.nullable(),
});
export type ConditionRow = z.infer<typeof conditionRowSchema>;
