import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { healthcheckHiddenBodySchema, healthcheckItemBodySchema, healthcheckItemSchema, healthcheckOrderBodySchema } from '@sukoyaka/contracts/healthcheck';
import { idParamsSchema } from '@sukoyaka/contracts/schools';
import { dataOf } from '../../lib/envelope.ts';
import {
  createHealthcheckItem,
  deleteHealthcheckItem,
  listHealthcheckItems,
  moveHealthcheckItem,
  setHealthcheckItemHidden,
  updateHealthcheckItem,
} from '../../modules/healthcheck/healthcheck.service.ts';
import { requireRole } from '../../plugins/auth.ts';

/** Health observation items (spec §7 Health check): any teacher reads, admin teachers change. */
export const teacherHealthcheckRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('teacher'));
  const tags = ['teacher healthcheck'];
  const list = { 200: dataOf(z.array(healthcheckItemSchema)) };
  const me = (request: { auth: { accountId: number } }) => request.auth.accountId;

  app.get('/api/teachers/healthcheck', { schema: { tags, response: list } }, async (request) => ({ data: await listHealthcheckItems(app.db, me(request)) }));
  app.post('/api/teachers/healthcheck/create', { schema: { tags, body: healthcheckItemBodySchema, response: list } }, async (request) => ({
    data: await createHealthcheckItem(app.db, me(request), request.body),
  }));
  app.post(
    '/api/teachers/healthcheck/:id/update_healthcheck',
    { schema: { tags, params: idParamsSchema, body: healthcheckItemBodySchema, response: list } },
    async (request) => ({
      data: await updateHealthcheckItem(app.db, me(request), request.params.id, request.body),
    }),
  );
  app.post(
    '/api/teachers/healthcheck/:id/hidden',
    { schema: { tags, params: idParamsSchema, body: healthcheckHiddenBodySchema, response: list } },
    async (request) => ({
      data: await setHealthcheckItemHidden(app.db, me(request), request.params.id, request.body.hidden),
    }),
  );
  app.post(
    '/api/teachers/healthcheck/:id/order',
    { schema: { tags, params: idParamsSchema, body: healthcheckOrderBodySchema, response: list } },
    async (request) => ({
      data: await moveHealthcheckItem(app.db, me(request), request.params.id, request.body.position),
    }),
  );
  app.post('/api/teachers/healthcheck/:id/healthcheck_delete', { schema: { tags, params: idParamsSchema, response: list } }, async (request) => ({
    data: await deleteHealthcheckItem(app.db, me(request), request.params.id),
  }));
};
