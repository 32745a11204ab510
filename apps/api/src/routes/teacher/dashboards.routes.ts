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
import { unsupportedListSchema, unsupportedQuerySchema } from '@sukoyaka/contracts/unsupported';
import { dataOf } from '../../lib/envelope.ts';
import { sendFile } from '../../lib/send-file.ts';
import { studentsReport } from '../../modules/reports/students-report.export.ts';
import { parentAttendancesDashboard } from '../../modules/attendance/parent-attendance-dashboard.service.ts';
import { allDashboard } from '../../modules/dashboards/all-dashboard.service.ts';
import { classDashboardByDate, classDashboardByWeek } from '../../modules/dashboards/class-dashboard.service.ts';
import { unsupportedList } from '../../modules/dashboards/unsupported.service.ts';
import { teacherScope } from '../../plugins/auth.ts';

/** Teacher dashboards (spec §7 Dashboards): authenticate → validate → service in the teacher's scope. */
export const teacherDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['teacher dashboards'];
  const config = { role: 'teacher' } as const;

  app.get(
    '/api/teachers/class_dashboards/dashboard_by_date',
    { config, schema: { tags, querystring: classDashboardByDateQuerySchema, response: { 200: dataOf(classDashboardByDateSchema) } } },
    async (request) => ({ data: await classDashboardByDate(app.db, teacherScope(request), request.query) }),
  );

  app.get(
    '/api/teachers/class_dashboards/dashboard_by_week',
    { config, schema: { tags, querystring: classDashboardByWeekQuerySchema, response: { 200: dataOf(classDashboardByWeekSchema) } } },
    async (request) => ({ data: await classDashboardByWeek(app.db, teacherScope(request), request.query) }),
  );

  app.get(
    '/api/teachers/all_dashboards/dashboard_by_date',
    { config, schema: { tags, querystring: allDashboardQuerySchema, response: { 200: dataOf(allDashboardSchema) } } },
    async (request) => ({ data: await allDashboard(app.db, teacherScope(request), request.query, 'day') }),
  );

  app.get(
    '/api/teachers/all_dashboards/dashboard_by_week',
    { config, schema: { tags, querystring: allDashboardQuerySchema, response: { 200: dataOf(allDashboardSchema) } } },
    async (request) => ({ data: await allDashboard(app.db, teacherScope(request), request.query, 'week') }),
  );

  // Spec §2 show-all-unsupported (issue 10 item 4): every unresolved alert and talk request, any day.
  app.get(
    '/api/teachers/all_dashboards/unsupported',
    { config, schema: { tags, querystring: unsupportedQuerySchema, response: { 200: dataOf(unsupportedListSchema) } } },
    async (request) => ({ data: await unsupportedList(app.db, teacherScope(request), request.query) }),
  );

  app.get(
    '/api/teachers/dashboards/parent_attendances_dashboard',
    { config, schema: { tags, querystring: parentAttendancesDashboardQuerySchema, response: { 200: dataOf(parentAttendancesDashboardSchema) } } },
    async (request) => ({ data: await parentAttendancesDashboard(app.db, teacherScope(request), request.query) }),
  );

  app.get('/api/teachers/students/report', { config, schema: { tags, querystring: studentsReportQuerySchema } }, async (request, reply) =>
    sendFile(reply, await studentsReport(app.db, teacherScope(request), request.query)),
  );
};
