import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { parentAttendanceSettingsBodySchema, parentAttendanceSettingsSchema, testMailBodySchema } from '@sukoyaka/contracts/mail-settings';
import { dataOf } from '../../lib/envelope.ts';
import { getParentAttendanceSettings, sendParentAttendanceTestMail, updateParentAttendanceSettings } from '../../modules/parents/parents.service.ts';
import { requireAdminTeacher, requireTeacher } from '../../modules/teachers/teachers.service.ts';
import { requireRole } from '../../plugins/auth.ts';

/**
 * School settings (spec §7 Parent attendance settings). Any teacher of the school may read them;
 * only admin teachers change them or send test mail (403 otherwise).
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
};
