import { z } from 'zod';

/**
 * How long the board keeps a student's health data after they leave (issue 15 item 7, decision 032):
 * `health_data_retention_years` school years, 1–20 (default 5), on the board's settings page
 * (GET/POST /api/local_governments/retention_settings, our addition, decision 007).
 */
export const HEALTH_DATA_RETENTION_RANGE = { min: 1, max: 20, default: 5 } as const;
const message = `保存年数は${HEALTH_DATA_RETENTION_RANGE.min}から${HEALTH_DATA_RETENTION_RANGE.max}までの整数（年）で入力してください`;

export const retentionSettingsSchema = z.object({ healthDataRetentionYears: z.number() });
export type RetentionSettings = z.infer<typeof retentionSettingsSchema>;

/** POST body: 1–20 whole years (Japanese message naming the range). */
export const retentionSettingsBodySchema = z
  .object({
    healthDataRetentionYears: z.coerce
      .number({ message })
      .int({ message })
      .min(HEALTH_DATA_RETENTION_RANGE.min, { message })
      .max(HEALTH_DATA_RETENTION_RANGE.max, { message }),
  })
  .strict();
export type RetentionSettingsBody = z.infer<typeof retentionSettingsBodySchema>;
