import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  alertFeedbackBodySchema,
  alertFeedbackSchema,
  alertFeedbackSummarySchema,
  feedbackSubjectSchema,
  sosEscalationSchema,
} from '@sukoyaka/contracts/alert-feedback';
import { schoolHoursSchema } from '@sukoyaka/contracts/sos';
import { dataOf } from '../../lib/envelope.ts';
import { idsOf, listAlertFeedbacks, markAlertFeedback } from '../../modules/alert-feedback/alert-feedback.service.ts';
import { alertFeedbackSummary } from '../../modules/alert-feedback/alert-feedback.summary.ts';
import { getSosEscalation, updateSosEscalation } from '../../modules/alert-feedback/sos-escalation.ts';
import { getSchoolHours, updateSchoolHours } from '../../modules/sos/talk-hours.ts';
import { withAccessLog } from '../../plugins/access-log.ts';
import { teacherScope } from '../../plugins/auth.ts';

/** GET /api/teachers/alert_feedbacks query: the subject and up to 200 comma-separated ids. */
const feedbackQuerySchema = z
  .object({
    subject: feedbackSubjectSchema,
    ids: z.string().regex(/^\d{1,15}(,\d{1,15}){0,199}$/, { message: 'IDを正しく指定してください' }),
  })
  .strict();

/**
 * Alerts that learn (issue 10 item 11, docs/decisions/033-alerts-that-learn.md; additions recorded
 * in decision 007): marking a resolved condition alert or a handled talk request 役に立った / 誤報 /
 * 押し間違い, reading the marks, the 90-day counts per rule for settings/alert, and the school's
 * escalation hours for unanswered talk requests and its 始業/終業 (issue 25 item 1; both changed by
 * admin teachers: `admin: true`).
 */
export const teacherAlertFeedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['teacher alert feedback'];
  const teacher = { role: 'teacher' } as const;
  const admin = { role: 'teacher', admin: true } as const;

  app.post(
    '/api/teachers/alert_feedbacks',
    { config: teacher, schema: { tags, body: alertFeedbackBodySchema, response: { 200: dataOf(alertFeedbackSchema) } } },
    async (request) => {
      const { studentId: _studentId, ...mark } = await withAccessLog(app.db, request, (tx) => markAlertFeedback(tx, teacherScope(request), request.body), {
        studentIds: (m) => [m.studentId],
      });
      return { data: mark };
    },
  );

  app.get(
    '/api/teachers/alert_feedbacks',
    { config: { ...teacher, accessLog: false }, schema: { tags, querystring: feedbackQuerySchema, response: { 200: dataOf(z.array(alertFeedbackSchema)) } } },
    async (request) => ({ data: await listAlertFeedbacks(app.db, teacherScope(request), request.query.subject, idsOf(request.query.ids)) }),
  );

  app.get(
    '/api/teachers/alert_feedbacks/summary',
    { config: { ...teacher, accessLog: false }, schema: { tags, response: { 200: dataOf(alertFeedbackSummarySchema) } } },
    async (request) => ({ data: await alertFeedbackSummary(app.db, teacherScope(request)) }),
  );

  app.get(
    '/api/teachers/schools/sos_escalation',
    { config: { ...teacher, accessLog: false }, schema: { tags, response: { 200: dataOf(sosEscalationSchema) } } },
    async (request) => ({ data: await getSosEscalation(app.db, teacherScope(request)) }),
  );

  app.post(
    '/api/teachers/schools/update_sos_escalation',
    { config: admin, schema: { tags, body: sosEscalationSchema, response: { 200: dataOf(sosEscalationSchema) } } },
    async (request) => ({ data: await withAccessLog(app.db, request, (tx) => updateSosEscalation(tx, teacherScope(request), request.body)) }),
  );

  app.get(
    '/api/teachers/schools/school_hours',
    { config: { ...teacher, accessLog: false }, schema: { tags, response: { 200: dataOf(schoolHoursSchema) } } },
    async (request) => ({ data: await getSchoolHours(app.db, teacherScope(request)) }),
  );

  app.post(
    '/api/teachers/schools/update_school_hours',
    { config: admin, schema: { tags, body: schoolHoursSchema, response: { 200: dataOf(schoolHoursSchema) } } },
    async (request) => ({ data: await withAccessLog(app.db, request, (tx) => updateSchoolHours(tx, teacherScope(request), request.body)) }),
  );
};
