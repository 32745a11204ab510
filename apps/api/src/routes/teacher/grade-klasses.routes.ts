import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  gradeCodeMasterSchema,
  gradeKlassesBulkCreateBodySchema,
  gradeKlassesBulkDeleteBodySchema,
  gradeKlassesBulkUpdateBodySchema,
  gradeKlassSummarySchema,
} from '@sukoyaka/contracts/school-admin';
import { dataOf } from '../../lib/envelope.ts';
import {
  bulkCreateKlasses,
  bulkDeleteKlasses,
  bulkUpdateKlasses,
  gradeKlassSummary,
  listGradeCodeMasters,
} from '../../modules/school-admin/grade-klasses.service.ts';
import { withAccessLog } from '../../plugins/access-log.ts';
import { teacherScope } from '../../plugins/auth.ts';

/**
 * Grades and classes (issue 13 item 1; spec §2 settings/grade_class and /edit, §7 Grade classes).
 * GET grade_klasses (every teacher's class list) lives in account.routes.ts; these are the admin
 * teacher's: the summary with counts (a route beyond the spec, decision 007), bulk create, rename,
 * delete, and the national grade code master. A class teacher gets 403.
 */
export const teacherGradeKlassRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['teacher grade classes'];
  const config = { role: 'teacher', admin: true } as const;
  const summary = { 200: dataOf(gradeKlassSummarySchema) };

  app.get(
    '/api/teachers/grade_code_masters',
    { config: { ...config, accessLog: false }, schema: { tags, response: { 200: dataOf(z.array(gradeCodeMasterSchema)) } } },
    async (request) => ({ data: await listGradeCodeMasters(app.db, teacherScope(request)) }),
  );

  app.get('/api/teachers/grade_klasses/summary', { config: { ...config, accessLog: false }, schema: { tags, response: summary } }, async (request) => ({
    data: await gradeKlassSummary(app.db, teacherScope(request)),
  }));

  app.post(
    '/api/teachers/grade_klasses/bulk_create',
    { config, schema: { tags, body: gradeKlassesBulkCreateBodySchema, response: summary } },
    async (request) => ({
      data: await withAccessLog(app.db, request, (tx) => bulkCreateKlasses(tx, teacherScope(request), request.body)),
    }),
  );

  app.post(
    '/api/teachers/grade_klasses/bulk_update',
    { config, schema: { tags, body: gradeKlassesBulkUpdateBodySchema, response: summary } },
    async (request) => ({
      data: await withAccessLog(app.db, request, (tx) => bulkUpdateKlasses(tx, teacherScope(request), request.body)),
    }),
  );

  app.post(
    '/api/teachers/grade_klasses/bulk_delete',
    { config, schema: { tags, body: gradeKlassesBulkDeleteBodySchema, response: summary } },
    async (request) => ({
      data: await withAccessLog(app.db, request, (tx) => bulkDeleteKlasses(tx, teacherScope(request), request.body)),
    }),
  );
};
