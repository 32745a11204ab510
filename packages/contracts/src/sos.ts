import { z } from 'zod';
import { idSchema } from './schools.ts';

/** A talk-to button of the school (GET /api/sos_settings). */
export const sosSettingSchema = z.object({ id: z.number(), label: z.string() });
export type SosSetting = z.infer<typeof sosSettingSchema>;

/** POST /api/soss body: which talk-to button was pressed. */
export const sosBodySchema = z.object({ sosSettingId: idSchema }).strict();
export type SosBody = z.infer<typeof sosBodySchema>;

/** An SOS record (spec §3): datetime is an ISO instant. */
export const sosRecordSchema = z.object({
  id: z.number(),
  datetime: z.string(),
  label: z.string(),
  processed: z.boolean(),
  processedStatus: z.string().nullable(),
});
export type SosRecord = z.infer<typeof sosRecordSchema>;

/**
 * The talk icon of spec §4: none without SOS; processed (blue) when every SOS is processed and the
 * school enables processing; otherwise unprocessed (dark red).
 */
export const TALK_STATES = ['none', 'unprocessed', 'processed'] as const;
export const talkStateSchema = z.enum(TALK_STATES);
export type TalkState = z.infer<typeof talkStateSchema>;
