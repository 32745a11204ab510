import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schoolInfoQuerySchema, schoolInfoSchema } from '@sukoyaka/contracts/schools';
import { dataOf } from '../../lib/envelope.ts';
import { getSchoolInfo } from '../../modules/schools/schools.service.ts';

/**
 * Spec §7 Schools: public school facts for the login pages, with whether Google sign-in is
 * configured (the student login shows its button only then).
 */
export const publicSchoolRoutes: FastifyPluginAsyncZod<{ googleSignIn: boolean }> = async (app, { googleSignIn }) => {
  app.get(
    '/api/schools/show_school_info',
    { schema: { tags: ['schools'], querystring: schoolInfoQuerySchema, response: { 200: dataOf(schoolInfoSchema) } } },
    async (request) => ({ data: { ...(await getSchoolInfo(app.db, request.query.school_code)), googleSignIn } }),
  );
};
