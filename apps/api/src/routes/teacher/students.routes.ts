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
import { withAccessLog } from '../../plugins/access-log.ts';
import { teacherScope } from '../../plugins/auth.ts';

/** Student pages (spec §2 student/{id}, student-past/{id}): the student, history, memos, attention. */
export const teacherStudentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['teacher students'];
  const config = { role: 'teacher' } as const;
  const comments = { 200: dataOf(z.object({ list: z.array(studentCommentSchema) })) };

  app.get(
    '/api/teachers/students',
    {
      config,
      schema: {
        tags,
        querystring: z.object({ gradeId: idSchema.optional(), klassId: idSchema.optional(), studentId: idSchema.optional() }).strict(),
        response: { 200: dataOf(z.array(teacherStudentSchema)) },
      },
    },
    async (request) => ({ data: await listTeacherStudents(app.db, teacherScope(request), request.query) }),
  );

  app.get(
    '/api/teachers/students/conditions-by-date-range',
    { config, schema: { tags, querystring: conditionsByDateRangeQuerySchema, response: { 200: dataOf(z.array(studentConditionRowSchema)) } } },
    async (request) => ({ data: await studentConditions(app.db, teacherScope(request), request.query.studentId, request.query.from, request.query.to) }),
  );

  app.get(
    '/api/teachers/students/past_conditions_by_month',
    { config, schema: { tags, querystring: pastConditionsByMonthQuerySchema, response: { 200: dataOf(z.array(studentConditionRowSchema)) } } },
    async (request) => ({ data: await studentConditionsByMonth(app.db, teacherScope(request), request.query) }),
  );

  app.get(
    '/api/teachers/students/get_student_comments',
    { config, schema: { tags, querystring: studentIdQuerySchema, response: comments } },
    async (request) => ({ data: { list: await listStudentComments(app.db, teacherScope(request), request.query.studentId, false) } }),
  );
  app.get(
    '/api/teachers/students/past_student_comments',
    { config, schema: { tags, querystring: studentIdQuerySchema, response: comments } },
    async (request) => ({ data: { list: await listStudentComments(app.db, teacherScope(request), request.query.studentId, true) } }),
  );

  app.post(
    '/api/teachers/students/create_student_comment',
    { config, schema: { tags, body: createStudentCommentBodySchema, response: { 200: dataOf(z.object({ list: z.array(studentCommentSchema) })) } } },
    async (request) => ({ data: { list: await withAccessLog(app.db, request, (tx) => createStudentComment(tx, teacherScope(request), request.body)) } }),
  );

  const attentionList = { 200: dataOf(z.array(attentionStudentSchema)) };
  app.get('/api/teachers/attention_students', { config, schema: { tags, response: attentionList } }, async (request) => ({
    data: await listAttentionStudents(app.db, teacherScope(request)),
  }));
  app.post('/api/teachers/attention_students', { config, schema: { tags, body: attentionBodySchema, response: attentionList } }, async (request) => ({
    data: await withAccessLog(app.db, request, (tx) => addAttentionStudent(tx, teacherScope(request), request.body.studentId)),
  }));
  app.delete('/api/teachers/attention_students/:id', { config, schema: { tags, params: idParamsSchema, response: attentionList } }, async (request) => ({
    data: await withAccessLog(app.db, request, (tx) => removeAttentionStudent(tx, teacherScope(request), request.params.id)),
  }));
};
