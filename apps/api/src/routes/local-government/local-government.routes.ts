import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { organizationStateSchema } from '@sukoyaka/contracts/organizations';
import { dataOf } from '../../lib/envelope.ts';
import { getOrganizationMe } from '../../modules/organizations/organizations.service.ts';
import { organizationScope } from '../../plugins/auth.ts';

/** Board-of-education routes (spec §7 Local government), scoped to the user's organisation. */
export const localGovernmentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/local_governments/organization/me',
    { config: { role: 'local_government', accessLog: false }, schema: { tags: ['local_government'], response: { 200: dataOf(organizationStateSchema) } } },
    async (request) => ({ data: await getOrganizationMe(app.db, organizationScope(request)) }),
  );
};
