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
import { cancelParentAttendance, createParentAttendance, listParentAttendances, listParentChildren } from '../../modules/parents/parents.service.ts';
import { requireRole } from '../../plugins/auth.ts';

/** Parent routes (spec §7 Parent): authenticate as a parent → validate → service scoped to the family. */
export const parentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('parent'));
  const tags = ['parent'];
  const scope = (auth: { accountId: number; schoolId: number | null }) => ({ parentId: auth.accountId, schoolId: auth.schoolId! });

  app.get('/api/parents/student', { schema: { tags, response: { 200: dataOf(z.array(parentChildSchema)) } } }, async (request) => ({
    data: await listParentChildren(app.db, scope(request.auth)),
  }));

  app.get(
    '/api/parents/attendances',
    { schema: { tags, querystring: parentAttendancesQuerySchema, response: { 200: dataOf(z.array(parentAttendanceSchema)) } } },
    async (request) => ({ data: await listParentAttendances(app.db, scope(request.auth), request.query.studentId) }),
  );

  app.post(
    '/api/parents/attendances',
    { schema: { tags, body: parentAttendanceBodySchema, response: { 200: dataOf(parentAttendanceSchema), 201: dataOf(parentAttendanceSchema) } } },
    async (request, reply) => {
      const { report, created } = await createParentAttendance(app.db, app.mail, scope(request.auth), request.body);
      return reply.status(created ? 201 : 200).send({ data: report });
    },
  );

  app.post(
    '/api/parents/attendances/:id/cancel',
    { schema: { tags, params: idParamsSchema, body: parentAttendanceCancelBodySchema, response: { 200: dataOf(parentAttendanceSchema) } } },
    async (request) => ({ data: await cancelParentAttendance(app.db, scope(request.auth), request.params.id, request.body) }),
  );
};
