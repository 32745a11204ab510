import { configFromEnv } from './config.ts';
import { createMetrics } from './modules/metrics/metrics.ts';
import { startMetricsServer } from './plugins/metrics.ts';
import { openRuntime } from './runtime.ts';

/**
 * A stand-alone job worker (`npm run worker`) for deployments that run API processes with
 * WORKER=false: it works the mail queue on the same PostgreSQL database and serves no HTTP.
 * (On the embedded database the server process is the only one allowed, and runs the worker.)
 */
const config = { ...configFromEnv(), runWorker: true };
const runtime = await openRuntime(config);
// The worker's metrics are the job queue's and the process's (METRICS_PORT; no HTTP routes here).
const metricsServer = config.metricsServer
  ? await startMetricsServer(createMetrics(runtime.handle), config.metricsServer.port, config.metricsServer.host)
  : null;
console.log('すこやか worker: working the job queue');

async function shutdown() {
  metricsServer?.close();
  await runtime.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
