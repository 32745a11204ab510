import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  conditionAlertSchema,
  conditionAlertSettingBodySchema,
  conditionAlertSettingSchema,
  resolveAlertBodySchema,
  schoolAlertDashboardQuerySchema,
  schoolAlertDashboardSchema,
  studentAlertsQuerySchema,
} from '@sukoyaka/contracts/condition-alerts';
import { dataOf } from '../../lib/envelope.ts';
import {
  listConditionSettings,
  resolveConditionAlert,
  schoolAlertDashboard,
  sendConditionTestMail,
  studentConditionAlerts,
  updateConditionSetting,
} from '../../modules/condition-alerts/condition-alerts.service.ts';
import { requireAdminTeacher, requireTeacher } from '../../modules/teachers/teachers.service.ts';
import { requireRole } from '../../plugins/auth.ts';

/**
 * Condition alerts (spec §4 condition alert, §5, §7): the 心不調 / 体不調 dashboards, resolving,
 * a student's alerts and the school's alert settings (admin teachers change them).
 */
export const teacherConditionAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('teacher'));
  const tags = ['teacher condition alerts'];

  app.get(
    '/api/teachers/dashboards/school_alert_dashboard',
    { schema: { tags, querystring: schoolAlertDashboardQuerySchema, response: { 200: dataOf(schoolAlertDashboardSchema) } } },
    async (request) => ({ data: await schoolAlertDashboard(app.db, request.auth.accountId, request.query) }),
  );

  app.post(
    '/api/teachers/students/processed_condition_alert',
    { schema: { tags, body: resolveAlertBodySchema, response: { 200: dataOf(conditionAlertSchema) } } },
    async (request) => ({ data: await resolveConditionAlert(app.db, request.auth.accountId, request.body.id) }),
  );

  app.get(
    '/api/teachers/students/get_alert_resolved',
    { schema: { tags, querystring: studentAlertsQuerySchema, response: { 200: dataOf(z.array(conditionAlertSchema)) } } },
    async (request) => ({ data: await studentConditionAlerts(app.db, request.auth.accountId, request.query.studentId) }),
  );

  app.get(
    '/api/teachers/condition_settings/configs',
    { schema: { tags, response: { 200: dataOf(z.array(conditionAlertSettingSchema)) } } },
    async (request) => {
      const teacher = await requireTeacher(app.db, request.auth.accountId);
      return { data: await listConditionSettings(app.db, teacher.schoolId) };
    },
  );

  app.post(
    '/api/teachers/condition_settings/config_update',
    { schema: { tags, body: conditionAlertSettingBodySchema, response: { 200: dataOf(z.array(conditionAlertSettingSchema)) } } },
    async (request) => {
      const teacher = await requireAdminTeacher(app.db, request.auth.accountId);
      return { data: await updateConditionSetting(app.db, teacher.schoolId, request.body) };
    },
  );

  app.post(
    '/api/teachers/condition_settings/test_send_mail',
    {
      schema: {
        tags,
        body: conditionAlertSettingBodySchema.refine((b) => b.notificationEmails.length > 0, {
          message: 'メールアドレスを入力してください',
          path: ['notificationEmails'],
        }),
        response: { 200: dataOf(z.object({ queued: z.number() })) },
      },
    },
    async (request) => {
      const teacher = await requireAdminTeacher(app.db, request.auth.accountId);
      await sendConditionTestMail(app.mail, teacher.schoolName, request.body);
      return { data: { queued: request.body.notificationEmails.length } };
    },
  );
};
