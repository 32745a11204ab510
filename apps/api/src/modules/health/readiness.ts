import { pendingMigrationCount, type Database } from '@sukoyaka/db';

/** What GET /api/ready reports: whether the database answers and how many migrations are pending. */
export interface Readiness {
  status: 'ready' | 'not_ready';
  database: boolean;
  /** Committed migrations not applied yet; -1 when the database did not answer. */
  pendingMigrations: number;
}

/** How GET /api/ready reaches the database: `ping` is DatabaseHandle.ping (through the connections requests use). */
export interface ReadinessProbe {
  db: Database;
  ping: (timeoutMs: number) => Promise<boolean>;
  /** True while the process shuts down: it answers not ready at once, so the balancer stops sending. */
  draining: () => boolean;
}

/** The whole check answers within this (issue 22: a stuck database is 503 within 2 s). */
export const READINESS_TIMEOUT_MS = 1_500;

/**
 * Readiness of this process (issue 15 "Metrics and health", issue 22 item 3): ready when `SELECT 1`
 * answers within {@link READINESS_TIMEOUT_MS} through the connections requests use (so a held
 * connection or a stuck query makes it not ready) and every committed migration is applied; not
 * ready at once while the process drains. Never throws; never waits longer than the timeout.
 */
export async function checkReadiness(probe: ReadinessProbe): Promise<Readiness> {
  if (probe.draining()) return { status: 'not_ready', database: false, pendingMigrations: -1 };
  const started = Date.now();
  const database = await probe.ping(READINESS_TIMEOUT_MS);
  if (!database) return { status: 'not_ready', database, pendingMigrations: -1 };
  const left = READINESS_TIMEOUT_MS - (Date.now() - started);
  let timer: NodeJS.Timeout | undefined;
  const pendingMigrations = await Promise.race([
    pendingMigrationCount({ db: probe.db }).catch(() => -1),
    new Promise<number>((resolve) => (timer = setTimeout(() => resolve(-1), Math.max(left, 0)))),
  ]);
  clearTimeout(timer);
  return { status: pendingMigrations === 0 ? 'ready' : 'not_ready', database, pendingMigrations };
}
