import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boardReportBodySchema, boardReportFileQuerySchema, boardReportSchema } from '@sukoyaka/contracts/local-government';
import { dataOf } from '../../lib/envelope.ts';
import { sendFile } from '../../lib/send-file.ts';
import { boardReportFile } from '../../modules/board-reports/board-reports.service.ts';
import { buildBoardReport } from '../../modules/board-reports/report-data.ts';
import { organizationScope } from '../../plugins/auth.ts';

/**
 * The board's reports (spec §7 organization/dashboard_by_month POST for the data and GET
 * `type=excel|pdf` for the files; dashboard_want_to_talk, dashboard_daily_active_users,
 * dashboard_continuous_weak_condition likewise — their GET file routes are our addition,
 * decision 007). Reports are reads: POST is the spec's verb for a query with a body.
 */
export const localGovernmentReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['local_government reports'];
  const config = { role: 'local_government', accessLog: 'read' } as const;
  const data = { tags, body: boardReportBodySchema, response: { 200: dataOf(boardReportSchema) } };
  const file = { tags, querystring: boardReportFileQuerySchema };

  app.post('/api/local_governments/organization/dashboard_by_month', { config, schema: data }, async (request) => ({
    data: await buildBoardReport(app.db, organizationScope(request), 'dashboard_by_month', request.body),
  }));
  app.get('/api/local_governments/organization/dashboard_by_month', { config, schema: file }, async (request, reply) =>
    sendFile(reply, await boardReportFile(app.db, organizationScope(request), 'dashboard_by_month', request.query)),
  );

  app.post('/api/local_governments/organization/dashboard_want_to_talk', { config, schema: data }, async (request) => ({
    data: await buildBoardReport(app.db, organizationScope(request), 'dashboard_want_to_talk', request.body),
  }));
  app.get('/api/local_governments/organization/dashboard_want_to_talk', { config, schema: file }, async (request, reply) =>
    sendFile(reply, await boardReportFile(app.db, organizationScope(request), 'dashboard_want_to_talk', request.query)),
  );

  app.post('/api/local_governments/organization/dashboard_daily_active_users', { config, schema: data }, async (request) => ({
    data: await buildBoardReport(app.db, organizationScope(request), 'dashboard_daily_active_users', request.body),
  }));
  app.get('/api/local_governments/organization/dashboard_daily_active_users', { config, schema: file }, async (request, reply) =>
    sendFile(reply, await boardReportFile(app.db, organizationScope(request), 'dashboard_daily_active_users', request.query)),
  );

  app.post('/api/local_governments/organization/dashboard_continuous_weak_condition', { config, schema: data }, async (request) => ({
    data: await buildBoardReport(app.db, organizationScope(request), 'dashboard_continuous_weak_condition', request.body),
  }));
  app.get('/api/local_governments/organization/dashboard_continuous_weak_condition', { config, schema: file }, async (request, reply) =>
    sendFile(reply, await boardReportFile(app.db, organizationScope(request), 'dashboard_continuous_weak_condition', request.query)),
  );
};
