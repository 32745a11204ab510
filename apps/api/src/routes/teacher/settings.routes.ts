import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parentAttendanceSettingsBodySchema, parentAttendanceSettingsSchema, testMailBodySchema } from '@sukoyaka/contracts/mail-settings';
import { enableConditionSkipSchema, linkStopItSchema } from '@sukoyaka/contracts/schools';
import { dataOf } from '../../lib/envelope.ts';
import { getSchoolFlags, updateSchoolFlags } from '../../modules/schools/schools.service.ts';
import {
  getParentAttendanceSettings,
  sendParentAttendanceTestMail,
  updateParentAttendanceSettings,
} from '../../modules/parents/parent-attendance-settings.service.ts';
import { withAccessLog } from '../../plugins/access-log.ts';
import { teacherScope } from '../../plugins/auth.ts';

/**
 * School settings (spec §7 Parent attendance settings, School flags). Any teacher of the school
 * may read them; only admin teachers change them or send test mail (`admin: true`, 403 otherwise).
 */
export const teacherSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['teacher settings'];
  const teacher = { role: 'teacher' } as const;
  const admin = { role: 'teacher', admin: true } as const;

  app.get(
    '/api/teachers/parent_attendance_settings',
    { config: { ...teacher, accessLog: false }, schema: { tags, response: { 200: dataOf(parentAttendanceSettingsSchema) } } },
    async (request) => ({ data: await getParentAttendanceSettings(app.db, teacherScope(request)) }),
  );

  app.post(
    '/api/teachers/parent_attendance_settings/config_update',
    { config: admin, schema: { tags, body: parentAttendanceSettingsBodySchema, response: { 200: dataOf(parentAttendanceSettingsSchema) } } },
    async (request) => ({ data: await withAccessLog(app.db, request, (tx) => updateParentAttendanceSettings(tx, teacherScope(request), request.body)) }),
  );

  app.post(
    '/api/teachers/parent_attendance_settings/test_send_mail',
    { config: admin, schema: { tags, body: testMailBodySchema, response: { 200: dataOf(z.object({ queued: z.number() })) } } },
    async (request) => {
      await sendParentAttendanceTestMail(app.db, app.mail, teacherScope(request), request.body.notificationEmails);
      return { data: { queued: request.body.notificationEmails.length } };
    },
  );

  app.get(
    '/api/teachers/schools/link_stop_it',
    { config: { ...teacher, accessLog: false }, schema: { tags, response: { 200: dataOf(linkStopItSchema) } } },
    async (request) => {
      const flags = await getSchoolFlags(app.db, teacherScope(request));
      return { data: { linkStopIt: flags.linkStopIt, accessCode: flags.accessCode } };
    },
  );
  app.post(
    '/api/teachers/schools/update_link_stop_it',
    { config: admin, schema: { tags, body: linkStopItSchema, response: { 200: dataOf(linkStopItSchema) } } },
    async (request) => {
      const flags = await withAccessLog(app.db, request, (tx) => updateSchoolFlags(tx, teacherScope(request), request.body));
      return { data: { linkStopIt: flags.linkStopIt, accessCode: flags.accessCode } };
    },
  );
  app.get(
    '/api/teachers/schools/enable_condition_skip',
    { config: { ...teacher, accessLog: false }, schema: { tags, response: { 200: dataOf(enableConditionSkipSchema) } } },
    async (request) => ({ data: { enableConditionSkip: (await getSchoolFlags(app.db, teacherScope(request))).enableConditionSkip } }),
  );
  app.post(
    '/api/teachers/schools/update_enable_condition_skip',
    { config: admin, schema: { tags, body: enableConditionSkipSchema, response: { 200: dataOf(enableConditionSkipSchema) } } },
    async (request) => ({
      data: {
        enableConditionSkip: (await withAccessLog(app.db, request, (tx) => updateSchoolFlags(tx, teacherScope(request), request.body))).enableConditionSkip,
      },
    }),
  );
};
