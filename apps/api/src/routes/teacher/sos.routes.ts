import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  enabledProcessedSosSchema,
  processedSosQuerySchema,
  seenSosQuerySchema,
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
  markSosSeen,
  processSos,
  sosDashboard,
  studentSoss,
  updateEnabledProcessedSos,
} from '../../modules/sos/sos-teacher.service.ts';
import { createSosSettings, deleteSosSettings, listTeacherSosSettings, updateSosSettings } from '../../modules/sos/sos-settings.service.ts';
import { withAccessLog } from '../../plugins/access-log.ts';
import { teacherScope } from '../../plugins/auth.ts';

/**
 * SOS handling (spec §4 SOS, §7 Teacher students/SOS settings/School): authenticate as a teacher
 * (route option) → validate → service in the teacher's scope. Changing the buttons and the
 * processed-SOS switch is for admin teachers.
 */
export const teacherSosRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['teacher sos'];
  const teacher = { role: 'teacher' } as const;
  const admin = { role: 'teacher', admin: true } as const;
  const sosList = { 200: dataOf(z.array(teacherSosRecordSchema)) };

  app.get(
    '/api/teachers/dashboards/sos_dashboard',
    { config: teacher, schema: { tags, querystring: sosDashboardQuerySchema, response: { 200: dataOf(sosDashboardSchema) } } },
    async (request) => ({ data: await sosDashboard(app.db, teacherScope(request), request.query) }),
  );

  app.get('/api/teachers/students/soss', { config: teacher, schema: { tags, querystring: studentSossQuerySchema, response: sosList } }, async (request) => ({
    data: await studentSoss(app.db, teacherScope(request), request.query.studentId, false),
  }));
  app.get(
    '/api/teachers/students/past_sos',
    { config: teacher, schema: { tags, querystring: studentSossQuerySchema, response: sosList } },
    async (request) => ({
      data: await studentSoss(app.db, teacherScope(request), request.query.studentId, true),
    }),
  );

  app.post(
    '/api/teachers/students/processed_sos',
    {
      config: teacher,
      schema: {
        tags,
        querystring: processedSosQuerySchema,
        response: {
          200: dataOf(
            z.object({ id: z.number(), processed: z.boolean(), processedStatus: z.string().nullable(), processedAt: z.string(), teacherName: z.string() }),
          ),
        },
      },
    },
    async (request) => ({
      data: await withAccessLog(app.db, request, (tx) => processSos(tx, teacherScope(request), request.query.id, request.query.processedStatus)),
    }),
  );

  app.post(
    '/api/teachers/students/seen_sos',
    { config: teacher, schema: { tags, querystring: seenSosQuerySchema, response: { 200: dataOf(z.object({ id: z.number(), seenAt: z.string() })) } } },
    async (request) => ({
      data: await withAccessLog(app.db, request, (tx) => markSosSeen(tx, teacherScope(request), request.query.id)),
    }),
  );

  app.get(
    '/api/teachers/sos_settings/get_sos_processed_status_setting',
    { config: { ...teacher, accessLog: false }, schema: { tags, response: { 200: dataOf(z.array(sosProcessedStatusSchema)) } } },
    async (request) => ({ data: await listSosProcessedStatuses(app.db, teacherScope(request)) }),
  );

  app.get(
    '/api/teachers/schools/enabled_processed_sos',
    { config: { ...teacher, accessLog: false }, schema: { tags, response: { 200: dataOf(enabledProcessedSosSchema) } } },
    async (request) => ({ data: await getEnabledProcessedSos(app.db, teacherScope(request)) }),
  );

  app.post(
    '/api/teachers/schools/update_enabled_processed_sos',
    { config: admin, schema: { tags, body: enabledProcessedSosSchema, response: { 200: dataOf(enabledProcessedSosSchema) } } },
    async (request) => ({
      data: await withAccessLog(app.db, request, (tx) => updateEnabledProcessedSos(tx, teacherScope(request), request.body.enabledProcessedSos)),
    }),
  );

  const buttons = { 200: dataOf(z.array(teacherSosSettingSchema)) };
  app.get('/api/teachers/sos_settings', { config: { ...teacher, accessLog: false }, schema: { tags, response: buttons } }, async (request) => ({
    data: await listTeacherSosSettings(app.db, teacherScope(request)),
  }));
  app.post(
    '/api/teachers/sos_settings/bulk_create',
    { config: admin, schema: { tags, body: sosSettingsBulkCreateBodySchema, response: buttons } },
    async (request) => ({ data: await withAccessLog(app.db, request, (tx) => createSosSettings(tx, teacherScope(request), request.body.sosSettings)) }),
  );
  app.post(
    '/api/teachers/sos_settings/bulk_update',
    { config: admin, schema: { tags, body: sosSettingsBulkUpdateBodySchema, response: buttons } },
    async (request) => ({ data: await withAccessLog(app.db, request, (tx) => updateSosSettings(tx, teacherScope(request), request.body.sosSettings)) }),
  );
  app.post(
    '/api/teachers/sos_settings/bulk_delete',
    { config: admin, schema: { tags, body: sosSettingsBulkDeleteBodySchema, response: buttons } },
    async (request) => ({ data: await withAccessLog(app.db, request, (tx) => deleteSosSettings(tx, teacherScope(request), request.body.ids)) }),
  );
};
