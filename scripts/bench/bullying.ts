/**
 * `npm run bench -- bullying [--students 1000] [--deliveries 12] [--requests 300] [--concurrency 4] [--cpu-prof]`
 * (--cpu-prof: the server's .cpuprofile into .bench/profiles)
 *
 * Bullying alert budgets (issue 12 "Speed"), on PostgreSQL 15 with one school of `students`
 * students (6 grades × 5 classes) and `deliveries` monthly bullying deliveries, every sheet
 * answered (levels rotate through every alert level):
 * - GET bullying_alerts/for_all (the whole school, one delivery) p95 ≤ 100 ms;
 * - GET bullying_alerts/for_class (one class, every delivery of the year) p95 ≤ 100 ms;
 * - the answer PDFs of a 35-student class (processing_export_pdfs → the job → isSuccess) ≤ 20 s.
 * Seeds with the demo's builders, ANALYZEs, starts the API (with its worker) in a child process,
 * signs in with a token and a confirm token directly, times real HTTP requests.
 * Each measurement reports its bytes per response and the cores used by this process (the HTTP
 * client), the API and PostgreSQL. Results go to .bench/bullying-<time>.json.
 */
import { createHash, randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { authTokens, bullyingConfirmTokens, teachers } from '@sukoyaka/db/schema';
import { BULLYING_PROFILES, createBullyingSurvey, deliverBullyingSurvey, insertBullyingSheets, studentIdsOfKlass } from '@sukoyaka/db/seed/bullying';
import { issueToken } from '../../apps/api/src/modules/auth/tokens.service.ts';
import { startTestPostgres } from '../test/postgres.ts';
import { parentPid, startCpuWindow } from './cpu.ts';
import { seedBenchSchool } from './bench-school.ts';
import { startServerChild } from './server.ts';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '1000' },
    deliveries: { type: 'string', default: '12' },
    requests: { type: 'string', default: '300' },
    concurrency: { type: 'string', default: '4' },
    'cpu-prof': { type: 'boolean', default: false },
  },
});
const studentCount = Number(values.students);
const log = (m: string) => console.log(`[bullying] ${m}`);
const day = 86_400_000;

/** Exact percentiles of latencies (ms). */
function percentiles(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1));
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}

/** Sends `total` GETs of `url()`, `parallel` at a time. */
async function timeRequests(total: number, parallel: number, url: (i: number) => string, headers: Record<string, string>) {
  const latencies: number[] = [];
  const status: Record<string, number> = {};
  let bytes = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < total) {
        const u = url(next++);
        const t0 = performance.now();
        const res = await fetch(u, { headers });
        bytes = (await res.arrayBuffer()).byteLength;
        latencies.push(performance.now() - t0);
        status[res.status] = (status[res.status] ?? 0) + 1;
      }
    }),
  );
  return { ...percentiles(latencies), status, bytes };
}

const pg = await startTestPostgres();
let server: Awaited<ReturnType<typeof startServerChild>> | null = null;
try {
  // The first class has 35 students (the PDF budget's class).
  const { url, handle, db, school } = await seedBenchSchool(pg, 'sukoyaka_bullying', { students: studentCount, seed: 12, firstKlass: 35 });
  const survey = await createBullyingSurvey(db, school.id);
  const gradeIds = [...new Set(school.klasses.map((k) => k.gradeId))];
  const klassStudents = await Promise.all(school.klasses.map((k) => studentIdsOfKlass(db, k.id)));
  const profiles = Object.keys(BULLYING_PROFILES) as (keyof typeof BULLYING_PROFILES)[];
  const deliveryIds: number[] = [];
  const now = Date.now();
  for (let d = 0; d < Number(values.deliveries); d++) {
    // Within this 年度 (weekly when the year so far is short of months): the class view's columns.
    const startAt = new Date(now - (d + 1) * 5 * day);
    const id = await deliverBullyingSurvey(db, {
      schoolId: school.id,
      questionnaireId: survey.questionnaireId,
      gradeIds,
      startAt,
      finishAt: new Date(startAt.getTime() + 3 * day),
    });
    deliveryIds.push(id);
    const plans = klassStudents
      .flat()
      .map((studentId, i) => ({ studentId, profile: profiles[(i + d) % profiles.length]!, completedAt: new Date(startAt.getTime() + 3_600_000) }));
    await insertBullyingSheets(db, survey, { schoolId: school.id, deliveryId: id }, plans);
  }
  await db.execute(sql`ANALYZE`);
  const counted = (await db.execute(sql`select count(*)::int as n from questionnaire_answers`)) as unknown as { rows: { n: number }[] };
  log(`seeded ${klassStudents.flat().length} students, ${deliveryIds.length} deliveries, ${counted.rows[0]!.n} sheets`);

  const [adminRow] = await db.select().from(teachers).where(eq(teachers.email, school.adminEmail));
  const token = await issueToken(db, { accountType: 'teacher', accountId: adminRow!.id, uid: adminRow!.email, schoolId: school.id }, day);
  const [tokenRow] = await db.select({ id: authTokens.id }).from(authTokens).where(eq(authTokens.client, token.client));
  const confirm = randomBytes(32).toString('base64url');
  await db
    .insert(bullyingConfirmTokens)
    .values({ authTokenId: tokenRow!.id, teacherId: adminRow!.id, tokenHash: createHash('sha256').update(confirm).digest('hex') });
  // The postmaster (a backend's parent), for the CPU split of each measurement.
  const backend = (await db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
  const postmasterPid = parentPid(backend.rows[0]!.pid);
  await handle.close();
  const headers = { 'access-token': token.accessToken, client: token.client, uid: token.uid, schoolCode: school.code, 'confirm-token': confirm };

  server = await startServerChild({
    env: { DATABASE_URL: url, DATABASE_POOL_SIZE: '10', LOG_LEVEL: 'warn', WORKER: 'true', SEED_DEMO: 'false' },
    nodeFlags: values['cpu-prof'] ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve('.bench/profiles')}`] : [],
  });
  const base = server.url;
  const requests = Number(values.requests);
  const concurrency = Number(values.concurrency);
  const results: Record<string, unknown> = {};
  const forAll = (i: number) => `${base}/api/teachers/bullying_alerts/for_all?questionnaireDeliveryId=${deliveryIds[i % deliveryIds.length]}`;
  const forClass = (i: number) => `${base}/api/teachers/bullying_alerts/for_class?klassId=${school.klasses[i % school.klasses.length]!.id}`;
  await timeRequests(30, 2, forAll, headers);
  let cpu = startCpuWindow(server.pid, postmasterPid);
  results.forAll = { ...(await timeRequests(requests, concurrency, forAll, headers)), cpu: cpu.stop() };
  await timeRequests(30, 2, forClass, headers);
  cpu = startCpuWindow(server.pid, postmasterPid);
  results.forClass = { ...(await timeRequests(requests, concurrency, forClass, headers)), cpu: cpu.stop() };

  const t0 = performance.now();
  const started = await fetch(
    `${base}/api/teachers/students/processing_export_pdfs?questionnaireDeliveryId=${deliveryIds[0]}&klass_id=${school.klasses[0]!.id}`,
    { headers },
  );
  const session = ((await started.json()) as { data: { session_id: string } }).data.session_id;
  let done = false;
  while (!done) {
    await new Promise((r) => setTimeout(r, 250));
    const check = await fetch(`${base}/api/teachers/students/check_processing_export_pdfs?session_id=${session}`, { headers });
    done = ((await check.json()) as { data: { isSuccess: boolean } }).data.isSuccess;
  }
  const pdfSeconds = Number(((performance.now() - t0) / 1000).toFixed(1));
  results.pdfs = { students: 35, seconds: pdfSeconds };

  const forAllP95 = (results.forAll as { p95: number }).p95;
  const forClassP95 = (results.forClass as { p95: number }).p95;
  console.log(`\nBullying alerts on PostgreSQL 15: ${klassStudents.flat().length} students, ${deliveryIds.length} deliveries\n`);
  console.log(`for_all   ${JSON.stringify(results.forAll)}  p95 ≤ 100 ms: ${forAllP95 <= 100 ? 'met' : 'MISSED'}`);
  console.log(`for_class ${JSON.stringify(results.forClass)}  p95 ≤ 100 ms: ${forClassP95 <= 100 ? 'met' : 'MISSED'}`);
  console.log(`PDFs of a 35-student class: ${pdfSeconds} s  ≤ 20 s: ${pdfSeconds <= 20 ? 'met' : 'MISSED'}`);
  const dir = path.resolve('.bench');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `bullying-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ students: studentCount, deliveries: deliveryIds.length, ...results }, null, 2));
  log(`written ${file}`);
} finally {
  await server?.stop();
  pg.stop();
}
