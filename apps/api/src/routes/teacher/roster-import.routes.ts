import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import {
  oneRosterPreviewSchema,
  rosterDataBodySchema,
  rosterExportQuerySchema,
  rosterFileBodySchema,
  rosterPreviewSchema,
  type RosterKind,
} from '@sukoyaka/contracts/roster-import';
import { dataOf } from '../../lib/envelope.ts';
import { sendFile } from '../../lib/send-file.ts';
import { withAccessLog } from '../../plugins/access-log.ts';
import { actorOf } from '../../plugins/auth.ts';
import { sendConfirmation } from '../../modules/auth/passwords.service.ts';
import { acceptRosterUploads, ROSTER_BODY_LIMIT } from '../../modules/roster-import/roster-uploads.ts';
import { exportRoster } from '../../modules/roster-import/roster-export.ts';
import { importOneRoster, importRoster, rowsOfData, rowsOfFile, type RosterImportOutcome } from '../../modules/roster-import/roster-import.service.ts';
import { rosterTemplateName, rosterWorkbook } from '../../modules/roster-import/roster-workbook.ts';
import type { RosterTarget } from '../../modules/roster-import/roster-context.ts';

const BODY_LIMIT = ROSTER_BODY_LIMIT;

/**
 * Roster imports and exports (issue 13 item 4; spec §2 settings/student/import, teacher/import; §7
 * students/previewimport, import, importv2, export and settings/… the same for teachers). Admin
 * teachers only; every write is one transaction (withAccessLog), all rows or none. The file comes
 * as multipart/form-data (file, year) or JSON ({ file: base64, year }).
 */
export const teacherRosterImportRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const tags = ['teacher roster import'];
  const config = { role: 'teacher', admin: true } as const;
  const targetOf = (request: Parameters<typeof actorOf>[0], kind: RosterKind): RosterTarget => {
    const actor = actorOf(request, 'teacher');
    return { kind, schools: [{ id: actor.schoolId, code: actor.schoolCode }] };
  };

  acceptRosterUploads(app);

  /** Sends the registration mail to teachers an import created (after the transaction committed). */
  const mailNewTeachers = async (outcome: RosterImportOutcome) => {
    for (const t of outcome.createdTeachers) await sendConfirmation(app.db, app.mail, publicUrl, 'teacher', t.id, t.email);
    return outcome.preview;
  };
  const fileRoute = { bodyLimit: BODY_LIMIT, schema: { tags, body: rosterFileBodySchema, response: { 200: dataOf(rosterPreviewSchema) } } };
  const dataRoute = { bodyLimit: BODY_LIMIT, schema: { tags, body: rosterDataBodySchema, response: { 200: dataOf(rosterPreviewSchema) } } };

  app.get('/api/teachers/students/import_template', { config: { ...config, accessLog: false }, schema: { tags } }, async (_request, reply) =>
    sendFile(reply, rosterWorkbook('students', rosterTemplateName('students'))),
  );
  app.get('/api/teachers/settings/import_template', { config: { ...config, accessLog: false }, schema: { tags } }, async (_request, reply) =>
    sendFile(reply, rosterWorkbook('teachers', rosterTemplateName('teachers'))),
  );

  app.post('/api/teachers/students/previewimport', { ...fileRoute, config: { ...config, accessLog: false } }, async (request) => {
    const target = targetOf(request, 'students');
    const rows = await rowsOfFile(target, Buffer.from(request.body.file, 'base64'));
    return { data: (await importRoster(app.db, target, rows, request.body.year, false, request.body.resolutions)).preview };
  });
  app.post('/api/teachers/settings/previewimport', { ...fileRoute, config: { ...config, accessLog: false } }, async (request) => {
    const target = targetOf(request, 'teachers');
    const rows = await rowsOfFile(target, Buffer.from(request.body.file, 'base64'));
    return { data: (await importRoster(app.db, target, rows, request.body.year, false)).preview };
  });

  app.post('/api/teachers/students/import', { ...fileRoute, config }, async (request) => {
    const target = targetOf(request, 'students');
    const rows = await rowsOfFile(target, Buffer.from(request.body.file, 'base64'));
    const outcome = await withAccessLog(app.db, request, (tx) => importRoster(tx, target, rows, request.body.year, true, request.body.resolutions));
    return { data: outcome.preview };
  });
  app.post('/api/teachers/settings/import', { ...fileRoute, config }, async (request) => {
    const target = targetOf(request, 'teachers');
    const rows = await rowsOfFile(target, Buffer.from(request.body.file, 'base64'));
    const outcome = await withAccessLog(app.db, request, (tx) => importRoster(tx, target, rows, request.body.year, true));
    return { data: await mailNewTeachers(outcome) };
  });

  app.post('/api/teachers/students/importv2', { ...dataRoute, config }, async (request) => {
    const target = targetOf(request, 'students');
    const outcome = await withAccessLog(app.db, request, (tx) =>
      importRoster(tx, target, rowsOfData(request.body.data), request.body.year, true, request.body.resolutions),
    );
    return { data: outcome.preview };
  });
  app.post('/api/teachers/settings/importv2', { ...dataRoute, config }, async (request) => {
    const target = targetOf(request, 'teachers');
    const outcome = await withAccessLog(app.db, request, (tx) => importRoster(tx, target, rowsOfData(request.body.data), request.body.year, true));
    return { data: await mailNewTeachers(outcome) };
  });

  const oneRosterRoute = { bodyLimit: BODY_LIMIT, schema: { tags, body: rosterFileBodySchema, response: { 200: dataOf(oneRosterPreviewSchema) } } };
  app.post('/api/teachers/oneroster/previewimport', { ...oneRosterRoute, config: { ...config, accessLog: false } }, async (request) => {
    const { schools } = targetOf(request, 'students');
    const { body } = request;
    return { data: (await importOneRoster(app.db, schools, Buffer.from(body.file, 'base64'), body.year, false, body.resolutions)).preview };
  });
  app.post('/api/teachers/oneroster/import', { ...oneRosterRoute, config }, async (request) => {
    const { schools } = targetOf(request, 'students');
    const { body } = request;
    const outcome = await withAccessLog(app.db, request, (tx) =>
      importOneRoster(tx, schools, Buffer.from(body.file, 'base64'), body.year, true, body.resolutions),
    );
    for (const t of outcome.createdTeachers) await sendConfirmation(app.db, app.mail, publicUrl, 'teacher', t.id, t.email);
    return { data: outcome.preview };
  });

  app.get('/api/teachers/students/export', { config, schema: { tags, querystring: rosterExportQuerySchema } }, async (request, reply) => {
    const year = request.query.year ?? schoolYearOf();
    return sendFile(
      reply,
      await withAccessLog(app.db, request, (tx) => exportRoster(tx, { schoolId: actorOf(request, 'teacher').schoolId }, 'students', year)),
    );
  });
  app.get('/api/teachers/settings/export', { config, schema: { tags, querystring: rosterExportQuerySchema } }, async (request, reply) => {
    const year = request.query.year ?? schoolYearOf();
    return sendFile(
      reply,
      await withAccessLog(app.db, request, (tx) => exportRoster(tx, { schoolId: actorOf(request, 'teacher').schoolId }, 'teachers', year)),
    );
  });
};
