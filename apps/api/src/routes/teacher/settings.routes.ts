import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parentAttendanceSettingsBodySchema, parentAttendanceSettingsSchema, testMailBodySchema } from '@sukoyaka/contracts/mail-settings';
import { enableConditionSkipSchema, linkStopItSchema } from '@sukoyaka/contracts/schools';
import { dataOf } from '../../lib/envelope.ts';
import { getSchoolFlags, updateSchoolFlags } from '../../modules/schools/schools.service.ts';
import { getParentAttendanceSettings, sendParentAttendanceTestMail, updateParentAttendanceSettings } from '../../modules/parents/parents.service.ts';
import { requireAdminTeacher, requireTeacher } from '../../modules/teachers/teachers.service.ts';
import { requireRole } from '../../plugins/auth.ts';

/**
 * School settings (spec §7 Parent attendance settings, School flags). Any teacher of the school
 * may read them; only admin teachers change them or send test mail (403 otherwise).
 */
export const teacherSettingsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('teacher'));
  const tags = ['teacher settings'];

  app.get('/api/teachers/parent_attendance_settings', { schema: { tags, response: { 200: dataOf(parentAttendanceSettingsSchema) } } }, async (request) => {
    const teacher = await requireTeacher(app.db, request.auth.accountId);
    return { data: await getParentAttendanceSettings(app.db, teacher.schoolId) };
  });

  app.post(
    '/api/teachers/parent_attendance_settings/config_update',
    { schema: { tags, body: parentAttendanceSettingsBodySchema, response: { 200: dataOf(parentAttendanceSettingsSchema) } } },
    async (request) => {
      const teacher = await requireAdminTeacher(app.db, request.auth.accountId);
      return { data: await updateParentAttendanceSettings(app.db, teacher.schoolId, request.body) };
    },
  );

  app.post(
    '/api/teachers/parent_attendance_settings/test_send_mail',
    { schema: { tags, body: testMailBodySchema, response: { 200: dataOf(z.object({ queued: z.number() })) } } },
    async (request) => {
      const teacher = await requireAdminTeacher(app.db, request.auth.accountId);
      await sendParentAttendanceTestMail(app.mail, teacher.schoolName, request.body.notificationEmails);
      return { data: { queued: request.body.notificationEmails.length } };
    },
  );

  app.get('/api/teachers/schools/link_stop_it', { schema: { tags, response: { 200: dataOf(linkStopItSchema) } } }, async (request) => {
    const teacher = await requireTeacher(app.db, request.auth.accountId);
    const flags = await getSchoolFlags(app.db, teacher.schoolId);
    return { data: { linkStopIt: flags.linkStopIt, accessCode: flags.accessCode } };
  });
  app.post(
    '/api/teachers/schools/update_link_stop_it',
    { schema: { tags, body: linkStopItSchema, response: { 200: dataOf(linkStopItSchema) } } },
    async (request) => {
      const teacher = await requireAdminTeacher(app.db, request.auth.accountId);
      const flags = await updateSchoolFlags(app.db, teacher.schoolId, request.body);
      return { data: { linkStopIt: flags.linkStopIt, accessCode: flags.accessCode } };
    },
  );
  app.get('/api/teachers/schools/enable_condition_skip', { schema: { tags, response: { 200: dataOf(enableConditionSkipSchema) } } }, async (request) => {
    const teacher = await requireTeacher(app.db, request.auth.accountId);
    return { data: { enableConditionSkip: (await getSchoolFlags(app.db, teacher.schoolId)).enableConditionSkip } };
  });
  app.post(
    '/api/teachers/schools/update_enable_condition_skip',
    { schema: { tags, body: enableConditionSkipSchema, response: { 200: dataOf(enableConditionSkipSchema) } } },
    async (request) => {
      const teacher = await requireAdminTeacher(app.db, request.auth.accountId);
      return { data: { enableConditionSkip: (await updateSchoolFlags(app.db, teacher.schoolId, request.body)).enableConditionSkip } };
    },
  );
};
