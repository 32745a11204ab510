/**
 * `npm run bench -- <name> [options]` runs one benchmark (options go to it unchanged);
 * without a name it lists them.
 */
const benchmarks: Record<string, { file: string; description: string }> = {
  'alert-replay': {
    file: './alert-replay.ts',
    description:
      'replaying a proposed condition-alert rule over the last 90 school days of a 1,000-pupil school (issue 25 item 4): ≤ 2 s on PostgreSQL; PGlite for information',
  },
  board: {
    file: './board.ts',
    description:
      'board of education on a seeded city (--city 260000): dashboard p95 ≤ 300 ms, whole-city dashboard_by_month p95 ≤ 500 ms, Excel ≤ 5 s, PDF ≤ 15 s',
  },
  bullying: {
    file: './bullying.ts',
    description: 'bullying alerts on PostgreSQL: for_all and for_class p95 with 1,000 students × 12 answered deliveries; the answer PDFs of a 35-student class',
  },
  'bullying-survey': {
    file: './bullying-survey.ts',
    description: "the board's annual bullying survey (issue 26) for a seeded city (--city 260000) with cases, on PostgreSQL: data and Excel ≤ 10 s each",
  },
  'city-morning': {
    file: './city-morning.ts',
    description:
      'the 8:00–8:30 morning through nginx, two API processes and the worker, with one API SIGKILLed and PostgreSQL restarted: zero lost, zero duplicated',
  },
  checkin: {
    file: './checkin.ts',
    description: 'morning check-in peak: one POST /api/conditions per student on PostgreSQL and PGlite, plus the /api/health ceiling',
  },
  dashboards: {
    file: './dashboards.ts',
    description: 'teacher dashboards on PostgreSQL with a large district: class week, school day, month export budgets',
  },
  questionnaires: {
    file: './questionnaires.ts',
    description:
      'questionnaires on PostgreSQL: deliveries list p95 with 1,000 students × 12 answered deliveries; 300 students completing a 40-question survey at once (p99)',
  },
  'questionnaire-exports': {
    file: './questionnaire-exports.ts',
    description: 'export_answers of a 1,000-student delivery of 40 questions over HTTP: slowest of 5 ≤ 3 s, API peak RSS growth ≤ 100 MB (streamed)',
  },
  roster: {
    file: './roster.ts',
    description:
      'roster import of a 1,000-student Excel template (preview ≤ 3 s, import ≤ 10 s, idempotent), the year-end advancement applied (≤ 10 s), and a 30,000-person CP932 OneRoster zip of 40 junior highs (preview ≤ 10 s, import ≤ 30 s, RSS growth ≤ 300 MB)',
  },
  'sign-in-cards': {
    file: './sign-in-cards.ts',
    description: 'sign-in cards of a 35-student class (new passwords, token revocation, the PDF with Noto Sans JP): slowest of 5 ≤ 5 s',
  },
  'student-web': {
    file: './student-web.ts',
    description: "students' pages from a production build: initial JS (gzip, brotli) and Lighthouse mobile scores of login and check-in",
  },
};

const name = process.argv[2];
const bench = name ? benchmarks[name] : undefined;
if (!bench) {
  if (name) console.error(`unknown benchmark: ${name}\n`);
  console.log('usage: npm run bench -- <name> [options]\n\navailable benchmarks:');
  for (const [key, b] of Object.entries(benchmarks)) console.log(`  ${key.padEnd(10)} ${b.description}`);
  process.exit(name ? 1 : 0);
}
// The benchmark parses process.argv itself: drop the name so it sees only its own options.
process.argv.splice(2, 1);
await import(bench.file);

export {};
