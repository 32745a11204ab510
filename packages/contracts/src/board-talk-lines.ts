import { z } from 'zod';
import { labelAndRemarksTranslationsSchema, schoolTextTranslationsOutSchema } from './school-texts.ts';

/** At most this many lines per board (issue 25 item 1): the pupil's out-of-hours list stays short. */
export const BOARD_TALK_LINES_MAX = 3;

/** A Japanese phone number as dialled: 0 and 9–10 more digits (hyphens allowed), or a 3-digit short number such as 189. */
const JAPANESE_PHONE = /^(?:0\d{9,10}|\d{3})$/;

/**
 * One of a board's own lines (SNS相談 or a local phone line, issue 25 item 1, decision 078): a
 * name, a Japanese phone number or an https URL (at least one), and its hours as text.
 * `translations` (decision 080): the name and hours in the other seven languages in decision 069's
 * shape, `{ en: { label: name, remarks: hours } }`, each up to 60 characters, blanks dropped; a
 * line sent without `translations` keeps those stored for the line of the same name.
 */
export const boardTalkLineSchema = z
  .object({
    name: z.string().trim().min(1, { message: '名前を入力してください' }).max(60, { message: '名前は60文字以内で入力してください' }),
    phone: z
      .string()
      .trim()
      .max(20, { message: '電話番号を正しく入力してください' })
      .refine((v) => v === '' || JAPANESE_PHONE.test(v.replace(/-/g, '')), { message: '電話番号は日本の番号（例: 0120-000-000）で入力してください' }),
    url: z
      .string()
      .trim()
      .max(300, { message: 'URLは300文字以内で入力してください' })
      .refine((v) => v === '' || /^https:\/\/[^\s/]+\.[^\s]+$/.test(v), { message: 'URLは https:// から始まるアドレスで入力してください' }),
    hours: z.string().trim().max(60, { message: '受付時間は60文字以内で入力してください' }),
    translations: labelAndRemarksTranslationsSchema(60, 60).optional(),
  })
  .strict()
  .refine((v) => v.phone !== '' || v.url !== '', { message: '電話番号かURLのどちらかを入力してください', path: ['phone'] });
export type BoardTalkLine = z.infer<typeof boardTalkLineSchema>;

/** A stored line as answered (GETs, talk_hours' `boardLines`): `translations` left out when there are none. */
export const boardTalkLineOutSchema = z.object({
  name: z.string(),
  phone: z.string(),
  url: z.string(),
  hours: z.string(),
  translations: schoolTextTranslationsOutSchema.optional(),
});

/** GET/POST /api/local_governments/talk_lines: the board's lines, in the order pupils see them. */
export const boardTalkLinesSchema = z
  .object({ lines: z.array(boardTalkLineSchema).max(BOARD_TALK_LINES_MAX, { message: `相談窓口は${BOARD_TALK_LINES_MAX}件までです` }) })
  .strict();
export type BoardTalkLines = z.infer<typeof boardTalkLinesSchema>;

/** The answer of GET/POST /api/local_governments/talk_lines. */
export const boardTalkLinesOutSchema = z.object({ lines: z.array(boardTalkLineOutSchema) });
export type BoardTalkLinesShown = z.infer<typeof boardTalkLinesOutSchema>;
