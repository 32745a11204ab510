import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { psql, startTestPostgres, type TestPostgres } from '../../../scripts/test/postgres.ts';
import { backupDatabase, restoreDatabase, RestoreTargetNotEmptyError } from './backup.ts';
import { openDatabase, type DatabaseConfig } from './client.ts';
import { migrateDatabase } from './migrate.ts';
import { seedDemo } from './seed/demo.ts';

/**
 * Issue 15 "Backup and restore": the demo is backed up, restored into an empty database, and the
 * restored database has the same row count in every table and the same checksum of the conditions
 * table (every column of every row); a non-empty target is refused unless forced.
 */

interface Fingerprint {
  counts: Record<string, number>;
  conditions: string;
}

async function fingerprint(config: DatabaseConfig): Promise<Fingerprint> {
  const handle = await openDatabase(config);
  try {
    const tables = (await handle.db.execute(sql`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)) as unknown as {
      rows: { tablename: string }[];
    };
    const counts: Record<string, number> = {};
    for (const { tablename } of tables.rows) {
      const result = (await handle.db.execute(sql.raw(`SELECT count(*)::int AS n FROM "${tablename}"`))) as unknown as { rows: { n: number }[] };
      counts[tablename] = result.rows[0]!.n;
    }
    if (!('conditions' in counts)) return { counts, conditions: '' };
    const checksum = (await handle.db.execute(sql`SELECT md5(coalesce(string_agg(c::text, '|' ORDER BY c.id), '')) AS sum FROM conditions c`)) as unknown as {
      rows: { sum: string }[];
    };
    return { counts, conditions: checksum.rows[0]!.sum };
  } finally {
    await handle.close();
  }
}

describe('PostgreSQL backup and restore', () => {
  let pg: TestPostgres;
  let dir: string;
  let source: DatabaseConfig;
  let before: Fingerprint;

  beforeAll(async () => {
    pg = await startTestPostgres();
    dir = mkdtempSync(path.join(os.tmpdir(), 'sukoyaka-backup-'));
    psql(pg.url(), 'CREATE DATABASE source');
    source = { kind: 'postgres', url: pg.url('source') };
    const handle = await openDatabase(source);
    await migrateDatabase(handle);
    await seedDemo(handle.db);
    await handle.close();
    before = await fingerprint(source);
  }, 180_000);

  afterAll(() => {
    pg?.stop();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it('restores the demo into an empty database with the same rows and conditions', async () => {
    expect(before.counts.conditions).toBeGreaterThan(100);
    expect(before.counts.students).toBeGreaterThan(10);
    const file = path.join(dir, 'demo.dump');
    const result = await backupDatabase(source, file);
    expect(result.bytes).toBeGreaterThan(10_000);

    psql(pg.url(), 'CREATE DATABASE restored');
    const target: DatabaseConfig = { kind: 'postgres', url: pg.url('restored') };
    await restoreDatabase(target, file);
    expect(await fingerprint(target)).toEqual(before);
  });

  it('refuses a database that holds data unless forced, and a forced restore replaces it', async () => {
    const file = path.join(dir, 'demo-2.dump');
    await backupDatabase(source, file);
    psql(pg.url(), 'CREATE DATABASE busy');
    const busy: DatabaseConfig = { kind: 'postgres', url: pg.url('busy') };
    psql(pg.url('busy'), 'CREATE TABLE keep_me (id int); INSERT INTO keep_me VALUES (1)');

    await expect(restoreDatabase(busy, file)).rejects.toBeInstanceOf(RestoreTargetNotEmptyError);
    // Refused means untouched: the table is still there and nothing was restored.
    expect((await fingerprint(busy)).counts).toEqual({ keep_me: 1 });

    await restoreDatabase(busy, file, { force: true });
    const after = await fingerprint(busy);
    expect(after.conditions).toBe(before.conditions);
    expect(after.counts.students).toBe(before.counts.students);
  });
});

describe('embedded database backup and restore', () => {
  it('round-trips a data directory, and refuses a directory that holds a database', async () => {
    const root = mkdtempSync(path.join(os.tmpdir(), 'sukoyaka-pglite-backup-'));
    try {
      const source: DatabaseConfig = { kind: 'pglite', dataDir: path.join(root, 'source') };
      const handle = await openDatabase(source);
      await migrateDatabase(handle);
      await seedDemo(handle.db);
      await handle.close();
      const before = await fingerprint(source);
      expect(before.counts.conditions).toBeGreaterThan(100);

      const file = path.join(root, 'embedded.tar.gz');
      await backupDatabase(source, file);
      const target: DatabaseConfig = { kind: 'pglite', dataDir: path.join(root, 'target') };
      await restoreDatabase(target, file);
      expect(await fingerprint(target)).toEqual(before);

      await expect(restoreDatabase(source, file)).rejects.toBeInstanceOf(RestoreTargetNotEmptyError);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  }, 240_000);
});
