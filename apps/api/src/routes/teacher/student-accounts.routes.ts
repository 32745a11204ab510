import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  resetPasswordResultSchema,
  signInCardsBodySchema,
  signInCardsQuerySchema,
  stopSignInBodySchema,
  studentAccountPageSchema,
  studentAccountPatchBodySchema,
  studentAccountSchema,
  studentAccountsQuerySchema,
  updateStudentEnrollmentBodySchema,
} from '@sukoyaka/contracts/school-admin';
import { idParamsSchema } from '@sukoyaka/contracts/schools';
import { dataOf } from '../../lib/envelope.ts';
import { sendFile } from '../../lib/send-file.ts';
import { issueSignInCards } from '../../modules/school-admin/sign-in-cards.service.ts';
import {
  listStudentAccounts,
  moveStudent,
  resetStudentPassword,
  revokeSignInCard,
  setStudentSignInStopped,
  updateStudentAccount,
} from '../../modules/school-admin/student-accounts.service.ts';
import { withAccessLog } from '../../plugins/access-log.ts';
import { teacherScope } from '../../plugins/auth.ts';

/**
 * Student accounts (issue 13 item 2; spec §2 settings/student, §7 Teacher students): the
 * searchable, paged roster (student_accounts, beyond the spec: GET students keeps the student
 * pages' shape; decision 007), edit, stop/restart sign-in, move class, reset a password and the
 * sign-in cards PDF (decision 023). Admin teachers only.
 */
export const teacherStudentAccountRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const tags = ['teacher student accounts'];
  const config = { role: 'teacher', admin: true } as const;
  const one = { 200: dataOf(studentAccountSchema) };

  app.get(
    '/api/teachers/student_accounts',
    { config, schema: { tags, querystring: studentAccountsQuerySchema, response: { 200: dataOf(studentAccountPageSchema) } } },
    async (request) => ({ data: await listStudentAccounts(app.db, teacherScope(request), request.query) }),
  );

  app.patch(
    '/api/teachers/students/:id',
    { config, schema: { tags, params: idParamsSchema, body: studentAccountPatchBodySchema, response: one } },
    async (request) => ({
      data: await withAccessLog(app.db, request, (tx) => updateStudentAccount(tx, teacherScope(request), request.params.id, request.body)),
    }),
  );

  app.post(
    '/api/teachers/students/:id/stop_sign_in',
    { config, schema: { tags, params: idParamsSchema, body: stopSignInBodySchema, response: one } },
    async (request) => ({
      data: await withAccessLog(app.db, request, (tx) => setStudentSignInStopped(tx, teacherScope(request), request.params.id, request.body.stopped)),
    }),
  );

  app.post(
    '/api/teachers/students/:id/reset_password',
    { config, schema: { tags, params: idParamsSchema, response: { 200: dataOf(resetPasswordResultSchema) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await withAccessLog(app.db, request, (tx) => resetStudentPassword(tx, teacherScope(request), request.params.id)) };
    },
  );

  /** Our addition (issue 27, decision 062): a lost QR sign-in card stops working; a new card is printed with sign_in_cards. */
  app.post('/api/teachers/students/:id/revoke_sign_in_card', { config, schema: { tags, params: idParamsSchema, response: one } }, async (request) => ({
    data: await withAccessLog(app.db, request, (tx) => revokeSignInCard(tx, teacherScope(request), request.params.id)),
  }));

  app.post(
    '/api/teachers/year_grade_klass_users/:id/update_student',
    { config, schema: { tags, params: idParamsSchema, body: updateStudentEnrollmentBodySchema, response: one } },
    async (request) => ({ data: await withAccessLog(app.db, request, (tx) => moveStudent(tx, teacherScope(request), request.params.id, request.body)) }),
  );

  /** POST, not GET: printing cards changes the class's passwords (the confirm modal says so). */
  app.post(
    '/api/teachers/students/sign_in_cards',
    { config, schema: { tags, querystring: signInCardsQuerySchema, body: signInCardsBodySchema } },
    async (request, reply) =>
      sendFile(
        reply,
        await withAccessLog(app.db, request, (tx) => issueSignInCards(tx, teacherScope(request), request.query.klassId, request.body.studentIds, publicUrl)),
      ),
  );
};
