import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  enabledProcessedSosSchema,
  processedSosQuerySchema,
  sosDashboardQuerySchema,
  sosDashboardSchema,
  sosProcessedStatusSchema,
  sosSettingsBulkCreateBodySchema,
  sosSettingsBulkDeleteBodySchema,
  sosSettingsBulkUpdateBodySchema,
  studentSossQuerySchema,
  teacherSosRecordSchema,
  teacherSosSettingSchema,
} from '@sukoyaka/contracts/sos';
import { dataOf } from '../../lib/envelope.ts';
import {
  getEnabledProcessedSos,
  listSosProcessedStatuses,
  processSos,
  sosDashboard,
  studentSoss,
  updateEnabledProcessedSos,
} from '../../modules/sos/sos-teacher.service.ts';
import { createSosSettings, deleteSosSettings, listTeacherSosSettings, updateSosSettings } from '../../modules/sos/sos-settings.service.ts';
import { requireTeacher } from '../../modules/teachers/teachers.service.ts';
import { requireRole } from '../../plugins/auth.ts';

/** SOS handling (spec §4 SOS, §7 Teacher students/SOS settings/School): authenticate → validate → service. */
export const teacherSosRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('teacher'));
  const tags = ['teacher sos'];

  app.get(
    '/api/teachers/dashboards/sos_dashboard',
    { schema: { tags, querystring: sosDashboardQuerySchema, response: { 200: dataOf(sosDashboardSchema) } } },
    async (request) => ({ data: await sosDashboard(app.db, request.auth.accountId, request.query) }),
  );

  for (const [path, past] of [
    ['/api/teachers/students/soss', false],
    ['/api/teachers/students/past_sos', true],
  ] as const) {
    app.get(path, { schema: { tags, querystring: studentSossQuerySchema, response: { 200: dataOf(z.array(teacherSosRecordSchema)) } } }, async (request) => ({
      data: await studentSoss(app.db, request.auth.accountId, request.query.studentId, past),
    }));
  }

  app.post(
    '/api/teachers/students/processed_sos',
    {
      schema: {
        tags,
        querystring: processedSosQuerySchema,
        response: {
          200: dataOf(z.object({ id: z.number(), processed: z.boolean(), processedStatus: z.string(), processedAt: z.string(), teacherName: z.string() })),
        },
      },
    },
    async (request) => ({ data: await processSos(app.db, request.auth.accountId, request.query.id, request.query.processedStatus) }),
  );

  app.get(
    '/api/teachers/sos_settings/get_sos_processed_status_setting',
    { schema: { tags, response: { 200: dataOf(z.array(sosProcessedStatusSchema)) } } },
    async (request) => {
      const teacher = await requireTeacher(app.db, request.auth.accountId);
      return { data: await listSosProcessedStatuses(app.db, teacher.schoolId) };
    },
  );

  app.get('/api/teachers/schools/enabled_processed_sos', { schema: { tags, response: { 200: dataOf(enabledProcessedSosSchema) } } }, async (request) => ({
    data: await getEnabledProcessedSos(app.db, request.auth.accountId),
  }));

  app.post(
    '/api/teachers/schools/update_enabled_processed_sos',
    { schema: { tags, body: enabledProcessedSosSchema, response: { 200: dataOf(enabledProcessedSosSchema) } } },
    async (request) => ({ data: await updateEnabledProcessedSos(app.db, request.auth.accountId, request.body.enabledProcessedSos) }),
  );

  const buttons = { 200: dataOf(z.array(teacherSosSettingSchema)) };
  app.get('/api/teachers/sos_settings', { schema: { tags, response: buttons } }, async (request) => ({
    data: await listTeacherSosSettings(app.db, request.auth.accountId),
  }));
  app.post('/api/teachers/sos_settings/bulk_create', { schema: { tags, body: sosSettingsBulkCreateBodySchema, response: buttons } }, async (request) => ({
    data: await createSosSettings(app.db, request.auth.accountId, request.body.sosSettings),
  }));
  app.post('/api/teachers/sos_settings/bulk_update', { schema: { tags, body: sosSettingsBulkUpdateBodySchema, response: buttons } }, async (request) => ({
    data: await updateSosSettings(app.db, request.auth.accountId, request.body.sosSettings),
  }));
  app.post('/api/teachers/sos_settings/bulk_delete', { schema: { tags, body: sosSettingsBulkDeleteBodySchema, response: buttons } }, async (request) => ({
    data: await deleteSosSettings(app.db, request.auth.accountId, request.body.ids),
  }));
};
