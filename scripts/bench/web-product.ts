import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { DemoAccounts } from '@sukoyaka/db';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Builds the web app into `outDir` with the repo's own Vite config (the production build, with
 * its `.gz`/`.br` siblings). @throws Error when the build fails.
 */
export async function buildWeb(outDir: string): Promise<void> {
  const child = spawn(path.join(repoRoot, 'node_modules/.bin/vite'), ['build', 'apps/web', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`vite build failed (exit ${code})`);
}

/** A port the OS says is free right now (it may be taken again before we use it; rarely). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The product as a student's tablet sees it: API + built web app on one origin. */
export interface Product {
  /** http://127.0.0.1:<port> */
  url: string;
  /** The demo logins the server wrote when it seeded the empty DATA_DIR. */
  accounts: DemoAccounts;
  /** SIGTERM, SIGKILL after 10 s; resolves once the process has exited. */
  stop(): Promise<void>;
}

/**
 * Starts `apps/api/src/server.ts` exactly as `npm start` runs it (embedded PGlite in `dataDir`,
 * seeded with the demo, serving `webDistDir` precompressed) on a free port, and waits for
 * GET /api/health. @throws Error when it exits early or is not healthy within 120 s.
 */
export async function startProduct(opts: { dataDir: string; webDistDir: string }): Promise<Product> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: opts.dataDir,
    WEB_DIST_DIR: opts.webDistDir,
    LOG_LEVEL: 'warn',
  };
  delete env.DATABASE_URL; // the embedded database in dataDir, never someone's PostgreSQL
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], { cwd: repoRoot, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the product server exited with code ${child.exitCode}`);
    if (Date.now() > deadline) {
      await stopChild(child, exited);
      throw new Error('the product server was not healthy within 120 s');
    }
    const ok = await fetch(`${url}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  const accounts = JSON.parse(readFileSync(path.join(opts.dataDir, 'demo-accounts.json'), 'utf8')) as DemoAccounts;
  return { url, accounts, stop: () => stopChild(child, exited) };
}

async function stopChild(child: ChildProcess, exited: Promise<void>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}
