/**
 * `npm run bench -- questionnaire-exports [--students 1000] [--questions 40] [--runs 5]`
 *
 * Issue 11 "Speed": GET /api/teachers/questionnaires/{id}/export_answers of one delivery of
 * `questions` questions answered by every one of `students` students: ≤ 3 s and peak RSS growth of
 * the API process ≤ 100 MB (the file is streamed, never built whole). Seeds with SQL on PostgreSQL
 * 15, starts the API in a child process, downloads the file `runs` times over real HTTP while
 * sampling the child's VmRSS (/proc/<pid>/status) every 10 ms; reports the slowest run and the
 * largest growth over the RSS before that run. `measureExport` (export-measure.ts) serves other
 * benches (e.g. questionnaires.ts) that already have a server and a delivery.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { eq, sql } from 'drizzle-orm';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import { openDatabase } from '@sukoyaka/db/client';
import { migrateDatabase } from '@sukoyaka/db/migrate';
import { teachers } from '@sukoyaka/db/schema';
import { prng } from '@sukoyaka/db/seed/names';
import { deliverQuestionnaire, type QuestionnaireDefinition } from '@sukoyaka/db/seed/questionnaires';
import { createOrganization, createSchool, ensureGradeCodeMasters } from '@sukoyaka/db/seed/structure';
import { issueToken } from '../../apps/api/src/modules/auth/tokens.service.ts';
import { psql, startTestPostgres } from '../test/postgres.ts';
import { fillSheets } from './bench-school.ts';
import { measureExport } from './export-measure.ts';
import { startServerChild } from './server.ts';

/** A `questions`-question survey: 5-point rows, every tenth a long text, every tenth (from the fifth) a checkbox. */
function survey(questionCount: number): QuestionnaireDefinition {
  return {
    title: '書き出しアンケート',
    needsConsent: false,
    groups: [0, 1, 2, 3].map((g) => ({
      title: `ページ${g + 1}`,
      questions: Array.from({ length: Math.ceil(questionCount / 4) }, (_, i) => g * Math.ceil(questionCount / 4) + i)
        .filter((n) => n < questionCount)
        .map((n) =>
          n % 10 === 9
            ? { formType: 'long_text' as const, text: `質問${n + 1}` }
            : n % 10 === 4
              ? { formType: 'checkbox' as const, text: `質問${n + 1}`, options: ['A', 'B', 'C', 'D'].map((text, k) => ({ text, score: k })) }
              : {
                  formType: 'single_select_row' as const,
                  text: `質問${n + 1}`,
                  options: ['とても', 'まあまあ', 'あまり', 'ぜんぜん', 'わからない'].map((text, k) => ({ text, score: k })),
                },
        ),
    })),
  };
}

{
  const { values } = parseArgs({
    options: { students: { type: 'string', default: '1000' }, questions: { type: 'string', default: '40' }, runs: { type: 'string', default: '5' } },
  });
  const studentCount = Number(values.students);
  const questionCount = Number(values.questions);
  const log = (m: string) => console.log(`[questionnaire-exports] ${m}`);
  const pg = await startTestPostgres();
  let server: Awaited<ReturnType<typeof startServerChild>> | null = null;
  try {
    const url = pg.url('sukoyaka_questionnaire_exports');
    psql(pg.url(), 'CREATE DATABASE sukoyaka_questionnaire_exports');
    const handle = await openDatabase({ kind: 'postgres', url, poolSize: 8 });
    const db = handle.db;
    await migrateDatabase(handle);
    const codes = await ensureGradeCodeMasters(db);
    const org = await createOrganization(db, 'ベンチ市', 'ベンチ市教育委員会');
    const perKlass = Math.floor(studentCount / 30);
    const extra = studentCount - perKlass * 30;
    const school = await createSchool(db, codes, {
      organizationId: org.id,
      code: 'bench-export',
      name: 'ベンチ小学校',
      schoolType: 'elementary',
      schoolYear: schoolYearOf(),
      klassesPerGrade: 5,
      studentsInKlass: (i) => perKlass + (i < extra ? 1 : 0),
      passwords: { student: 'x', teacher: 'x', parent: 'x' },
      emailDomain: 'bench.example.jp',
      random: prng(12),
      withParents: false,
    });
    const now = Date.now();
    const deliveryId = await deliverQuestionnaire(db, {
      schoolId: school.id,
      gradeIds: [...new Set(school.klasses.map((k) => k.gradeId))],
      definition: survey(questionCount),
      startAt: new Date(now - 7 * 86_400_000),
      finishAt: new Date(now + 86_400_000),
    });
    await fillSheets(
      db,
      { deliveryId, schoolId: school.id, at: new Date(now) },
      {
        questionOptionId: sql`case when q.form_type = 'single_select_row' then (select o.id from question_options o where o.question_id = q.id order by o.sort_order offset (a.student_id % 5) limit 1) end`,
        questionOptionIds: sql`case when q.form_type = 'checkbox' then array(select o.id from question_options o where o.question_id = q.id order by o.sort_order limit (1 + a.student_id % 3)::int) else '{}'::bigint[] end`,
        text: sql`case when q.form_type = 'long_text' then repeat('きょうは ともだちと あそびました。'::text, (1 + a.student_id % 4)::int) end`,
        score: sql`case when q.form_type = 'single_select_row' then a.student_id % 5 end`,
      },
    );
    await db.execute(sql`ANALYZE`);
    const [adminRow] = await db.select().from(teachers).where(eq(teachers.email, school.adminEmail));
    const token = await issueToken(db, { accountType: 'teacher', accountId: adminRow!.id, uid: adminRow!.email, schoolId: school.id }, 86_400_000);
    await handle.close();
    log(`seeded ${studentCount} students × ${questionCount} answers`);

    server = await startServerChild({ env: { DATABASE_URL: url, DATABASE_POOL_SIZE: '10', LOG_LEVEL: 'warn', WORKER: 'false', SEED_DEMO: 'false' } });
    const headers = { 'access-token': token.accessToken, client: token.client, uid: token.uid, schoolCode: school.code };
    const result = await measureExport(`${server.url}/api/teachers/questionnaires/${deliveryId}/export_answers`, headers, server.pid, Number(values.runs));
    console.log(`\nexport_answers, ${studentCount} students × ${questionCount} questions (${Math.round(result.bytes / 1024)} KB .xlsx, ${result.runs} runs)`);
    console.log(`  slowest ${result.maxMs} ms, median ${result.medianMs} ms (budget ≤ 3000 ms)`);
    console.log(`  peak RSS growth ${result.maxRssGrowthMb} MB (budget ≤ 100 MB): ${result.met ? 'met' : 'MISSED'}`);
    const dir = path.resolve('.bench');
    mkdirSync(dir, { recursive: true });
    const file = path.join(dir, `questionnaire-exports-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, JSON.stringify({ students: studentCount, questions: questionCount, ...result }, null, 2));
    log(`written ${file}`);
  } finally {
    await server?.stop();
    pg.stop();
  }
}
