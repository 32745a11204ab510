import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  boardCandidateSchema,
  bullyingSurveyExcelQuerySchema,
  bullyingSurveyQuerySchema,
  bullyingSurveySchema,
  surveyCaseSchema,
  surveyCasesQuerySchema,
  surveyPupilSchema,
  surveyPupilsQuerySchema,
} from '@sukoyaka/contracts/bullying-cases';
import { dataOf } from '../../lib/envelope.ts';
import { boardCandidates } from '../../modules/bullying-cases/board-cases.service.ts';
import { bullyingSurvey, bullyingSurveyFile, surveyCases, surveyPupils } from '../../modules/bullying-cases/board-survey.service.ts';
import { sendFile } from '../../lib/send-file.ts';
import { organizationScope } from '../../plugins/auth.ts';

/**
 * The board's 重大事態 watch (issue 26 item 3, decision 061): every case of its schools with a
 * warning (15, 20, 30 days of 欠席 since 認知) or a claim of serious harm, the same day; and the
 * pre-filled bullying and 不登校 tables of MEXT's annual survey (issue 26 items 3–4, decisions 060, 074)
 * with their Excel and the cases or pupils behind each cell. Access-logged.
 */
export const localGovernmentBullyingCaseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/local_governments/bullying_cases/candidates',
    {
      config: { role: 'local_government', accessLog: 'read' },
      schema: { tags: ['local_government bullying cases'], response: { 200: dataOf(z.array(boardCandidateSchema)) } },
    },
    async (request) => ({ data: await boardCandidates(app.db, organizationScope(request)) }),
  );

  app.get(
    '/api/local_governments/bullying_survey',
    {
      config: { role: 'local_government', accessLog: 'read' },
      schema: { tags: ['local_government bullying cases'], querystring: bullyingSurveyQuerySchema, response: { 200: dataOf(bullyingSurveySchema) } },
    },
    async (request) => ({ data: await bullyingSurvey(app.db, organizationScope(request), request.query) }),
  );

  app.get(
    '/api/local_governments/bullying_survey/excel',
    {
      config: { role: 'local_government', accessLog: 'read' },
      schema: { tags: ['local_government bullying cases'], querystring: bullyingSurveyExcelQuerySchema },
    },
    async (request, reply) => sendFile(reply, await bullyingSurveyFile(app.db, organizationScope(request), request.query)),
  );

  app.get(
    '/api/local_governments/bullying_survey/cases',
    {
      config: { role: 'local_government', accessLog: 'read' },
      schema: { tags: ['local_government bullying cases'], querystring: surveyCasesQuerySchema, response: { 200: dataOf(z.array(surveyCaseSchema)) } },
    },
    async (request) => ({ data: await surveyCases(app.db, organizationScope(request), request.query) }),
  );

  app.get(
    '/api/local_governments/bullying_survey/pupils',
    {
      config: { role: 'local_government', accessLog: 'read' },
      schema: { tags: ['local_government bullying cases'], querystring: surveyPupilsQuerySchema, response: { 200: dataOf(z.array(surveyPupilSchema)) } },
    },
    async (request) => ({ data: await surveyPupils(app.db, organizationScope(request), request.query) }),
  );
};
