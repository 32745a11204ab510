import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { useTestScratchDir } from './scripts/test/scratch-dir.mjs';

// The test databases (PostgreSQL's data directory, the embedded data directories) in RAM where the
// machine has it, also when vitest is started directly (decision 079).
useTestScratchDir();

/**
 * API suites that do not run on the embedded database, each with its reason:
 * - `*.postgres.test.ts`: what they test is PostgreSQL's own (another session's lock, a pool),
 *   which does not exist on one in-process connection;
 * - the generated tenancy suites: they prove who may touch which school's rows, decided in the
 *   request path before and around the same queries on either database, and checksum every table
 *   of school B around each of the ~200 endpoints — 3 minutes on PGlite's one connection for no
 *   question PostgreSQL has not answered. Every endpoint still runs on PGlite as its own role in
 *   the fuzz suite, every write in the front-door suite (decision 044).
 */
const EMBEDDED_EXCLUDE: string[] = ['**/*.postgres.test.ts', '**/test/generated/tenancy.test.ts', '**/test/generated/board-tenancy.test.ts'];

/**
 * Four projects: `unit` (pure functions; no server), `web` (the web app's components, the
 * `.test.tsx` files beside them, rendered with Testing Library in jsdom; decision 049), `api` (HTTP
 * tests against a real PostgreSQL server started once by the global setup) and `embedded` (API
 * suites on the embedded database `npm start` runs, PGlite with its one connection: issue 22,
 * decision 044). All run with TZ=UTC, wherever they are started from (a developer in Tokyo too), to
 * prove no code relies on the server's time zone.
 * Test files run on every core, two at least (decision 048): an API test waits on PostgreSQL about
 * as long as it computes, so on a 2-core machine vitest's default (cores − 1 = one file at a time)
 * left a core idle.
 */
export default defineConfig({
  test: {
    maxWorkers: Math.max(2, os.availableParallelism()),
    projects: [
      {
        test: {
          name: 'unit',
          env: { TZ: 'UTC' },
          include: ['packages/**/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          env: { TZ: 'UTC' },
          include: ['apps/web/src/**/*.test.tsx'],
          environment: 'jsdom',
          // One module graph per worker (decision 081): the setup clears what a test leaves (DOM, storage, toasts).
          isolate: false,
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'api',
          env: { TZ: 'UTC' },
          include: ['apps/api/src/**/*.test.ts'],
          // *.pglite.test.ts are about the embedded database itself (its lock, its restart): the `embedded` project runs them.
          exclude: ['**/*.pglite.test.ts'],
          environment: 'node',
          // One module graph per worker, not per file (decision 081): each file still builds its own app on its own database.
          isolate: false,
          globalSetup: ['scripts/test/global-setup-postgres.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'embedded',
          env: { TZ: 'UTC', TEST_DATABASE: 'pglite' },
          include: ['apps/api/src/**/*.test.ts'],
          exclude: EMBEDDED_EXCLUDE,
          environment: 'node',
          isolate: false,
          globalSetup: ['scripts/test/global-setup-pglite.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
