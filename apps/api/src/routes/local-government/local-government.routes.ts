import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationStateSchema } from '@sukoyaka/contracts/organizations';
import { dataOf } from '../../lib/envelope.ts';
import { getOrganizationMe } from '../../modules/organizations/organizations.service.ts';
import { requireRole } from '../../plugins/auth.ts';

/** Board-of-education routes (spec §7 Local government), scoped to the user's organisation. */
export const localGovernmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('local_government'));
  app.get(
    '/api/local_governments/organization/me',
    { schema: { tags: ['local_government'], response: { 200: dataOf(organizationStateSchema) } } },
    async (request) => ({ data: await getOrganizationMe(app.db, request.auth.organizationId!) }),
  );
};
