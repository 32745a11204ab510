import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alertResolvedSchema,
  answerQuerySchema,
  askAgainBodySchema,
  askAgainResultSchema,
  answerSheetSchema,
  bullyingAlertsQuerySchema,
  bullyingAlertsViewSchema,
  commentListSchema,
  createCommentBodySchema,
  pastAlertSchema,
  sheetQuerySchema,
  studentAlertsSchema,
  studentQuerySchema,
  updateConfirmStatusBodySchema,
  updateConfirmStatusResultSchema,
  updateQuestionsStatusBodySchema,
  verifyPassBodySchema,
  verifyPassResultSchema,
} from '@sukoyaka/contracts/bullying-alerts';
import { followUpQuerySchema, followUpSchema } from '@sukoyaka/contracts/questionnaire-deliveries';
import { dataOf } from '../../lib/envelope.ts';
import { noteAccessedStudents, withAccessLog } from '../../plugins/access-log.ts';
import { actorOf, teacherScope } from '../../plugins/auth.ts';
import { askAgain, createComment, listComments, updateConfirmStatus, updateQuestionsStatus } from '../../modules/bullying-alerts/actions.service.ts';
import { issueConfirmToken } from '../../modules/bullying-alerts/confirm-token.ts';
import { confirmTokenGate } from './confirm-token-gate.ts';
import { answerSheet, forStudent, pastAlerts } from '../../modules/bullying-alerts/student.service.ts';
import { bullyingAlertsView } from '../../modules/bullying-alerts/views.service.ts';
import { deliveryFollowUp } from '../../modules/questionnaire-deliveries/follow-up.service.ts';
import { bullyingCaseRoutes } from './bullying-cases.routes.ts';
import { bullyingPdfRoutes } from './bullying-pdfs.routes.ts';

/**
 * Bullying alerts (issue 12; spec §2 bullying-alert/*, §4, §7 Bullying, Comments, Confirmation
 * status update). Every route but verify_pass refuses the call (403) without a valid confirm token
 * of this sign-in in the `confirm-token` header (decision 022): no bullying answer is ever sent
 * without password re-entry. A class teacher reaches their classes' students, an admin the school.
 */
export const teacherBullyingAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['teacher bullying alerts'];
  const config = { role: 'teacher' } as const;

  const gate = confirmTokenGate(app);
  app.addHook('preValidation', async (request: FastifyRequest) => {
    if (request.routeOptions.url === '/api/teachers/verify_pass') return;
    await gate(request);
  });

  app.post(
    '/api/teachers/verify_pass',
    // A board user's school access re-enters the board user's own password (decision 037).
    { config: { ...config, boardAccess: true }, schema: { tags, body: verifyPassBodySchema, response: { 200: dataOf(verifyPassResultSchema) } } },
    async (request) => ({ data: await withAccessLog(app.db, request, (tx) => issueConfirmToken(tx, actorOf(request, 'teacher'), request.body)) }),
  );

  app.get(
    '/api/teachers/bullying_alerts/for_all',
    { config, schema: { tags, querystring: bullyingAlertsQuerySchema, response: { 200: dataOf(bullyingAlertsViewSchema) } } },
    async (request) => ({ data: await bullyingAlertsView(app.db, teacherScope(request), request.query, 'all') }),
  );

  app.get(
    '/api/teachers/bullying_alerts/for_class',
    { config, schema: { tags, querystring: bullyingAlertsQuerySchema, response: { 200: dataOf(bullyingAlertsViewSchema) } } },
    async (request) => ({ data: await bullyingAlertsView(app.db, teacherScope(request), request.query, 'class') }),
  );

  // A custom delivery's alerts and もう こたえない pupils (decision 076): behind the same password
  // re-entry as the bullying views, so its ask-again is the same call with the same token.
  app.get(
    '/api/teachers/questionnaire_deliveries/follow_up',
    { config, schema: { tags, querystring: followUpQuerySchema, response: { 200: dataOf(followUpSchema) } } },
    async (request) => {
      const data = await deliveryFollowUp(app.db, teacherScope(request), request.query.questionnaireDeliveryId);
      noteAccessedStudents(request, [...new Set([...data.alerted, ...data.declined].map((p) => p.studentId))]);
      return { data };
    },
  );

  app.get(
    '/api/teachers/bullying_alerts/for_student',
    { config, schema: { tags, querystring: studentQuerySchema, response: { 200: dataOf(studentAlertsSchema) } } },
    async (request) => ({ data: await forStudent(app.db, teacherScope(request), request.query.studentId) }),
  );

  app.get(
    '/api/teachers/students/questionaire',
    { config: { ...config, accessLog: 'read' }, schema: { tags, querystring: sheetQuerySchema, response: { 200: dataOf(answerSheetSchema) } } },
    async (request) => ({ data: await answerSheet(app.db, teacherScope(request), request.query) }),
  );

  app.get(
    '/api/teachers/students/past_questionaire',
    { config: { ...config, accessLog: 'read' }, schema: { tags, querystring: sheetQuerySchema, response: { 200: dataOf(answerSheetSchema) } } },
    async (request) => ({ data: await answerSheet(app.db, teacherScope(request), request.query) }),
  );

  app.get(
    '/api/teachers/students/past_alerts',
    { config, schema: { tags, querystring: studentQuerySchema, response: { 200: dataOf(z.array(pastAlertSchema)) } } },
    async (request) => ({ data: await pastAlerts(app.db, teacherScope(request), request.query.studentId) }),
  );

  app.post(
    '/api/teachers/students/update_questions_status',
    { config, schema: { tags, body: updateQuestionsStatusBodySchema, response: { 200: dataOf(alertResolvedSchema) } } },
    async (request) => {
      const { studentId: _studentId, ...data } = await withAccessLog(app.db, request, (tx) => updateQuestionsStatus(tx, teacherScope(request), request.body), {
        studentIds: (r) => [r.studentId],
      });
      return { data };
    },
  );

  app.get(
    '/api/teachers/students/questionaire/comments',
    { config, schema: { tags, querystring: answerQuerySchema, response: { 200: dataOf(commentListSchema) } } },
    async (request) => {
      const { studentId, list } = await listComments(app.db, teacherScope(request), request.query.questionnaire_answer);
      noteAccessedStudents(request, [studentId]);
      return { data: { list } };
    },
  );

  app.post(
    '/api/teachers/students/questionaire/create_comment',
    { config, schema: { tags, body: createCommentBodySchema, response: { 200: dataOf(commentListSchema) } } },
    async (request) => {
      const { list } = await withAccessLog(app.db, request, (tx) => createComment(tx, teacherScope(request), request.body), {
        studentIds: (r) => [r.studentId],
      });
      return { data: { list } };
    },
  );

  app.post(
    '/api/teachers/students/questionaire/ask_again',
    { config, schema: { tags, body: askAgainBodySchema, response: { 200: dataOf(askAgainResultSchema) } } },
    async (request) => {
      const { studentId: _studentId, ...data } = await withAccessLog(app.db, request, (tx) => askAgain(tx, teacherScope(request), request.body), {
        studentIds: (r) => [r.studentId],
      });
      return { data };
    },
  );

  app.post(
    '/api/teachers/students/update_teacher_confirm_status',
    // A board user's school access may call it, for 組織確認済み only (decisions 028, 037).
    {
      config: { ...config, boardAccess: true },
      schema: { tags, body: updateConfirmStatusBodySchema, response: { 200: dataOf(updateConfirmStatusResultSchema) } },
    },
    async (request) => ({
      data: await withAccessLog(app.db, request, (tx) => updateConfirmStatus(tx, teacherScope(request), request.body), {
        studentIds: (r) => r.data.map((c) => c.studentId),
      }),
    }),
  );

  await app.register(bullyingPdfRoutes);
  await app.register(bullyingCaseRoutes);
};
