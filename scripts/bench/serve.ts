/**
 * Child-process entry of the benchmark server (started by server.ts, never run by hand): opens the
 * database named by the environment (DATABASE_URL + DATABASE_POOL_SIZE, else DATA_DIR), builds the
 * API with buildApp and listens on 127.0.0.1 on a port the OS picks. It runs apart from the load
 * generator so autocannon does not share (and steal) the server's event loop.
 *
 * Protocol over the IPC channel: sends `{ type: 'ready', port }` once listening; on SIGTERM it
 * closes the server and the database (releasing the PGlite lock) and exits 0.
 */
import { openDatabase } from '@sukoyaka/db/client';
import { buildApp } from '../../apps/api/src/app.ts';
import { configFromEnv } from '../../apps/api/src/config.ts';

const config = configFromEnv();
const handle = await openDatabase(config.database);
// No SPA, warn-level logging: per-request info logs would measure pino, not the check-in path.
const app = await buildApp(handle.db, { ...config, webDistDir: null, logLevel: process.env.LOG_LEVEL ?? 'warn' });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
process.send?.({ type: 'ready', port });

let closing = false;
async function shutdown() {
  if (closing) return;
  closing = true;
  await app.close();
  await handle.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown());
process.on('SIGINT', () => void shutdown());
// The parent died without stopping us: do not linger holding a port and the PGlite lock.
process.on('disconnect', () => void shutdown());
