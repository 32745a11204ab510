import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { answerBodySchema, studentDeliverySchema, studentQuestionsSchema } from '@sukoyaka/contracts/questionnaires';
import { idParamsSchema } from '@sukoyaka/contracts/schools';
import { dataOf } from '../../lib/envelope.ts';
import { chooseDelivery, listStudentDeliveries, type DeliveryChoice } from '../../modules/questionnaires/questionnaires.service.ts';
import { answerQuestions } from '../../modules/questionnaires/answering.ts';
import { getStudentQuestions } from '../../modules/questionnaires/sheet-view.ts';
import { claimWriteLog, withAccessLog } from '../../plugins/access-log.ts';
import { actorOf, studentScope } from '../../plugins/auth.ts';

/**
 * The student's questionnaires (spec §7 Student; docs/decisions/013-questionnaires.md): the open
 * deliveries, the three choices (no payload) and answering. Scoped to the student's school and grade.
 */
export const studentQuestionnaireRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['student'];
  const config = { role: 'student' } as const;
  const scopeOf = (request: Parameters<typeof studentScope>[0]) => ({ ...studentScope(request), tokenId: actorOf(request, 'student').tokenId });
  const delivery = { 200: dataOf(studentDeliverySchema) };

  app.get('/api/questionnaire_deliveries', { config, schema: { tags, response: { 200: dataOf(z.array(studentDeliverySchema)) } } }, async (request) => ({
    data: await listStudentDeliveries(app.db, scopeOf(request)),
  }));

  app.post('/api/questionnaire_deliveries/:id/agree', { config, schema: { tags, params: idParamsSchema, response: delivery } }, async (request) => ({
    data: await withAccessLog(app.db, request, (tx) => chooseDelivery(tx, scopeOf(request), request.params.id, 'agree' satisfies DeliveryChoice)),
  }));
  app.post('/api/questionnaire_deliveries/:id/dis_agree', { config, schema: { tags, params: idParamsSchema, response: delivery } }, async (request) => ({
    data: await withAccessLog(app.db, request, (tx) => chooseDelivery(tx, scopeOf(request), request.params.id, 'dis_agree' satisfies DeliveryChoice)),
  }));
  app.post('/api/questionnaire_deliveries/:id/unselect', { config, schema: { tags, params: idParamsSchema, response: delivery } }, async (request) => ({
    data: await withAccessLog(app.db, request, (tx) => chooseDelivery(tx, scopeOf(request), request.params.id, 'unselect' satisfies DeliveryChoice)),
  }));

  app.get(
    '/api/students/questions/:id',
    { config, schema: { tags, params: idParamsSchema, response: { 200: dataOf(studentQuestionsSchema) } } },
    async (request) => ({
      data: await getStudentQuestions(app.db, scopeOf(request), request.params.id),
    }),
  );

  app.post(
    '/api/students/questions/answer',
    { config, schema: { tags, body: answerBodySchema, response: { 200: dataOf(studentQuestionsSchema) } } },
    // The access-log row is written by the answer's own statement (one round trip; issue 11 "Speed").
    async (request) => ({
      data: await answerQuestions(app.db, app.mail, scopeOf(request), request.body, new Date(), claimWriteLog(request)),
    }),
  );
};
