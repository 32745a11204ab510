import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deliveryExportQuerySchema,
  manySheetsExportQuerySchema,
  studentPastExportQuerySchema,
  studentSheetExportQuerySchema,
} from '@sukoyaka/contracts/questionnaire-exports';
import { idParamsSchema } from '@sukoyaka/contracts/schools';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { attachmentHeader } from '../../modules/reports/excel.ts';
import {
  exportAlerts,
  exportAnswers,
  exportBullyingSurvey,
  exportManySheets,
  exportStudentPast,
  exportStudentSheet,
  exportSurvey,
  type BullyingGate,
  type ExportFile,
} from '../../modules/questionnaire-exports/questionnaire-exports.ts';
import { teacherScope } from '../../plugins/auth.ts';
import { confirmTokenGate } from './confirm-token-gate.ts';

/** Sends an export as an .xlsx download (spec §9 file name), streamed. */
function sendFile(reply: FastifyReply, file: ExportFile) {
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', attachmentHeader(file.fileName))
    .header('cache-control', 'no-store')
    .send(file.stream);
}

/**
 * The questionnaire Excel exports of spec §7 "Questionnaires" (issue 11 item 5; contents in
 * modules/questionnaire-exports/questionnaire-exports.ts). Every teacher; a class teacher's files
 * hold their homeroom classes only. A bullying survey's answers need the confirm token of password
 * re-entry (`confirm-token` header, decision 022): bullying_alerts/export_survey always, the three
 * questionnaires/{id}/* exports of a bullying delivery and the three students/* exports when the
 * file would hold a bullying sheet (403 otherwise).
 */
export const teacherQuestionnaireExportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['teacher questionnaire exports'];
  const config = { role: 'teacher' } as const;

  // A bullying survey's answers only after password re-entry, as on the bullying pages (decision 022):
  // the module calls the gate once it knows the file would hold them (after its 404 checks).
  const confirm = confirmTokenGate(app);
  const gateOf =
    (request: FastifyRequest): BullyingGate =>
    () =>
      confirm(request);

  app.get(
    '/api/teachers/questionnaires/:id/export_answers',
    { config, schema: { tags, params: idParamsSchema, querystring: deliveryExportQuerySchema } },
    async (request, reply) => sendFile(reply, await exportAnswers(app.db, teacherScope(request), request.params.id, request.query, gateOf(request))),
  );

  app.get(
    '/api/teachers/questionnaires/:id/export_alerts',
    { config, schema: { tags, params: idParamsSchema, querystring: deliveryExportQuerySchema } },
    async (request, reply) => sendFile(reply, await exportAlerts(app.db, teacherScope(request), request.params.id, request.query, gateOf(request))),
  );

  app.get(
    '/api/teachers/questionnaires/:id/export_survey',
    { config, schema: { tags, params: idParamsSchema, querystring: deliveryExportQuerySchema } },
    async (request, reply) => sendFile(reply, await exportSurvey(app.db, teacherScope(request), request.params.id, request.query, gateOf(request))),
  );

  app.get('/api/teachers/students/export_questionaire', { config, schema: { tags, querystring: studentSheetExportQuerySchema } }, async (request, reply) =>
    sendFile(reply, await exportStudentSheet(app.db, teacherScope(request), request.query, gateOf(request))),
  );

  // Spans all the student's sheets: the token is needed as soon as one of them is a bullying sheet.
  app.get('/api/teachers/students/export_past_questionnaire', { config, schema: { tags, querystring: studentPastExportQuerySchema } }, async (request, reply) =>
    sendFile(reply, await exportStudentPast(app.db, teacherScope(request), request.query, gateOf(request))),
  );

  app.get('/api/teachers/students/export_many_questionaire', { config, schema: { tags, querystring: manySheetsExportQuerySchema } }, async (request, reply) =>
    sendFile(reply, await exportManySheets(app.db, teacherScope(request), request.query, gateOf(request))),
  );

  // The bullying fields of every student: password re-entry first, as on the bullying pages (decision 022).
  app.get(
    '/api/teachers/bullying_alerts/export_survey',
    { config, preValidation: confirmTokenGate(app), schema: { tags, querystring: manySheetsExportQuerySchema } },
    async (request, reply) => sendFile(reply, await exportBullyingSurvey(app.db, teacherScope(request), request.query)),
  );
};
