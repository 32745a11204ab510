import { japanDateKey, schoolYearOf } from '@sukoyaka/contracts/dates';
import { schoolDaysBefore } from '@sukoyaka/contracts/school-days';
import type { Database } from '../client.ts';
import { hashPassword } from '../passwords.ts';
import { seedConditionHistory, seedSosHistory } from './history.ts';
import { prng } from './names.ts';
import { createOrganization, createSchool, ensureGradeCodeMasters } from './structure.ts';
import { DEMO_PASSWORDS } from './demo.ts';

export interface DistrictOptions {
  /** Total students, spread over schools of about 540 (6 grades × 3 classes × 30). */
  students: number;
  /** School days of history before today. */
  days?: number;
  now?: Date;
  /** School code prefix, so several districts can live in one database. */
  prefix?: string;
  onProgress?: (message: string) => void;
}

/**
 * Builds a large district for benchmarks (`npm run db:seed -- --students 100000`): elementary
 * schools of 6 grades × 3 classes × 30 students (the last school takes the remainder) with the same
 * history mix as the demo. Passwords are the demo ones; no parent accounts.
 */
export async function seedDistrict(db: Database, opts: DistrictOptions): Promise<{ schoolCodes: string[] }> {
  const now = opts.now ?? new Date();
  const prefix = opts.prefix ?? 'bench';
  const random = prng(opts.students);
  const studentHash = await hashPassword(DEMO_PASSWORDS.student);
  const teacherHash = await hashPassword(DEMO_PASSWORDS.teacher);
  const codes = await ensureGradeCodeMasters(db);
  const org = await createOrganization(db, 'ベンチ市', 'ベンチ市教育委員会');
  const perSchool = 6 * 3 * 30;
  const schoolCount = Math.max(1, Math.ceil(opts.students / perSchool));
  const schoolIds: number[] = [];
  const schoolCodes: string[] = [];
  for (let s = 0; s < schoolCount; s++) {
    const studentsHere = Math.min(perSchool, opts.students - s * perSchool);
    const base = Math.floor(studentsHere / 18);
    const extra = studentsHere % 18;
    const code = `${prefix}-${String(s + 1).padStart(4, '0')}`;
    const school = await createSchool(db, codes, {
      organizationId: org.id,
      code,
      name: `ベンチ市立第${s + 1}小学校`,
      schoolType: 'elementary',
      schoolYear: schoolYearOf(now),
      klassesPerGrade: 3,
      studentsInKlass: (i) => base + (i < extra ? 1 : 0),
      passwords: { student: studentHash, teacher: teacherHash, parent: teacherHash },
      emailDomain: `${code}.example.jp`,
      random,
      withParents: false,
    });
    schoolIds.push(school.id);
    schoolCodes.push(code);
    if ((s + 1) % 20 === 0) opts.onProgress?.(`${s + 1}/${schoolCount} schools`);
  }
  const today = japanDateKey(now);
  const schoolDays = schoolDaysBefore(today, opts.days ?? 60);
  // History in slices of 20 schools, so one statement never holds millions of rows in memory.
  for (let i = 0; i < schoolIds.length; i += 20) {
    const slice = schoolIds.slice(i, i + 20);
    await seedConditionHistory(db, { schoolIds: slice, schoolDays });
    await seedSosHistory(db, { schoolIds: slice, processedBefore: schoolDays.at(-3) ?? today });
    opts.onProgress?.(`history ${Math.min(i + 20, schoolIds.length)}/${schoolIds.length} schools`);
  }
  return { schoolCodes };
}
