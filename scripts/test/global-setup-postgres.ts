import type { TestProject } from 'vitest/node';
import { migrateDatabase, openDatabase } from '@sukoyaka/db';
import { startQueue } from '../../apps/api/src/jobs/queue.ts';
import { psql, startTestPostgres } from './postgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresUrl: string;
  }
}

/**
 * Vitest global setup for the API suites: one real PostgreSQL server for the run, with a migrated
 * template database; each test file clones it (CREATE DATABASE … TEMPLATE) in milliseconds.
 */
export default async function setup(project: TestProject) {
  const pg = await startTestPostgres();
  psql(pg.url(), 'CREATE DATABASE sukoyaka_template');
  // Migrations and pg-boss's own schema go into the template, so each clone starts ready.
  const handle = await openDatabase({ kind: 'postgres', url: pg.url('sukoyaka_template') });
  await migrateDatabase(handle);
  const boss = await startQueue(handle);
  await boss.stop({ graceful: false });
  await handle.close();
  project.provide('postgresUrl', pg.url());
  return () => pg.stop();
}
