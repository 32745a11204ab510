import { z } from 'zod';
import { dateKeySchema } from './date-key.ts';
import { idSchema } from './schools.ts';

/**
 * GET /api/teachers/all_dashboards/unsupported query (spec §2 show-all-unsupported, issue 10 item 4):
 * the classes the teacher may see, optionally one grade or class, paged.
 */
export const unsupportedQuerySchema = z
  .object({
    gradeId: idSchema.optional(),
    klassId: idSchema.optional(),
    page: z.coerce.number().int().min(1).default(1),
    limit: z.coerce.number().int().min(1).max(200).default(50),
  })
  .strict();
export type UnsupportedQuery = z.infer<typeof unsupportedQuerySchema>;

/** What is waiting: a mental or physical condition alert (未対応), or an unprocessed 話したい. */
export const UNSUPPORTED_KINDS = ['mental', 'physical', 'talk'] as const;

/** One unresolved item, whatever day it was raised. */
export const unsupportedItemSchema = z.object({
  kind: z.enum(UNSUPPORTED_KINDS),
  /** The condition alert's or the SOS's id. */
  id: z.number(),
  date: dateKeySchema,
  /** When it was raised (ISO 8601; shown as alert time YYYY年MM月DD日 HH:mm or SOS time YYYY/MM/DD HH:mm, spec §9). */
  datetime: z.string(),
  /** The alert text, or the talk-to button's label. */
  content: z.string(),
  student: z.object({ id: z.number(), name: z.string(), studentNumber: z.number(), gradeName: z.string(), klassName: z.string() }),
});
export type UnsupportedItem = z.infer<typeof unsupportedItemSchema>;

export const unsupportedListSchema = z.object({
  total: z.number(),
  page: z.number(),
  limit: z.number(),
  /** Whether talk requests are included: only where the school records their handling (its 話したい対応状況 setting). */
  talkIncluded: z.boolean(),
  list: z.array(unsupportedItemSchema),
});
export type UnsupportedList = z.infer<typeof unsupportedListSchema>;
