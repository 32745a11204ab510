import { z } from 'zod';

/** The sensible range of a business date (issue 9 part 6): anything outside is a typo or a probe. */
export const DATE_KEY_MIN = '2000-01-01';
export const DATE_KEY_MAX = '2100-12-31';

const DATE_KEY_FORMAT = /^\d{4}-\d{2}-\d{2}$/;

/** True when `s` is a real calendar date YYYY-MM-DD (2026-02-30 is not). */
function isRealDate(s: string): boolean {
  // A Date round-trip rejects 2026-02-30 (it would roll over to March); cheaper than dayjs.
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/**
 * A business-date key, YYYY-MM-DD (spec §9 "keys YYYY-MM-DD"), checked to be a real date within
 * DATE_KEY_MIN..DATE_KEY_MAX (a 400 naming the field, never a 500 further down: year 9999 used to
 * overflow the week views).
 */
export const dateKeySchema = z
  .string()
  .regex(DATE_KEY_FORMAT, { message: 'YYYY-MM-DD 形式の日付を入力してください' })
  .refine(isRealDate, { message: '存在しない日付です' })
  .refine((s) => s >= DATE_KEY_MIN && s <= DATE_KEY_MAX, {
    message: `${DATE_KEY_MIN.slice(0, 4)}年から${DATE_KEY_MAX.slice(0, 4)}年までの日付を入力してください`,
  });

/**
 * A date key in an answer that the server derives from a request's date (the Monday-to-Sunday
 * week around it): the format only, since the week of 2100-12-31 ends in 2101.
 */
export const derivedDateKeySchema = z.string().regex(DATE_KEY_FORMAT);
