import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '@sukoyaka/db';
import { startQueue } from '../../apps/api/src/jobs/queue.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, cleanly closed embedded data directory (with pg-boss's schema), for each test file to copy. */
    pgliteTemplate: string;
  }
}

/**
 * Vitest global setup for the `embedded` project (issue 22): the API suites on the embedded database
 * that `npm start` runs (PGlite, one connection). Migrates one data directory once and closes it
 * cleanly; each test file copies its files into a fresh directory (a plain file copy: 0.1 s, where
 * loading a gzipped dump took 1.5 s and migrating 2–4 s).
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'sukoyaka-pglite-template-'));
  const handle = await openDatabase({ kind: 'pglite', dataDir: dir });
  await migrateDatabase(handle);
  const boss = await startQueue(handle);
  await boss.stop({ graceful: false });
  await handle.close();
  project.provide('pgliteTemplate', path.join(dir, 'pgdata'));
  return () => rmSync(dir, { recursive: true, force: true });
}
