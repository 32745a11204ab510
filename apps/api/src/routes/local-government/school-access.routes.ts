import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeSchoolBodySchema, changeSchoolSchema, endSchoolAccessSchema } from '@sukoyaka/contracts/local-government';
import { dataOf } from '../../lib/envelope.ts';
import { endSchoolAccess, startSchoolAccess } from '../../modules/board-access/board-access.service.ts';
import { withAccessLog } from '../../plugins/access-log.ts';
import { actorOf } from '../../plugins/auth.ts';
import { setTokenHeaders } from '../sign-in.routes.ts';

/**
 * A board user's access to a school's teacher screens (spec §7 organization/change_school, issue 14
 * item 4, docs/decisions/028-board-school-access.md). change_school answers with a second session's
 * token headers (as at sign-in) for the school's teacher routes, read-only except routes declaring
 * `config.boardAccess`; DELETE /api/teachers/board_access (our addition, decision 007) ends it.
 * Both are written to the access log.
 */
export const localGovernmentSchoolAccessRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/local_governments/organization/change_school',
    {
      config: { role: 'local_government' },
      schema: { tags: ['local_government'], body: changeSchoolBodySchema, response: { 200: dataOf(changeSchoolSchema) } },
    },
    async (request, reply) => {
      const actor = actorOf(request, 'local_government');
      const { token, answer } = await withAccessLog(app.db, request, (tx) => startSchoolAccess(tx, actor, request.body.schoolId));
      setTokenHeaders(reply, { token, schoolCode: answer.schoolCode });
      return { data: answer };
    },
  );

  app.delete(
    '/api/teachers/board_access',
    { config: { role: 'teacher', boardAccess: true }, schema: { tags: ['local_government'], response: { 200: dataOf(endSchoolAccessSchema) } } },
    async (request) => ({ data: await withAccessLog(app.db, request, (tx) => endSchoolAccess(tx, actorOf(request, 'teacher'))) }),
  );
};
