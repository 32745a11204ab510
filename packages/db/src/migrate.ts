import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { DatabaseHandle } from './client.ts';

/** The committed SQL migrations (drizzle-kit generate), the same for PGlite and PostgreSQL. */
export const MIGRATIONS_FOLDER = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../migrations');

/** Applies every pending migration; safe to run on each start (drizzle records what ran). */
export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
  } else {
    await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
  }
}

/**
 * How many committed migrations the database has not applied yet (0 when current), for the
 * readiness check (GET /api/ready). Compares the journal's newest `when` with drizzle's
 * `__drizzle_migrations.created_at`; a database never migrated counts every migration.
 */
export async function pendingMigrationCount(handle: Pick<DatabaseHandle, 'db'>): Promise<number> {
  const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as { entries: { when: number }[] };
  let applied: number | null = null;
  try {
    const result = (await handle.db.execute(sql`SELECT max(created_at)::text AS last FROM drizzle.__drizzle_migrations`)) as unknown as {
      rows: { last: string | null }[];
    };
    applied = result.rows[0]?.last == null ? null : Number(result.rows[0].last);
  } catch {
    applied = null;
  }
  if (applied === null) return journal.entries.length;
  return journal.entries.filter((entry) => entry.when > applied).length;
}
