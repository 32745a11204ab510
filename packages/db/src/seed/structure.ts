import type { Database } from '../client.ts';
import {
  gradeCodeMasters,
  grades,
  healthcheckItems,
  klasses,
  localGovernments,
  organizations,
  organizationUsers,
  parents,
  parentStudents,
  schools,
  schoolYears,
  sosProcessedStatuses,
  sosSettings,
  studentEnrollments,
  students,
  teacherAssignments,
  teachers,
} from '../schema/index.ts';
import type { SchoolTextTranslations } from '@sukoyaka/contracts/school-text-pick';
import { GRADE_CODES, gradeCodesOf, gradeDisplayName, type SchoolType } from '@sukoyaka/contracts/school-types';
import { personName } from './names.ts';

/** The talk-to buttons every demo school starts with. */
export const DEFAULT_SOS_LABELS = ['担任の先生と話したい', '保健室の先生と話したい', 'スクールカウンセラーと話したい'];
/** The health observation items a school starts with (issue 3): the usual morning questions. */
export const DEFAULT_HEALTHCHECK_ITEMS = [
  { abbreviation: '体温', label: '今朝の体温', formType: 'temperature', required: true, initValue: '35.2', timeFormat: null, options: [] },
  { abbreviation: '睡眠', label: 'きのう寝た時間', formType: 'time', required: true, initValue: '21:00', timeFormat: '24h', options: [] },
  { abbreviation: '朝食', label: '朝ごはんを食べた', formType: 'radio', required: true, initValue: '1', timeFormat: null, options: [] },
  { abbreviation: '頭痛', label: '頭が痛い', formType: 'radio', required: true, initValue: '0', timeFormat: null, options: [] },
  { abbreviation: '腹痛', label: 'おなかが痛い', formType: 'radio', required: true, initValue: '0', timeFormat: null, options: [] },
  { abbreviation: 'コメ', label: '先生に伝えたいこと', formType: 'textarea', required: false, initValue: null, timeFormat: null, options: [] },
] as const;

/** The statuses a processed SOS can be given, when the school enables processing. */
export const DEFAULT_SOS_PROCESSED_STATUSES = ['面談した', '様子を見る', '保護者に連絡した', '関係機関につないだ'];

/** Inserts rows in chunks (PostgreSQL caps one statement at 65,535 parameters). */
export async function insertChunked<T>(rows: T[], size: number, insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Inserts the national grade codes once per database (decision 046) and returns code → id. */
export async function ensureGradeCodeMasters(db: Database): Promise<Map<string, number>> {
  await db
    .insert(gradeCodeMasters)
    .values(GRADE_CODES.map((g) => ({ ...g })))
    .onConflictDoNothing();
  const rows = await db.select().from(gradeCodeMasters);
  return new Map(rows.map((r) => [r.code, r.id]));
}

export async function createOrganization(db: Database, localGovernmentName: string, organizationName: string) {
  const [lg] = await db.insert(localGovernments).values({ name: localGovernmentName }).returning();
  const [org] = await db.insert(organizations).values({ localGovernmentId: lg!.id, name: organizationName }).returning();
  return org!;
}

export async function createOrganizationUser(db: Database, organizationId: number, user: { name: string; email: string; passwordHash: string }) {
  const [row] = await db
    .insert(organizationUsers)
    .values({ organizationId, ...user })
    .returning();
  return row!;
}

export interface SchoolPlan {
  organizationId: number;
  code: string;
  name: string;
  schoolType: SchoolType;
  /** The MEXT 学校コード (decision 046), when the plan gives one. */
  mextSchoolCode?: string;
  schoolYear: number;
  klassesPerGrade: number;
  /** Students in the n-th class of the school (0-based across grades). */
  studentsInKlass: (klassIndex: number) => number;
  passwords: { student: string; teacher: string; parent: string };
  /** Teacher e-mail domain, unique per school. */
  emailDomain: string;
  random: () => number;
  enableConditionSkip?: boolean;
  enabledProcessedSos?: boolean;
  /** Parent accounts (one per family; every 10th family has a sibling in another grade). */
  withParents: boolean;
  /**
   * The school's own texts written with readings (issue 24 item 4): a standard item label or talk
   * button label → the same text with `{漢字:よみ}` pairs, as a school's editor would write it.
   */
  readings?: Readonly<Record<string, string>>;
  /** The school's own translations of a talk button (issue 24 item 3), by its Japanese label. */
  translations?: Readonly<Record<string, SchoolTextTranslations>>;
}

export interface SeededKlass {
  id: number;
  gradeId: number;
  gradeName: string;
  klassName: string;
  teacherEmail: string;
  studentNumbers: number[];
  /** The students' Google account e-mails, in studentNumbers order. */
  studentEmails: string[];
}

export interface SeededSchool {
  id: number;
  code: string;
  name: string;
  schoolType: SchoolType;
  mextSchoolCode: string | null;
  klasses: SeededKlass[];
  adminEmail: string;
  parentLogins: string[];
}

/**
 * Creates one school with its current year, grades (小1–小6 or 中1–中3, shown as 1年…),
 * classes 1組…, students with enrollments (出席番号 1…n), a homeroom teacher per class, one admin
 * teacher, the default talk-to buttons and, optionally, parent accounts.
 */
export async function createSchool(db: Database, codes: Map<string, number>, plan: SchoolPlan): Promise<SeededSchool> {
  const [school] = await db
    .insert(schools)
    .values({
      organizationId: plan.organizationId,
      code: plan.code,
      name: plan.name,
      schoolType: plan.schoolType,
      mextSchoolCode: plan.mextSchoolCode ?? null,
      enableConditionSkip: plan.enableConditionSkip ?? false,
      enabledProcessedSos: plan.enabledProcessedSos ?? false,
    })
    .returning();
  const schoolId = school!.id;
  const [year] = await db.insert(schoolYears).values({ schoolId, year: plan.schoolYear }).returning();
  const gradeCodes = gradeCodesOf(plan.schoolType);

  const gradeRows = await db
    .insert(grades)
    .values(gradeCodes.map((g, i) => ({ schoolId, gradeCodeMasterId: codes.get(g.code)!, name: gradeDisplayName(g), sortOrder: i + 1 })))
    .returning();
  const klassRows = await db
    .insert(klasses)
    .values(
      gradeRows.flatMap((g) =>
        Array.from({ length: plan.klassesPerGrade }, (_, k) => ({
          schoolId,
          schoolYearId: year!.id,
          gradeId: g.id,
          name: `${k + 1}組`,
          sortOrder: k + 1,
        })),
      ),
    )
    .returning();

  // Students: one insert for the school, then their enrollments.
  const gradeById = new Map(gradeRows.map((g) => [g.id, g]));
  // A school Google account per student (s<grade>-<class>-<number>@…), for "sign in with Google".
  const studentEmail = (k: (typeof klassRows)[number], number: number) =>
    `s${gradeById.get(k.gradeId)!.sortOrder}-${k.sortOrder}-${String(number).padStart(2, '0')}@${plan.emailDomain}`;
  const studentPlan = klassRows.flatMap((k, index) =>
    Array.from({ length: plan.studentsInKlass(index) }, (_, n) => ({
      klass: k,
      number: n + 1,
      email: studentEmail(k, n + 1),
      ...personName(plan.random),
    })),
  );
  const studentRows: { id: number }[] = [];
  await insertChunked(studentPlan, 2000, async (chunk) => {
    studentRows.push(
      ...(await db
        .insert(students)
        .values(chunk.map((p) => ({ schoolId, name: p.name, nameKana: p.kana, email: p.email, passwordHash: plan.passwords.student })))
        .returning({ id: students.id })),
    );
  });
  const enrollments = studentPlan.map((p, i) => ({
    studentId: studentRows[i]!.id,
    schoolYearId: year!.id,
    klassId: p.klass.id,
    studentNumber: p.number,
  }));
  await insertChunked(enrollments, 3000, (chunk) => db.insert(studentEnrollments).values(chunk));

  // Teachers: a homeroom teacher per class and one admin teacher.
  const teacherPlan = klassRows.map((k) => {
    const grade = gradeById.get(k.gradeId)!;
    return { klass: k, email: `t${grade.sortOrder}-${k.sortOrder}@${plan.emailDomain}`, name: personName(plan.random).name };
  });
  const teacherRows = await db
    .insert(teachers)
    .values(teacherPlan.map((t) => ({ schoolId, name: t.name, email: t.email, passwordHash: plan.passwords.teacher })))
    .returning({ id: teachers.id });
  await db.insert(teacherAssignments).values(teacherPlan.map((t, i) => ({ teacherId: teacherRows[i]!.id, schoolYearId: year!.id, klassId: t.klass.id })));
  const adminEmail = `admin@${plan.emailDomain}`;
  await db.insert(teachers).values({ schoolId, name: personName(plan.random).name, email: adminEmail, passwordHash: plan.passwords.teacher, admin: true });

  const read = (text: string) => plan.readings?.[text] ?? text;
  await db
    .insert(sosSettings)
    .values(DEFAULT_SOS_LABELS.map((label, i) => ({ schoolId, label: read(label), translations: plan.translations?.[label] ?? {}, sortOrder: i + 1 })));
  await db.insert(sosProcessedStatuses).values(DEFAULT_SOS_PROCESSED_STATUSES.map((name, i) => ({ schoolId, name, sortOrder: i + 1 })));
  await db
    .insert(healthcheckItems)
    .values(DEFAULT_HEALTHCHECK_ITEMS.map((item, i) => ({ schoolId, ...item, label: read(item.label), options: [...item.options], sortOrder: i + 1 })));

  const parentLogins = plan.withParents
    ? await createParents(
        db,
        schoolId,
        plan,
        studentRows.map((s) => s.id),
        studentPlan.map((p) => p.name),
      )
    : [];

  return {
    id: schoolId,
    code: plan.code,
    name: plan.name,
    schoolType: plan.schoolType,
    mextSchoolCode: plan.mextSchoolCode ?? null,
    adminEmail,
    parentLogins,
    klasses: klassRows.map((k) => {
      const grade = gradeById.get(k.gradeId)!;
      return {
        id: k.id,
        gradeId: grade.id,
        gradeName: grade.name,
        klassName: k.name,
        teacherEmail: teacherPlan.find((t) => t.klass.id === k.id)!.email,
        studentNumbers: studentPlan.filter((p) => p.klass.id === k.id).map((p) => p.number),
        studentEmails: studentPlan.filter((p) => p.klass.id === k.id).map((p) => p.email),
      };
    }),
  };
}

/**
 * One parent account per family; every 10th family also covers a sibling (the student half the
 * school further on, so in another grade), as one account covers siblings (decision 005). The
 * parent shares the first child's family name (issue 24 item 11: a demo that looks like a school).
 * `studentNames[i]` is the name of `studentIds[i]`, 「family given」.
 */
async function createParents(db: Database, schoolId: number, plan: SchoolPlan, studentIds: number[], studentNames: string[]): Promise<string[]> {
  const families = studentIds.map((id, i) => ({
    login: `${plan.code}-p${String(i + 1).padStart(4, '0')}`,
    children: [id],
    familyName: studentNames[i]!.split(' ')[0]!,
  }));
  const offset = Math.floor(families.length / 2);
  for (let i = 0; i < offset; i += 10) {
    families[i]!.children.push(...families[i + offset]!.children);
    families[i + offset]!.children = [];
  }
  const withChildren = families.filter((f) => f.children.length > 0);
  const rows = await db
    .insert(parents)
    .values(
      withChildren.map((f) => {
        // The same number of draws as before, so the rest of the demo stays as it was.
        const given = personName(plan.random).name.split(' ')[1]!;
        return { schoolId, loginId: f.login, name: `${f.familyName} ${given}（保護者）`, passwordHash: plan.passwords.parent };
      }),
    )
    .returning({ id: parents.id });
  const links = withChildren.flatMap((f, i) => f.children.map((studentId) => ({ parentId: rows[i]!.id, studentId })));
  await insertChunked(links, 5000, (chunk) => db.insert(parentStudents).values(chunk));
  return withChildren.map((f) => f.login);
}
