import os from 'node:os';
import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure functions, PGlite smoke; no server) and `api` (HTTP tests against a
 * real PostgreSQL server started once by the global setup). Both run with TZ=UTC, wherever they
 * are started from (a developer in Tokyo too), to prove no code relies on the server's time zone.
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
          name: 'api',
          env: { TZ: 'UTC' },
          include: ['apps/api/src/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['scripts/test/global-setup-postgres.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
