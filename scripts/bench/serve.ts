/**
 * Child-process entry of the benchmark server (started by server.ts, never run by hand): opens the
 * product's runtime on the database named by the environment (DATABASE_URL + DATABASE_POOL_SIZE,
 * else DATA_DIR) — database, pg-boss queue and, unless WORKER=false, the mail worker, as
 * `npm start` does — builds the API with buildApp and listens on 127.0.0.1 on a port the OS
 * picks. It runs apart from the load generator so autocannon does not share (and steal) the
 * server's event loop.
 *
 * Protocol over the IPC channel: sends `{ type: 'ready', port }` once listening; on
 * `{ type: 'profile-start' }` starts V8's CPU profiler and on `{ type: 'profile-stop', file }` writes
 * the profile of that window to `file` and answers `{ type: 'profiled', file }` (a benchmark
 * profiles just its measured requests); on SIGTERM it closes the server and the database
 * (releasing the PGlite lock) and exits 0.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import { buildApp } from '../../apps/api/src/app.ts';
import { configFromEnv } from '../../apps/api/src/config.ts';
import { appContextOf, openRuntime } from '../../apps/api/src/runtime.ts';

// The same runtime as `npm start` (database, job queue, mail worker), so the numbers are the product's.
const config = configFromEnv();
const runtime = await openRuntime(config);
// No SPA, warn-level logging: per-request info logs would measure pino, not the check-in path.
const app = await buildApp(appContextOf(runtime), { ...config, webDistDir: null, logLevel: process.env.LOG_LEVEL ?? 'warn' });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.send?.({ type: 'ready', port });

let profiler: Session | null = null;
process.on('message', (message: { type?: string; file?: string }) => {
  void (async () => {
    if (message.type === 'profile-start' && !profiler) {
      profiler = new Session();
      profiler.connect();
      await profiler.post('Profiler.enable');
      await profiler.post('Profiler.start');
    } else if (message.type === 'profile-stop' && profiler && message.file) {
      const { profile } = await profiler.post('Profiler.stop');
      profiler.disconnect();
      profiler = null;
      writeFileSync(message.file, JSON.stringify(profile));
      process.send?.({ type: 'profiled', file: message.file });
    }
  })();
});

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  await app.close();
  await runtime.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
// The parent died without stopping us: do not linger holding a port and the PGlite lock.
process.on('disconnect', () => void shutdown());
