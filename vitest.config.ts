import { defineConfig } from 'vitest/config';

/**
 * Three projects: `unit` (pure functions, PGlite smoke; no server), `api` (HTTP tests against a
 * real PostgreSQL server started once by the global setup) and `web` (the web app's components,
 * the `.test.tsx` files beside them, rendered with Testing Library in jsdom; decision 049). All run
 * with TZ=UTC, wherever they are started from (a developer in Tokyo too), to prove no code relies
 * on the server's time zone.
 */
export default defineConfig({
  test: {
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
          setupFiles: ['apps/web/src/test/setup.ts'],
          testTimeout: 30_000,
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
