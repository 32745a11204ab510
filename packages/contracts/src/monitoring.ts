import { z } from 'zod';

/**
 * Front-end monitoring (spec §9 "Monitoring session sampling 10 percent, replay 0"; decision 065):
 * a tenth of page loads are traced, no session is replayed, not even after an error.
 */
export const MONITORING_TRACES_SAMPLE_RATE = 0.1;
export const MONITORING_REPLAY_SAMPLE_RATE = 0;

/**
 * GET /api/monitoring_settings (public, decision 065): where the browser reports its errors, or
 * `dsn: null` when the operator set none (then the browser loads no monitoring code at all).
 */
export const monitoringSettingsSchema = z.object({
  dsn: z.string().nullable(),
  environment: z.string().nullable(),
  tracesSampleRate: z.number().min(0).max(1),
  replaysSessionSampleRate: z.number().min(0).max(1),
  replaysOnErrorSampleRate: z.number().min(0).max(1),
});
export type MonitoringSettings = z.infer<typeof monitoringSettingsSchema>;
