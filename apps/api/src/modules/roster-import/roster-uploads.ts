import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { ROSTER_FILE_MAX_BYTES } from '@sukoyaka/contracts/roster-import';
import { badRequest } from '../../lib/http-errors.ts';
import { parseMultipart } from './multipart.ts';

/** 413 answer for an upload over ROSTER_FILE_MAX_BYTES (the body limit of the roster routes). */
export const TOO_LARGE_MESSAGE = `ファイルが大きすぎます。${ROSTER_FILE_MAX_BYTES / 1024 / 1024}MB以下のExcelファイルをアップロードしてください。`;
/** Body limit: the base64 JSON form of the largest file, or the multipart form with its headers. */
export const ROSTER_BODY_LIMIT = Math.ceil((ROSTER_FILE_MAX_BYTES * 4) / 3) + 64 * 1024;

/**
 * Makes a route plugin (its encapsulated scope) accept roster uploads (spec §3 "Imports: file and
 * year", decision 024): multipart/form-data `file` + `year` parsed into the JSON body's shape
 * (`{ file: base64, year, fileName }`; 400 ファイルを選んでください when it is not well-formed), and
 * a body over the limit answered 413 with TOO_LARGE_MESSAGE in `fieldErrors.file`. Used by the
 * school imports (teacher routes) and the board's organization/import.
 */
export function acceptRosterUploads(app: FastifyInstance): void {
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer', bodyLimit: ROSTER_BODY_LIMIT }, (request, body, done) => {
    const fields = parseMultipart(body as Buffer, request.headers['content-type'] ?? '');
    if (!fields) done(badRequest('ファイルを選んでください', { file: ['ファイルを選んでください'] }), undefined);
    else done(null, fields);
  });
  app.setErrorHandler((error: FastifyError, _request, reply: FastifyReply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return reply.status(413).send({ errors: [TOO_LARGE_MESSAGE], fieldErrors: { file: [TOO_LARGE_MESSAGE] } });
    throw error;
  });
}
