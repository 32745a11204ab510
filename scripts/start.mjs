#!/usr/bin/env node
// `npm start`: builds the web app when its sources are newer than the last build (unless WEB_DIST_DIR
// names another build to serve), then runs the server (API + built SPA) on PORT with the embedded
// database in DATA_DIR unless DATABASE_URL is set.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');

/** Newest modification time under the given folders (ignoring node_modules and dist). */
function newestMtime(dirs) {
  let newest = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules' || entry.name === 'dist') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  for (const d of dirs) if (existsSync(d)) walk(d);
  return newest;
}

const sources = ['apps/web', 'packages/contracts/src', 'packages/i18n/src'].map((d) => path.join(root, d));
if (!process.env.WEB_DIST_DIR && (!existsSync(builtIndex) || newestMtime(sources) > statSync(builtIndex).mtimeMs)) {
  console.log('building the web app…');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// One child, the server itself (Node with tsx's loader), joined by an IPC channel: if this wrapper
// dies, even by SIGKILL, the channel closes and the server shuts down, so no orphan keeps the
// embedded database's directory locked (issue 22). Signals are passed on.
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'apps/api/src/server.ts')], {
  cwd: root,
  stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
  env: { ...process.env, NODE_ENV: process.env.NODE_ENV ?? 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => server.kill(signal === 'SIGHUP' ? 'SIGTERM' : signal));
// The same one level up: npm killed (a terminal closed, kill -9 of npm) leaves this wrapper orphaned.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) server.kill('SIGTERM');
}, 1000).unref();
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
