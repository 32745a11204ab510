import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../test/postgres.ts';

/**
 * The city deployment of deploy/ started on 127.0.0.1 for the city-morning script (issue 15): API
 * processes (`apps/api/src/server.ts`, WORKER=false), one job worker (`apps/api/src/worker.ts`) and
 * Debian's nginx running the repository's own upstream and locations files, only with this run's
 * ports and directories substituted.
 */

const here = path.dirname(fileURLToPath(import.meta.url));
export const repoRoot = path.resolve(here, '../../..');

/** One product process we started (held by its real pid: node with tsx as an import hook). */
export interface ProductProcess {
  name: string;
  port: number | null;
  pid(): number;
  /** SIGKILL: the process dies mid-request, as on an OOM kill or a crashed machine. */
  kill(): Promise<void>;
  /** Starts it again with the same settings and waits until it is ready. */
  restart(): Promise<void>;
  /** SIGTERM, SIGKILL after 10 s. */
  stop(): Promise<void>;
}

function spawnProduct(script: string, env: Record<string, string>, logFile: string): ChildProcess {
  const out = path.resolve(logFile);
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(repoRoot, script)], {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const append = (chunk: Buffer) => writeFileSync(out, chunk, { flag: 'a' });
  child.stdout!.on('data', append);
  child.stderr!.on('data', append);
  return child;
}

async function waitReady(url: string, child: ChildProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`process exited before it was ready (${child.exitCode ?? child.signalCode})`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`not ready after ${timeoutMs} ms: ${url}`);
}

async function stopChild(child: ChildProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill(signal);
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/**
 * Starts an API process on `port` as a city runs it (WORKER=false, SEED_DEMO=false, behind nginx).
 * A start that dies before it is ready (e.g. PostgreSQL restarting under it: pg-boss gets 57P01)
 * is retried after 1 s, up to 20 times, as systemd's `Restart=always`, `RestartSec=1` in
 * deploy/systemd/sukoyaka-api@.service does. Throws when no attempt became ready.
 */
export async function startApi(name: string, port: number, env: Record<string, string>, logDir: string): Promise<ProductProcess> {
  const settings = { ...env, PORT: String(port), HOST: '127.0.0.1', WORKER: 'false', SEED_DEMO: 'false', TRUST_PROXY: '127.0.0.1', LOG_LEVEL: 'warn' };
  const start = async (): Promise<ChildProcess> => {
    for (let attempt = 1; ; attempt++) {
      const started = spawnProduct('apps/api/src/server.ts', settings, path.join(logDir, `${name}.log`));
      try {
        await waitReady(`http://127.0.0.1:${port}/api/ready`, started);
        return started;
      } catch (err) {
        await stopChild(started, 'SIGKILL');
        if (attempt >= 20) throw err;
        await new Promise((r) => setTimeout(r, 1000));
      }
    }
  };
  return restartable(name, port, start);
}

/** Starts the job worker (mail to `env.SMTP_URL`); ready once it says so on stdout. */
export async function startWorker(env: Record<string, string>, logDir: string): Promise<ProductProcess> {
  const start = async () => {
    const child = spawnProduct('apps/api/src/worker.ts', { ...env, WORKER: 'true' }, path.join(logDir, 'worker.log'));
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('worker did not start')), 60_000);
      child.stdout!.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('worker')) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.once('exit', () => reject(new Error('worker exited at start')));
    });
    return child;
  };
  return restartable('worker', null, start);
}

/** A started product process that the morning can SIGKILL and start again with `start`. */
async function restartable(name: string, port: number | null, start: () => Promise<ChildProcess>): Promise<ProductProcess> {
  let child = await start();
  return {
    name,
    port,
    pid: () => child.pid!,
    kill: () => stopChild(child, 'SIGKILL'),
    restart: async () => {
      await stopChild(child, 'SIGKILL');
      child = await start();
    },
    stop: () => stopChild(child),
  };
}

/** nginx from deploy/nginx with this run's API ports, listening on 127.0.0.1:`port`. */
export interface Nginx {
  url: string;
  /** `nginx -s reload`: the upstream file is read again (the readiness checker's NGINX_RELOAD). */
  reload(): void;
  stop(): Promise<void>;
  /** The master process's pid (its workers are its children). */
  pid(): number;
}

/**
 * Writes an nginx.conf into `dir` that includes the repository's upstream block (its `server`
 * lines replaced by `apiPorts`, in `dir`/upstream.conf, which the readiness checker may rewrite)
 * and locations file, and runs `nginx -g 'daemon off;'`. `healthPath` is what it waits for.
 * Throws when nginx is not installed (`npm test` installs it) or `nginx -t` refuses the config.
 */
export async function startNginx(dir: string, apiPorts: number[], webRoot: string, healthPath = '/api/health'): Promise<Nginx> {
  mkdirSync(dir, { recursive: true });
  const port = await freePort();
  const upstream = readFileSync(path.join(repoRoot, 'deploy/nginx/sukoyaka-upstream.conf'), 'utf8');
  const serverLine = /^\s*server 127\.0\.0\.1:\d+ (.*);$/m;
  const params = serverLine.exec(upstream)?.[1];
  if (!params) throw new Error('deploy/nginx/sukoyaka-upstream.conf has no "server 127.0.0.1:PORT …;" line');
  const ours = apiPorts.map((p) => `    server 127.0.0.1:${p} ${params};`).join('\n');
  const rewritten = upstream.replace(/(^\s*server 127\.0\.0\.1:\d+ .*;\n?)+/m, `${ours}\n`);
  const asRoot = process.getuid?.() === 0;
  const conf = `# written by scripts/bench/city/stack.ts for one run
${asRoot ? 'user root;' : ''}
worker_processes 2;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
    access_log off;
    client_body_temp_path ${dir}/body;
    proxy_temp_path ${dir}/proxy;
    fastcgi_temp_path ${dir}/fastcgi;
    uwsgi_temp_path ${dir}/uwsgi;
    scgi_temp_path ${dir}/scgi;
    include ${path.join(dir, 'upstream.conf')};
    server {
        listen 127.0.0.1:${port};
        root ${webRoot};
        include ${path.join(repoRoot, 'deploy/nginx/sukoyaka-locations.conf')};
    }
}
`;
  writeFileSync(path.join(dir, 'upstream.conf'), rewritten);
  const file = path.join(dir, 'nginx.conf');
  writeFileSync(file, conf);
  const test = spawnSync('nginx', ['-t', '-p', dir, '-c', file], { encoding: 'utf8' });
  if (test.error) throw new Error(`nginx is not installed (apt-get install nginx): ${test.error.message}`);
  if (test.status !== 0) throw new Error(`nginx -t refused the config: ${test.stderr}`);
  const child = spawn('nginx', ['-p', dir, '-c', file, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  const url = `http://127.0.0.1:${port}`;
  await waitReady(`${url}${healthPath}`, child, 20_000);
  return {
    url,
    reload: () => {
      const reloaded = spawnSync('nginx', ['-p', dir, '-c', file, '-s', 'reload'], { encoding: 'utf8' });
      if (reloaded.status !== 0) throw new Error(`nginx -s reload failed: ${reloaded.stderr}`);
    },
    stop: () => stopChild(child, 'SIGQUIT'),
    pid: () => child.pid!,
  };
}
