import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  deliveryExportQuerySchema,
  bullyingSurveyExportQuerySchema,
  manySheetsExportQuerySchema,
  studentPastExportQuerySchema,
  studentSheetExportQuerySchema,
} from '@sukoyaka/contracts/questionnaire-exports';
import { idParamsSchema } from '@sukoyaka/contracts/schools';
import type { FastifyRequest } from 'fastify';
import { sendFile } from '../../lib/send-file.ts';
import { exportAlerts, exportAnswers, exportSurvey } from '../../modules/questionnaire-exports/delivery-exports.ts';
import { exportBullyingSurvey } from '../../modules/questionnaire-exports/bullying-export.ts';
import type { BullyingGate } from '../../modules/questionnaire-exports/export-queries.ts';
import { exportManySheets, exportStudentPast, exportStudentSheet } from '../../modules/questionnaire-exports/student-exports.ts';
import { teacherScope } from '../../plugins/auth.ts';
import { confirmTokenGate } from './confirm-token-gate.ts';

/**
 * The questionnaire Excel exports (issue 11 item 5, spec §7 "Questionnaires", §9 Excel export), for
 * every teacher; a class teacher's files hold their homeroom classes only. A bullying survey's
 * answers need the confirm token of password re-entry (`confirm-token` header, decision 022):
 * bullying_alerts/export_survey always, the three questionnaires/{id}/* exports of a bullying
 * delivery and the three students/* exports when the file would hold a bullying sheet (403
 * otherwise; modules/questionnaire-exports). Every file is
 * one sheet with the spec §9 header block (lib/workbook.ts: title, output time, fiscal year,
 * period), the file name title + YYMMDD_hhmm, the first two columns 学年・組 (24) and 出席番号・氏名 (18)
 * where rows are students, and text cells that a spreadsheet could take for a formula neutralised.
 * A teacher sees only the students of their scope (a class teacher: their homeroom classes); a
 * delivery, student or class outside it is 404. Empty filter values are dropped (contracts).
 *
 * - `questionnaires/{id}/export_answers` ({id}: the questionnaire delivery): each target student's
 *   status, time, alert level (and a validated scale's score and band) and every answer in full.
 * - `questionnaires/{id}/export_alerts`: the completed sheets above normal, with the answers that
 *   raised them.
 * - `questionnaires/{id}/export_survey`: the tally per option / text question of completed sheets.
 * - `students/export_questionaire`: one student's sheet, question by question, in full.
 * - `students/export_past_questionnaire`: a student's completed sheets (spec §2 past-alert columns).
 * - `students/export_many_questionaire`: the dashboard's answer list in export mode (answers cut to
 *   8 characters and …, spec §5).
 * - `bullying_alerts/export_survey`: the bullying-alert list (bullying fields) in export mode.
 *
 * The three `questionnaires/{id}/*` and the three `students/*` exports hold a bullying survey's
 * sheets (questionnaire kind 'bullying') only after the route's confirm-token gate (`BullyingGate`,
 * decision 022); other kinds need the ordinary teacher rights.
 *
 * Student-row exports stream (lib/workbook.ts, answers read 250 students at a time), so a big
 * school's file is never built in memory.
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
    { config, preValidation: confirmTokenGate(app), schema: { tags, querystring: bullyingSurveyExportQuerySchema } },
    async (request, reply) => sendFile(reply, await exportBullyingSurvey(app.db, teacherScope(request), request.query)),
  );
};
