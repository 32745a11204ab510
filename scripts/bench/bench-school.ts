import { schoolYearOf } from '@sukoyaka/contracts/dates';
import { openDatabase, type DatabaseHandle } from '@sukoyaka/db/client';
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
  const db = handle.db;
  await migrateDatabase(handle);
  const codes = await ensureGradeCodeMasters(db);
  const org = await createOrganization(db, 'ベンチ市', 'ベンチ市教育委員会');
  const klassesPerGrade = 5;
  const perKlass = Math.floor(options.students / (6 * klassesPerGrade));
  const extra = options.students - perKlass * 6 * klassesPerGrade;
  const school = await createSchool(db, codes, {
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
  return { url, handle, db, school };
}
