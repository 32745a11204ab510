import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  resendConfirmBodySchema,
  teacherAccountCreateBodySchema,
  teacherAccountPatchBodySchema,
  teacherAccountSchema,
  teacherStopSignInBodySchema,
  updateTeacherKlassesBodySchema,
} from '@sukoyaka/contracts/school-admin';
import { idParamsSchema } from '@sukoyaka/contracts/schools';
import { dataOf } from '../../lib/envelope.ts';
import {
  createTeacherAccount,
  listTeacherAccounts,
  resendTeacherConfirmation,
  setTeacherSignInStopped,
  updateTeacherAccount,
  updateTeacherKlasses,
} from '../../modules/school-admin/teacher-accounts.service.ts';
import { withAccessLog } from '../../plugins/access-log.ts';
import { teacherScope } from '../../plugins/auth.ts';

/**
 * Teacher accounts (issue 13 item 3; spec §2 settings/teacher, §7 Teacher settings): the list,
 * a new teacher (POST settings, beyond the spec's paths, decision 007; a registration mail opens
 * teacher/password/registration), edit with the admin flag (the last admin keeps it), stop and
 * restart sign-in, resend the registration mail, and the classes in charge. Admin teachers only.
 */
export const teacherAccountSettingsRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const tags = ['teacher accounts'];
  const config = { role: 'teacher', admin: true } as const;
  const one = { 200: dataOf(teacherAccountSchema) };

  app.get(
    '/api/teachers/settings',
    { config: { ...config, accessLog: false }, schema: { tags, response: { 200: dataOf(z.array(teacherAccountSchema)) } } },
    async (request) => ({
      data: await listTeacherAccounts(app.db, teacherScope(request)),
    }),
  );

  app.post('/api/teachers/settings', { config, schema: { tags, body: teacherAccountCreateBodySchema, response: one } }, async (request) => ({
    data: await withAccessLog(app.db, request, (tx) => createTeacherAccount(tx, app.mail, publicUrl, teacherScope(request), request.body)),
  }));

  app.patch(
    '/api/teachers/settings/:id',
    { config, schema: { tags, params: idParamsSchema, body: teacherAccountPatchBodySchema, response: one } },
    async (request) => ({
      data: await withAccessLog(app.db, request, (tx) => updateTeacherAccount(tx, teacherScope(request), request.params.id, request.body)),
    }),
  );

  app.post('/api/teachers/settings/stop_sign_in', { config, schema: { tags, body: teacherStopSignInBodySchema, response: one } }, async (request) => ({
    data: await withAccessLog(app.db, request, (tx) => setTeacherSignInStopped(tx, teacherScope(request), request.body.id, request.body.stopped)),
  }));

  app.post(
    '/api/teachers/settings/resend_confirm',
    { config, schema: { tags, body: resendConfirmBodySchema, response: { 200: dataOf(z.object({ email: z.string() })) } } },
    async (request) => ({
      data: await withAccessLog(app.db, request, (tx) => resendTeacherConfirmation(tx, app.mail, publicUrl, teacherScope(request), request.body.id)),
    }),
  );

  app.post(
    '/api/teachers/year_grade_klass_users/:id/update_teacher',
    { config, schema: { tags, params: idParamsSchema, body: updateTeacherKlassesBodySchema, response: one } },
    async (request) => ({
      data: await withAccessLog(app.db, request, (tx) => updateTeacherKlasses(tx, teacherScope(request), request.params.id, request.body.klassIds)),
    }),
  );
};
