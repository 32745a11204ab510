import { schoolYearOf } from '@sukoyaka/contracts/dates';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, type Database, type DatabaseHandle } from '@sukoyaka/db/client';
import { migrateDatabase } from '@sukoyaka/db/migrate';
import { prng } from '@sukoyaka/db/seed/names';
import { createOrganization, createSchool, ensureGradeCodeMasters } from '@sukoyaka/db/seed/structure';
import { psql, type TestPostgres } from '../test/postgres.ts';

export interface BenchSchoolOptions {
  /** Students of the school, spread over 6 grades × 5 classes. */
  students: number;
  /** Seed of the name generator (each benchmark its own, so names differ between them). */
  seed: number;
  /** Students in the first class when it must have an exact size (e.g. the 35 of a PDF budget). */
  firstKlass?: number;
}

/**
 * A fresh database `name` on the benchmark's PostgreSQL, migrated, with one board (ベンチ市) and
 * one elementary school (bench-es, this 年度) of `students` students in 6 grades × 5 classes,
 * without parents; every password is 'x'. The caller closes `handle`.
 */
export async function seedBenchSchool(pg: TestPostgres, name: string, options: BenchSchoolOptions) {
  const url = pg.url(name);
  psql(pg.url(), `CREATE DATABASE ${name}`);
  const handle: DatabaseHandle = await openDatabase({ kind: 'postgres', url, poolSize: 8 });
  const school = await seedBenchSchoolInto(handle, options);
  return { url, handle, db: handle.db, school };
}

/** The same school in an open, empty database (PostgreSQL or the embedded PGlite): migrates it and seeds. */
export async function seedBenchSchoolInto(handle: DatabaseHandle, options: BenchSchoolOptions) {
  const db = handle.db;
  await migrateDatabase(handle);
  const codes = await ensureGradeCodeMasters(db);
  const org = await createOrganization(db, 'ベンチ市', 'ベンチ市教育委員会');
  const klassesPerGrade = 5;
  const perKlass = Math.floor(options.students / (6 * klassesPerGrade));
  const extra = options.students - perKlass * 6 * klassesPerGrade;
  return createSchool(db, codes, {
    organizationId: org.id,
    code: 'bench-es',
    name: 'ベンチ小学校',
    schoolType: 'elementary',
    schoolYear: schoolYearOf(),
    klassesPerGrade,
    studentsInKlass: (i) => (i === 0 && options.firstKlass !== undefined ? options.firstKlass : perKlass + (i < extra ? 1 : 0)),
    passwords: { student: 'x', teacher: 'x', parent: 'x' },
    emailDomain: 'bench.example.jp',
    random: prng(options.seed),
    withParents: false,
  });
}

/** SQL expressions of one answer, over `a` (the sheet: a.student_id), `q` (the question: q.id, q.form_type) and `question_options`. */
export interface BenchAnswerExpressions {
  questionOptionId: SQL;
  questionOptionIds: SQL;
  text: SQL;
  score: SQL;
}

/**
 * A completed sheet of delivery `deliveryId` for every student of `schoolId`, completed at `at`
 * (every seventh student's at second_stage), each answering every question by `answer` — one
 * jsonb array per sheet (decision 043), built by set operations.
 */
export async function fillSheets(db: Database, where: { deliveryId: number; schoolId: number; at: Date }, answer: BenchAnswerExpressions): Promise<void> {
  await db.execute(sql`
    insert into questionnaire_answers (questionnaire_delivery_id, student_id, school_id, status, started_at, completed_at, alert_level)
    select ${where.deliveryId}, s.id, s.school_id, 'completed', ${where.at}, ${where.at}, case when s.id % 7 = 0 then 'second_stage' else 'normal' end
    from students s where s.school_id = ${where.schoolId}`);
  await db.execute(sql`
    update questionnaire_answers a set answers = x.answers
    from (
      select a.id, jsonb_agg(jsonb_build_object('questionId', q.id, 'questionOptionId', ${answer.questionOptionId},
        'questionOptionIds', to_jsonb(${answer.questionOptionIds}), 'text', ${answer.text}, 'score', ${answer.score}, 'matchedLevel', null) order by q.id) as answers
      from questionnaire_answers a join questions q on q.questionnaire_id = (select questionnaire_id from questionnaire_deliveries where id = ${where.deliveryId})
      where a.questionnaire_delivery_id = ${where.deliveryId}
      group by a.id
    ) x
    where x.id = a.id`);
}
