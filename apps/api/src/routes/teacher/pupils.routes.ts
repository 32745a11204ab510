import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attentionBodySchema,
  attentionStudentSchema,
  conditionsByDateRangeQuerySchema,
  createStudentCommentBodySchema,
  pastConditionsByMonthQuerySchema,
  pupilConditionRowSchema,
  studentCommentSchema,
  studentIdQuerySchema,
  teacherPupilSchema,
} from '@sukoyaka/contracts/pupils';
import { idParamsSchema, idSchema } from '@sukoyaka/contracts/schools';
import { dataOf } from '../../lib/envelope.ts';
import {
  addAttentionStudent,
  createStudentComment,
  listAttentionStudents,
  listStudentComments,
  listTeacherPupils,
  pupilConditions,
  pupilConditionsByMonth,
  removeAttentionStudent,
} from '../../modules/pupils/pupils.service.ts';
import { requireRole } from '../../plugins/auth.ts';

/** Pupil pages (spec §2 student/{id}, student-past/{id}): the pupil, history, memos, attention. */
export const teacherPupilRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('teacher'));
  const tags = ['teacher pupils'];
  const me = (request: { auth: { accountId: number } }) => request.auth.accountId;

  app.get(
    '/api/teachers/students',
    { schema: { tags, querystring: z.object({ gradeId: idSchema.optional(), klassId: idSchema.optional(), studentId: idSchema.optional() }).strict(), response: { 200: dataOf(z.array(teacherPupilSchema)) } } },
    async (request) => ({ data: await listTeacherPupils(app.db, me(request), request.query) }),
  );

  app.get(
    '/api/teachers/students/conditions-by-date-range',
    { schema: { tags, querystring: conditionsByDateRangeQuerySchema, response: { 200: dataOf(z.array(pupilConditionRowSchema)) } } },
    async (request) => ({ data: await pupilConditions(app.db, me(request), request.query.studentId, request.query.from, request.query.to) }),
  );

  app.get(
    '/api/teachers/students/past_conditions_by_month',
    { schema: { tags, querystring: pastConditionsByMonthQuerySchema, response: { 200: dataOf(z.array(pupilConditionRowSchema)) } } },
    async (request) => ({ data: await pupilConditionsByMonth(app.db, me(request), request.query) }),
  );

  for (const [path, past] of [['/api/teachers/students/get_student_comments', false], ['/api/teachers/students/past_student_comments', true]] as const) {
    app.get(path, { schema: { tags, querystring: studentIdQuerySchema, response: { 200: dataOf(z.object({ list: z.array(studentCommentSchema) })) } } }, async (request) => ({
      data: { list: await listStudentComments(app.db, me(request), request.query.studentId, past) },
    }));
  }

  app.post(
    '/api/teachers/students/create_student_comment',
    { schema: { tags, body: createStudentCommentBodySchema, response: { 200: dataOf(z.object({ list: z.array(studentCommentSchema) })) } } },
    async (request) => ({ data: { list: await createStudentComment(app.db, me(request), request.body) } }),
  );

  const attentionList = { 200: dataOf(z.array(attentionStudentSchema)) };
  app.get('/api/teachers/attention_students', { schema: { tags, response: attentionList } }, async (request) => ({ data: await listAttentionStudents(app.db, me(request)) }));
  app.post('/api/teachers/attention_students', { schema: { tags, body: attentionBodySchema, response: attentionList } }, async (request) => ({
    data: await addAttentionStudent(app.db, me(request), request.body.studentId),
  }));
  app.delete('/api/teachers/attention_students/:id', { schema: { tags, params: idParamsSchema, response: attentionList } }, async (request) => ({
    data: await removeAttentionStudent(app.db, me(request), request.params.id),
  }));
};
