import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gradeSchema } from '@sukoyaka/contracts/schools';
import { teacherSchema } from '@sukoyaka/contracts/teachers';
import { dataOf } from '../../lib/envelope.ts';
import { listGradeKlasses } from '../../modules/schools/schools.service.ts';
import { getTeacherMe } from '../../modules/teachers/teachers.service.ts';
import { teacherScope } from '../../plugins/auth.ts';

/**
 * The teacher's own account and school structure (spec §7 Teacher auth, Grade classes).
 * Every teacher route declares `config: { role: 'teacher' }` (decision 017): the auth plugin
 * authenticates and builds the actor, and the service takes its TeacherScope (the teacher's
 * school and, for class teachers, their homeroom classes).
 */
export const teacherAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['teacher'];

  app.get(
    '/api/teachers/me',
    { config: { role: 'teacher', accessLog: false }, schema: { tags, response: { 200: dataOf(teacherSchema) } } },
    async (request) => ({
      data: await getTeacherMe(app.db, teacherScope(request)),
    }),
  );

  app.get(
    '/api/teachers/grade_klasses',
    { config: { role: 'teacher', accessLog: false }, schema: { tags, response: { 200: dataOf(z.array(gradeSchema)) } } },
    async (request) => ({ data: await listGradeKlasses(app.db, teacherScope(request)) }),
  );
};
