/**
 * `npm run bench -- roster [--students 1000]`
 *
 * Issue 13 "Speed": on PostgreSQL 15, a school with 6 grades × 5 classes and no students; a filled
 * student template of `students` rows (built by the template writer, read back by the import's
 * reader): preview ≤ 3 s, import (one transaction) ≤ 10 s, the same file again (idempotent, all
 * unchanged); then the year-end advancement of those students applied ≤ 10 s; and (issue 23) a
 * city's junior highs in one OneRoster zip as a 校務支援 system exports it (CP932, 1.2 layout,
 * 30,000 people in 40 schools): the city's preview ≤ 10 s, the import in one transaction ≤ 30 s,
 * RSS growth ≤ 300 MB each; also one school's preview of the same zip (everyone else skipped).
 * Services are called directly (no HTTP): the budgets are the engine's. Writes .bench/roster-<time>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { parseArgs } from 'node:util';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import { openDatabase, type Database } from '@sukoyaka/db/client';
import { migrateDatabase } from '@sukoyaka/db/migrate';
import { prng } from '@sukoyaka/db/seed/names';
import { mextCheckDigit } from '@sukoyaka/contracts/school-types';
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

  // A city's junior highs in one OneRoster zip, as a 校務支援 system exports it (CP932, 1.2 layout):
  // 40 schools × 3 grades × 5 homerooms × 49 students + a homeroom teacher each = 30,000 people.
  const city: { id: number; code: string; mextSchoolCode: string }[] = [];
  for (let i = 0; i < 40; i += 1) {
    const first12 = `C11421${String(1_000_000 + i).slice(1)}`.slice(0, 12);
    const mext = `${first12}${mextCheckDigit(first12)}`;
    const s = await createSchool(db, codes, {
      organizationId: org.id,
      code: `bench-jhs-${i}`,
      name: `ベンチ第${i}中学校`,
      schoolType: 'junior_high',
      mextSchoolCode: mext,
      schoolYear: year,
      klassesPerGrade: 5,
      studentsInKlass: () => 0,
      passwords: { student: 'x', teacher: 'x', parent: 'x' },
      emailDomain: `bench-jhs-${i}.example.jp`,
      random: prng(100 + i),
      withParents: false,
    });
    city.push({ id: s.id, code: s.code, mextSchoolCode: mext });
  }
  const zip = buildOneRosterZip(
    city.map((b) => ({
      code: b.mextSchoolCode,
      klasses: Array.from({ length: 15 }, (_, k) => ({
        grade: `J${Math.floor(k / 5) + 1}`,
        title: `${Math.floor(k / 5) + 1}年${(k % 5) + 1}組`,
        students: Array.from({ length: 49 }, (_, n) => `生徒 ${b.code}-${k}-${n}`),
        teacherEmail: `t${k}@${b.code}.example.jp`,
      })),
    })),
    year,
    { layout: '1.2', encoding: 'cp932' },
  );
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  /** Runs `work` and samples the process's RSS every 20 ms: the time and the growth over the RSS before. */
  const measured = async <T>(work: () => Promise<T>): Promise<[T, number, number]> => {
    globalThis.gc?.();
    const before = process.memoryUsage().rss;
    let peak = before;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
    try {
      const [value, ms] = await timed(work);
      peak = Math.max(peak, process.memoryUsage().rss);
      return [value, ms, mb(peak - before)];
    } finally {
      clearInterval(timer);
    }
  };
  const [cityPreview, cityPreviewMs, cityPreviewMb] = await measured(() => importOneRoster(db, city, zip, year, false));
  const [oneSchool, oneSchoolMs] = await timed(() => importOneRoster(db, [city[0]!], zip, year, false));
  const [oneRoster, oneRosterMs, oneRosterMb] = await measured(() => db.transaction((tx) => importOneRoster(tx as unknown as Database, city, zip, year, true)));
  await handle.close();

  const people = cityPreview.preview.people;
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
    oneRosterPeople: people,
    oneRosterPreviewMs: cityPreviewMs,
    oneRosterPreviewRssGrowthMb: cityPreviewMb,
    oneRosterOneSchoolPreviewMs: oneSchoolMs,
    oneRosterOneSchoolSkipped: oneSchool.preview.skipped.reduce((n, g) => n + g.count, 0),
    oneRosterImportMs: oneRosterMs,
    oneRosterImportRssGrowthMb: oneRosterMb,
    oneRosterImported: oneRoster.preview.students.summary.create + oneRoster.preview.teachers.summary.create,
    met:
      previewMs <= 3000 &&
      importMs <= 10_000 &&
      applyMs <= 10_000 &&
      again.preview.summary.unchanged === studentCount &&
      cityPreviewMs <= 10_000 &&
      oneRosterMs <= 30_000 &&
      Math.max(cityPreviewMb, oneRosterMb) <= 300,
  };
  console.log(`\nroster of ${studentCount} students`);
  console.log(`  preview ${previewMs} ms (budget ≤ 3000 ms), ${preview.preview.errorCount} errors`);
  console.log(`  import ${importMs} ms (budget ≤ 10000 ms); same file again ${againMs} ms: ${JSON.stringify(again.preview.summary)}`);
  console.log(`  advancement applied ${applyMs} ms (budget ≤ 10000 ms), ${applied.enrolled} enrollments next year`);
  console.log(`  OneRoster zip of 40 junior highs (CP932, 1.2 layout), ${people} people (${result.oneRosterZipKb} KB):`);
  console.log(`    preview of the city ${cityPreviewMs} ms (budget ≤ 10000 ms), RSS +${cityPreviewMb} MB (budget ≤ 300 MB)`);
  console.log(`    preview for one school ${oneSchoolMs} ms (${result.oneRosterOneSchoolSkipped} people skipped as other schools')`);
  console.log(`    import ${oneRosterMs} ms in one transaction (budget ≤ 30000 ms), RSS +${oneRosterMb} MB, ${result.oneRosterImported} accounts created`);
  console.log(`  ${result.met ? 'met' : 'MISSED'}`);
  const dir = path.resolve('.bench');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `roster-${new Date().toISOString().replace(/[:.]/g, '-')}.json`), JSON.stringify(result, null, 2));
} finally {
  pg.stop();
}
