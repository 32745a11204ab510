import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attentionBodySchema,
  attentionStudentSchema,
  conditionsByDateRangeQuerySchema,
  createStudentCommentBodySchema,
  pastConditionsByMonthQuerySchema,
  studentConditionRowSchema,
  studentCommentSchema,
  studentIdQuerySchema,
  teacherStudentSchema,
} from '@sukoyaka/contracts/student-pages';
import { idParamsSchema, idSchema } from '@sukoyaka/contracts/schools';
import { dataOf } from '../../lib/envelope.ts';
import {
  addAttentionStudent,
  createStudentComment,
  listAttentionStudents,
  listStudentComments,
  listTeacherStudents,
  studentConditions,
  studentConditionsByMonth,
  removeAttentionStudent,
} from '../../modules/student-pages/student-pages.service.ts';
import { requireRole } from '../../plugins/auth.ts';

/** Student pages (spec §2 student/{id}, student-past/{id}): the student, history, memos, attention. */
export const teacherStudentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('teacher'));
  const tags = ['teacher students'];
  const me = (request: { auth: { accountId: number } }) => request.auth.accountId;

  app.get(
    '/api/teachers/students',
    {
      schema: {
        tags,
        querystring: z.object({ gradeId: idSchema.optional(), klassId: idSchema.optional(), studentId: idSchema.optional() }).strict(),
        response: { 200: dataOf(z.array(teacherStudentSchema)) },
      },
    },
    async (request) => ({ data: await listTeacherStudents(app.db, me(request), request.query) }),
  );

  app.get(
    '/api/teachers/students/conditions-by-date-range',
    { schema: { tags, querystring: conditionsByDateRangeQuerySchema, response: { 200: dataOf(z.array(studentConditionRowSchema)) } } },
    async (request) => ({ data: await studentConditions(app.db, me(request), request.query.studentId, request.query.from, request.query.to) }),
  );

  app.get(
    '/api/teachers/students/past_conditions_by_month',
    { schema: { tags, querystring: pastConditionsByMonthQuerySchema, response: { 200: dataOf(z.array(studentConditionRowSchema)) } } },
    async (request) => ({ data: await studentConditionsByMonth(app.db, me(request), request.query) }),
  );

  for (const [path, past] of [
    ['/api/teachers/students/get_student_comments', false],
    ['/api/teachers/students/past_student_comments', true],
  ] as const) {
    app.get(
      path,
      { schema: { tags, querystring: studentIdQuerySchema, response: { 200: dataOf(z.object({ list: z.array(studentCommentSchema) })) } } },
      async (request) => ({
        data: { list: await listStudentComments(app.db, me(request), request.query.studentId, past) },
      }),
    );
  }

  app.post(
    '/api/teachers/students/create_student_comment',
    { schema: { tags, body: createStudentCommentBodySchema, response: { 200: dataOf(z.object({ list: z.array(studentCommentSchema) })) } } },
    async (request) => ({ data: { list: await createStudentComment(app.db, me(request), request.body) } }),
  );

  const attentionList = { 200: dataOf(z.array(attentionStudentSchema)) };
  app.get('/api/teachers/attention_students', { schema: { tags, response: attentionList } }, async (request) => ({
    data: await listAttentionStudents(app.db, me(request)),
  }));
  app.post('/api/teachers/attention_students', { schema: { tags, body: attentionBodySchema, response: attentionList } }, async (request) => ({
    data: await addAttentionStudent(app.db, me(request), request.body.studentId),
  }));
  app.delete('/api/teachers/attention_students/:id', { schema: { tags, params: idParamsSchema, response: attentionList } }, async (request) => ({
    data: await removeAttentionStudent(app.db, me(request), request.params.id),
  }));
};
