import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DataDirLockedError, describeDemoAccounts, isEmpty, seedDemo, writeDemoAccounts } from '@sukoyaka/db';
import { buildApp } from './app.ts';
import { configFromEnv } from './config.ts';
import { createMetrics } from './modules/metrics/metrics.ts';
import { startMetricsServer } from './plugins/metrics.ts';
import { startDraining } from './plugins/context.ts';
import { appContextOf, openRuntime } from './runtime.ts';

/**
 * The production process (`npm start`): opens the database (embedded PGlite in DATA_DIR unless
 * DATABASE_URL is set), applies migrations, starts the job queue and its worker, seeds the demo
 * into an empty database, then serves the API and the built web app on PORT.
 */
const config = configFromEnv();
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const webDistDir = config.webDistDir ?? path.join(repoRoot, 'apps/web/dist');

const runtime = await openRuntime(config).catch((err: unknown) => {
  // Another server holds the embedded database: say so in one line (with its pid), no stack trace.
  if (err instanceof DataDirLockedError) {
    console.error(err.message);
    process.exit(1);
  }
  throw err;
});
const { handle } = runtime;

let demoLines: string[] = [];
if (process.env.SEED_DEMO !== 'false' && (await isEmpty(handle.db))) {
  const accounts = await seedDemo(handle.db);
  const file = writeDemoAccounts(config.dataDir, accounts);
  demoLines = [...describeDemoAccounts(accounts, `http://localhost:${config.port}`), `(${file})`];
}

const metrics = createMetrics(handle);
const app = await buildApp(appContextOf(runtime), { ...config, webDistDir, metrics });
await app.listen({ port: config.port, host: config.host });
const metricsServer = config.metricsServer ? await startMetricsServer(metrics, config.metricsServer.port, config.metricsServer.host) : null;
for (const line of demoLines) console.log(line);
console.log(`すこやか: http://localhost:${config.port} (${handle.kind === 'pglite' ? `embedded database in ${config.dataDir}` : 'PostgreSQL'})`);

/**
 * Stopping (issue 22 item 4): SIGTERM, SIGINT, or the `npm start` wrapper gone (its IPC channel
 * closes, so a killed wrapper never leaves an orphan holding the data directory). The process
 * answers not ready and refuses new requests with 503 at once, lets the requests in flight finish,
 * closes the queue and the database, and exits. Whatever is still running after
 * SHUTDOWN_TIMEOUT_MS (default 8 s; a stuck query) is abandoned: its transaction never commits, so
 * nothing is half-written (PostgreSQL rolls it back; the embedded database discards it at the
 * next start), and the process exits with status 1.
 */
let closing = false;
async function shutdown(reason: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${reason}: closing`);
  setTimeout(() => {
    app.log.error(`${reason}: still busy after ${config.shutdownTimeoutMs} ms (a stuck request or query); exiting without it`);
    process.exit(1);
  }, config.shutdownTimeoutMs).unref();
  startDraining(app);
  metricsServer?.close();
  await app.close();
  await runtime.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
if (process.send) process.on('disconnect', () => void shutdown('the npm start wrapper exited'));
