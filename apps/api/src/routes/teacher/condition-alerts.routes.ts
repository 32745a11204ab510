import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alertReplayBodySchema,
  alertReplaySchema,
  conditionAlertSchema,
  conditionAlertSettingBodySchema,
  conditionAlertSettingSchema,
  resolveAlertBodySchema,
  schoolAlertDashboardQuerySchema,
  schoolAlertDashboardSchema,
  studentAlertsQuerySchema,
} from '@sukoyaka/contracts/condition-alerts';
import { dataOf } from '../../lib/envelope.ts';
import { resolveConditionAlert, schoolAlertDashboard, studentConditionAlerts } from '../../modules/condition-alerts/condition-alerts.service.ts';
import { replayAlertRules } from '../../modules/condition-alerts/alert-replay.service.ts';
import { listConditionSettings, sendConditionTestMail, updateConditionSetting } from '../../modules/condition-alerts/condition-alert-settings.service.ts';
import { withAccessLog } from '../../plugins/access-log.ts';
import { teacherScope } from '../../plugins/auth.ts';

/**
 * Condition alerts (spec §4 condition alert, §5, §7): the 心不調 / 体不調 dashboards, resolving,
 * a student's alerts and the school's alert settings (admin teachers change them: `admin: true`).
 */
export const teacherConditionAlertRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['teacher condition alerts'];
  const teacher = { role: 'teacher' } as const;
  const admin = { role: 'teacher', admin: true } as const;

  app.get(
    '/api/teachers/dashboards/school_alert_dashboard',
    { config: teacher, schema: { tags, querystring: schoolAlertDashboardQuerySchema, response: { 200: dataOf(schoolAlertDashboardSchema) } } },
    async (request) => ({ data: await schoolAlertDashboard(app.db, teacherScope(request), request.query) }),
  );

  app.post(
    '/api/teachers/students/processed_condition_alert',
    { config: teacher, schema: { tags, body: resolveAlertBodySchema, response: { 200: dataOf(conditionAlertSchema) } } },
    async (request) => ({
      data: await withAccessLog(app.db, request, (tx) => resolveConditionAlert(tx, teacherScope(request), request.body.id), {
        studentIds: (alert) => [alert.student.id],
      }),
    }),
  );

  app.get(
    '/api/teachers/students/get_alert_resolved',
    { config: teacher, schema: { tags, querystring: studentAlertsQuerySchema, response: { 200: dataOf(z.array(conditionAlertSchema)) } } },
    async (request) => ({ data: await studentConditionAlerts(app.db, teacherScope(request), request.query.studentId) }),
  );

  app.get(
    '/api/teachers/condition_settings/configs',
    { config: { ...teacher, accessLog: false }, schema: { tags, response: { 200: dataOf(z.array(conditionAlertSettingSchema)) } } },
    async (request) => ({ data: await listConditionSettings(app.db, teacherScope(request)) }),
  );

  app.post(
    '/api/teachers/condition_settings/config_update',
    { config: admin, schema: { tags, body: conditionAlertSettingBodySchema, response: { 200: dataOf(z.array(conditionAlertSettingSchema)) } } },
    async (request) => ({ data: await withAccessLog(app.db, request, (tx) => updateConditionSetting(tx, teacherScope(request), request.body)) }),
  );

  // Replaying a proposed rule over the last 90 school days (issue 25 item 4, decision 077): any
  // teacher who sees settings/alert may try a rule; it writes nothing; pupils' names only to admins.
  app.post(
    '/api/teachers/condition_settings/replay',
    { config: { ...teacher, accessLog: 'read' }, schema: { tags, body: alertReplayBodySchema, response: { 200: dataOf(alertReplaySchema) } } },
    async (request) => ({ data: await replayAlertRules(app.db, teacherScope(request), request.body) }),
  );

  app.post(
    '/api/teachers/condition_settings/test_send_mail',
    {
      config: admin,
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
      await sendConditionTestMail(app.db, app.mail, teacherScope(request), request.body);
      return { data: { queued: request.body.notificationEmails.length } };
    },
  );
};
