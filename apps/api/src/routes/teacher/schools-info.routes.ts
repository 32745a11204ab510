import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conditionRowSchema } from '@sukoyaka/contracts/conditions';
import { addDays } from '@sukoyaka/contracts/dates';
import { boardSchoolsSchema, fullSchoolInfoSchema, monthQuerySchema, schoolSummarySchema, studentMonthQuerySchema } from '@sukoyaka/contracts/school-admin';
import { idParamsSchema } from '@sukoyaka/contracts/schools';
import { studentConditionRowSchema } from '@sukoyaka/contracts/student-pages';
import { dataOf } from '../../lib/envelope.ts';
import { listConditions } from '../../modules/conditions/conditions.service.ts';
import { getFullSchoolInfo, getOwnSchool, listBoardSchools } from '../../modules/school-admin/school-info.service.ts';
import { studentConditions } from '../../modules/student-pages/student-pages.service.ts';
import { anyScope, studentScope, teacherScope } from '../../plugins/auth.ts';
import { notFound } from '../../lib/http-errors.ts';

/** First and last date keys of a calendar month (year 2026, month 11 → 2026-11-01…2026-11-30). */
function monthRange(year: number, month: number): { from: string; to: string } {
  const from = `${year}-${String(month).padStart(2, '0')}-01`;
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  return { from, to: addDays(next, -1) };
}

/**
 * The remaining calls of issue 13 item 7 (spec §7 Schools, Teacher school, Teacher students,
 * Conditions):
 * - GET /api/schools/{id} (any role, issue 28 item 12): the caller's own school's id, code, name and
 *   type (a board user: a school of its board); any other id 404.
 * - GET /api/schools/show_full_school_info (any role with a school): school, a student's own grade
 *   and class, the flags and the SOS and standby sentences the student screens show; a board user
 *   without a school gets 404.
 * - GET /api/teachers/schools/list_by_local_government (teacher): the board's schools, own first.
 * - GET /api/teachers/students/conditions?studentId&year&month (teacher): a visible student's
 *   calendar month of check-ins with alerts, talk and health answers (the student page's table).
 * - GET /api/conditions/dashboard_by_month?year&month (student): the student's own check-ins of a
 *   calendar month, oldest first (their month view).
 */
export const schoolInfoRoutes: FastifyPluginAsyncZod = async (app) => {
  const teacher = { role: 'teacher', accessLog: false } as const;
  const student = { role: 'student', accessLog: false } as const;
  const anyRole = { role: 'any', accessLog: false } as const;

  app.get(
    '/api/schools/:id',
    { config: anyRole, schema: { tags: ['schools'], params: idParamsSchema, response: { 200: dataOf(schoolSummarySchema) } } },
    async (request) => ({
      data: await getOwnSchool(app.db, anyScope(request), request.params.id),
    }),
  );

  app.get(
    '/api/schools/show_full_school_info',
    { config: anyRole, schema: { tags: ['schools'], response: { 200: dataOf(fullSchoolInfoSchema) } } },
    async (request) => {
      const scope = anyScope(request);
      if (!('schoolId' in scope)) throw notFound();
      return { data: await getFullSchoolInfo(app.db, scope) };
    },
  );

  app.get(
    '/api/teachers/schools/list_by_local_government',
    { config: teacher, schema: { tags: ['teacher school'], response: { 200: dataOf(boardSchoolsSchema) } } },
    async (request) => ({
      data: await listBoardSchools(app.db, teacherScope(request)),
    }),
  );

  app.get(
    '/api/teachers/students/conditions',
    {
      config: { role: 'teacher' },
      schema: { tags: ['teacher students'], querystring: studentMonthQuerySchema, response: { 200: dataOf(z.array(studentConditionRowSchema)) } },
    },
    async (request) => {
      const { from, to } = monthRange(request.query.year, request.query.month);
      return { data: await studentConditions(app.db, teacherScope(request), request.query.studentId, from, to) };
    },
  );

  app.get(
    '/api/conditions/dashboard_by_month',
    { config: student, schema: { tags: ['student'], querystring: monthQuerySchema, response: { 200: dataOf(z.array(conditionRowSchema)) } } },
    async (request) => ({ data: await listConditions(app.db, studentScope(request), monthRange(request.query.year, request.query.month)) }),
  );
};
