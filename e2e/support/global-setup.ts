import { cpSync, rmSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';
import { startTestOidcProvider } from '../../scripts/test/oidc-provider.ts';
import { startProductServer, type ProductServer } from './product-server.ts';
import { googlePort, microsoftPort, productEnv, runDir, templateDir, workerDataDir, workerOrigin, workerPort } from './servers.ts';

/**
 * Playwright's global setup (decision 048): seeds the demo ONCE into a template embedded database
 * (the product's own first start: migrations, job queue, demo seed, then a clean stop), copies that
 * data directory for every worker and starts one product server per worker on its copy, plus the two
 * local OpenID providers every worker's server signs pupils in with. Returns the teardown. Seeding
 * at every server's start cost a minute or more per server; a copy costs a second.
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const workers = Math.max(1, config.workers);
  const indexes = [...Array(workers).keys()];
  const started = Date.now();
  // A loaded CI machine seeds slowly (bullying surveys, health observations, board daily figures).
  const seeding = await startProductServer({ port: workerPort(0), dataDir: templateDir(), env: productEnv(0), timeoutMs: 300_000 });
  await seeding.stop();
  const seeded = Date.now();

  const callbacks = (provider: 'google' | 'microsoft') => indexes.map((i) => `${workerOrigin(i)}/api/students/${provider}/callback`);
  const google = await startTestOidcProvider({ port: googlePort(), redirectUris: callbacks('google') });
  const microsoft = await startTestOidcProvider({ port: microsoftPort(), redirectUris: callbacks('microsoft'), flavour: 'microsoft' });
  const servers: ProductServer[] = [];
  try {
    await Promise.all(
      indexes.map(async (i) => {
        cpSync(templateDir(), workerDataDir(i), { recursive: true });
        servers.push(await startProductServer({ port: workerPort(i), dataDir: workerDataDir(i), env: productEnv(i) }));
      }),
    );
  } catch (error) {
    await Promise.all(servers.map((s) => s.stop()));
    await Promise.all([google.close(), microsoft.close()]);
    throw error;
  }
  console.log(
    `e2e: demo seeded once in ${((seeded - started) / 1000).toFixed(0)} s; ${workers} product server(s) up in ${((Date.now() - seeded) / 1000).toFixed(0)} s`,
  );

  return async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await Promise.all([google.close(), microsoft.close()]);
    rmSync(runDir(), { recursive: true, force: true });
  };
}
