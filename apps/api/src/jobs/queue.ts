import { PgBoss, fromPglite } from 'pg-boss';
import type { DatabaseHandle } from '@sukoyaka/db/client';
import { MAIL_QUEUE } from '../modules/mail/mail.service.ts';

/**
 * The Postgres-backed job queue (pg-boss) on the product's own database: no extra service.
 * On PGlite it runs in-process through pg-boss's PGlite adapter; on a server it keeps a pool of
 * `poolSize` connections of its own.
 */
export async function startQueue(handle: DatabaseHandle, opts: { poolSize?: number; pollingIntervalSeconds?: number } = {}): Promise<PgBoss> {
  const boss =
    handle.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(handle.pglite!), backend: 'pglite' })
      : new PgBoss({ connectionString: handle.url!, max: opts.poolSize ?? 4 });
  boss.on('error', (err) => console.error('job queue error', err));
  await boss.start();
  // Queues must exist before jobs are sent; retries back off from 10 s up to 10 minutes.
  await boss.createQueue(MAIL_QUEUE, { retryLimit: 6, retryDelay: 10, retryBackoff: true, retryDelayMax: 600 });
  return boss;
}
