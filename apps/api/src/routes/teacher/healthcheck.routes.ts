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
import { withAccessLog } from '../../plugins/access-log.ts';
import { teacherScope } from '../../plugins/auth.ts';

/** Health observation items (spec §7 Health check): any teacher reads, admin teachers change (`admin: true`). */
export const teacherHealthcheckRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['teacher healthcheck'];
  const list = { 200: dataOf(z.array(healthcheckItemSchema)) };
  const teacher = { role: 'teacher' } as const;
  const admin = { role: 'teacher', admin: true } as const;

  app.get('/api/teachers/healthcheck', { config: { ...teacher, accessLog: false }, schema: { tags, response: list } }, async (request) => ({
    data: await listHealthcheckItems(app.db, teacherScope(request)),
  }));
  app.post('/api/teachers/healthcheck/create', { config: admin, schema: { tags, body: healthcheckItemBodySchema, response: list } }, async (request) => ({
    data: await withAccessLog(app.db, request, (tx) => createHealthcheckItem(tx, teacherScope(request), request.body)),
  }));
  app.post(
    '/api/teachers/healthcheck/:id/update_healthcheck',
    { config: admin, schema: { tags, params: idParamsSchema, body: healthcheckItemBodySchema, response: list } },
    async (request) => ({
      data: await withAccessLog(app.db, request, (tx) => updateHealthcheckItem(tx, teacherScope(request), request.params.id, request.body)),
    }),
  );
  app.post(
    '/api/teachers/healthcheck/:id/hidden',
    { config: admin, schema: { tags, params: idParamsSchema, body: healthcheckHiddenBodySchema, response: list } },
    async (request) => ({
      data: await withAccessLog(app.db, request, (tx) => setHealthcheckItemHidden(tx, teacherScope(request), request.params.id, request.body.hidden)),
    }),
  );
  app.post(
    '/api/teachers/healthcheck/:id/order',
    { config: admin, schema: { tags, params: idParamsSchema, body: healthcheckOrderBodySchema, response: list } },
    async (request) => ({
      data: await withAccessLog(app.db, request, (tx) => moveHealthcheckItem(tx, teacherScope(request), request.params.id, request.body.position)),
    }),
  );
  app.post(
    '/api/teachers/healthcheck/:id/healthcheck_delete',
    { config: admin, schema: { tags, params: idParamsSchema, response: list } },
    async (request) => ({
      data: await withAccessLog(app.db, request, (tx) => deleteHealthcheckItem(tx, teacherScope(request), request.params.id)),
    }),
  );
};
