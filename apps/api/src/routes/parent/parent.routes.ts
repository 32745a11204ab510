import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parentChildSchema } from '@sukoyaka/contracts/parents';
import { dataOf } from '../../lib/envelope.ts';
import { listParentChildren } from '../../modules/parents/parents.service.ts';
import { requireRole } from '../../plugins/auth.ts';

/** Parent routes (spec §7 Parent): authenticate as a parent → service scoped to their children. */
export const parentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('parent'));
  app.get('/api/parents/student', { schema: { tags: ['parent'], response: { 200: dataOf(z.array(parentChildSchema)) } } }, async (request) => ({
    data: await listParentChildren(app.db, { parentId: request.auth.accountId, schoolId: request.auth.schoolId! }),
  }));
};
