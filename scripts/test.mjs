#!/usr/bin/env node
// `npm test`: installs what the suites need (idempotently), runs every suite and ends with one
// plain line "N passed, N failed[, N skipped]" summing them all (the CI reader's format).
//
// Suites: typecheck and lint (one check each), Vitest (unit + API tests on a real PostgreSQL
// server), the web build, and Playwright journeys in Debian's Chromium. TZ=UTC throughout, to
// prove nothing depends on the server's time zone.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, '.test-output');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const env = { ...process.env, TZ: 'UTC', FORCE_COLOR: process.env.CI ? '0' : process.env.FORCE_COLOR };
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(cmd, args, extraEnv = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  return result.status === 0;
}

function check(name, ok) {
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(name);
  }
}

// 1. System packages: Chromium and CJK fonts for the journeys, PostgreSQL for the API tests,
//    poppler-utils (pdftotext) for PDF checks, LibreOffice Calc (headless) to open the Excel files
//    we write, nginx for the city deployment's test (deploy/nginx). Installed only when missing.
const SYSTEM_PACKAGES = ['chromium', 'fonts-noto-cjk', 'postgresql', 'poppler-utils', 'libreoffice-calc-nogui', 'nginx'];
const installed = (pkg) => spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' }).stdout?.includes('install ok installed');
const missing = SYSTEM_PACKAGES.filter((p) => !installed(p));
if (missing.length > 0) {
  console.log(`installing system packages: ${missing.join(' ')}`);
  const asRoot = process.getuid?.() === 0;
  const apt = (args) =>
    asRoot ? run('apt-get', args, { DEBIAN_FRONTEND: 'noninteractive' }) : run('sudo', ['-E', 'apt-get', ...args], { DEBIAN_FRONTEND: 'noninteractive' });
  if (!apt(['update', '-qq']) || !apt(['install', '-y', '-qq', '--no-install-recommends', ...missing])) {
    console.error('could not install system packages; install them with apt-get and re-run');
    process.exit(1);
  }
}

// 2. Static checks.
console.log('\n== typecheck');
check(
  'typecheck',
  ['tsconfig.json', 'apps/web/tsconfig.json', 'apps/web/sw/tsconfig.json', 'e2e/tsconfig.json'].every((p) => run('npx', ['tsc', '-p', p])),
);
console.log('\n== lint');
check('lint', run('npx', ['eslint', '.', '--max-warnings=0']));
console.log('\n== format');
check('format (prettier --check)', run('npx', ['prettier', '--check', '.']));

// 3. Vitest: unit and API suites.
console.log('\n== vitest');
const vitestJson = path.join(out, 'vitest.json');
const vitestOk = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestJson}`]);
if (existsSync(vitestJson)) {
  const r = JSON.parse(readFileSync(vitestJson, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
  // A suite that failed to load counts as a failure even though none of its tests ran.
  if (!vitestOk && r.numFailedTests === 0) check('vitest (suite failed to load)', false);
} else check('vitest (no report)', false);

// 4. The city morning, short (issue 15): nginx + two API processes + the worker on a durable
//    PostgreSQL, one API SIGKILLed and PostgreSQL restarted mid-burst; passes only with zero lost
//    and zero duplicated check-ins, talk requests and talk-request mails.
console.log('\n== city morning (short)');
check('city morning (short)', run('npx', ['tsx', 'scripts/bench/city-morning.ts', '--short']));

// 5. Web build, then Playwright journeys against the built product.
console.log('\n== web build');
const built = run('npm', ['run', 'build', '-w', 'apps/web']);
check('web build', built);
if (built) check("pupil's first download ≤ 150 KB gzip", run('node', ['scripts/test/bundle-budget.mjs', 'apps/web/dist']));
if (built) {
  console.log('\n== playwright');
  const pwJson = path.join(out, 'playwright.json');
  run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson });
  if (existsSync(pwJson)) {
    const s = JSON.parse(readFileSync(pwJson, 'utf8')).stats;
    totals.passed += s.expected + s.flaky;
    totals.failed += s.unexpected;
    totals.skipped += s.skipped;
    if (s.unexpected === 0 && s.expected + s.flaky === 0) check('playwright (ran no test)', false);
  } else check('playwright (no report)', false);
}

if (failures.length) console.log(`\nfailed checks: ${failures.join(', ')}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);
