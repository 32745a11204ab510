import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { accessLogPageSchema, accessLogsQuerySchema } from '@sukoyaka/contracts/access-logs';
import { idParamsSchema } from '@sukoyaka/contracts/schools';
import { dataOf } from '../../lib/envelope.ts';
import { listStudentAccessLogs } from '../../modules/access-log/access-log.service.ts';
import { actorOf } from '../../plugins/auth.ts';

/**
 * The student's 閲覧履歴 (issue 9 "Access log"; an addition to the spec, decision 007): who read or
 * changed the student's records. Reading it is not itself logged (`accessLog: false`): the list
 * would fill with the admin's own visits.
 */
export const teacherAccessLogRoutes: FastifyPluginAsyncZod = async (app) => {
  /**
   * GET /api/teachers/students/{id}/access_logs?page&limit (limit ≤ 100): newest first.
   * @throws 403 for a teacher who is not an admin; 404 for a student of another school.
   */
  app.get(
    '/api/teachers/students/:id/access_logs',
    {
      config: { role: 'teacher', admin: true, accessLog: false },
      schema: { tags: ['teacher students'], params: idParamsSchema, querystring: accessLogsQuerySchema, response: { 200: dataOf(accessLogPageSchema) } },
    },
    async (request) => {
      const actor = actorOf(request, 'teacher');
      return { data: await listStudentAccessLogs(app.db, { schoolId: actor.schoolId }, request.params.id, request.query) };
    },
  );
};
