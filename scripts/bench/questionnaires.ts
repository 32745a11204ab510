/**
 * `npm run bench -- questionnaires [--students 1000] [--deliveries 12] [--questions 40] [--requests 400] [--completers 300]
 *   [--rounds 3] [--cpu-prof]` (rounds: completion bursts, each on a survey of its own; --cpu-prof: the server's
 *   profile of each completion burst into .bench/profiles)
 *
 * Questionnaire budgets (issue 11 "Speed"), on PostgreSQL 15 with one school of `students`
 * students and `deliveries` deliveries of `questions` questions, every sheet completed:
 * - the teacher's deliveries list (GET /api/teachers/questionnaire_deliveries) p95 ≤ 50 ms;
 * - `completers` students completing a 40-question survey at once (POST /api/students/questions/answer
 *   with all answers and complete: true, the alert engine included): p99 ≤ 200 ms. Each round sends the
 *   300 requests at the same moment, each on a connection of its own (load.ts runBurst; --connections
 *   kept: opened beforehand, as the API sees pupils behind nginx's keepalive upstream or a tablet
 *   still connected from its last page; new: each opens its connection as it is sent), after
 *   the students saved their first pages with 次へ as the web app does, and after a warm-up burst
 *   of 50 on a survey of its own (a server at that hour has answered pupils all morning); every
 *   round is reported and the budget is met only when every round meets it.
 * Seeds with SQL (sheets and answers by set operations), ANALYZEs, starts the API in a child
 * process, signs in with tokens directly, times real HTTP requests with exact percentiles.
 * Results go to .bench/questionnaires-<time>.json. To add a measurement (e.g. the exports), push
 * another Timing onto `timings` in the "measurements" section.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { teachers } from '@sukoyaka/db/schema';
import { deliverQuestionnaire, type QuestionnaireDefinition } from '@sukoyaka/db/seed/questionnaires';
import { issueToken } from '../../apps/api/src/modules/auth/tokens.service.ts';
import { deliveryRowsStatement } from '../../apps/api/src/modules/questionnaire-deliveries/deliveries.queries.ts';
import { startTestPostgres } from '../test/postgres.ts';
import { parentPid, startCpuWindow, type CpuSplit } from './cpu.ts';
import { fillSheets, seedBenchSchool } from './bench-school.ts';
import type { RequestTiming } from './report.ts';
import { startServerChild } from './server.ts';
import { runBurst, type BurstConnections } from './load.ts';
import { issueStudentTokens } from './students.ts';

const { values } = parseArgs({
  options: {
    students: { type: 'string', default: '1000' },
    deliveries: { type: 'string', default: '12' },
    questions: { type: 'string', default: '40' },
    requests: { type: 'string', default: '400' },
    concurrency: { type: 'string', default: '4' },
    completers: { type: 'string', default: '300' },
    rounds: { type: 'string', default: '3' },
    'cpu-prof': { type: 'boolean', default: false },
    'pg-socket': { type: 'boolean', default: false },
    pool: { type: 'string', default: '10' },
    connections: { type: 'string', default: 'kept' },
  },
});
const studentCount = Number(values.students);
const questionCount = Number(values.questions);
const log = (m: string) => console.log(`[questionnaires] ${m}`);
const day = 86_400_000;

export interface Timing extends RequestTiming {
  budget: string;
  met: boolean;
}

/** Exact percentiles of latencies (ms). */
function percentiles(latencies: number[]) {
  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1));
  return { p50: at(0.5), p95: at(0.95), p99: at(0.99), max: at(1) };
}

/** Sends `total` requests, `parallel` at a time; `make(i)` gives the request. */
async function timeRequests(total: number, parallel: number, make: (i: number) => { url: string; init: RequestInit }) {
  const latencies: number[] = [];
  const status: Record<string, number> = {};
  let next = 0;
  await Promise.all(
    Array.from({ length: parallel }, async () => {
      while (next < total) {
        const { url, init } = make(next++);
        const t0 = performance.now();
        const res = await fetch(url, init);
        await res.arrayBuffer();
        latencies.push(performance.now() - t0);
        status[res.status] = (status[res.status] ?? 0) + 1;
      }
    }),
  );
  return { ...percentiles(latencies), status };
}

/** A `questions`-question survey over 4 pages: mostly 5-point rows with a rule, some checkboxes and texts. */
function survey(title: string): QuestionnaireDefinition {
  const perPage = Math.ceil(questionCount / 4);
  return {
    title,
    needsConsent: false,
    groups: Array.from({ length: 4 }, (_, g) => ({
      title: `ページ${g + 1}`,
      questions: Array.from({ length: Math.min(perPage, questionCount - g * perPage) }, (_, i) => {
        const n = g * perPage + i;
        if (n % 10 === 9)
          return { formType: 'long_text' as const, text: `質問${n + 1}`, alertRules: [{ when: 'text_written' as const, level: 'first_stage' as const }] };
        if (n % 10 === 4) return { formType: 'checkbox' as const, text: `質問${n + 1}`, options: ['A', 'B', 'C', 'D'].map((text, k) => ({ text, score: k })) };
        return {
          formType: 'single_select_row' as const,
          text: `質問${n + 1}`,
          required: true,
          options: ['0', '1', '2', '3', '4'].map((text, k) => ({ text, score: k })),
          alertRules: [{ when: 'option_chosen' as const, optionIndexes: [4], level: 'second_stage' as const }],
        };
      }),
    })),
  };
}

const pg = await startTestPostgres();
let server: Awaited<ReturnType<typeof startServerChild>> | null = null;
try {
  const { url, handle, db, school } = await seedBenchSchool(pg, 'sukoyaka_questionnaires', { students: studentCount, seed: 11 });
  const gradeIds = [...new Set(school.klasses.map((k) => k.gradeId))];
  const now = Date.now();
  // Deliveries of this 年度, each answered by every student (sheets and answers by set operations).
  for (let d = 0; d < Number(values.deliveries); d++) {
    const startAt = new Date(now - (d + 2) * 7 * day);
    const id = await deliverQuestionnaire(db, {
      schoolId: school.id,
      gradeIds,
      definition: survey(`アンケート${d + 1}`),
      startAt,
      finishAt: new Date(startAt.getTime() + 5 * day),
    });
    await fillSheets(
      db,
      { deliveryId: id, schoolId: school.id, at: startAt },
      {
        questionOptionId: sql`(select o.id from question_options o where o.question_id = q.id order by o.sort_order offset (a.student_id % 4) limit 1)`,
        questionOptionIds: sql`'{}'::bigint[]`,
        text: sql`case when q.form_type = 'long_text' and a.student_id % 5 = 0 then 'テスト回答' end`,
        score: sql`case when q.form_type = 'single_select_row' then a.student_id % 4 end`,
      },
    );
  }
  // The live surveys the completers answer, one per round and one for the warm-up: open now, nobody has answered them.
  const lives: number[] = [];
  for (let r = 0; r <= Number(values.rounds); r++) {
    lives.push(
      await deliverQuestionnaire(db, {
        schoolId: school.id,
        gradeIds,
        definition: survey(r === 0 ? '準備アンケート' : `実施中アンケート${r}`),
        startAt: new Date(now - day),
        finishAt: new Date(now + 7 * day),
      }),
    );
  }
  await db.execute(sql`VACUUM ANALYZE`);
  const counted = (await db.execute(sql`select coalesce(sum(jsonb_array_length(answers)), 0)::int as n from questionnaire_answers`)) as unknown as {
    rows: { n: number }[];
  };
  log(`seeded ${studentCount} students, ${values.deliveries} deliveries, ${counted.rows[0]!.n} answers`);

  const [adminRow] = await db.select().from(teachers).where(eq(teachers.email, school.adminEmail));
  const adminToken = await issueToken(db, { accountType: 'teacher', accountId: adminRow!.id, uid: adminRow!.email, schoolId: school.id }, day);
  const admin = { 'access-token': adminToken.accessToken, client: adminToken.client, uid: adminToken.uid, schoolCode: school.code };
  const students = (await issueStudentTokens(db)).slice(0, Number(values.completers));
  const contentOf = async (delivery: number) =>
    (
      (await db.execute(sql`
    select q.id, q.form_type, q.question_group_id as page, (select array_agg(o.id order by o.sort_order) from question_options o where o.question_id = q.id) as options
    from questions q join questionnaire_deliveries d on d.questionnaire_id = q.questionnaire_id where d.id = ${delivery} order by q.id`)) as unknown as {
        rows: { id: number; form_type: string; page: number; options: number[] | null }[];
      }
    ).rows;
  const contents = await Promise.all(lives.map(contentOf));
  // The postmaster (a backend's parent), for the CPU split of each measurement.
  const backend = (await db.execute(sql`select pg_backend_pid() as pid`)) as unknown as { rows: { pid: number }[] };
  const postmasterPid = parentPid(backend.rows[0]!.pid);
  // The list statement's plan and its database time alone (no HTTP), as the admin sees it.
  const scope = { schoolId: school.id, teacherId: adminRow!.id, admin: true, schoolYearId: null, klassIds: school.klasses.map((k) => k.id) };
  const statement = deliveryRowsStatement(scope, { now: new Date(), page: 1 });
  const plan = (await db.execute(sql`EXPLAIN (ANALYZE, BUFFERS, COSTS OFF) ${statement}`)) as unknown as { rows: { 'QUERY PLAN': string }[] };
  const dbTimes: number[] = [];
  for (let i = 0; i < 50; i++) {
    const t0 = performance.now();
    await db.execute(statement);
    dbTimes.push(performance.now() - t0);
  }
  // --pg-socket: the API reaches PostgreSQL over its Unix socket (a city's API next to its database).
  const socketDir = (
    (await db.execute(sql`select current_setting('unix_socket_directories') as dir, current_setting('port') as port`)) as unknown as {
      rows: { dir: string; port: string }[];
    }
  ).rows[0]!;
  const socketUrl = `postgres://postgres@/sukoyaka_questionnaires?host=${encodeURIComponent(socketDir.dir.split(',')[0]!.trim())}&port=${socketDir.port}`;
  await handle.close();

  const profiles = path.resolve('.bench/profiles');
  if (values['cpu-prof']) mkdirSync(profiles, { recursive: true });
  const serverEnv = {
    DATABASE_URL: values['pg-socket'] ? socketUrl : url,
    DATABASE_POOL_SIZE: values.pool,
    LOG_LEVEL: 'warn',
    WORKER: 'false',
    SEED_DEMO: 'false',
  };
  server = await startServerChild({ env: serverEnv });
  const base = server.url;
  const timings: Timing[] = [];
  const splits: CpuSplit[] = [];
  const record = (
    name: string,
    budget: string,
    met: (r: ReturnType<typeof percentiles>) => boolean,
    requests: number,
    concurrency: number,
    r: Awaited<ReturnType<typeof timeRequests>>,
  ) => timings.push({ name, requests, concurrency, ...r, budget, met: met(r) });

  // ---- measurements ----
  const listRequest = () => ({ url: `${base}/api/teachers/questionnaire_deliveries`, init: { headers: admin } });
  await timeRequests(50, 2, listRequest);
  const requests = Number(values.requests);
  const concurrency = Number(values.concurrency);
  record(
    'deliveries list (12 deliveries, 1,000 students)',
    'p95 ≤ 50 ms',
    (r) => r.p95 <= 50,
    requests,
    concurrency,
    await timeRequests(requests, concurrency, listRequest),
  );

  const headersOf = (s: (typeof students)[number]) => ({ 'access-token': s.accessToken, client: s.client, uid: s.uid, 'content-type': 'application/json' });
  const answers = (rows: Awaited<ReturnType<typeof contentOf>>, i: number) =>
    rows.map((q) => {
      if (q.form_type === 'long_text') return { questionId: Number(q.id), text: i % 3 === 0 ? 'つらいです' : '' };
      if (q.form_type === 'checkbox') return { questionId: Number(q.id), questionOptionIds: [Number(q.options![i % 4])] };
      return { questionId: Number(q.id), questionOptionId: Number(q.options![(i + Number(q.id)) % 5]) };
    });
  /**
   * As the web app does it (questionnaire-answering.tsx): `count` students agree to the survey
   * `lives[r]` (one at a time) and save each page but the last with 次へ (8 at a time); returns
   * the burst of their completions, each sending every answer with complete: true (完了).
   */
  const prepareBurst = async (r: number, count: number) => {
    const live = lives[r]!;
    const completers = students.slice(0, count);
    for (const s of completers) {
      // No body, as the web app sends it (a JSON content type with an empty body is a 400).
      const { 'content-type': _json, ...headers } = headersOf(s);
      const agreed = await fetch(`${base}/api/questionnaire_deliveries/${live}/agree`, { method: 'POST', headers });
      if (!agreed.ok) throw new Error(`agree: ${agreed.status} ${await agreed.text()}`);
    }
    const pages = [...new Set(contents[r]!.map((q) => Number(q.page)))].slice(0, -1);
    const saves = completers.flatMap((s, i) =>
      pages.map((page) => ({ s, answers: answers(contents[r]!, i).filter((_, k) => Number(contents[r]![k]!.page) === page) })),
    );
    const saved = await timeRequests(saves.length, 8, (n) => ({
      url: `${base}/api/students/questions/answer`,
      init: { method: 'POST', headers: headersOf(saves[n]!.s), body: JSON.stringify({ questionnaireDeliveryId: live, answers: saves[n]!.answers }) },
    }));
    if (saved.status['200'] !== saves.length) throw new Error(`page saves: ${JSON.stringify(saved.status)}`);
    return completers.map((s, i) => ({
      method: 'POST' as const,
      path: '/api/students/questions/answer',
      headers: headersOf(s),
      body: JSON.stringify({ questionnaireDeliveryId: live, answers: answers(contents[r]!, i), complete: true }),
    }));
  };
  // Warm-up (not recorded): the server at that hour has answered pupils all morning.
  const connections = values.connections as BurstConnections;
  if (connections !== 'kept' && connections !== 'new') throw new Error('--connections kept|new');
  await runBurst(base, await prepareBurst(0, 50), connections);
  for (let r = 1; r < lives.length; r++) {
    const requests = await prepareBurst(r, students.length);
    let cpu: ReturnType<typeof startCpuWindow> | null = null;
    const burst = await runBurst(base, requests, connections, () => {
      if (values['cpu-prof']) server!.startProfile();
      cpu = startCpuWindow(server!.pid, postmasterPid);
    });
    splits.push(cpu!.stop());
    if (values['cpu-prof']) await server.stopProfile(path.join(profiles, `questionnaires-completion-${r}-${Date.now()}.cpuprofile`));
    record(
      `${students.length} students completing a ${questionCount}-question survey at once (round ${r})`,
      'p99 ≤ 200 ms',
      (t) => t.p99 <= 200,
      students.length,
      students.length,
      { ...percentiles(burst.latencies), status: burst.status },
    );
  }
  // ---- end of measurements ----

  console.log(
    `\nThe list statement alone (50 runs, in process): ${JSON.stringify(percentiles(dbTimes))} ms\n${plan.rows.map((r) => r['QUERY PLAN']).join('\n')}`,
  );
  console.log(`\nQuestionnaires on PostgreSQL 15: ${studentCount} students, ${values.deliveries} deliveries × ${questionCount} questions\n`);
  console.log('measurement'.padEnd(60), 'p50'.padStart(7), 'p95'.padStart(7), 'p99'.padStart(7), 'max'.padStart(7), '  budget');
  for (const t of timings) {
    console.log(
      t.name.padEnd(60),
      `${t.p50}`.padStart(7),
      `${t.p95}`.padStart(7),
      `${t.p99}`.padStart(7),
      `${t.max}`.padStart(7),
      `  ${t.budget}: ${t.met ? 'met' : 'MISSED'}  ${JSON.stringify(t.status)}`,
    );
  }
  for (const [r, split] of splits.entries()) console.log(`CPU of completion round ${r + 1} (cores busy over its wall time): ${JSON.stringify(split)}`);
  const rounds = timings.filter((t) => t.name.includes('at once'));
  console.log(
    `Completion budget (p99 ≤ 200 ms in every round): ${rounds.every((t) => t.met) ? 'met' : 'MISSED'}; p99 by round ${rounds.map((t) => t.p99).join(', ')} ms`,
  );
  const dir = path.resolve('.bench');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `questionnaires-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(
    file,
    JSON.stringify({ students: studentCount, deliveries: Number(values.deliveries), questions: questionCount, timings, completionCpu: splits }, null, 2),
  );
  log(`written ${file}`);
} finally {
  await server?.stop();
  pg.stop();
}
