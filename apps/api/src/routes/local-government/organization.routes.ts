import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  boardDashboardQuerySchema,
  boardDashboardSchema,
  boardOrganizationSchema,
  boardReportSettingsBodySchema,
  boardReportSettingsSchema,
  boardTeachersQuerySchema,
  boardTeachersSchema,
  earlyWarningQuerySchema,
  earlyWarningSchema,
  mextSchoolCodeBodySchema,
  responseTimesQuerySchema,
  responseTimesSchema,
  schoolCodesSchema,
} from '@sukoyaka/contracts/local-government';
import { idParamsSchema } from '@sukoyaka/contracts/schools';
import { dataOf } from '../../lib/envelope.ts';
import { getReportSettings, updateReportSettings } from '../../modules/organizations/board-settings.service.ts';
import { boardDashboard } from '../../modules/organizations/dashboard.service.ts';
import { getOrganization, organizationTeachers } from '../../modules/organizations/organization.service.ts';
import { earlyWarning, responseTimes } from '../../modules/organizations/early-warning.service.ts';
import { setMextSchoolCode } from '../../modules/organizations/school-codes.service.ts';
import { withAccessLog } from '../../plugins/access-log.ts';
import { organizationScope } from '../../plugins/auth.ts';

/**
 * The board's organisation (spec §7 Local government, issue 14): GET organization (its schools
 * with figures), the dashboard of the day (our addition, decision 007), its schools' teachers,
 * the report settings (small-group suppression, decision 026) and each school's MEXT 学校コード
 * (decision 046).
 */
export const localGovernmentOrganizationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['local_government'];
  const config = { role: 'local_government' } as const;

  app.get('/api/local_governments/organization', { config, schema: { tags, response: { 200: dataOf(boardOrganizationSchema) } } }, async (request) => ({
    data: await getOrganization(app.db, organizationScope(request)),
  }));

  app.get(
    '/api/local_governments/organization/dashboard',
    { config, schema: { tags, querystring: boardDashboardQuerySchema, response: { 200: dataOf(boardDashboardSchema) } } },
    async (request) => ({ data: await boardDashboard(app.db, organizationScope(request), request.query.date) }),
  );

  app.get(
    '/api/local_governments/organization/teachers',
    { config, schema: { tags, querystring: boardTeachersQuerySchema, response: { 200: dataOf(boardTeachersSchema) } } },
    async (request) => ({ data: await organizationTeachers(app.db, organizationScope(request), request.query) }),
  );

  app.get(
    '/api/local_governments/report_settings',
    { config: { ...config, accessLog: false }, schema: { tags, response: { 200: dataOf(boardReportSettingsSchema) } } },
    async (request) => ({ data: await getReportSettings(app.db, organizationScope(request)) }),
  );

  app.post(
    '/api/local_governments/report_settings',
    { config, schema: { tags, body: boardReportSettingsBodySchema, response: { 200: dataOf(boardReportSettingsSchema) } } },
    async (request) => ({ data: await withAccessLog(app.db, request, (tx) => updateReportSettings(tx, organizationScope(request), request.body)) }),
  );

  // Early warning and response times (issue 14 item 6, beyond the spec; decision 007).
  app.get(
    '/api/local_governments/organization/response_times',
    { config, schema: { tags, querystring: responseTimesQuerySchema, response: { 200: dataOf(responseTimesSchema) } } },
    async (request) => ({ data: await responseTimes(app.db, organizationScope(request), request.query) }),
  );

  app.get(
    '/api/local_governments/organization/early_warning',
    { config, schema: { tags, querystring: earlyWarningQuerySchema, response: { 200: dataOf(earlyWarningSchema) } } },
    async (request) => ({ data: await earlyWarning(app.db, organizationScope(request), request.query) }),
  );

  app.post(
    '/api/local_governments/schools/:id/mext_school_code',
    { config, schema: { tags, params: idParamsSchema, body: mextSchoolCodeBodySchema, response: { 200: dataOf(schoolCodesSchema) } } },
    async (request) => ({
      data: await withAccessLog(app.db, request, (tx) => setMextSchoolCode(tx, organizationScope(request), request.params.id, request.body.mextSchoolCode)),
    }),
  );
};
