import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '../../../../scripts/test/postgres.ts';

const root = path.resolve(import.meta.dirname, '../../../..');

/** A product server started as its own process, as an operator starts it. */
export interface ServerProcess {
  origin: string;
  child: ChildProcess;
  /** Everything the process wrote to standard error so far. */
  stderr: () => string;
  /** Resolves with the exit code (or the signal's name) when the process has ended. */
  exited: Promise<number | string>;
  /** Sends `signal` and waits for the exit, answering how long it took (ms) and the exit code. */
  stop: (signal?: NodeJS.Signals) => Promise<{ ms: number; code: number | string }>;
}

/**
 * Starts `apps/api/src/server.ts` (or, with `wrapper`, `scripts/start.mjs`, the `npm start`
 * wrapper, told not to build the web app by WEB_DIST_DIR) with Node 24 and tsx on a free port,
 * and waits until /api/health answers (`waitFor: 'health'`, default) or the process exits
 * (`waitFor: 'exit'`, for a start that must be refused). `env` adds or overrides settings.
 */
export async function startServerProcess(options: {
  env: Record<string, string>;
  wrapper?: boolean;
  waitFor?: 'health' | 'exit';
  timeoutMs?: number;
}): Promise<ServerProcess> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const args = options.wrapper ? [path.join(root, 'scripts/start.mjs')] : ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')];
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      TZ: 'UTC',
      WORKER: 'false',
      WEB_DIST_DIR: path.join(root, '.no-web-build'),
      ...options.env,
    },
  });
  let err = '';
  child.stderr!.on('data', (chunk: Buffer) => (err += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  const server: ServerProcess = {
    origin,
    child,
    stderr: () => err,
    exited,
    stop: async (signal = 'SIGTERM') => {
      const started = Date.now();
      child.kill(signal);
      const code = await exited;
      return { ms: Date.now() - started, code };
    },
  };
  if (options.waitFor === 'exit') return server;
  const deadline = Date.now() + (options.timeoutMs ?? 120_000);
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${err}`);
    const up = await fetch(`${origin}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return server;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not answer within ${options.timeoutMs ?? 120_000} ms: ${err}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** POSTs or GETs JSON at a server process; answers the status, headers and parsed body. */
export async function call(origin: string, method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${origin}${url}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}
