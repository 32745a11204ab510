import type { PgBoss } from 'pg-boss';
import type { Database } from '@sukoyaka/db/client';
import { runHealthDataRetention } from '../modules/retention/retention.service.ts';

/** The nightly health-data retention job's queue (pg-boss). */
export const HEALTH_DATA_RETENTION_QUEUE = 'health-data-retention';

/** Every day at 03:45 Japan time, after the access-log retention and outside school hours. */
export const HEALTH_DATA_RETENTION_CRON = '45 3 * * *';

/**
 * Registers the nightly retention of students' health data (issue 15 item 7, decision 032): a
 * pg-boss schedule and its worker, which deletes the data of students who left more than their
 * board's retention years ago (runHealthDataRetention) and logs how many.
 */
export async function workHealthDataRetention(
  boss: PgBoss,
  db: Database,
  opts: { pollingIntervalSeconds?: number; log?: (message: string) => void } = {},
): Promise<void> {
  await boss.createQueue(HEALTH_DATA_RETENTION_QUEUE, { retryLimit: 3, retryDelay: 600 });
  await boss.schedule(HEALTH_DATA_RETENTION_QUEUE, HEALTH_DATA_RETENTION_CRON, null, { tz: 'Asia/Tokyo' });
  await boss.work(HEALTH_DATA_RETENTION_QUEUE, { pollingIntervalSeconds: opts.pollingIntervalSeconds ?? 60 }, async () => {
    const result = await runHealthDataRetention(db);
    (opts.log ?? console.log)(`health data retention: deleted ${result.rows} rows of ${result.students} students`);
  });
}
