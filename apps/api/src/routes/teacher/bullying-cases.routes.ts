import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  addActionBodySchema,
  caseDetailSchema,
  caseIdParamsSchema,
  casesQuerySchema,
  caseSummarySchema,
  changeStateBodySchema,
  createCaseBodySchema,
  seriousClaimBodySchema,
  type CaseDetail,
} from '@sukoyaka/contracts/bullying-cases';
import { dataOf } from '../../lib/envelope.ts';
import { noteAccessedStudents, withAccessLog } from '../../plugins/access-log.ts';
import { teacherScope } from '../../plugins/auth.ts';
import { addAction, caseDetail, changeState, createCase, listCases, recordSeriousClaim } from '../../modules/bullying-cases/cases.service.ts';

/** The pupils a case names (affected and others), for the access log. */
const pupilsOf = (c: CaseDetail) => [c.affected.id, ...c.others.map((o) => o.id)];

/**
 * Bullying cases (いじめ事案; issue 26 item 1, docs/decisions/060-bullying-cases.md): list, open,
 * read, actions and state changes. Teachers only (pupils and parents never reach a case), within
 * the actor's reach; registered inside the bullying-alert routes, so the confirm token of
 * password re-entry is required as for the answers. A board user's school access only reads.
 * Every call is in the access log with the pupils it names.
 */
export const bullyingCaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['teacher bullying cases'];
  const config = { role: 'teacher' } as const;
  const params = caseIdParamsSchema;

  app.get(
    '/api/teachers/bullying_cases',
    { config, schema: { tags, querystring: casesQuerySchema, response: { 200: dataOf(z.array(caseSummarySchema)) } } },
    async (request) => {
      const list = await listCases(app.db, teacherScope(request), request.query);
      noteAccessedStudents(
        request,
        list.map((c) => c.affected.id),
      );
      return { data: list };
    },
  );

  app.post(
    '/api/teachers/bullying_cases',
    { config, schema: { tags, body: createCaseBodySchema, response: { 201: dataOf(caseDetailSchema) } } },
    async (request, reply) => {
      const data = await withAccessLog(app.db, request, (tx) => createCase(tx, teacherScope(request), request.body), { statusCode: 201, studentIds: pupilsOf });
      return reply.code(201).send({ data });
    },
  );

  app.get('/api/teachers/bullying_cases/:id', { config, schema: { tags, params, response: { 200: dataOf(caseDetailSchema) } } }, async (request) => {
    const data = await caseDetail(app.db, teacherScope(request), request.params.id);
    noteAccessedStudents(request, pupilsOf(data));
    return { data };
  });

  app.post(
    '/api/teachers/bullying_cases/:id/actions',
    { config, schema: { tags, params, body: addActionBodySchema, response: { 200: dataOf(caseDetailSchema) } } },
    async (request) => ({
      data: await withAccessLog(app.db, request, (tx) => addAction(tx, teacherScope(request), request.params.id, request.body), { studentIds: pupilsOf }),
    }),
  );

  app.post(
    '/api/teachers/bullying_cases/:id/state',
    { config, schema: { tags, params, body: changeStateBodySchema, response: { 200: dataOf(caseDetailSchema) } } },
    async (request) => ({
      data: await withAccessLog(app.db, request, (tx) => changeState(tx, teacherScope(request), request.params.id, request.body), { studentIds: pupilsOf }),
    }),
  );

  app.post(
    '/api/teachers/bullying_cases/:id/serious_claim',
    { config, schema: { tags, params, body: seriousClaimBodySchema, response: { 200: dataOf(caseDetailSchema) } } },
    async (request) => ({
      data: await withAccessLog(app.db, request, (tx) => recordSeriousClaim(tx, teacherScope(request), request.params.id, request.body), {
        studentIds: pupilsOf,
      }),
    }),
  );
};
