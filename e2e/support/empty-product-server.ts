import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

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
  const env = { ...process.env, DATA_DIR: dataDir, SEED_DEMO: 'false', PUBLIC_URL: origin, TZ: 'UTC', LOG_LEVEL: 'warn', FIRST_RUN_PASSWORD: '' };
  const firstRunOutput = execFileSync(tsx, ['packages/db/src/cli/first-run.ts', ...options.firstRunArgs], { cwd: root, env, encoding: 'utf8' });
  const child: ChildProcess = spawn(tsx, ['apps/api/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...env, PORT: String(options.port), HOST: '127.0.0.1', WORKER: 'false' },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the product server exited with ${child.exitCode}`);
    const up = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('the product server did not start in 120 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    firstRunOutput,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
