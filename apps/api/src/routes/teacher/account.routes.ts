import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { gradeSchema } from '@sukoyaka/contracts/schools';
import { teacherSchema } from '@sukoyaka/contracts/teachers';
import { dataOf } from '../../lib/envelope.ts';
import { listGradeKlasses } from '../../modules/schools/schools.service.ts';
import { getTeacherMe } from '../../modules/teachers/teachers.service.ts';
import { requireRole } from '../../plugins/auth.ts';

/**
 * The teacher's own account and school structure (spec §7 Teacher auth, Grade classes).
 * Every teacher route: authenticate as a teacher → validate → service scoped to the teacher's
 * school (and, for class teachers, their homeroom classes).
 */
export const teacherAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', requireRole('teacher'));
  const tags = ['teacher'];

  app.get('/api/teachers/me', { schema: { tags, response: { 200: dataOf(teacherSchema) } } }, async (request) => ({
    data: await getTeacherMe(app.db, request.auth.accountId),
  }));

  app.get('/api/teachers/grade_klasses', { schema: { tags, response: { 200: dataOf(z.array(gradeSchema)) } } }, async (request) => ({
    data: await listGradeKlasses(app.db, request.auth.schoolId!),
  }));
};
