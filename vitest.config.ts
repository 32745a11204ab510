import { defineConfig } from 'vitest/config';

/**
 * Two projects: `unit` (pure functions, PGlite smoke; no server) and `api` (HTTP tests against a
 * real PostgreSQL server started once by the global setup). TZ=UTC is set by scripts/test.mjs
 * to prove no code relies on the server's time zone.
 */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/src/**/*.test.ts', 'apps/web/src/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
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
