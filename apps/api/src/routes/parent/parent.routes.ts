import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  parentAttendanceBodySchema,
  parentAttendanceCancelBodySchema,
  parentAttendanceSchema,
  parentAttendancesQuerySchema,
} from '@sukoyaka/contracts/parent-attendance';
import { parentChildSchema } from '@sukoyaka/contracts/parents';
import { idParamsSchema } from '@sukoyaka/contracts/schools';
import { dataOf } from '../../lib/envelope.ts';
import { cancelParentAttendance, createParentAttendance, listParentAttendances } from '../../modules/parents/parent-attendances.service.ts';
import { listParentChildren } from '../../modules/parents/parent-children.service.ts';
import { withAccessLog } from '../../plugins/access-log.ts';
import { parentScope } from '../../plugins/auth.ts';

/** Parent routes (spec §7 Parent): authenticate as a parent → validate → service scoped to the family. */
export const parentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['parent'];
  const config = { role: 'parent' } as const;

  app.get('/api/parents/student', { config, schema: { tags, response: { 200: dataOf(z.array(parentChildSchema)) } } }, async (request) => ({
    data: await listParentChildren(app.db, parentScope(request)),
  }));

  app.get(
    '/api/parents/attendances',
    { config, schema: { tags, querystring: parentAttendancesQuerySchema, response: { 200: dataOf(z.array(parentAttendanceSchema)) } } },
    async (request) => ({ data: await listParentAttendances(app.db, parentScope(request), request.query.studentId) }),
  );

  app.post(
    '/api/parents/attendances',
    { config, schema: { tags, body: parentAttendanceBodySchema, response: { 200: dataOf(parentAttendanceSchema), 201: dataOf(parentAttendanceSchema) } } },
    async (request, reply) => {
      const { report, created } = await withAccessLog(app.db, request, (tx) => createParentAttendance(tx, app.mail, parentScope(request), request.body), {
        statusCode: (result) => (result.created ? 201 : 200),
      });
      return reply.status(created ? 201 : 200).send({ data: report });
    },
  );

  app.post(
    '/api/parents/attendances/:id/cancel',
    { config, schema: { tags, params: idParamsSchema, body: parentAttendanceCancelBodySchema, response: { 200: dataOf(parentAttendanceSchema) } } },
    async (request) => ({
      data: await withAccessLog(app.db, request, (tx) => cancelParentAttendance(tx, parentScope(request), request.params.id, request.body), {
        studentIds: (report) => [report.studentId],
      }),
    }),
  );
};
