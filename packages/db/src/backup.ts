import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { openDatabase, type DatabaseConfig } from './client.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { pgliteModules } from './pglite-modules.ts';

/**
 * Backup and restore of the product's database (issue 15 "Backup and restore"; README "Backup and
 * restore" is the runbook).
 *
 * - PostgreSQL: `pg_dump --format=custom` (compressed, restorable table by table) and `pg_restore`.
 *   The client tools of the server's major version must be on the PATH (Debian: postgresql-client).
 * - Embedded database (PGlite): its data directory as a gzipped tar (`dumpDataDir`), taken through
 *   `openDatabase`, so the data directory's lock refuses a backup while `npm start` runs on it.
 *
 * A restore never overwrites data unless told: into a PostgreSQL database that has tables, or a
 * data directory that holds a database, it throws {@link RestoreTargetNotEmptyError} without `force`.
 */

/** The restore target already holds data and `force` was not given. */
export class RestoreTargetNotEmptyError extends Error {
  constructor(target: string) {
    super(`the restore target is not empty: ${target} (pass --force to replace its data)`);
    this.name = 'RestoreTargetNotEmptyError';
  }
}

/** What a backup wrote: the file, its size in bytes and which kind of database it came from. */
export interface BackupResult {
  file: string;
  bytes: number;
  kind: DatabaseConfig['kind'];
}

function runTool(tool: string, args: string[]): void {
  const result = spawnSync(tool, args, { encoding: 'utf8' });
  if (result.error) throw new Error(`${tool} could not start: ${result.error.message} (install the PostgreSQL client tools)`);
  if (result.status !== 0) throw new Error(`${tool} failed (${result.status}): ${result.stderr.trim() || result.stdout.trim()}`);
}

/**
 * Writes a backup of the database `config` names to `file` (parent directories created).
 * PostgreSQL: pg_dump custom format. PGlite: gzipped tar of the data directory.
 * Throws when pg_dump fails or the embedded data directory is in use by another process.
 */
export async function backupDatabase(config: DatabaseConfig, file: string): Promise<BackupResult> {
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  if (config.kind === 'postgres') {
    runTool('pg_dump', ['--format=custom', '--no-owner', '--no-privileges', `--file=${file}`, config.url]);
  } else {
    const handle = await openDatabase(config);
    try {
      const blob = await handle.pglite!.dumpDataDir('gzip');
      writeFileSync(file, Buffer.from(await blob.arrayBuffer()));
    } finally {
      await handle.close();
    }
  }
  return { file, bytes: readFileSync(file).byteLength, kind: config.kind };
}

/** Whether a PostgreSQL database has any table outside the system schemas. */
async function postgresHasTables(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(`SELECT count(*) AS n FROM pg_tables WHERE schemaname NOT IN ('pg_catalog', 'information_schema')`);
    return Number(rows[0]?.n ?? 0) > 0;
  } finally {
    await client.end();
  }
}

/**
 * Restores `file` (written by {@link backupDatabase} for the same kind of database) into `config`.
 * Refuses a target that holds data unless `force`: PostgreSQL then drops the dumped objects first
 * (`--clean --if-exists`); PGlite moves the old `pgdata` aside to `pgdata.before-restore-<time>`.
 * Throws {@link RestoreTargetNotEmptyError}, or the tool's error (the restore runs in one transaction
 * on PostgreSQL, so a failed restore leaves the target as it was).
 */
export async function restoreDatabase(config: DatabaseConfig, file: string, options: { force?: boolean } = {}): Promise<void> {
  if (!existsSync(file)) throw new Error(`no backup file at ${file}`);
  if (config.kind === 'postgres') {
    const hasTables = await postgresHasTables(config.url);
    if (hasTables && !options.force) throw new RestoreTargetNotEmptyError(config.url.replace(/\/\/[^@]*@/, '//'));
    const clean = hasTables ? ['--clean', '--if-exists'] : [];
    runTool('pg_restore', ['--no-owner', '--no-privileges', '--single-transaction', '--exit-on-error', ...clean, `--dbname=${config.url}`, file]);
    return;
  }
  const release = await lockDataDir(config.dataDir);
  try {
    const pgdata = path.join(config.dataDir, 'pgdata');
    if (existsSync(pgdata) && readdirSync(pgdata).length > 0) {
      if (!options.force) throw new RestoreTargetNotEmptyError(pgdata);
      renameSync(pgdata, `${pgdata}.before-restore-${Date.now()}`);
    }
    const client = await PGlite.create(pgdata, { loadDataDir: new Blob([readFileSync(file)]), ...(await pgliteModules()) });
    await client.close();
  } finally {
    await release();
  }
}
