import path from 'node:path';
import type { PgBoss } from 'pg-boss';
import { migrateDatabase, openDatabase, type DatabaseHandle } from '@sukoyaka/db';
import type { AppConfig } from './config.ts';
import type { AppContext } from './plugins/context.ts';
import { workAccessLogRetention } from './jobs/access-log.jobs.ts';
import { workHealthDataRetention } from './jobs/retention.jobs.ts';
import { foldBoardFigures } from './jobs/board-figures.jobs.ts';
import { workBoardReminders } from './jobs/board-remind.jobs.ts';
import { workSosEscalation } from './jobs/sos-escalation.jobs.ts';
import { workBullyingReminders } from './jobs/bullying-reminder.jobs.ts';
import { registerBullyingPdfQueue, workBullyingPdfs } from './jobs/bullying-pdf.jobs.ts';
import { fileSender, smtpSender, workMail, type SendMail } from './jobs/mail.jobs.ts';
import { startQueue } from './jobs/queue.ts';
import { queueOutbox, type MailOutbox } from './modules/mail/mail.service.ts';

/** What a process of the product holds open: the database, the job queue and the mail outbox. */
export interface Runtime {
  handle: DatabaseHandle;
  boss: PgBoss;
  mail: MailOutbox;
  close(): Promise<void>;
}

/**
 * Opens the database (migrating it), starts the job queue on it and, when `config.runWorker`,
 * the workers in this process (the pg-boss queues and the board figures' fold). Used by the
 * server, the stand-alone worker and the benchmarks.
 */
export async function openRuntime(config: AppConfig, opts: { pollingIntervalSeconds?: number } = {}): Promise<Runtime> {
  const handle = await openDatabase(config.database);
  await migrateDatabase(handle);
  const boss = await startQueue(handle);
  await registerBullyingPdfQueue(boss);
  if (config.runWorker) {
    await workMail(boss, handle.db, mailSender(config), config.mailFrom, opts);
    await workAccessLogRetention(boss, handle.db, config.accessLogRetentionDays);
    await workHealthDataRetention(boss, handle.db);
    await workBoardReminders(boss, handle.db, queueOutbox(boss), opts);
    await workSosEscalation(boss, handle.db, queueOutbox(boss), opts);
    await workBullyingReminders(boss, handle.db, queueOutbox(boss), opts);
    await workBullyingPdfs(boss, handle.db, opts);
  }
  const fold = config.runWorker ? foldBoardFigures(handle.db) : null;
  return {
    handle,
    boss,
    mail: queueOutbox(boss),
    close: async () => {
      await fold?.stop();
      await boss.stop({ graceful: true, timeout: 5_000 });
      await handle.close();
    },
  };
}

/** What buildApp needs of a runtime: the database, its readiness probe and the mail outbox. */
export function appContextOf(runtime: Runtime): AppContext {
  return { db: runtime.handle.db, mail: runtime.mail, ping: runtime.handle.ping };
}

/** SMTP when SMTP_URL is set; otherwise .eml files in DATA_DIR/mail, so the demo shows what would be sent. */
function mailSender(config: AppConfig): SendMail {
  return config.smtpUrl ? smtpSender(config.smtpUrl) : fileSender(path.join(config.dataDir, 'mail'));
}
