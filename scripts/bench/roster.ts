/**
 * `npm run bench -- roster [--students 1000]`
 *
 * Issue 13 "Speed": on PostgreSQL 15, a school with 6 grades × 5 classes and no students; a filled
 * student template of `students` rows (built by the template writer, read back by the import's
 * reader): preview ≤ 3 s, import (one transaction) ≤ 10 s, the same file again (idempotent, all
 * unchanged); then the year-end advancement of those students applied ≤ 10 s; and a OneRoster zip
 * of a 20-school board (10,080 users) imported in one transaction ≤ 60 s. Services are called
 * directly (no HTTP): the budgets are the engine's. Writes .bench/roster-<time>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import { openDatabase, type Database } from '@sukoyaka/db/client';
import { migrateDatabase } from '@sukoyaka/db/migrate';
import { prng } from '@sukoyaka/db/seed/names';
import { createOrganization, createSchool, ensureGradeCodeMasters } from '@sukoyaka/db/seed/structure';
import { getGoOnView, saveGoOnPlans } from '../../apps/api/src/modules/advancement/go-on.service.ts';
import { buildOneRosterZip } from '../../apps/api/src/modules/roster-import/oneroster-sample.ts';
import { importOneRoster, importRoster, rowsOfFile } from '../../apps/api/src/modules/roster-import/roster-import.service.ts';
import { rosterTemplateName, rosterWorkbook } from '../../apps/api/src/modules/roster-import/roster-workbook.ts';
import { psql, startTestPostgres } from '../test/postgres.ts';

const { values } = parseArgs({ options: { students: { type: 'string', default: '1000' } } });
const studentCount = Number(values.students);
const log = (m: string) => console.log(`[roster] ${m}`);
const timed = async <T>(work: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now();
  const value = await work();
  return [value, Math.round(performance.now() - started)];
};

const pg = await startTestPostgres();
try {
  const url = pg.url('sukoyaka_roster');
  psql(pg.url(), 'CREATE DATABASE sukoyaka_roster');
  const handle = await openDatabase({ kind: 'postgres', url, poolSize: 8 });
  const db: Database = handle.db;
  await migrateDatabase(handle);
  const codes = await ensureGradeCodeMasters(db);
  const org = await createOrganization(db, 'ベンチ市', 'ベンチ市教育委員会');
  const year = schoolYearOf();
  const school = await createSchool(db, codes, {
    organizationId: org.id,
    code: 'bench-roster',
    name: 'ベンチ小学校',
    schoolType: 'elementary',
    schoolYear: year,
    klassesPerGrade: 5,
    studentsInKlass: () => 0,
    passwords: { student: 'x', teacher: 'x', parent: 'x' },
    emailDomain: 'bench-roster.example.jp',
    random: prng(13),
    withParents: false,
  });
  const target = { kind: 'students' as const, schools: [{ id: school.id, code: school.code }] };
  const rows = Array.from({ length: studentCount }, (_, i) => ({
    grade: `${(i % 6) + 1}年`,
    klass: `${(Math.floor(i / 6) % 5) + 1}組`,
    studentNumber: String(Math.floor(i / 30) + 1),
    name: `名簿 太郎${i}`,
    nameKana: 'めいぼ たろう',
  }));
  const file = await buffer(rosterWorkbook('students', rosterTemplateName('students'), rows).body);
  log(`template of ${studentCount} rows: ${Math.round(file.length / 1024)} KB`);

  const [preview, previewMs] = await timed(async () => importRoster(db, target, await rowsOfFile(target, file), year, false));
  const [, importMs] = await timed(async () => {
    const read = await rowsOfFile(target, file);
    return db.transaction((tx) => importRoster(tx as unknown as Database, target, read, year, true));
  });
  const [again, againMs] = await timed(async () => {
    const read = await rowsOfFile(target, file);
    return db.transaction((tx) => importRoster(tx as unknown as Database, target, read, year, true));
  });
  const view = await getGoOnView(db, { schoolId: school.id }, year);
  const plans = view.students.map((s) => {
    const i = view.grades.findIndex((g) => g.id === s.gradeId);
    return view.grades[i]!.last
      ? { studentId: s.studentId, kind: 'graduate' as const }
      : { studentId: s.studentId, kind: 'advance' as const, nextGradeId: view.grades[i + 1]!.id, nextKlassName: s.klassName };
  });
  const [applied, applyMs] = await timed(() =>
    db.transaction((tx) => saveGoOnPlans(tx as unknown as Database, { schoolId: school.id }, { year, plans, apply: true }, 'planned')),
  );

  // A board of 20 schools in one OneRoster zip: 6 grades × 3 homerooms × 27 students + a teacher each (10,080 users).
  const board: { id: number; code: string }[] = [];
  for (let i = 0; i < 20; i += 1) {
    const s = await createSchool(db, codes, {
      organizationId: org.id,
      code: `bench-or-${i}`,
      name: `ベンチ第${i}小学校`,
      schoolType: 'elementary',
      schoolYear: year,
      klassesPerGrade: 3,
      studentsInKlass: () => 0,
      passwords: { student: 'x', teacher: 'x', parent: 'x' },
      emailDomain: `bench-or-${i}.example.jp`,
      random: prng(100 + i),
      withParents: false,
    });
    board.push({ id: s.id, code: s.code });
  }
  const zip = buildOneRosterZip(
    board.map((b) => ({
      code: b.code,
      klasses: Array.from({ length: 18 }, (_, k) => ({
        grade: `P${Math.floor(k / 3) + 1}`,
        title: `${Math.floor(k / 3) + 1}年${(k % 3) + 1}組`,
        students: Array.from({ length: 27 }, (_, n) => `名簿 ${b.code}-${k}-${n}`),
        teacherEmail: `t${k}@${b.code}.example.jp`,
      })),
    })),
    year,
  );
  const [oneRoster, oneRosterMs] = await timed(() => db.transaction((tx) => importOneRoster(tx as unknown as Database, board, zip, year, true)));
  await handle.close();

  const result = {
    students: studentCount,
    previewMs,
    importMs,
    idempotentImportMs: againMs,
    advancementApplyMs: applyMs,
    previewErrors: preview.preview.errorCount,
    secondImport: again.preview.summary,
    enrolledNextYear: applied.enrolled,
    oneRosterZipKb: Math.round(zip.length / 1024),
    oneRosterUsers: oneRoster.students.rows.length + oneRoster.teachers.rows.length,
    oneRosterMs,
    met: previewMs <= 3000 && importMs <= 10_000 && applyMs <= 10_000 && again.preview.summary.unchanged === studentCount && oneRosterMs <= 60_000,
  };
  console.log(`\nroster of ${studentCount} students`);
  console.log(`  preview ${previewMs} ms (budget ≤ 3000 ms), ${preview.preview.errorCount} errors`);
  console.log(`  import ${importMs} ms (budget ≤ 10000 ms); same file again ${againMs} ms: ${JSON.stringify(again.preview.summary)}`);
  console.log(`  advancement applied ${applyMs} ms (budget ≤ 10000 ms), ${applied.enrolled} enrollments next year`);
  console.log(`  OneRoster zip of 20 schools, ${result.oneRosterUsers} users (${result.oneRosterZipKb} KB): imported in ${oneRosterMs} ms (budget ≤ 60000 ms)`);
  console.log(`  ${result.met ? 'met' : 'MISSED'}`);
  const dir = path.resolve('.bench');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `roster-${new Date().toISOString().replace(/[:.]/g, '-')}.json`), JSON.stringify(result, null, 2));
} finally {
  pg.stop();
}
