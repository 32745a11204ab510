import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  allDashboardQuerySchema,
  allDashboardSchema,
  classDashboardByDateQuerySchema,
  classDashboardByDateSchema,
  classDashboardByWeekQuerySchema,
  classDashboardByWeekSchema,
} from '@sukoyaka/contracts/dashboards';
import { parentAttendancesDashboardQuerySchema, parentAttendancesDashboardSchema } from '@sukoyaka/contracts/parent-attendance';
import { studentsReportQuerySchema } from '@sukoyaka/contracts/reports';
import { dataOf } from '../../lib/envelope.ts';
import { attachmentHeader } from '../../modules/reports/excel.ts';
import { studentsReport } from '../../modules/reports/students-report.export.ts';
import { parentAttendancesDashboard } from '../../modules/attendance/parent-attendance-dashboard.service.ts';
import { allDashboard } from '../../modules/dashboards/all-dashboard.service.ts';
import { classDashboardByDate, classDashboardByWeek } from '../../modules/dashboards/class-dashboard.service.ts';
import { requireRole } from '../../plugins/auth.ts';

/** Teacher dashboards (spec §7 Dashboards): authenticate → validate → service in the teacher's scope. */
export const teacherDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('teacher'));
  const tags = ['teacher dashboards'];

  app.get(
    '/api/teachers/class_dashboards/dashboard_by_date',
    { schema: { tags, querystring: classDashboardByDateQuerySchema, response: { 200: dataOf(classDashboardByDateSchema) } } },
    async (request) => ({ data: await classDashboardByDate(app.db, request.auth.accountId, request.query) }),
  );

  app.get(
    '/api/teachers/class_dashboards/dashboard_by_week',
    { schema: { tags, querystring: classDashboardByWeekQuerySchema, response: { 200: dataOf(classDashboardByWeekSchema) } } },
    async (request) => ({ data: await classDashboardByWeek(app.db, request.auth.accountId, request.query) }),
  );

  for (const period of ['day', 'week'] as const) {
    app.get(
      `/api/teachers/all_dashboards/dashboard_by_${period === 'day' ? 'date' : 'week'}`,
      { schema: { tags, querystring: allDashboardQuerySchema, response: { 200: dataOf(allDashboardSchema) } } },
      async (request) => ({ data: await allDashboard(app.db, request.auth.accountId, request.query, period) }),
    );
  }

  app.get(
    '/api/teachers/dashboards/parent_attendances_dashboard',
    { schema: { tags, querystring: parentAttendancesDashboardQuerySchema, response: { 200: dataOf(parentAttendancesDashboardSchema) } } },
    async (request) => ({ data: await parentAttendancesDashboard(app.db, request.auth.accountId, request.query) }),
  );

  app.get('/api/teachers/students/report', { schema: { tags, querystring: studentsReportQuerySchema } }, async (request, reply) => {
    const { fileName, body } = await studentsReport(app.db, request.auth.accountId, request.query);
    return reply
      .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
      .header('content-disposition', attachmentHeader(fileName))
      .header('cache-control', 'no-store')
      .send(body);
  });
};
