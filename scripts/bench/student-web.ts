/**
 * `npm run bench -- student-web [--dist <dir>] [--runs 3] [--school minami-es] [--skip-lighthouse]`
 *
 * Issue 3's speed budget for students' devices, measured on a production build served by the
 * product itself (`apps/api/src/server.ts`, embedded database seeded with the demo, assets
 * precompressed):
 * - initial JS of the student login and the check-in pages: every script a cold load fetched
 *   before the page went idle, as gzip (each file gzipped at level 9; target ≤ 150 KB), and as
 *   served with `accept-encoding: br` and `gzip` (files under 1 KB are sent uncompressed);
 * - Lighthouse 13 (mobile, simulated throttling) performance and accessibility of the login and
 *   check-in pages (targets ≥ 90 and ≥ 95), median of `--runs` runs.
 * The check-in pages are opened as a student who signed in with keep-logged-in ticked (credentials
 * in localStorage, as apps/web/src/lib/session.ts keeps them).
 *
 * Without --dist the web app is built into a temporary directory first. Chromium is
 * CHROME_PATH (default /usr/bin/chromium). Results also go to .bench/student-web-<time>.json.
 * Exit code 0 whether or not a target is met (it is a measurement); 1 on a crash.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startReaper } from './reaper.ts';
import { writeJsonReport } from './report.ts';
import { launchBrowser, measureRoute, signInStudent, type RouteScripts } from './web-bundle.ts';
import { runLighthouse, type LighthouseScores } from './web-lighthouse.ts';
import { buildWeb, startProduct, type Product } from './web-product.ts';

/** Issue 3's targets. */
export const TARGETS = { initialJsGzipKB: 150, performance: 90, accessibility: 95 } as const;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    runs: { type: 'string', default: '3' },
    school: { type: 'string', default: 'minami-es' },
    'skip-lighthouse': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be an integer ≥ 1 (got ${values.runs})`);
const log = (m: string) => console.log(`[student-web] ${m}`);

const tmp = mkdtempSync(path.join(os.tmpdir(), 'sukoyaka-student-web-'));
const stopReaper = startReaper({ postmasterPid: null, dirs: [tmp] });
let product: Product | null = null;
try {
  const dist = values.dist ? path.resolve(values.dist) : path.join(tmp, 'dist');
  if (!values.dist) {
    log(`building the web app into ${dist}`);
    await buildWeb(dist);
  }
  product = await startProduct({ dataDir: path.join(tmp, 'data'), webDistDir: dist });
  log(`product on ${product.url} serving ${dist}`);

  const school = product.accounts.schools.find((s) => s.code === values.school);
  const student = school?.students[0];
  if (!school || !student) throw new Error(`no demo student in school ${values.school}`);
  const pages = {
    login: `/${school.code}/student/login`,
    checkIn: `/${school.code}/student/my_condition`,
    today: `/${school.code}/student/todays_condition`,
  };

  const browser = await launchBrowser();
  let scripts: RouteScripts[];
  let storage;
  try {
    storage = await signInStudent(browser, product.url, school.code, student);
    scripts = [
      await measureRoute(browser, product.url, 'login', pages.login, null),
      await measureRoute(browser, product.url, 'check-in (my_condition)', pages.checkIn, storage),
      await measureRoute(browser, product.url, 'todays_condition', pages.today, storage),
    ];
  } finally {
    await browser.close();
  }

  const lighthouse: LighthouseScores[] = [];
  if (!values['skip-lighthouse']) {
    log(`Lighthouse, ${runs} run(s) per page`);
    lighthouse.push(await runLighthouse('login', product.url, pages.login, null, runs));
    lighthouse.push(await runLighthouse('check-in (my_condition)', product.url, pages.checkIn, storage, runs));
  }

  printReport(scripts, lighthouse);
  const file = writeJsonReport(path.join(repoRoot, '.bench'), 'student-web', { targets: TARGETS, dist, scripts, lighthouse });
  log(`details: ${path.relative(repoRoot, file)}`);
} finally {
  await product?.stop();
  rmSync(tmp, { recursive: true, force: true });
  stopReaper();
}

function printReport(scripts: RouteScripts[], lighthouse: LighthouseScores[]): void {
  const kb = (bytes: number) => (bytes / 1024).toFixed(1);
  const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
  console.log('\nInitial JS (KB; every script fetched before the page went idle)');
  printAligned([
    ['page', 'files', 'raw', 'gzip -9', 'served gzip', 'served br', `≤ ${TARGETS.initialJsGzipKB} gzip`],
    ...scripts.map((s) => [
      s.finalUrl === s.url ? s.name : `${s.name} → ${s.finalUrl}`,
      String(s.files.length),
      kb(s.total.raw),
      kb(s.total.gzip9),
      kb(s.total.servedGzip),
      kb(s.total.servedBrotli),
      verdict(s.total.gzip9 <= TARGETS.initialJsGzipKB * 1024),
    ]),
  ]);
  for (const s of scripts) {
    const big = [...s.files].sort((a, b) => b.gzip9 - a.gzip9).slice(0, 5);
    console.log(`  ${s.name}, largest: ${big.map((f) => `${path.basename(f.path)} ${kb(f.gzip9)}`).join(', ')}`);
  }
  if (lighthouse.length === 0) return;
  console.log('\nLighthouse 13, mobile (median run by performance)');
  printAligned([
    ['page', 'perf', `≥ ${TARGETS.performance}`, 'a11y', `≥ ${TARGETS.accessibility}`, 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'runs (perf/a11y)'],
    ...lighthouse.map((l) => [
      l.finalUrl === l.url ? l.name : `${l.name} → ${l.finalUrl}`,
      String(l.performance),
      verdict(l.performance >= TARGETS.performance),
      String(l.accessibility),
      verdict(l.accessibility >= TARGETS.accessibility),
      String(Math.round(l.metrics.fcp)),
      String(Math.round(l.metrics.lcp)),
      String(Math.round(l.metrics.tbt)),
      l.metrics.cls.toFixed(3),
      l.runs.map((r) => `${r.performance}/${r.accessibility}`).join(' '),
    ]),
  ]);
  for (const l of lighthouse) {
    console.log(`  ${l.name}: LCP element ${l.lcpElement}; load average per core during the runs ${l.loadPerCore.toFixed(2)}`);
    if (l.loadPerCore > 0.5)
      console.log(`  WARNING ${l.name}: the machine was busy; TBT and performance are worse than on a quiet machine. Rerun when it is quiet.`);
    for (const a of l.failedAccessibility) console.log(`  ${l.name} accessibility: ${a}`);
    for (const o of l.opportunities) console.log(`  ${l.name} opportunity: ${o}`);
  }
}

function printAligned(table: string[][]): void {
  const widths = table[0]!.map((_, c) => Math.max(...table.map((row) => row[c]!.length)));
  for (const [i, row] of table.entries()) {
    console.log(row.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '));
    if (i === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}
