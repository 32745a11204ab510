import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

export interface ProductServer {
  origin: string;
  /** Stops the server as an operator does (SIGTERM) and waits until the process has exited. */
  stop: () => Promise<void>;
}

/**
 * Starts a second product server (`apps/api/src/server.ts`, the embedded database in `dataDir`,
 * the demo seeded when the directory is empty, the same built web app as the configured server)
 * and waits until it answers /api/health (`timeoutMs`, 120 s by default). For the run's servers
 * (global-setup.ts) and journeys that stop and restart a server themselves; `env` adds or overrides
 * settings (e.g. SEED_DEMO=false, WORKER=true).
 */
export async function startProductServer(options: { port: number; dataDir: string; env?: Record<string, string>; timeoutMs?: number }): Promise<ProductServer> {
  const origin = `http://127.0.0.1:${options.port}`;
  const child: ChildProcess = spawn(path.join(root, 'node_modules/.bin/tsx'), ['apps/api/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'warn',
      TZ: 'UTC',
      WORKER: 'false',
      ...options.env,
    },
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const timeoutMs = options.timeoutMs ?? 120_000;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the product server exited with ${child.exitCode}`);
    const up = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`the product server on port ${options.port} did not start in ${timeoutMs / 1000} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    origin,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
