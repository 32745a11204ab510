import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { conditionBodySchema, conditionRowSchema, conditionsQuerySchema } from '@sukoyaka/contracts/conditions';
import { healthcheckAnswerBodySchema, studentHealthcheckSchema } from '@sukoyaka/contracts/healthcheck';
import { accessCodeSchema, studentSchoolSettingsSchema } from '@sukoyaka/contracts/schools';
import { sosBodySchema, sosRecordSchema, sosSettingSchema, sosUrgentBodySchema, studentTalkRequestSchema, talkHoursSchema } from '@sukoyaka/contracts/sos';
import { studentFuriganaBodySchema, studentFuriganaSchema, studentSchema } from '@sukoyaka/contracts/students';
import { dataOf } from '../../lib/envelope.ts';
import { listConditions, recordTodaysCondition } from '../../modules/conditions/conditions.service.ts';
import { answerHealthcheck, getStudentHealthcheck } from '../../modules/healthcheck/healthcheck.service.ts';
import { getAccessCode, getStudentSchoolSettings } from '../../modules/schools/schools.service.ts';
import { addUrgentNote, createSos, listOwnTalkRequests, listSosSettings } from '../../modules/sos/sos.service.ts';
import { talkHours } from '../../modules/sos/talk-hours.ts';
import { getStudentMe, setStudentFurigana } from '../../modules/students/students.service.ts';
import { claimWriteLog, withAccessLog } from '../../plugins/access-log.ts';
import { studentScope } from '../../plugins/auth.ts';

/**
 * Student routes (spec §7 Student, Conditions and SOS). Every route declares `role: 'student'`
 * (decision 017): authenticate → validate → service scoped to the student's own id and school.
 */
export const studentRoutes: FastifyPluginAsyncZod<{ baselineRule?: boolean }> = async (app, { baselineRule = true }) => {
  const tags = ['student'];
  const config = { role: 'student' } as const;

  app.get('/api/students/me', { config, schema: { tags, response: { 200: dataOf(studentSchema) } } }, async (request) => ({
    data: await getStudentMe(app.db, studentScope(request)),
  }));

  // The pupil's furigana switch, kept with the pupil (issue 24 item 4; decision 007 additions).
  app.post(
    '/api/students/furigana',
    { config, schema: { tags, body: studentFuriganaBodySchema, response: { 200: dataOf(studentFuriganaSchema) } } },
    async (request) => ({ data: await setStudentFurigana(app.db, studentScope(request), request.body.furigana) }),
  );

  app.get('/api/students/school_settings', { config, schema: { tags, response: { 200: dataOf(studentSchoolSettingsSchema) } } }, async (request) => ({
    data: await getStudentSchoolSettings(app.db, studentScope(request)),
  }));

  app.get('/api/students/access_code', { config, schema: { tags, response: { 200: dataOf(accessCodeSchema) } } }, async (request) => ({
    data: await getAccessCode(app.db, studentScope(request)),
  }));

  app.get(
    '/api/conditions',
    { config, schema: { tags, querystring: conditionsQuerySchema, response: { 200: dataOf(z.array(conditionRowSchema)) } } },
    async (request) => ({ data: await listConditions(app.db, studentScope(request), request.query) }),
  );

  app.post('/api/conditions', { config, schema: { tags, body: conditionBodySchema, response: { 200: dataOf(conditionRowSchema) } } }, async (request) => ({
    // The check-in and its access-log row in one statement (issue 9; README "Data protection").
    data: await recordTodaysCondition(app.db, app.mail, studentScope(request), request.body, new Date(), claimWriteLog(request), baselineRule),
  }));

  app.get('/api/students/healthcheck', { config, schema: { tags, response: { 200: dataOf(studentHealthcheckSchema) } } }, async (request) => ({
    data: await getStudentHealthcheck(app.db, studentScope(request)),
  }));

  app.post(
    '/api/students/healthcheck/answer',
    { config, schema: { tags, body: healthcheckAnswerBodySchema, response: { 200: dataOf(studentHealthcheckSchema) } } },
    async (request) => ({ data: await withAccessLog(app.db, request, (tx) => answerHealthcheck(tx, app.mail, studentScope(request), request.body)) }),
  );

  app.get('/api/sos_settings', { config, schema: { tags, response: { 200: dataOf(z.array(sosSettingSchema)) } } }, async (request) => ({
    data: await listSosSettings(app.db, studentScope(request)),
  }));

  app.post(
    '/api/students/soss/urgent',
    { config, schema: { tags, body: sosUrgentBodySchema, response: { 200: dataOf(z.object({ id: z.number(), mailed: z.boolean() })) } } },
    async (request) => ({ data: await withAccessLog(app.db, request, (tx) => addUrgentNote(tx, app.mail, studentScope(request), request.body)) }),
  );

  app.get('/api/students/talk_hours', { config, schema: { tags, response: { 200: dataOf(talkHoursSchema) } } }, async (request) => ({
    data: await talkHours(app.db, studentScope(request)),
  }));

  app.get('/api/students/soss', { config, schema: { tags, response: { 200: dataOf(z.array(studentTalkRequestSchema)) } } }, async (request) => ({
    data: await listOwnTalkRequests(app.db, studentScope(request)),
  }));

  app.post(
    '/api/soss',
    {
      config,
      schema: {
        tags,
        headers: z.object({ 'idempotency-key': z.string().min(8).max(100).optional() }),
        body: sosBodySchema,
        response: { 200: dataOf(sosRecordSchema), 201: dataOf(sosRecordSchema) },
      },
    },
    async (request, reply) => {
      const { record, created } = await withAccessLog(
        app.db,
        request,
        (tx) => createSos(tx, app.mail, studentScope(request), request.body, request.headers['idempotency-key']),
        { statusCode: (result) => (result.created ? 201 : 200) },
      );
      return reply.status(created ? 201 : 200).send({ data: record });
    },
  );
};
