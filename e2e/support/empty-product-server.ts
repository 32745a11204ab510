import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startProductServer } from './product-server.ts';

const root = path.resolve(import.meta.dirname, '../..');
const tsx = path.join(root, 'node_modules/.bin/tsx');

/** A product server on an empty database set up by `npm run first-run` (issue 13 item 8). */
export interface EmptyProductServer {
  origin: string;
  /** What `npm run first-run` printed (the registration links). */
  firstRunOutput: string;
  /** Stops the server (SIGTERM) and waits until the process has exited. */
  stop: () => Promise<void>;
}

/**
 * Starts a product server as a real school would from nothing: a fresh embedded database in its
 * own data directory, `npm run first-run -- <args>` with SEED_DEMO=false (migrations, the board,
 * its schools, each school's first admin teacher, their registration links), then
 * `apps/api/src/server.ts` with SEED_DEMO=false on `port`, serving the same built web app
 * (WEB_DIST_DIR) as the configured server, and waits until /api/health answers (≤ 120 s).
 * The first-run command runs before the server because the embedded database takes one process.
 */
export async function startEmptyProductServer(options: { port: number; firstRunArgs: string[] }): Promise<EmptyProductServer> {
  const origin = `http://127.0.0.1:${options.port}`;
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'sukoyaka-first-run-'));
  const settings = { SEED_DEMO: 'false', PUBLIC_URL: origin, FIRST_RUN_PASSWORD: '' };
  const firstRunOutput = execFileSync(tsx, ['packages/db/src/cli/first-run.ts', ...options.firstRunArgs], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, TZ: 'UTC', LOG_LEVEL: 'warn', ...settings },
    encoding: 'utf8',
  });
  const server = await startProductServer({ port: options.port, dataDir, env: settings });
  return { ...server, firstRunOutput };
}
