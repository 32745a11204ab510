import type { PgBoss } from 'pg-boss';
import type { Database } from '@sukoyaka/db/client';
import { buildPdfExport } from '../modules/bullying-alerts/pdf/pdf-export.service.ts';
import { jobExecutorOf } from '../modules/mail/mail.service.ts';

/** The answer-PDF export queue (issue 12, spec §4 bulk PDF export). */
export const BULLYING_PDF_QUEUE = 'bullying-answer-pdfs';

let queue: PgBoss | null = null;

/** Creates the queue and lets this process's routes send to it (server and worker both call it). */
export async function registerBullyingPdfQueue(boss: PgBoss): Promise<void> {
  await boss.createQueue(BULLYING_PDF_QUEUE, { retryLimit: 0 });
  queue = boss;
}

/**
 * Sends the job of export `exportId` through `db`, the transaction that created the export (issue
 * 22: one handle inside a transaction). @throws when no queue is registered in this process.
 */
export async function enqueueBullyingPdf(db: Database, exportId: number): Promise<void> {
  if (!queue) throw new Error('bullying PDF queue not registered');
  await queue.send(BULLYING_PDF_QUEUE, { exportId }, { db: jobExecutorOf(db) });
}

/** Works the queue: one export at a time per process (the PDFs are CPU work; the check-in stays fast). */
export async function workBullyingPdfs(boss: PgBoss, db: Database, opts: { pollingIntervalSeconds?: number } = {}): Promise<void> {
  await registerBullyingPdfQueue(boss);
  await boss.work<{ exportId: number }>(BULLYING_PDF_QUEUE, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 2, batchSize: 1 }, async ([job]) => {
    if (job) await buildPdfExport(db, job.data.exportId);
  });
}
