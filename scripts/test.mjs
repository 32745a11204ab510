#!/usr/bin/env node
// `npm test`: installs what the suites need (idempotently), runs every suite, prints how long each
// stage took and ends with one plain line "N passed, N failed[, N skipped]" summing them all (the
// CI reader's format; the stage times stand on the lines before it). Decision 048.
//
// Stages: typecheck beside lint (eslint, prettier, the import cycle check) and the web build (two
// lanes: the machine has two cores and each of these is single-threaded), then Vitest one project at
// a time (unit; api on a real PostgreSQL server; any other project vitest.config.ts names, such as
// `embedded`, gets its own stage), the city morning, and the Playwright journeys (several workers,
// each with its own product server and database, e2e/playwright.config.ts). TZ=UTC throughout, to
// prove nothing depends on the server's time zone.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { useTestScratchDir } from './test/scratch-dir.mjs';

const root = path.resolve(import.meta.dirname, '..');
const out = path.join(root, '.test-output');
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
// Throwaway databases in RAM where the machine has it (decision 079): every stage's children inherit TMPDIR.
useTestScratchDir();
const env = { ...process.env, TZ: 'UTC', FORCE_COLOR: process.env.CI ? '0' : process.env.FORCE_COLOR };
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
const stageTimes = [];
const started = Date.now();

function run(cmd, args, extraEnv = {}) {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...env, ...extraEnv } });
  return result.status === 0;
}

/** Runs a command with its output kept, for a lane that runs beside another: `{ ok, output }`. */
function runQuietly(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, env: { ...env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

function check(name, ok) {
  if (ok) totals.passed += 1;
  else {
    totals.failed += 1;
    failures.push(name);
  }
}

/** Runs `work` as a stage: a heading, then its time recorded for the summary. */
async function stage(name, work) {
  console.log(`\n== ${name}`);
  const start = Date.now();
  const result = await work();
  stageTimes.push({ name, ms: Date.now() - start });
  return result;
}

/** A lane of a parallel stage: its steps in order, each timed, their output printed when the lane is done. */
async function lane(steps) {
  const done = [];
  for (const [name, cmd, args] of steps) {
    const start = Date.now();
    const result = await runQuietly(cmd, args);
    done.push({ name, ms: Date.now() - start, ...result });
  }
  return done;
}

const minutes = (ms) => {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};

// 1. System packages: Chromium and CJK fonts for the journeys, PostgreSQL for the API tests,
//    poppler-utils (pdftotext) for PDF checks, LibreOffice Calc (headless) to open the Excel files
//    we write, nginx for the city deployment's test (deploy/nginx). Installed only when missing.
const SYSTEM_PACKAGES = ['chromium', 'fonts-noto-cjk', 'postgresql', 'poppler-utils', 'libreoffice-calc-nogui', 'nginx'];
const installed = (pkg) => spawnSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' }).stdout?.includes('install ok installed');
const missing = SYSTEM_PACKAGES.filter((p) => !installed(p));
if (missing.length > 0) {
  await stage('system packages', () => {
    console.log(`installing system packages: ${missing.join(' ')}`);
    const asRoot = process.getuid?.() === 0;
    const apt = (args) =>
      asRoot ? run('apt-get', args, { DEBIAN_FRONTEND: 'noninteractive' }) : run('sudo', ['-E', 'apt-get', ...args], { DEBIAN_FRONTEND: 'noninteractive' });
    if (!apt(['update', '-qq']) || !apt(['install', '-y', '-qq', '--no-install-recommends', ...missing])) {
      console.error('could not install system packages; install them with apt-get and re-run');
      process.exit(1);
    }
  });
}

// 2. Static checks and the web build, in two lanes side by side.
const TSCONFIGS = ['tsconfig.json', 'apps/web/tsconfig.json', 'apps/web/sw/tsconfig.json', 'e2e/tsconfig.json'];
console.log('\n== typecheck | lint, format, import cycles, web build (side by side; output when both are done)');
const [typecheckSteps, lintSteps] = await Promise.all([
  lane(TSCONFIGS.map((p) => [`typecheck ${p}`, 'npx', ['tsc', '-p', p]])),
  lane([
    ['lint', 'npx', ['eslint', '.', '--max-warnings=0']],
    ['format (prettier --check)', 'npx', ['prettier', '--check', '.']],
    ['import cycles', 'npx', ['tsx', 'scripts/check-cycles.ts']],
    ['web build', 'npm', ['run', 'build', '-w', 'apps/web']],
  ]),
]);
for (const step of [...typecheckSteps, ...lintSteps]) {
  console.log(`\n-- ${step.name}: ${step.ok ? 'ok' : 'FAILED'} (${minutes(step.ms)})`);
  if (!step.ok || step.name === 'import cycles') console.log(step.output.trimEnd());
}
check(
  'typecheck',
  typecheckSteps.every((s) => s.ok),
);
stageTimes.push({ name: 'typecheck', ms: typecheckSteps.reduce((a, s) => a + s.ms, 0) });
for (const step of lintSteps.slice(0, 3)) {
  check(step.name, step.ok);
  stageTimes.push({ name: step.name, ms: step.ms });
}
const webBuild = lintSteps[3];
stageTimes.push({ name: 'web build', ms: webBuild.ms });
check('web build', webBuild.ok);
if (webBuild.ok) check("pupil's first download ≤ 150 KB gzip", run('node', ['scripts/test/bundle-budget.mjs', 'apps/web/dist']));

// 3. Vitest, one project at a time (each its own stage and time): unit, api, and whatever else
//    vitest.config.ts names (an `embedded` project on PGlite slots in here by its name alone).
const vitestConfig = (await import(pathToFileURL(path.join(root, 'vitest.config.ts')).href)).default;
const projects = vitestConfig.test.projects.map((p) => p.test.name);
for (const project of projects) {
  await stage(`vitest ${project}`, () => {
    const json = path.join(out, `vitest-${project}.json`);
    const ok = run('npx', ['vitest', 'run', '--project', project, '--reporter=default', '--reporter=json', `--outputFile.json=${json}`]);
    if (!existsSync(json)) return check(`vitest ${project} (no report)`, false);
    const r = JSON.parse(readFileSync(json, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    // A suite that failed to load counts as a failure even though none of its tests ran.
    if (!ok && r.numFailedTests === 0) check(`vitest ${project} (suite failed to load)`, false);
  });
}

// 4. The city morning, short (issue 15): nginx + two API processes + the worker on a durable
//    PostgreSQL, one API SIGKILLed and PostgreSQL restarted mid-burst; passes only with zero lost
//    and zero duplicated check-ins, talk requests and talk-request mails.
await stage('city morning (short)', () => check('city morning (short)', run('npx', ['tsx', 'scripts/bench/city-morning.ts', '--short'])));

// 5. Playwright journeys against the built product (one product server and database per worker).
if (webBuild.ok) {
  await stage('playwright', () => {
    const pwJson = path.join(out, 'playwright.json');
    run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], { PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson });
    if (!existsSync(pwJson)) return check('playwright (no report)', false);
    const s = JSON.parse(readFileSync(pwJson, 'utf8')).stats;
    totals.passed += s.expected + s.flaky;
    totals.failed += s.unexpected;
    totals.skipped += s.skipped;
    if (s.unexpected === 0 && s.expected + s.flaky === 0) check('playwright (ran no test)', false);
  });
}

if (failures.length) console.log(`\nfailed checks: ${failures.join(', ')}`);
console.log('\nstage times (m:ss; typecheck ran beside lint, format, import cycles and the web build):');
for (const { name, ms } of stageTimes) console.log(`  ${name.padEnd(28)} ${minutes(ms).padStart(6)}`);
console.log(`  ${'total'.padEnd(28)} ${minutes(Date.now() - started).padStart(6)}`);
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);
