import { execSync } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * nginx routes on readiness (issue 22 item 3; decision 044). Debian's nginx has no active health
 * checks, so this small process asks every API process's GET /api/ready (2 s timeout) every
 * READINESS_INTERVAL_MS and rewrites the upstream block nginx includes: a process that is not ready
 * (its database connections held by a stuck query, the database gone, migrations pending, or the
 * process stopping) is marked `down` and nginx reloads; when it is ready again it comes back. If no
 * process is ready, none is marked down (their 503 in Japanese beats nginx's 502). Passive checks
 * stay as well: a 503 answer sends the request to the next process (proxy_next_upstream).
 *
 * Run by deploy/systemd/sukoyaka-readiness.service (`npm run readiness`) with
 *   SUKOYAKA_UPSTREAMS=127.0.0.1:3001,127.0.0.1:3002   the API processes, as in the upstream block
 *   UPSTREAM_FILE=/etc/nginx/conf.d/sukoyaka-upstream.conf
 *   NGINX_RELOAD="nginx -s reload"                    how to make nginx read the file again
 *   READINESS_INTERVAL_MS=2000
 */

/** One API process in the upstream block, as `host:port`. */
export type Upstream = string;

/** The server parameters of deploy/nginx/sukoyaka-upstream.conf (`max_fails=1 fail_timeout=5s`). */
export function serverParams(upstreamConf: string): string {
  const params = /^\s*server \S+ (.*);$/m.exec(upstreamConf)?.[1];
  if (!params) throw new Error('the upstream file has no "server host:port …;" line');
  return params.replace(/\s*\bdown\b/, '');
}

/**
 * The upstream block of `template` (deploy/nginx/sukoyaka-upstream.conf) with one `server` line
 * per upstream, `down` where `ready` says false, unless none is ready (then none is down).
 */
export function upstreamConf(template: string, upstreams: Upstream[], ready: Map<Upstream, boolean>): string {
  const params = serverParams(template);
  const anyReady = upstreams.some((u) => ready.get(u));
  const lines = upstreams.map((u) => `    server ${u} ${params}${anyReady && !ready.get(u) ? ' down' : ''};`).join('\n');
  return template.replace(/(^\s*server \S+ .*;\n?)+/m, `${lines}\n`);
}

/** GET http://`upstream`/api/ready answered 200 within `timeoutMs`. */
export async function isReady(upstream: Upstream, timeoutMs = 2_000): Promise<boolean> {
  try {
    const res = await fetch(`http://${upstream}/api/ready`, { signal: AbortSignal.timeout(timeoutMs) });
    await res.arrayBuffer();
    return res.status === 200;
  } catch {
    return false;
  }
}

/**
 * One round: asks every upstream, writes `file` (atomically) when the block changed and runs
 * `reload`. Answers which upstreams are ready and whether the file changed.
 */
export async function checkOnce(opts: {
  template: string;
  upstreams: Upstream[];
  file: string;
  reload: () => void;
}): Promise<{ ready: Map<Upstream, boolean>; changed: boolean }> {
  const answers = await Promise.all(opts.upstreams.map(async (u) => [u, await isReady(u)] as const));
  const ready = new Map(answers);
  const next = upstreamConf(opts.template, opts.upstreams, ready);
  let current = '';
  try {
    current = readFileSync(opts.file, 'utf8');
  } catch {
    // first round
  }
  if (next === current) return { ready, changed: false };
  writeFileSync(`${opts.file}.tmp`, next);
  renameSync(`${opts.file}.tmp`, opts.file);
  opts.reload();
  return { ready, changed: true };
}

async function main() {
  const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const template = readFileSync(path.join(repoRoot, 'deploy/nginx/sukoyaka-upstream.conf'), 'utf8');
  const upstreams = (process.env.SUKOYAKA_UPSTREAMS ?? '127.0.0.1:3001,127.0.0.1:3002')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const file = process.env.UPSTREAM_FILE ?? '/etc/nginx/conf.d/sukoyaka-upstream.conf';
  const reloadCommand = process.env.NGINX_RELOAD ?? 'nginx -s reload';
  const interval = Number(process.env.READINESS_INTERVAL_MS ?? 2_000);
  let last = '';
  for (;;) {
    const { ready } = await checkOnce({ template, upstreams, file, reload: () => execSync(reloadCommand, { stdio: 'inherit' }) });
    const state = upstreams.map((u) => `${u} ${ready.get(u) ? 'ready' : 'NOT READY'}`).join(', ');
    if (state !== last) console.log(`${new Date().toISOString()} ${state}`);
    last = state;
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
