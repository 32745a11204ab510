import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { checkReadiness } from '../modules/health/readiness.ts';

const readySchema = z.object({ status: z.enum(['ready', 'not_ready']), database: z.boolean(), pendingMigrations: z.number().int() });

/**
 * GET /api/health: liveness (the process answers) for load balancers and the benchmark's ceiling.
 * GET /api/ready: readiness (issues 15, 22): 200 when the database answers within 1.5 s through the
 * connections requests use and every committed migration is applied, else 503 with which of the two
 * failed (also at once while the process stops). Neither reveals any school or pupil data. nginx
 * routes on it (deploy/nginx).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/health', { schema: { response: { 200: z.object({ status: z.literal('ok') }) } } }, async () => ({
    status: 'ok' as const,
  }));

  app.get('/api/ready', { schema: { response: { 200: readySchema, 503: readySchema } } }, async (_request, reply) => {
    const readiness = await checkReadiness({ db: app.db, ping: app.ping, draining: () => app.draining });
    return reply.status(readiness.status === 'ready' ? 200 : 503).send(readiness);
  });
};
