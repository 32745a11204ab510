import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  exportCheckQuerySchema,
  exportCheckSchema,
  exportPageQuerySchema,
  exportPdfsQuerySchema,
  exportSessionSchema,
} from '@sukoyaka/contracts/bullying-alerts';
import { dataOf } from '../../lib/envelope.ts';
import { enqueueBullyingPdf } from '../../jobs/bullying-pdf.jobs.ts';
import { forbidden } from '../../lib/http-errors.ts';
import { sendFile } from '../../lib/send-file.ts';
import { BOARD_ACCESS_READ_ONLY_MESSAGE, teacherScope } from '../../plugins/auth.ts';
import { checkPdfExport, pdfExportPage, startPdfExport } from '../../modules/bullying-alerts/pdf/pdf-export.service.ts';

/**
 * The answer PDFs (spec §4 bulk PDF export, §7): start (201 with a session id), check (polled
 * every 10 s) and each zip page. Registered inside the bullying routes, so the confirm token of
 * password re-entry is required here too.
 */
export const bullyingPdfRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['teacher bullying alerts'];
  const config = { role: 'teacher' } as const;

  app.get(
    '/api/teachers/students/processing_export_pdfs',
    { config: { ...config, accessLog: 'write' }, schema: { tags, querystring: exportPdfsQuerySchema, response: { 201: dataOf(exportSessionSchema) } } },
    async (request, reply) => {
      const scope = teacherScope(request);
      // The export is a job and rows of a teacher: a board user's school access only reads (decision 028).
      if (scope.boardAccess) throw forbidden(BOARD_ACCESS_READ_ONLY_MESSAGE);
      return reply.code(201).send({ data: await startPdfExport(app.db, scope, request.query, enqueueBullyingPdf) });
    },
  );

  app.get(
    '/api/teachers/students/check_processing_export_pdfs',
    { config: { ...config, accessLog: false }, schema: { tags, querystring: exportCheckQuerySchema, response: { 200: dataOf(exportCheckSchema) } } },
    async (request) => ({ data: await checkPdfExport(app.db, teacherScope(request), request.query.session_id) }),
  );

  app.get(
    '/api/teachers/students/get_url_zip_pdf_questionaire_page_by_session_id',
    { config: { ...config, accessLog: 'read' }, schema: { tags, querystring: exportPageQuerySchema } },
    async (request, reply) => sendFile(reply, await pdfExportPage(app.db, teacherScope(request), request.query.session_id, request.query.page)),
  );
};
