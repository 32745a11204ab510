import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { useTestScratchDir } from '../scripts/test/scratch-dir.mjs';
import { workerDataDir, workerOrigin, workerPort } from './support/servers.ts';

/**
 * Journeys in Debian's Chromium (Playwright cannot download its own browser here) against the
 * real product: `apps/api/src/server.ts` serving the built web app on an embedded database seeded
 * with the demo. Several workers (E2E_WORKERS, 2 by default: the machine has two cores; three
 * were slower on a quiet machine, decision 079), each with its own product server and
 * its own copy of the seeded database, so no journey sees another's writes (decision 048): the
 * global setup seeds once and starts the servers (e2e/support/global-setup.ts).
 *
 * The config is evaluated in the runner and again in every worker: the runner makes the run's
 * directory and hands it down through the environment; a worker finds its server by its parallel
 * index (TEST_PARALLEL_INDEX) and points E2E_PORT and E2E_DATA_DIR (demo-accounts.json, mail/) at it.
 */
// The servers' data directories in RAM where the machine has it (decision 079).
useTestScratchDir();
process.env.E2E_RUN_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'sukoyaka-e2e-'));
process.env.E2E_BASE_PORT ??= process.env.E2E_PORT ?? '3210';
const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
process.env.E2E_PORT = String(workerPort(worker));
process.env.E2E_DATA_DIR = workerDataDir(worker);
const root = path.resolve(import.meta.dirname, '..');

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: path.join(root, 'test-results'),
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  timeout: 60_000,
  // What a step waits for (a page's data, a dialog) may take a few seconds on a busy machine: the
  // rest of the suite runs beside the journeys (decision 081).
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: workerOrigin(worker),
    locale: 'ja-JP',
    // A step that cannot happen fails naming itself, instead of waiting out the test's timeout.
    actionTimeout: 30_000,
    navigationTimeout: 30_000,
    // A failed journey keeps its trace of actions, console and network, and screenshot (below) shows
    // where it stopped. Without the trace's screencast and per-action DOM snapshots, which every
    // passing journey recorded and threw away: a quarter of the journeys' CPU (decision 081).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    screenshot: 'only-on-failure',
    // The pupil app's service worker (issue 15) stays out of the journeys that route or count
    // requests; e2e/student/installable-app.spec.ts allows it and tests it.
    serviceWorkers: 'block',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'tablet', use: { ...devices['Desktop Chrome'], viewport: { width: 1024, height: 768 } } }],
});
