import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { DownloadFile } from './workbook.ts';

/** The content types of the files the API sends, by extension. */
const TYPES: Record<string, string> = {
  '.xlsx': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  '.pdf': 'application/pdf',
  '.zip': 'application/zip',
};

/**
 * A Content-Disposition that keeps a Japanese file name (RFC 6266 / 5987: `filename*=UTF-8''…`) with
 * an ASCII fallback of the same extension (download.xlsx, download.pdf) for clients that ignore it.
 */
export function attachmentHeader(fileName: string): string {
  return `attachment; filename="download${path.extname(fileName)}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/**
 * The one way a route sends a file (decision 047): content type from the extension (.xlsx, .pdf,
 * .zip), the file name in Content-Disposition, never cached (pupils' records). A stream is piped as
 * it is produced (a streamed workbook); an error after the first byte breaks the download rather
 * than completing it. @throws when the extension is not one the API sends (a programming error).
 */
export function sendFile(reply: FastifyReply, file: DownloadFile): FastifyReply {
  const type = TYPES[path.extname(file.fileName).toLowerCase()];
  if (!type) throw new Error(`sendFile: no content type for ${file.fileName}`);
  return reply.header('content-type', type).header('content-disposition', attachmentHeader(file.fileName)).header('cache-control', 'no-store').send(file.body);
}
