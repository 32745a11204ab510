import path from 'node:path';
import { TEST_OIDC_CLIENT } from '../../scripts/test/oidc-provider.ts';

/**
 * Where each Playwright worker's product runs (decision 048). Worker `i` (its parallel index, stable
 * while the run lasts) has its own product server on port E2E_PORT + i over its own copy of the seeded
 * embedded database (`<run dir>/worker-i`); the two local OpenID providers (Google and Microsoft
 * flavours, decisions 014 and 034) are shared, on E2E_PORT + 1000 and + 2000, and accept every
 * worker's callback. A journey that starts a server of its own adds its offset to its worker's port
 * (+3100 first run, +4000 server restart), so workers never meet on a port.
 */
export const basePort = () => Number(process.env.E2E_BASE_PORT ?? process.env.E2E_PORT ?? 3210);
export const workerPort = (index: number) => basePort() + index;
export const workerOrigin = (index: number) => `http://127.0.0.1:${workerPort(index)}`;
export const googlePort = () => basePort() + 1000;
export const microsoftPort = () => basePort() + 2000;

/** The run's directory: the seeded template and one data directory per worker. */
export const runDir = () => process.env.E2E_RUN_DIR!;
export const templateDir = () => path.join(runDir(), 'template');
export const workerDataDir = (index: number) => path.join(runDir(), `worker-${index}`);

/** The settings of worker `index`'s product server, as the single server of issue 1 had them. */
export function productEnv(index: number): Record<string, string> {
  const origin = workerOrigin(index);
  return {
    LOG_LEVEL: 'warn',
    TZ: 'UTC',
    WORKER: 'true',
    PUBLIC_URL: origin,
    OIDC_ISSUER: `http://127.0.0.1:${googlePort()}`,
    OIDC_CLIENT_ID: TEST_OIDC_CLIENT.clientId,
    OIDC_CLIENT_SECRET: TEST_OIDC_CLIENT.clientSecret,
    // The development provider knows no select_account; login asks for the account every time.
    OIDC_PROMPT: 'login',
    MICROSOFT_OIDC_ISSUER: `http://127.0.0.1:${microsoftPort()}`,
    MICROSOFT_OIDC_CLIENT_ID: TEST_OIDC_CLIENT.clientId,
    MICROSOFT_OIDC_CLIENT_SECRET: TEST_OIDC_CLIENT.clientSecret,
    MICROSOFT_OIDC_PROMPT: 'login',
    // Playwright's own requests come from 127.0.0.1 like the browser's; trusting it as the proxy
    // lets a journey send X-Forwarded-For (the IP allow-list journey). Without the header nothing changes.
    TRUST_PROXY: '127.0.0.1',
  };
}
