import { z } from 'zod';

/** A business-date key, YYYY-MM-DD (spec §9 "keys YYYY-MM-DD"), checked to be a real date. */
export const dateKeySchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, { message: 'YYYY-MM-DD 形式の日付を入力してください' })
  // A Date round-trip rejects 2026-02-30 (it would roll over to March); cheaper than dayjs.
  .refine(
    (s) => {
      const d = new Date(`${s}T00:00:00Z`);
      return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
    },
    {
      message: '存在しない日付です',
    },
  );
