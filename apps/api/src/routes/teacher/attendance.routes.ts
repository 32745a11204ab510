import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { attendanceStatusBodySchema, attendanceUpdateBodySchema, dailyMemoBodySchema } from '@sukoyaka/contracts/attendance';
import { confirmParentAttendanceBodySchema } from '@sukoyaka/contracts/parent-attendance';
import { idParamsSchema } from '@sukoyaka/contracts/schools';
import { dataOf } from '../../lib/envelope.ts';
import { setAttendanceStatus, updateAttendance, upsertDailyMemo } from '../../modules/attendance/attendance.service.ts';
import { studentAttendanceTotalsSchema } from '@sukoyaka/contracts/register-totals';
import { confirmParentAttendance } from '../../modules/attendance/parent-attendance-dashboard.service.ts';
import { klassAttendanceTotalsExport, studentAttendanceTotals } from '../../modules/attendance/register-totals.service.ts';
import { sendFile } from '../../lib/send-file.ts';
import { noteAccessedStudents, withAccessLog } from '../../plugins/access-log.ts';
import { teacherScope } from '../../plugins/auth.ts';

/**
 * The class register (spec §4 attendance, §7 Attendance), confirming parents' reports, and the
 * register's totals (出席簿・指導要録; issue 25 item 7, decision 066).
 * Authenticate as a teacher → validate → service, which checks the student is the teacher's.
 */
export const teacherAttendanceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['teacher attendance'];
  const idResponse = { 200: dataOf(z.object({ id: z.number() })) };
  const config = { role: 'teacher' } as const;

  app.post('/api/teachers/attendances', { config, schema: { tags, body: attendanceStatusBodySchema, response: idResponse } }, async (request) => ({
    data: await withAccessLog(app.db, request, (tx) => setAttendanceStatus(tx, teacherScope(request), request.body)),
  }));

  app.put(
    '/api/teachers/attendances/:id',
    { config, schema: { tags, params: idParamsSchema, body: attendanceUpdateBodySchema, response: idResponse } },
    async (request) => ({ data: await withAccessLog(app.db, request, (tx) => updateAttendance(tx, teacherScope(request), request.params.id, request.body)) }),
  );

  app.post(
    '/api/teachers/student_daily_memos',
    { config, schema: { tags, body: dailyMemoBodySchema, response: { 200: dataOf(z.object({ studentId: z.number(), date: z.string(), memo: z.string() })) } } },
    async (request) => ({ data: await withAccessLog(app.db, request, (tx) => upsertDailyMemo(tx, teacherScope(request), request.body)) }),
  );

  app.post(
    '/api/teachers/students/confirm_parent_attendance',
    { config, schema: { tags, body: confirmParentAttendanceBodySchema, response: { 200: dataOf(z.object({ id: z.number(), attendanceId: z.number() })) } } },
    async (request) => ({ data: await withAccessLog(app.db, request, (tx) => confirmParentAttendance(tx, teacherScope(request), request.body.id)) }),
  );

  app.get(
    '/api/teachers/students/:id/attendance_totals',
    { config, schema: { tags, params: idParamsSchema, response: { 200: dataOf(studentAttendanceTotalsSchema) } } },
    async (request) => ({ data: await studentAttendanceTotals(app.db, teacherScope(request), request.params.id) }),
  );

  app.get('/api/teachers/klasses/:id/attendance_totals/export', { config, schema: { tags, params: idParamsSchema } }, async (request, reply) => {
    const { studentIds, ...file } = await klassAttendanceTotalsExport(app.db, teacherScope(request), request.params.id);
    noteAccessedStudents(request, studentIds);
    return sendFile(reply, file);
  });
};
