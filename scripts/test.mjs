#!/usr/bin/env node
// `npm test`: installs what the suites need (idempotently), runs every suite, prints how long each
// stage took and ends with one plain line "N passed, N failed[, N skipped]" summing them all (the
// CI reader's format; the stage times stand on the lines before it). Decision 048.
//
// Stages: the web build; then the Playwright journeys in the foreground (several workers, each with
// its own product server and database, e2e/playwright.config.ts) while, beside them under `nice`,
// the static checks (typecheck beside lint, prettier and the import cycle check), Vitest one
// project at a time (unit, web, api on a real PostgreSQL server, embedded on PGlite) and the city
// morning use the core the journeys leave (decision 081). TZ=UTC throughout, to prove nothing
// depends on the server's time zone.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
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
  stageTimes.push({ name, ms: Date.now() - start, cpu: cpuOfEnded() });
  return result;
}

/**
 * CPU seconds (user + system) of this process's children that have ended so far, with their own
 * ended children, from /proc/self/stat (cutime, cstime; Linux's USER_HZ is 100); null elsewhere.
 * A step's CPU is the growth when its process ends, so steps that run side by side are told apart.
 */
function endedChildrenCpuSeconds() {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return null;
  }
}
let cpuSeen = endedChildrenCpuSeconds();
/** The CPU seconds of the children that ended since the last call (null off Linux). */
function cpuOfEnded() {
  const now = endedChildrenCpuSeconds();
  if (now === null || cpuSeen === null) return null;
  const delta = now - cpuSeen;
  cpuSeen = now;
  return delta;
}

/** The machine's busy and total CPU time (jiffies) from /proc/stat, for the run's busy share; null elsewhere. */
function machineCpu() {
  try {
    const [, ...values] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).map(Number);
    const total = values.slice(0, 8).reduce((a, v) => a + v, 0);
    return { busy: total - values[3] - values[4], total };
  } catch {
    return null;
  }
}
const machineAtStart = machineCpu();

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

// 2. The web build first (the journeys need it), then two sides at once (decision 081):
//    - the journeys in the foreground, at normal priority: a journey mostly waits (page loads, the
//      200 ms loading display), so two workers use about one of the two cores, and its timing is
//      the one that must not suffer;
//    - everything else under `nice`, using the core the journeys leave: the static checks, then
//      Vitest one project at a time (unit; web; api on a real PostgreSQL server; embedded on
//      PGlite; any other project vitest.config.ts names gets its own step), then the city morning.
//    The journeys stream their output; the other side prints a line per step as it finishes and
//    its full output after the journeys.
const webBuild = await stage('web build', () => ({ ok: run('npm', ['run', 'build', '-w', 'apps/web']) }));
check('web build', webBuild.ok);
if (webBuild.ok) check("pupil's first download ≤ 150 KB gzip", run('node', ['scripts/test/bundle-budget.mjs', 'apps/web/dist']));
// The budget check's CPU counts with the build's.
const budgetCpu = cpuOfEnded();
if (budgetCpu !== null && stageTimes.at(-1).cpu !== null) stageTimes.at(-1).cpu += budgetCpu;

/** Runs a command under `nice` with its output kept: `{ ok, output }`. */
function runNiced(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn('nice', ['-n', '10', cmd, ...args], { cwd: root, env: { ...env, FORCE_COLOR: '0' } });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => resolve({ ok: code === 0, output }));
  });
}

/** A step of the background side: run, timed, one line when done; its output kept for the end. */
const backgroundOutput = [];
async function backgroundStep(name, cmd, args) {
  const start = Date.now();
  const result = await runNiced(cmd, args);
  const ms = Date.now() - start;
  stageTimes.push({ name, ms, side: true, cpu: cpuOfEnded() });
  console.log(`\n-- ${name}: ${result.ok ? 'ok' : 'FAILED'} (${minutes(ms)}, beside the journeys)`);
  backgroundOutput.push({ name, ...result });
  return result;
}

const TSCONFIGS = ['tsconfig.json', 'apps/web/tsconfig.json', 'apps/web/sw/tsconfig.json', 'e2e/tsconfig.json'];
const vitestConfig = (await import(pathToFileURL(path.join(root, 'vitest.config.ts')).href)).default;
const projects = vitestConfig.test.projects.map((p) => p.test.name);

async function backgroundSide() {
  // Static checks in two lanes (each is single-threaded).
  await Promise.all([
    (async () => {
      let ok = true;
      for (const p of TSCONFIGS) ok = (await backgroundStep(`typecheck ${p}`, 'npx', ['tsc', '-p', p])).ok && ok;
      check('typecheck', ok);
    })(),
    (async () => {
      check('lint', (await backgroundStep('lint', 'npx', ['eslint', '.', '--max-warnings=0'])).ok);
      check('format (prettier --check)', (await backgroundStep('format (prettier --check)', 'npx', ['prettier', '--check', '.'])).ok);
      check('import cycles', (await backgroundStep('import cycles', 'npx', ['tsx', 'scripts/check-cycles.ts'])).ok);
    })(),
  ]);
  for (const project of projects) {
    const json = path.join(out, `vitest-${project}.json`);
    const { ok } = await backgroundStep(`vitest ${project}`, 'npx', [
      'vitest',
      'run',
      '--project',
      project,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${json}`,
    ]);
    if (!existsSync(json)) {
      check(`vitest ${project} (no report)`, false);
      continue;
    }
    const r = JSON.parse(readFileSync(json, 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests;
    totals.skipped += (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
    // A suite that failed to load counts as a failure even though none of its tests ran.
    if (!ok && r.numFailedTests === 0) check(`vitest ${project} (suite failed to load)`, false);
  }
  // The city morning, short (issue 15): nginx + two API processes + the worker on a durable
  // PostgreSQL, one API SIGKILLed and PostgreSQL restarted mid-burst; passes only with zero lost
  // and zero duplicated check-ins, talk requests and talk-request mails.
  check('city morning (short)', (await backgroundStep('city morning (short)', 'npx', ['tsx', 'scripts/bench/city-morning.ts', '--short'])).ok);
}

/** The Playwright journeys against the built product (one product server and database per worker). */
async function journeys() {
  const pwJson = path.join(out, 'playwright.json');
  const ok = await new Promise((resolve) => {
    const child = spawn('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
      cwd: root,
      stdio: 'inherit',
      env: { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson },
    });
    child.on('close', (code) => resolve(code === 0));
  });
  if (!existsSync(pwJson)) return check('playwright (no report)', false);
  const s = JSON.parse(readFileSync(pwJson, 'utf8')).stats;
  totals.passed += s.expected + s.flaky;
  totals.failed += s.unexpected;
  totals.skipped += s.skipped;
  if (s.unexpected === 0 && s.expected + s.flaky === 0) check('playwright (ran no test)', false);
  if (!ok && s.unexpected === 0) check('playwright (exit code)', false);
}

console.log('\n== journeys (foreground) | static checks, vitest, city morning (background, niced; output after the journeys)');
await Promise.all([webBuild.ok ? stage('playwright', journeys) : Promise.resolve(), backgroundSide()]);
for (const { name, ok, output } of backgroundOutput) {
  console.log(`\n== ${name}: ${ok ? 'ok' : 'FAILED'}`);
  // The static checks print only when they fail (and the import cycle report always).
  if (!ok || name.startsWith('vitest') || name.startsWith('city') || name === 'import cycles') console.log(output.trimEnd());
}

if (failures.length) console.log(`\nfailed checks: ${failures.join(', ')}`);
const machineAtEnd = machineCpu();
console.log("\nstage times (m:ss; * ran beside the journeys, niced; the two typecheck/lint lanes side by side; cpu: its processes' CPU time):");
for (const { name, ms, side, cpu } of stageTimes) {
  const cpuText = cpu === null || cpu === undefined ? '' : `   cpu ${minutes(cpu * 1000).padStart(6)}`;
  console.log(`  ${`${side ? '* ' : ''}${name}`.padEnd(40)} ${minutes(ms).padStart(6)}${cpuText}`);
}
console.log(`  ${'total'.padEnd(40)} ${minutes(Date.now() - started).padStart(6)}`);
if (machineAtStart && machineAtEnd) {
  const share = (machineAtEnd.busy - machineAtStart.busy) / (machineAtEnd.total - machineAtStart.total);
  console.log(`  the machine's ${os.availableParallelism()} cores were ${Math.round(share * 100)} % busy over the run (all processes, /proc/stat)`);
}
const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
console.log(`${totals.passed} passed, ${totals.failed} failed${skipped}`);
process.exit(totals.failed > 0 ? 1 : 0);
