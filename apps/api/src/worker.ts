import { configFromEnv } from './config.ts';
import { openRuntime } from './runtime.ts';

/**
 * A stand-alone job worker (`npm run worker`) for deployments that run API processes with
 * WORKER=false: it works the mail queue on the same PostgreSQL database and serves no HTTP.
 * (On the embedded database the server process is the only one allowed, and runs the worker.)
 */
const config = { ...configFromEnv(), runWorker: true };
const runtime = await openRuntime(config);
console.log('すこやか worker: working the job queue');

async function shutdown() {
  await runtime.close();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
