import type { FastifyError, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ADD_QUESTIONS_BODY_MAX_BYTES,
  addQuestionsBodySchema,
  deliveriesPageSchema,
  deliveriesQuerySchema,
  deliveryCopyBodySchema,
  deliveryCreateBodySchema,
  deliveryDeleteQuerySchema,
  deliveryDeleteResultSchema,
  deliveryNewSchema,
  deliveryPatchBodySchema,
  deliveryPreviewQuerySchema,
  deliveryQuestionGroupsSchema,
  deliveryRowSchema,
  deliveryTestAnswersBodySchema,
  deliveryTestResultSchema,
  deliveryTrySchema,
} from '@sukoyaka/contracts/questionnaire-deliveries';
import { idParamsSchema } from '@sukoyaka/contracts/schools';
import { dataOf } from '../../lib/envelope.ts';
import { withAccessLog } from '../../plugins/access-log.ts';
import { teacherScope } from '../../plugins/auth.ts';
import {
  completeDelivery,
  copyDelivery,
  createDelivery,
  deleteDelivery,
  listDeliveries,
  newDelivery,
  patchDelivery,
} from '../../modules/questionnaire-deliveries/questionnaire-deliveries.service.ts';
import { addQuestions, getQuestionGroups, testAnswers, tryDelivery } from '../../modules/questionnaire-deliveries/questions.service.ts';

/** 413 answer for an add_questions body over ADD_QUESTIONS_BODY_MAX_BYTES. */
export const QUESTIONS_TOO_LARGE_MESSAGE = `質問の内容が大きすぎます。${ADD_QUESTIONS_BODY_MAX_BYTES / 1024 / 1024}MB以下にしてください。`;

/**
 * Teacher questionnaire deliveries (issue 11, spec §7 "Questionnaires", decision 021): every
 * teacher of the school reads the list, the editor's questions, the test and preview pages; only
 * admin teachers create, edit, copy, delete, complete and write questions (403 otherwise). Another
 * school's delivery is 404.
 */
export const teacherQuestionnaireDeliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['teacher questionnaire deliveries'];
  const read = { role: 'teacher', accessLog: false } as const;
  const admin = { role: 'teacher', admin: true } as const;
  const params = idParamsSchema;

  app.setErrorHandler((error: FastifyError, _request, reply: FastifyReply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
      return reply.status(413).send({ errors: [QUESTIONS_TOO_LARGE_MESSAGE], fieldErrors: { questionsGroups: [QUESTIONS_TOO_LARGE_MESSAGE] } });
    }
    throw error;
  });

  app.get(
    '/api/teachers/questionnaire_deliveries',
    { config: read, schema: { tags, querystring: deliveriesQuerySchema, response: { 200: dataOf(deliveriesPageSchema) } } },
    async (request) => ({ data: await listDeliveries(app.db, teacherScope(request), request.query) }),
  );

  app.get(
    '/api/teachers/questionnaire_deliveries/new',
    { config: { ...admin, accessLog: false }, schema: { tags, response: { 200: dataOf(deliveryNewSchema) } } },
    async (request) => ({ data: await newDelivery(app.db, teacherScope(request)) }),
  );

  app.post(
    '/api/teachers/questionnaire_deliveries',
    { config: admin, schema: { tags, body: deliveryCreateBodySchema, response: { 200: dataOf(deliveryRowSchema) } } },
    async (request) => ({ data: await withAccessLog(app.db, request, (tx) => createDelivery(tx, teacherScope(request), request.body)) }),
  );

  app.patch(
    '/api/teachers/questionnaire_deliveries/:id',
    { config: admin, schema: { tags, params, body: deliveryPatchBodySchema, response: { 200: dataOf(deliveryRowSchema) } } },
    async (request) => ({ data: await withAccessLog(app.db, request, (tx) => patchDelivery(tx, teacherScope(request), request.params.id, request.body)) }),
  );

  app.delete(
    '/api/teachers/questionnaire_deliveries/:id',
    { config: admin, schema: { tags, params, querystring: deliveryDeleteQuerySchema, response: { 200: dataOf(deliveryDeleteResultSchema) } } },
    async (request) => ({
      data: await withAccessLog(app.db, request, (tx) => deleteDelivery(tx, teacherScope(request), request.params.id, request.query.deleteAnswers === 'true')),
    }),
  );

  app.post(
    '/api/teachers/questionnaire_deliveries/:id/complete',
    { config: admin, schema: { tags, params, response: { 200: dataOf(deliveryRowSchema) } } },
    async (request) => ({ data: await withAccessLog(app.db, request, (tx) => completeDelivery(tx, teacherScope(request), request.params.id)) }),
  );

  app.post(
    '/api/teachers/questionnaire_deliveries/:id/copy',
    { config: admin, schema: { tags, params, body: deliveryCopyBodySchema, response: { 200: dataOf(deliveryRowSchema) } } },
    async (request) => ({ data: await withAccessLog(app.db, request, (tx) => copyDelivery(tx, teacherScope(request), request.params.id, request.body)) }),
  );

  app.post(
    '/api/teachers/questionnaire_deliveries/:id/add_questions',
    {
      config: admin,
      bodyLimit: ADD_QUESTIONS_BODY_MAX_BYTES,
      schema: { tags, params, body: addQuestionsBodySchema, response: { 200: dataOf(deliveryQuestionGroupsSchema) } },
    },
    async (request) => {
      const scope = teacherScope(request);
      await withAccessLog(app.db, request, (tx) => addQuestions(tx, scope, request.params.id, request.body));
      return { data: await getQuestionGroups(app.db, scope, request.params.id) };
    },
  );

  app.get(
    '/api/teachers/questionnaire_deliveries/:id/question_group_by_questionnaire_delivery_id',
    { config: read, schema: { tags, params, response: { 200: dataOf(deliveryQuestionGroupsSchema) } } },
    async (request) => ({ data: await getQuestionGroups(app.db, teacherScope(request), request.params.id) }),
  );

  app.get(
    '/api/teachers/questionnaire_deliveries/:id/test',
    { config: read, schema: { tags, params, response: { 200: dataOf(deliveryTrySchema) } } },
    async (request) => ({ data: await tryDelivery(app.db, teacherScope(request), request.params.id) }),
  );

  app.post(
    '/api/teachers/questionnaire_deliveries/:id/test',
    { config: read, schema: { tags, params, body: deliveryTestAnswersBodySchema, response: { 200: dataOf(deliveryTestResultSchema) } } },
    async (request) => ({ data: await testAnswers(app.db, teacherScope(request), request.params.id, request.body) }),
  );

  app.get(
    '/api/teachers/questionnaire_deliveries/:id/preview',
    { config: read, schema: { tags, params, querystring: deliveryPreviewQuerySchema, response: { 200: dataOf(deliveryTrySchema) } } },
    async (request) => ({ data: await tryDelivery(app.db, teacherScope(request), request.query.questionnaire_delivery_id ?? request.params.id) }),
  );
};
