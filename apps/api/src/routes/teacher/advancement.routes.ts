import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acceptanceViewSchema,
  acceptBodySchema,
  goOnBulkBodySchema,
  goOnBulkResultSchema,
  goOnProgressSchema,
  goOnQuerySchema,
  goOnSchoolCountSchema,
  goOnSchoolOptionSchema,
  goOnViewSchema,
} from '@sukoyaka/contracts/advancement';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import { dataOf } from '../../lib/envelope.ts';
import { withAccessLog } from '../../plugins/access-log.ts';
import { organizationScope, teacherScope } from '../../plugins/auth.ts';
import { acceptGraduates, getAcceptances, getRosterSettings, setRosterSettings } from '../../modules/advancement/acceptance.service.ts';
import { getGoOnProgress, getGoOnSchoolCounts, getGoOnView, listGoOnSchoolOptions, saveGoOnPlans } from '../../modules/advancement/go-on.service.ts';

const rosterSettingsSchema = z.object({ acceptanceWithHistory: z.boolean() }).strict();

/**
 * Year-end advancement and acceptance (issue 13 item 5; spec §2 settings/advancement and
 * settings/acceptance, §7 "Go-on-school"; decision 025). Admin teachers only; a class teacher
 * gets 403. The board's acceptance-with-history switch is a local_government route (decision 007).
 */
export const teacherAdvancementRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['teacher advancement'];
  const config = { role: 'teacher', admin: true } as const;
  const read = { ...config, accessLog: false } as const;

  app.get(
    '/api/teachers/student_go_on_schools',
    { config: read, schema: { tags, querystring: goOnQuerySchema, response: { 200: dataOf(goOnViewSchema) } } },
    async (request) => ({
      data: await getGoOnView(app.db, teacherScope(request), request.query.year ?? schoolYearOf()),
    }),
  );
  app.get(
    '/api/teachers/student_go_on_schools/in_progress',
    { config: read, schema: { tags, querystring: goOnQuerySchema, response: { 200: dataOf(goOnProgressSchema) } } },
    async (request) => ({ data: await getGoOnProgress(app.db, teacherScope(request), request.query.year ?? schoolYearOf()) }),
  );
  app.get(
    '/api/teachers/student_go_on_schools/with_school_count',
    { config: read, schema: { tags, querystring: goOnQuerySchema, response: { 200: dataOf(goOnSchoolCountSchema) } } },
    async (request) => ({ data: await getGoOnSchoolCounts(app.db, teacherScope(request), request.query.year ?? schoolYearOf()) }),
  );
  app.get(
    '/api/teachers/students/go_on_schools',
    { config: read, schema: { tags, response: { 200: dataOf(z.array(goOnSchoolOptionSchema)) } } },
    async (request) => ({
      data: await listGoOnSchoolOptions(app.db, teacherScope(request)),
    }),
  );

  app.post(
    '/api/teachers/student_go_on_schools/bulk_create_student_go_on_in_progress',
    { config, schema: { tags, body: goOnBulkBodySchema, response: { 200: dataOf(goOnBulkResultSchema) } } },
    async (request) => {
      const scope = teacherScope(request);
      const { enrolled } = await withAccessLog(app.db, request, (tx) => saveGoOnPlans(tx, scope, { ...request.body, apply: false }, 'in_progress'));
      return { data: { enrolled, progress: await getGoOnProgress(app.db, scope, request.body.year) } };
    },
  );
  app.post(
    '/api/teachers/student_go_on_schools/bulk_create_or_update',
    { config, schema: { tags, body: goOnBulkBodySchema, response: { 200: dataOf(goOnBulkResultSchema) } } },
    async (request) => {
      const scope = teacherScope(request);
      const { enrolled } = await withAccessLog(app.db, request, (tx) => saveGoOnPlans(tx, scope, request.body, 'planned'));
      return { data: { enrolled, progress: await getGoOnProgress(app.db, scope, request.body.year) } };
    },
  );

  app.get('/api/teachers/acceptances', { config: read, schema: { tags, response: { 200: dataOf(acceptanceViewSchema) } } }, async (request) => ({
    data: await getAcceptances(app.db, teacherScope(request)),
  }));
  app.post(
    '/api/teachers/acceptances/accept',
    { config, schema: { tags, body: acceptBodySchema, response: { 200: dataOf(z.object({ accepted: z.number() })) } } },
    async (request) => ({ data: await withAccessLog(app.db, request, (tx) => acceptGraduates(tx, teacherScope(request), request.body)) }),
  );

  app.get(
    '/api/local_governments/roster_settings',
    { config: { role: 'local_government', accessLog: false }, schema: { tags, response: { 200: dataOf(rosterSettingsSchema) } } },
    async (request) => ({ data: await getRosterSettings(app.db, organizationScope(request).organizationId) }),
  );
  app.post(
    '/api/local_governments/roster_settings',
    { config: { role: 'local_government' }, schema: { tags, body: rosterSettingsSchema, response: { 200: dataOf(rosterSettingsSchema) } } },
    async (request) => ({
      data: await withAccessLog(app.db, request, (tx) => setRosterSettings(tx, organizationScope(request).organizationId, request.body.acceptanceWithHistory)),
    }),
  );
};
