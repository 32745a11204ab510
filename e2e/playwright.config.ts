import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Journeys in Debian's Chromium (Playwright cannot download its own browser here) against the
 * real product: `apps/api/src/server.ts` serving the built web app on a fresh embedded database
 * seeded with the demo. The config is evaluated in every worker too, so the data dir is created
 * once and handed down through the environment.
 */
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'sukoyaka-e2e-'));
process.env.E2E_PORT ??= '3210';
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(root, 'test-results'),
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  reporter: [['list'], ['json']],
  use: {
    baseURL: `http://127.0.0.1:${process.env.E2E_PORT}`,
    locale: 'ja-JP',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [
    { name: 'tablet', use: { ...devices['Desktop Chrome'], viewport: { width: 1024, height: 768 } } },
  ],
  webServer: {
    command: 'node_modules/.bin/tsx apps/api/src/server.ts',
    cwd: root,
    url: `http://127.0.0.1:${process.env.E2E_PORT}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: process.env.E2E_PORT,
      HOST: '127.0.0.1',
      DATA_DIR: process.env.E2E_DATA_DIR,
      LOG_LEVEL: 'warn',
      TZ: 'UTC',
    },
  },
});
