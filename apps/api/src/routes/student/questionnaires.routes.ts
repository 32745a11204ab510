import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerBodySchema, studentDeliverySchema, studentQuestionsSchema } from '@sukoyaka/contracts/questionnaires';
import { idParamsSchema } from '@sukoyaka/contracts/schools';
import { dataOf } from '../../lib/envelope.ts';
import {
  answerQuestions,
  chooseDelivery,
  getStudentQuestions,
  listStudentDeliveries,
  type DeliveryChoice,
} from '../../modules/questionnaires/questionnaires.service.ts';
import { requireRole, studentScope } from '../../plugins/auth.ts';

/**
 * The student's questionnaires (spec §7 Student; docs/decisions/013-questionnaires.md): the open
 * deliveries, the three choices (no payload) and answering. Scoped to the student's school and grade.
 */
export const studentQuestionnaireRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('student'));
  const tags = ['student'];
  const scopeOf = (request: Parameters<typeof studentScope>[0]) => ({ ...studentScope(request), tokenId: request.auth.tokenId });

  app.get('/api/questionnaire_deliveries', { schema: { tags, response: { 200: dataOf(z.array(studentDeliverySchema)) } } }, async (request) => ({
    data: await listStudentDeliveries(app.db, scopeOf(request)),
  }));

  for (const choice of ['agree', 'dis_agree', 'unselect'] as const satisfies DeliveryChoice[]) {
    app.post(
      `/api/questionnaire_deliveries/:id/${choice}`,
      { schema: { tags, params: idParamsSchema, response: { 200: dataOf(studentDeliverySchema) } } },
      async (request) => ({ data: await chooseDelivery(app.db, scopeOf(request), request.params.id, choice) }),
    );
  }

  app.get('/api/students/questions/:id', { schema: { tags, params: idParamsSchema, response: { 200: dataOf(studentQuestionsSchema) } } }, async (request) => ({
    data: await getStudentQuestions(app.db, scopeOf(request), request.params.id),
  }));

  app.post(
    '/api/students/questions/answer',
    { schema: { tags, body: answerBodySchema, response: { 200: dataOf(studentQuestionsSchema) } } },
    async (request) => ({
      data: await answerQuestions(app.db, scopeOf(request), request.body),
    }),
  );
};
