import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamsSchema } from '@sukoyaka/contracts/schools';
import { dataOf } from '../../lib/envelope.ts';
import { deleteHealthDataOnRequest } from '../../modules/retention/retention.service.ts';
import { teacherScope } from '../../plugins/auth.ts';
import { withAccessLog } from '../../plugins/access-log.ts';

const countsSchema = z.object({
  conditions: z.number().int(),
  conditionAlerts: z.number().int(),
  healthcheckAnswers: z.number().int(),
  soss: z.number().int(),
  questionnaireAnswers: z.number().int(),
});

/**
 * Deleting a student's health data on request (issue 15 item 7, APPI; decision 032; an addition
 * to the spec recorded in decision 007).
 */
export const teacherHealthDataRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * DELETE /api/teachers/students/{id}/health_data: admin teachers only. Deletes the student's
   * check-ins, condition alerts, health observations, talk requests and questionnaire sheets, and
   * answers how many rows of each went; the deletion and the access-log row naming the student are
   * written in one transaction. @throws 403 for a class teacher; 404 for another school's student.
   */
  app.delete(
    '/api/teachers/students/:id/health_data',
    {
      config: { role: 'teacher', admin: true },
      schema: { tags: ['teacher students'], params: idParamsSchema, response: { 200: dataOf(countsSchema) } },
    },
    async (request) => ({
      data: await withAccessLog(app.db, request, (tx) => deleteHealthDataOnRequest(tx, teacherScope(request), request.params.id)),
    }),
  );
};
