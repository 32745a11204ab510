import { sql } from 'drizzle-orm';
import { pendingMigrationCount, type Database } from '@sukoyaka/db';

/** What GET /api/ready reports: whether the database answers and how many migrations are pending. */
export interface Readiness {
  status: 'ready' | 'not_ready';
  database: boolean;
  /** Committed migrations not applied yet; -1 when the database did not answer. */
  pendingMigrations: number;
}

/**
 * Readiness of this process (issue 15 "Metrics and health"): ready when `SELECT 1` answers and
 * every committed migration is applied. Never throws: an unreachable database is `not_ready`.
 */
export async function checkReadiness(db: Database): Promise<Readiness> {
  let database = false;
  let pendingMigrations = -1;
  try {
    await db.execute(sql`SELECT 1`);
    database = true;
    pendingMigrations = await pendingMigrationCount({ db });
  } catch {
    // Unreachable database: not ready; the error itself stays out of the answer.
  }
  return { status: database && pendingMigrations === 0 ? 'ready' : 'not_ready', database, pendingMigrations };
}
