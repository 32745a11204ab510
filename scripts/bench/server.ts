import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../..');

/** A running API server child: its base URL (http://127.0.0.1:port) and process id. */
export interface ServerChild {
  url: string;
  pid: number;
  /** SIGTERM, then SIGKILL after `graceMs` (default 10 s); resolves when the process has exited. */
  stop(graceMs?: number): Promise<void>;
  /** Starts V8's CPU profiler in the server (serve.ts), for one measured window. */
  startProfile(): void;
  /** Stops it and writes the window's .cpuprofile to `file`; resolves once written. */
  stopProfile(file: string): Promise<void>;
}

export interface ServerChildOptions {
  /** Database selection, passed as the child's environment (DATABASE_URL/DATABASE_POOL_SIZE or DATA_DIR). */
  env: Record<string, string>;
  /** Extra node flags, e.g. ['--cpu-prof', '--cpu-prof-dir=…'] to profile the server. */
  nodeFlags?: string[];
  /** Milliseconds to wait for the 'ready' message (default 60 s; a fresh PGlite takes seconds). */
  startTimeoutMs?: number;
}

/**
 * Starts scripts/bench/serve.ts in a separate Node process (same Node binary, tsx as an import
 * hook rather than the tsx CLI, so the pid we hold is the server itself and IPC reaches it).
 */
export function startServerChild(options: ServerChildOptions): Promise<ServerChild> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env };
  // The child must pick its database only from options.env.
  if (!options.env.DATABASE_URL) delete env.DATABASE_URL;
  const child = spawn(process.execPath, [...(options.nodeFlags ?? []), '--import', 'tsx', path.join(here, 'serve.ts')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('benchmark server did not start in time'));
    }, options.startTimeoutMs ?? 60_000);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`benchmark server exited before it was ready (code ${code}, signal ${signal})`));
    });
    child.on('message', (message: { type?: string; port?: number }) => {
      if (message.type !== 'ready' || !message.port) return;
      clearTimeout(timer);
      resolve({
        url: `http://127.0.0.1:${message.port}`,
        pid: child.pid!,
        stop: (graceMs = 10_000) => stopChild(child, exited, graceMs),
        startProfile: () => child.send({ type: 'profile-start' }),
        stopProfile: (file) =>
          new Promise<void>((done) => {
            const written = (m: { type?: string; file?: string }) => {
              if (m.type !== 'profiled' || m.file !== file) return;
              child.off('message', written);
              done();
            };
            child.on('message', written);
            child.send({ type: 'profile-stop', file });
          }),
      });
    });
  });
}

/** The `Nice=` of deploy/systemd/sukoyaka-worker.service: how a city runs its job worker. */
export function workerServiceNice(): number {
  const unit = readFileSync(path.join(repoRoot, 'deploy/systemd/sukoyaka-worker.service'), 'utf8');
  const nice = /^Nice=(-?\d+)$/m.exec(unit);
  if (!nice) throw new Error('deploy/systemd/sukoyaka-worker.service has no Nice= line');
  return Number(nice[1]);
}

/**
 * Starts the stand-alone job worker (apps/api/src/worker.ts) as a separate process under
 * `nice -n <nice>` — the production layout of deploy/systemd, where the API processes run with
 * WORKER=false. Resolves once it prints that it works the queue (within 60 s).
 */
export function startWorkerChild(options: { env: Record<string, string>; nice: number }): Promise<Pick<ServerChild, 'pid' | 'stop'>> {
  const env: NodeJS.ProcessEnv = { ...process.env, ...options.env };
  if (!options.env.DATABASE_URL) delete env.DATABASE_URL;
  const child = spawn('nice', ['-n', String(options.nice), process.execPath, '--import', 'tsx', path.join(repoRoot, 'apps/api/src/worker.ts')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error('benchmark worker did not start in time'));
    }, 60_000);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`benchmark worker exited before it was ready (code ${code}, signal ${signal})`));
    });
    let out: string | null = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      if (out === null) return; // ready: the rest is drained and dropped
      out += chunk.toString();
      if (!out.includes('working the job queue')) return;
      out = null;
      clearTimeout(timer);
      resolve({ pid: child.pid!, stop: (graceMs = 10_000) => stopChild(child, exited, graceMs) });
    });
  });
}

async function stopChild(child: ChildProcess, exited: Promise<void>, graceMs: number): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}
