import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sentenceBodySchema, sentenceSchema } from '@sukoyaka/contracts/school-admin';
import { dataOf } from '../../lib/envelope.ts';
import { getSentence, saveSentence } from '../../modules/school-admin/school-info.service.ts';
import { withAccessLog } from '../../plugins/access-log.ts';
import { teacherScope } from '../../plugins/auth.ts';

/**
 * The sentences students see (issue 13 item 6; spec §2 settings/sos_sentences and
 * standby_sentences, §5 Ruby sentence, §7 SOS settings): above the talk-to buttons, and after a
 * student asked to talk. Ruby syntax {漢字:ふりがな}, checked by checkRubySentence (every §5
 * message), stored normalised; null restores the default. Any teacher reads; admins save.
 */
export const teacherSosSentenceRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['teacher sos settings'];
  const teacher = { role: 'teacher', accessLog: false } as const;
  const admin = { role: 'teacher', admin: true } as const;
  const response = { 200: dataOf(sentenceSchema) };

  app.get('/api/teachers/sos_sentences', { config: teacher, schema: { tags, response } }, async (request) => ({
    data: await getSentence(app.db, teacherScope(request), 'sos'),
  }));
  app.post('/api/teachers/sos_sentences', { config: admin, schema: { tags, body: sentenceBodySchema, response } }, async (request) => ({
    data: await withAccessLog(app.db, request, (tx) => saveSentence(tx, teacherScope(request), 'sos', request.body.sentence)),
  }));
  app.get('/api/teachers/standby_sentences', { config: teacher, schema: { tags, response } }, async (request) => ({
    data: await getSentence(app.db, teacherScope(request), 'standby'),
  }));
  app.post('/api/teachers/standby_sentences', { config: admin, schema: { tags, body: sentenceBodySchema, response } }, async (request) => ({
    data: await withAccessLog(app.db, request, (tx) => saveSentence(tx, teacherScope(request), 'standby', request.body.sentence)),
  }));
};
