/**
 * `npm run bench -- sign-in-cards [--runs 5]`
 *
 * Sign-in cards budget (issue 13 "Speed", decision 023): issuing the cards of a 35-student class
 * (35 new argon2id passwords, the updates and token revocation in one transaction, the A4 PDF with
 * the embedded Noto Sans JP subset) ≤ 5 s, slowest of `runs`. PostgreSQL 15, the service called
 * in-process (the HTTP layer adds only the transfer of a ~200 kB file). Results go to
 * .bench/sign-in-cards-<time>.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { schoolYearOf } from '@sukoyaka/contracts/dates';
import { openDatabase, type Database } from '@sukoyaka/db/client';
import { eq } from 'drizzle-orm';
import { migrateDatabase } from '@sukoyaka/db/migrate';
import { studentEnrollments } from '@sukoyaka/db/schema';
import { prng } from '@sukoyaka/db/seed/names';
import { createOrganization, createSchool, ensureGradeCodeMasters } from '@sukoyaka/db/seed/structure';
import { issueSignInCards } from '../../apps/api/src/modules/school-admin/sign-in-cards.service.ts';
import { currentSchoolYear } from '../../apps/api/src/modules/schools/schools.service.ts';
import { psql, startTestPostgres } from '../test/postgres.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '5' } } });
const pg = await startTestPostgres();
try {
  psql(pg.url(), 'CREATE DATABASE sukoyaka_cards');
  const handle = await openDatabase({ kind: 'postgres', url: pg.url('sukoyaka_cards'), poolSize: 4 });
  await migrateDatabase(handle);
  const db = handle.db;
  const codes = await ensureGradeCodeMasters(db);
  const org = await createOrganization(db, 'ベンチ市', 'ベンチ市教育委員会');
  const school = await createSchool(db, codes, {
    organizationId: org.id,
    code: 'bench-cards',
    name: 'ベンチ小学校',
    schoolType: 'elementary',
    schoolYear: schoolYearOf(),
    klassesPerGrade: 1,
    studentsInKlass: () => 35,
    passwords: { student: 'x', teacher: 'x', parent: 'x' },
    emailDomain: 'bench.example.jp',
    random: prng(23),
    withParents: false,
  });
  const year = (await currentSchoolYear(db, school.id))!;
  const scope = { schoolId: school.id, teacherId: 0, admin: true, schoolYearId: year.id, klassIds: school.klasses.map((k) => k.id) };
  // The whole class chosen: the bench's budget is for the largest card run (35 students).
  const studentIds = (
    await db.select({ id: studentEnrollments.studentId }).from(studentEnrollments).where(eq(studentEnrollments.klassId, school.klasses[0]!.id))
  ).map((r) => r.id);
  const seconds: number[] = [];
  let bytes = 0;
  for (let i = 0; i < Number(values.runs); i++) {
    const t0 = performance.now();
    const { body: pdf } = await db.transaction((tx) =>
      issueSignInCards(tx as unknown as Database, scope, school.klasses[0]!.id, studentIds, 'https://sukoyaka.example.jp'),
    );
    seconds.push(Number(((performance.now() - t0) / 1000).toFixed(2)));
    bytes = pdf.length;
  }
  const slowest = Math.max(...seconds);
  console.log(
    `sign-in cards of a 35-student class: runs ${seconds.join(' s, ')} s; slowest ${slowest} s ≤ 5 s: ${slowest <= 5 ? 'met' : 'MISSED'}; PDF ${Math.round(bytes / 1024)} kB`,
  );
  mkdirSync('.bench', { recursive: true });
  const file = path.join('.bench', `sign-in-cards-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify({ students: 35, seconds, slowest, pdfBytes: bytes }, null, 2));
  await handle.close();
} finally {
  await pg.stop();
}
