import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { boardRosterExportQuerySchema, boardRosterFileBodySchema } from '@sukoyaka/contracts/board-roster';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import { rosterPreviewSchema } from '@sukoyaka/contracts/roster-import';
import { dataOf } from '../../lib/envelope.ts';
import { sendFile } from '../../lib/send-file.ts';
import { excelFileName } from '../../lib/workbook.ts';
import { withAccessLog } from '../../plugins/access-log.ts';
import { organizationScope } from '../../plugins/auth.ts';
import { sendConfirmation } from '../../modules/auth/passwords.service.ts';
import { organizationSchool, organizationSchools } from '../../modules/board-figures/organization-schools.service.ts';
import type { RosterTarget } from '../../modules/roster-import/roster-context.ts';
import { teacherRosterRows } from '../../modules/roster-import/roster-export.ts';
import { importRoster, rowsOfFile } from '../../modules/roster-import/roster-import.service.ts';
import { acceptRosterUploads, ROSTER_BODY_LIMIT } from '../../modules/roster-import/roster-uploads.ts';
import { BOARD_TEACHER_INSTRUCTIONS, ROSTER_SHEETS, rosterTemplateName, rosterWorkbook } from '../../modules/roster-import/roster-workbook.ts';

/**
 * The board's teacher roster (spec §2 settings/teacher/import, §7 organization/import (multipart
 * file + year) and organization/export; issue 14 item 5; decision 024): the school imports' engine
 * (importRoster) with every school of the board as target, so the 学校コード column decides each
 * row's school and a code of another board's school is a row error. Preview, error file, all rows
 * or none, idempotent; new teachers get the registration mail after the commit. Additions
 * (decision 007): organization/import_template (step 1) and organization/previewimport.
 */
export const localGovernmentRosterRoutes: FastifyPluginAsyncZod<{ publicUrl: string }> = async (app, { publicUrl }) => {
  const tags = ['local_government roster'];
  const config = { role: 'local_government' } as const;
  acceptRosterUploads(app);

  /** The board's schools as the import's target (built from the actor only). */
  const targetOf = async (request: Parameters<typeof organizationScope>[0]): Promise<RosterTarget> => ({
    kind: 'teachers',
    schools: (await organizationSchools(app.db, organizationScope(request))).map((s) => ({ id: s.id, code: s.code })),
  });
  const fileRoute = { bodyLimit: ROSTER_BODY_LIMIT, schema: { tags, body: boardRosterFileBodySchema, response: { 200: dataOf(rosterPreviewSchema) } } };

  app.get('/api/local_governments/organization/import_template', { config: { ...config, accessLog: false }, schema: { tags } }, async (_request, reply) =>
    sendFile(reply, rosterWorkbook('teachers', rosterTemplateName('teachers'), [], { instructions: BOARD_TEACHER_INSTRUCTIONS })),
  );

  app.post('/api/local_governments/organization/previewimport', { ...fileRoute, config: { ...config, accessLog: false } }, async (request) => {
    const target = await targetOf(request);
    const rows = await rowsOfFile(target, Buffer.from(request.body.file, 'base64'));
    return { data: (await importRoster(app.db, target, rows, request.body.year, false)).preview };
  });

  app.post('/api/local_governments/organization/import', { ...fileRoute, config }, async (request) => {
    const target = await targetOf(request);
    const rows = await rowsOfFile(target, Buffer.from(request.body.file, 'base64'));
    const outcome = await withAccessLog(app.db, request, (tx) => importRoster(tx, target, rows, request.body.year, true));
    for (const t of outcome.createdTeachers) await sendConfirmation(app.db, app.mail, publicUrl, 'teacher', t.id, t.email);
    return { data: outcome.preview };
  });

  app.get('/api/local_governments/organization/export', { config, schema: { tags, querystring: boardRosterExportQuerySchema } }, async (request, reply) => {
    const scope = organizationScope(request);
    const year = request.query.year ?? schoolYearOf();
    const list = request.query.schoolId ? [await organizationSchool(app.db, scope, request.query.schoolId)] : await organizationSchools(app.db, scope);
    const rows = await withAccessLog(app.db, request, (tx) => teacherRosterRows(tx, list, year));
    return sendFile(reply, rosterWorkbook('teachers', excelFileName(ROSTER_SHEETS.teachers, new Date()), rows, { instructions: BOARD_TEACHER_INSTRUCTIONS }));
  });
};
