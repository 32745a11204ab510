import { z } from 'zod';

/** Business constants of spec §9. */
export const LONG_TEXT_MAX = 5000;
export const HEALTHCHECK_TEXT_MAX = 500;
export const SENTENCE_MAX = 100;
export const CONSECUTIVE_DAYS_MIN = 1;
export const CONSECUTIVE_DAYS_MAX = 20;
export const TEMPERATURE_ALERT_THRESHOLD = 37;
/** The date selector of spec §9: today and the next 7 days. */
export const DATE_OPTION_DAYS = 8;

/** A trimmed long text (memo, note): at most 5,000 characters (spec §5). */
export const longTextSchema = z
  .string()
  .trim()
  .max(LONG_TEXT_MAX, { message: `${LONG_TEXT_MAX}文字以内で入力してください` });
