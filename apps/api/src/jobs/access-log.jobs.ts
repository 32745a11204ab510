import type { PgBoss } from 'pg-boss';
import type { Database } from '@sukoyaka/db/client';
import { purgeAccessLogs } from '../modules/access-log/access-log.service.ts';

/** The daily access-log retention job's queue (pg-boss). */
export const ACCESS_LOG_RETENTION_QUEUE = 'access-log-retention';

/** Every day at 03:30 Japan time, outside school hours. */
export const ACCESS_LOG_RETENTION_CRON = '30 3 * * *';

/**
 * Registers the daily retention of the access log (issue 9; README "Data protection"): a pg-boss
 * schedule (one per database, whichever process registers it) and its worker, which deletes rows
 * older than `retentionDays` (ACCESS_LOG_RETENTION_DAYS, default 1827 ≈ 5 years) and logs the count.
 */
export async function workAccessLogRetention(
  boss: PgBoss,
  db: Database,
  retentionDays: number,
  opts: { pollingIntervalSeconds?: number; log?: (message: string) => void } = {},
): Promise<void> {
  await boss.createQueue(ACCESS_LOG_RETENTION_QUEUE, { retryLimit: 3, retryDelay: 600 });
  await boss.schedule(ACCESS_LOG_RETENTION_QUEUE, ACCESS_LOG_RETENTION_CRON, null, { tz: 'Asia/Tokyo' });
  await boss.work(ACCESS_LOG_RETENTION_QUEUE, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 60 }, async () => {
    const deleted = await purgeAccessLogs(db, retentionDays);
    (opts.log ?? console.log)(`access log retention: deleted ${deleted} rows older than ${retentionDays} days`);
  });
}
