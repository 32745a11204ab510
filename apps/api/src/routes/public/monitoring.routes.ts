import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { MONITORING_REPLAY_SAMPLE_RATE, MONITORING_TRACES_SAMPLE_RATE, monitoringSettingsSchema } from '@sukoyaka/contracts/monitoring';
import type { MonitoringConfig } from '../../config.ts';
import { dataOf } from '../../lib/envelope.ts';

/**
 * Spec §9 monitoring (decision 065): the browser asks once at start where to report its errors.
 * Public (the login pages report too); it tells nothing but the operator's DSN, which every
 * browser that reports must know anyway.
 */
export const monitoringRoutes: FastifyPluginAsyncZod<{ monitoring: MonitoringConfig | null }> = async (app, { monitoring }) => {
  app.get('/api/monitoring_settings', { schema: { tags: ['monitoring'], response: { 200: dataOf(monitoringSettingsSchema) } } }, async () => ({
    data: {
      dsn: monitoring?.dsn ?? null,
      environment: monitoring?.environment ?? null,
      tracesSampleRate: MONITORING_TRACES_SAMPLE_RATE,
      replaysSessionSampleRate: MONITORING_REPLAY_SAMPLE_RATE,
      replaysOnErrorSampleRate: MONITORING_REPLAY_SAMPLE_RATE,
    },
  }));
};
