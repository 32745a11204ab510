import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { TEST_OIDC_CLIENT } from '../scripts/test/oidc-provider.ts';

/**
 * Journeys in Debian's Chromium (Playwright cannot download its own browser here) against the
 * real product: `apps/api/src/server.ts` serving the built web app on a fresh embedded database
 * seeded with the demo. The config is evaluated in every worker too, so the data dir is created
 * once and handed down through the environment.
 */
process.env.E2E_DATA_DIR ??= mkdtempSync(path.join(os.tmpdir(), 'sukoyaka-e2e-'));
process.env.E2E_PORT ??= '3210';
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;
// The local OpenID provider standing in for Google (scripts/test/oidc-provider.ts, decision 014).
const oidcPort = String(Number(process.env.E2E_PORT) + 1000);
// A second one standing in for Microsoft (Entra ID claims; decision 034).
const microsoftOidcPort = String(Number(process.env.E2E_PORT) + 2000);
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
    baseURL,
    locale: 'ja-JP',
    trace: 'retain-on-failure',
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
  webServer: [
    {
      command: 'node_modules/.bin/tsx scripts/test/oidc-provider.ts',
      cwd: root,
      url: `http://127.0.0.1:${oidcPort}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { OIDC_TEST_PORT: oidcPort, OIDC_TEST_REDIRECT_URI: `${baseURL}/api/students/google/callback` },
    },
    {
      command: 'node_modules/.bin/tsx scripts/test/oidc-provider.ts',
      cwd: root,
      url: `http://127.0.0.1:${microsoftOidcPort}/.well-known/openid-configuration`,
      timeout: 60_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { OIDC_TEST_PORT: microsoftOidcPort, OIDC_TEST_REDIRECT_URI: `${baseURL}/api/students/microsoft/callback`, OIDC_TEST_FLAVOUR: 'microsoft' },
    },
    {
      command: 'node_modules/.bin/tsx apps/api/src/server.ts',
      cwd: root,
      url: `${baseURL}/api/health`,
      // The demo seed (bullying surveys, health observations, board daily figures) runs on start: allow a loaded CI machine.
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        PORT: process.env.E2E_PORT,
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR,
        LOG_LEVEL: 'warn',
        TZ: 'UTC',
        PUBLIC_URL: baseURL,
        OIDC_ISSUER: `http://127.0.0.1:${oidcPort}`,
        OIDC_CLIENT_ID: TEST_OIDC_CLIENT.clientId,
        OIDC_CLIENT_SECRET: TEST_OIDC_CLIENT.clientSecret,
        // The development provider knows no select_account; login asks for the account every time.
        OIDC_PROMPT: 'login',
        MICROSOFT_OIDC_ISSUER: `http://127.0.0.1:${microsoftOidcPort}`,
        MICROSOFT_OIDC_CLIENT_ID: TEST_OIDC_CLIENT.clientId,
        MICROSOFT_OIDC_CLIENT_SECRET: TEST_OIDC_CLIENT.clientSecret,
        MICROSOFT_OIDC_PROMPT: 'login',
        // Playwright's own requests come from 127.0.0.1 like the browser's; trusting it as the proxy
        // lets a journey send X-Forwarded-For (the IP allow-list journey). Without the header nothing changes.
        TRUST_PROXY: '127.0.0.1',
      },
    },
  ],
});
