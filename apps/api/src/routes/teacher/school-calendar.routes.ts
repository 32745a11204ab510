import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  schoolCalendarBulkCreateBodySchema,
  schoolCalendarBulkDeleteBodySchema,
  schoolCalendarImportBodySchema,
  schoolCalendarImportResultSchema,
  schoolCalendarQuerySchema,
  schoolCalendarViewSchema,
} from '@sukoyaka/contracts/school-calendar';
import { dataOf } from '../../lib/envelope.ts';
import { withAccessLog } from '../../plugins/access-log.ts';
import { actorOf } from '../../plugins/auth.ts';
import { sendFile } from '../../lib/send-file.ts';
import { calendarTemplate } from '../../modules/school-calendar/school-calendar.excel.ts';
import { importCalendar } from '../../modules/school-calendar/school-calendar.import.ts';
import { bulkCreateRanges, bulkDeleteRanges, getSchoolCalendar } from '../../modules/school-calendar/school-calendar.service.ts';

/**
 * The school calendar (issue 10, /{school_code}/teacher/settings/calendar, decision 020): the
 * school's vacations, own holidays, closures, 学級閉鎖, 始業式 / 終業式 and extra school days.
 * Admin teachers only (a school setting, decision 006): a class teacher gets 403.
 */
export const teacherSchoolCalendarRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['teacher school calendar'];
  const config = { role: 'teacher', admin: true } as const;
  const school = (request: Parameters<typeof actorOf>[0]) => ({ schoolId: actorOf(request, 'teacher').schoolId });

  app.get(
    '/api/teachers/school_calendar',
    { config: { ...config, accessLog: false }, schema: { tags, querystring: schoolCalendarQuerySchema, response: { 200: dataOf(schoolCalendarViewSchema) } } },
    async (request) => ({ data: await getSchoolCalendar(app.db, school(request), request.query.year) }),
  );

  app.post(
    '/api/teachers/school_calendar/bulk_create',
    { config, schema: { tags, body: schoolCalendarBulkCreateBodySchema, response: { 200: dataOf(schoolCalendarViewSchema) } } },
    async (request) => ({ data: await withAccessLog(app.db, request, (tx) => bulkCreateRanges(tx, school(request), request.body)) }),
  );

  app.post(
    '/api/teachers/school_calendar/bulk_delete',
    { config, schema: { tags, body: schoolCalendarBulkDeleteBodySchema, response: { 200: dataOf(z.object({ deleted: z.number() })) } } },
    async (request) => ({ data: await withAccessLog(app.db, request, (tx) => bulkDeleteRanges(tx, school(request), request.body)) }),
  );

  app.post(
    '/api/teachers/school_calendar/import',
    { config, schema: { tags, body: schoolCalendarImportBodySchema, response: { 200: dataOf(schoolCalendarImportResultSchema) } } },
    async (request) => ({ data: await withAccessLog(app.db, request, (tx) => importCalendar(tx, school(request), request.body)) }),
  );

  app.get('/api/teachers/school_calendar/template', { config: { ...config, accessLog: false }, schema: { tags } }, async (_request, reply) =>
    sendFile(reply, calendarTemplate()),
  );
};
