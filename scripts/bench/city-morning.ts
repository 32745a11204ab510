/**
 * `npm run bench -- city-morning` — the morning at city scale, with failures (issue 15). Starts
 * PostgreSQL 15 (durable: fsync on), nginx from deploy/nginx, two API processes and the job worker
 * on 127.0.0.1 plus a real SMTP server, seeds a district (default 50,000 students; the board's city
 * seed can replace it), and replays 8:00–8:30 as a burst (city/burst.ts: every student checks in,
 * 2 % press 話したい, minute 5 at 10× the average rate). During the burst it SIGKILLs one API
 * process and restarts it, and restarts PostgreSQL once. Then it waits for the mail queue and
 * proves from the database and the SMTP server: one check-in per student, each talk request once,
 * each talk request's mail exactly once (city/verify.ts). Report: throughput, p50/p99, errors the
 * clients saw, the sign-ins, and the CPU seconds per pupil-morning of each process role (nginx,
 * API, PostgreSQL, worker; city/cpu.ts) from which the README sizes a city; JSON in
 * .bench/city-morning-<time>.json.
 *
 * The mix (issue 27 item 3): `--sign-in` of the pupils sign in at a shared tablet before checking in
 * (of those, `--qr` with their QR card, the rest type grade, class, number and password); the others
 * check in from a device that kept its session. Each school's requests come from one address (its
 * router), and the per-address sign-in limit's window is the half hour's compression of its 5 minutes.
 *
 * Options: --students 50000 · --window 120 (seconds the half hour is compressed to) · --peak 10 ·
 * --talk 0.02 · --sign-in 0.5 · --qr 0.8 · --in-flight 200 · --short (the `npm test` version:
 * 3,000 students, a 30 s window).
 * Exit code 1 when anything was lost, duplicated or refused; 0 otherwise (it is a measurement).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { japanDateKey } from '@sukoyaka/contracts/dates';
import { openDatabase } from '@sukoyaka/db/client';
import { migrateDatabase } from '@sukoyaka/db/migrate';
import { seedDistrict } from '@sukoyaka/db/seed/district';
import { startTestSmtp } from '../../apps/api/src/test/smtp-server.ts';
import { prng } from '@sukoyaka/db/seed/names';
import { freePort, psql, startTestPostgres } from '../test/postgres.ts';
import { percentile, runBurst } from './city/burst.ts';
import { startApi, startNginx, startWorker, repoRoot, type ProductProcess } from './city/stack.ts';
import { proveMorning } from './city/verify.ts';
import { writeJsonReport } from './report.ts';
import { startCpuSampler } from './city/cpu.ts';
import { morningSignIns } from './city/sign-ins.ts';
import { issueStudentTokens } from './students.ts';

const { values } = parseArgs({
  options: {
    students: { type: 'string' },
    window: { type: 'string' },
    peak: { type: 'string', default: '10' },
    talk: { type: 'string', default: '0.02' },
    'sign-in': { type: 'string', default: '0.5' },
    qr: { type: 'string', default: '0.8' },
    'in-flight': { type: 'string', default: '200' },
    short: { type: 'boolean', default: false },
  },
});
const students = Number(values.students ?? (values.short ? 3000 : 50000));
const windowSeconds = Number(values.window ?? (values.short ? 30 : 120));
const log = (m: string) => console.log(`[city-morning] ${m}`);

const dir = mkdtempSync(path.join(os.tmpdir(), 'sukoyaka-city-'));
const stops: Array<() => Promise<void> | void> = [];
let exitCode: number;
try {
  log(`PostgreSQL (durable), ${students} students, window ${windowSeconds} s`);
  const pg = await startTestPostgres({ durable: true });
  stops.push(() => pg.stop());
  psql(pg.url(), 'CREATE DATABASE sukoyaka_city');
  const url = pg.url('sukoyaka_city');
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 16 });
  await migrateDatabase(handle);
  const seedStarted = Date.now();
  await seedDistrict(handle.db, { students, days: 2, prefix: 'city' });
  // Every school's buttons mail someone, so each talk request has a mail to prove.
  await handle.db.execute(sql`UPDATE sos_settings SET notification_emails = ARRAY['soudan@' || id || '.example.jp']`);
  const credentials = await issueStudentTokens(handle.db);
  const signIns = await morningSignIns(handle.db, Number(values['sign-in']), Number(values.qr), prng(20261128));
  const buttons = (await handle.db.execute(
    sql`SELECT DISTINCT ON (s.code) s.code, b.id FROM sos_settings b JOIN schools s ON s.id = b.school_id WHERE b.deleted_at IS NULL ORDER BY s.code, b.sort_order, b.id`,
  )) as unknown as { rows: { code: string; id: number }[] };
  const talkButtonOf = new Map(buttons.rows.map((r) => [r.code, Number(r.id)]));
  await handle.db.execute(sql`ANALYZE`);
  await handle.close();
  log(`seeded and signed in ${credentials.length} students in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`);

  const smtp = await startTestSmtp();
  stops.push(() => smtp.close());
  // The per-address sign-in limit (600 per 5 minutes) over the same compressed time as the morning.
  const signInWindowMs = String(Math.max(1000, Math.round((5 * 60_000 * windowSeconds) / 1800)));
  const env = { DATABASE_URL: url, DATABASE_POOL_SIZE: '20', SMTP_URL: smtp.url, DATA_DIR: dir, SIGN_IN_LIMIT_WINDOW_MS: signInWindowMs };
  const ports = [await freePort(), await freePort()];
  const apis: ProductProcess[] = [];
  for (const [i, port] of ports.entries()) {
    const api = await startApi(`api-${i + 1}`, port, env, dir);
    apis.push(api);
    stops.push(() => api.stop());
  }
  const worker = await startWorker(env, dir);
  stops.push(() => worker.stop());
  const nginx = await startNginx(path.join(dir, 'nginx'), ports, path.join(repoRoot, 'apps/web/dist'));
  stops.push(() => nginx.stop());
  log(`nginx ${nginx.url} → API ${ports.join(', ')}; worker; SMTP ${smtp.url}`);

  const date = japanDateKey(new Date());
  const cpu = startCpuSampler({
    nginx: () => [nginx.pid()],
    api: () => apis.map((a) => a.pid()),
    postgres: () => [pg.postmasterPid()],
    worker: () => [worker.pid()],
  });
  const schoolAddress = new Map<string, string>();
  const addressOf = (code: string) => {
    if (!schoolAddress.has(code)) schoolAddress.set(code, `10.${(schoolAddress.size >> 8) & 255}.${schoolAddress.size & 255}.1`);
    return schoolAddress.get(code)!;
  };
  const benchCpu = process.cpuUsage();
  cpu.baseline();
  const burst = await runBurst(
    {
      url: nginx.url,
      students: credentials,
      talkButtonOf,
      windowSeconds,
      peakFactor: Number(values.peak),
      talkShare: Number(values.talk),
      signIns,
      addressOf,
      maxInFlight: Number(values['in-flight']),
      log,
      events: [
        {
          at: 0.3,
          name: 'SIGKILL api-1, restart it',
          run: async () => {
            await apis[0]!.kill();
            await new Promise((r) => setTimeout(r, 1000));
            await apis[0]!.restart();
            cpu.baseline(); // the new process counts from here: its start-up is not the morning's
          },
        },
        {
          at: 0.6,
          name: 'restart PostgreSQL',
          run: async () => {
            pg.restart();
            cpu.baseline();
          },
        },
      ],
    },
    prng(20261123),
  );
  log(`burst done in ${burst.wallSeconds.toFixed(1)} s; waiting for the talk-request mails`);
  const loadGenerator = process.cpuUsage(benchCpu);
  const expectedMails = burst.talkRequests;
  const mailDeadline = Date.now() + 180_000;
  while (smtp.received.filter((m) => m.messageId.startsWith('<sos.')).length < expectedMails && Date.now() < mailDeadline) {
    await new Promise((r) => setTimeout(r, 500));
  }
  // A little longer, so a duplicate sent late would still be counted.
  await new Promise((r) => setTimeout(r, 3000));
  const proof = await proveMorning(
    url,
    date,
    credentials.map((c) => c.studentId),
    burst.talkStudentIds,
    smtp.received.map((m) => m.messageId),
  );

  // The worker's CPU includes sending the talk-request mails, which ends after the burst.
  const cpuSeconds = cpu.stop();
  const perPupilMs = Object.fromEntries(Object.entries(cpuSeconds).map(([role, s]) => [role, Number(((s * 1000) / students).toFixed(2))]));
  const summary = {
    students,
    windowSeconds,
    mix: {
      signInShare: Number(values['sign-in']),
      qrShareOfSignIns: Number(values.qr),
      talkShare: Number(values.talk),
      signInLimitWindowMs: Number(signInWindowMs),
    },
    signIns: { ...burst.signIns, p50Ms: Math.round(percentile(burst.signInMs, 50)), p99Ms: Math.round(percentile(burst.signInMs, 99)) },
    cpuSeconds,
    cpuMsPerPupilMorning: {
      ...perPupilMs,
      total: Number(
        Object.values(perPupilMs)
          .reduce((a, b) => a + b, 0)
          .toFixed(2),
      ),
    },
    loadGeneratorCpuSeconds: Number(((loadGenerator.user + loadGenerator.system) / 1e6).toFixed(1)),
    checkinsPerSecond: Math.round(burst.checkins / burst.wallSeconds),
    attempts: burst.attempts,
    p50Ms: Math.round(percentile(burst.attemptMs, 50)),
    p99Ms: Math.round(percentile(burst.attemptMs, 99)),
    completedP99Ms: Math.round(percentile(burst.completedMs, 99)),
    clientErrors: burst.errors,
    failed: burst.failed,
    events: burst.events,
    proof,
  };
  console.log(JSON.stringify(summary, null, 2));
  writeJsonReport(path.join(repoRoot, '.bench'), 'city-morning', summary);
  if (burst.failed > 0) log(`FAILED: ${burst.failed} requests never succeeded`);
  const failedEvents = burst.events.filter((e) => e.error);
  for (const e of failedEvents) log(`FAILED: ${e.name}: ${e.error}`);
  for (const problem of proof.problems) log(`FAILED: ${problem}`);
  exitCode = burst.failed === 0 && failedEvents.length === 0 && proof.ok ? 0 : 1;
  log(exitCode === 0 ? 'zero lost, zero duplicated' : 'lost or duplicated writes');
} catch (err) {
  console.error(err);
  exitCode = 1;
} finally {
  while (stops.length) {
    try {
      await stops.pop()!();
    } catch (err) {
      console.error('cleanup:', (err as Error).message);
    }
  }
  rmSync(dir, { recursive: true, force: true });
}
process.exit(exitCode);
