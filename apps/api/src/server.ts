import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describeDemoAccounts, isEmpty, seedDemo, writeDemoAccounts } from '@sukoyaka/db';
import { buildApp } from './app.ts';
import { configFromEnv } from './config.ts';
import { createMetrics } from './modules/metrics/metrics.ts';
import { startMetricsServer } from './plugins/metrics.ts';
import { openRuntime } from './runtime.ts';

/**
 * The production process (`npm start`): opens the database (embedded PGlite in DATA_DIR unless
 * DATABASE_URL is set), applies migrations, starts the job queue and its worker, seeds the demo
 * into an empty database, then serves the API and the built web app on PORT.
 */
const config = configFromEnv();
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const webDistDir = config.webDistDir ?? path.join(repoRoot, 'apps/web/dist');

const runtime = await openRuntime(config);
const { handle } = runtime;

let demoLines: string[] = [];
if (process.env.SEED_DEMO !== 'false' && (await isEmpty(handle.db))) {
  const accounts = await seedDemo(handle.db);
  const file = writeDemoAccounts(config.dataDir, accounts);
  demoLines = [...describeDemoAccounts(accounts, `http://localhost:${config.port}`), `(${file})`];
}

const metrics = createMetrics(handle);
const app = await buildApp({ db: handle.db, mail: runtime.mail }, { ...config, webDistDir, metrics });
await app.listen({ port: config.port, host: config.host });
const metricsServer = config.metricsServer ? await startMetricsServer(metrics, config.metricsServer.port, config.metricsServer.host) : null;
for (const line of demoLines) console.log(line);
console.log(`すこやか: http://localhost:${config.port} (${handle.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal}: closing`);
  metricsServer?.close();
  await app.close();
  await runtime.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
