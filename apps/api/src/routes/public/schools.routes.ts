import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StudentSignInProvider } from '@sukoyaka/contracts/oidc-sign-in';
import { schoolInfoQuerySchema, schoolInfoSchema } from '@sukoyaka/contracts/schools';
import { dataOf } from '../../lib/envelope.ts';
import { schoolSignInProviders } from '../../modules/auth/sign-in-providers.service.ts';
import { getSchoolInfo } from '../../modules/schools/schools.service.ts';

/**
 * Spec §7 Schools: public school facts for the login pages, with the providers the student login
 * offers (decisions 014, 034): those the server is configured for (`configured`) that the
 * school's board has chosen.
 */
export const publicSchoolRoutes: FastifyPluginAsyncZod<{ configured: readonly StudentSignInProvider[] }> = async (app, { configured }) => {
  app.get(
    '/api/schools/show_school_info',
    { schema: { tags: ['schools'], querystring: schoolInfoQuerySchema, response: { 200: dataOf(schoolInfoSchema) } } },
    async (request) => {
      const { organizationId, ...info } = await getSchoolInfo(app.db, request.query.school_code);
      return { data: { ...info, signInProviders: await schoolSignInProviders(app.db, organizationId, configured) } };
    },
  );
};
