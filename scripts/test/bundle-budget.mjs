#!/usr/bin/env node
// The pupil's first download (issue 3 budget, decisions 015/016): the entry script that
// index.html loads — everything the student login and check-in need before they are usable —
// must stay ≤ 150 KB gzip -9. `npm run bench -- student-web` measures the pages in a browser;
// this check runs on every `npm test` so a stray import (zod, a staff page) cannot creep in.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = path.resolve(process.argv[2] ?? 'apps/web/dist');
const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const scripts = [...html.matchAll(/<script[^>]+src="\/([^"]+\.js)"/g)].map((m) => m[1]);
if (scripts.length === 0) {
  console.error('bundle budget: no script in index.html');
  process.exit(1);
}
let total = 0;
for (const file of scripts) {
  const kb = gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).byteLength / 1024;
  total += kb;
  console.log(`  ${file}: ${kb.toFixed(1)} KB gzip`);
}
const ok = total <= BUDGET_KB;
console.log(`bundle budget: pupil's first download ${total.toFixed(1)} KB gzip (≤ ${BUDGET_KB}): ${ok ? 'ok' : 'OVER BUDGET'}`);
process.exit(ok ? 0 : 1);
