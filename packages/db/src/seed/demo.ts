import { and, count, eq } from 'drizzle-orm';
import { addDays, japanDateKey, schoolYearOf } from '@sukoyaka/contracts/dates';
import { isSchoolDay } from '@sukoyaka/contracts/school-days';
import type { Database } from '../client.ts';
import { hashPassword } from '../passwords.ts';
import { parentAttendances, parents, parentStudents, schools } from '../schema/index.ts';
import { seedHealthcheckHistory } from './healthcheck-history.ts';
import { seedBullying } from './bullying.ts';
import { seedConditionAlerts, seedConditionHistory, seedEscalatedSos, seedSosHistory } from './history.ts';
import { prng } from './names.ts';
import { demoCalendar, seedSchoolCalendars } from './school-calendar.ts';
import { BULLYING_SURVEY, deliverQuestionnaire, SCHOOL_LIFE_SURVEY } from './questionnaires.ts';
import { createOrganization, createOrganizationUser, createSchool, ensureGradeCodeMasters, type SeededSchool } from './structure.ts';

/** みなみ小's health observation items with `{漢字:よみ}` readings; 1年–3年 see them as ruby. */
const MINAMI_READINGS = {
  今朝の体温: '{今朝:けさ}の{体温:たいおん}',
  頭が痛い: '{頭:あたま}が{痛:いた}い',
  おなかが痛い: 'おなかが{痛:いた}い',
  先生に伝えたいこと: '{先生:せんせい}に{伝:つた}えたいこと',
} as const;

/** みなみ小's talk buttons in English (the standard items come in all 8 languages built in). */
const MINAMI_TRANSLATIONS = {
  担任の先生と話したい: { en: { label: 'I want to talk to my class teacher' } },
  保健室の先生と話したい: { en: { label: 'I want to talk to the school nurse' } },
  スクールカウンセラーと話したい: { en: { label: 'I want to talk to the school counselor' } },
} as const;

/** The demo passwords, one per role (printed by `npm start` and written to demo-accounts.json). */
export const DEMO_PASSWORDS = {
  student: 'sukoyaka-student',
  teacher: 'sukoyaka-teacher',
  parent: 'sukoyaka-parent',
  localGovernment: 'sukoyaka-board',
} as const;

/** The shape of DATA_DIR/demo-accounts.json (issue 2, item 7; parents per issue 5). */
export interface DemoAccounts {
  schools: {
    code: string;
    name: string;
    /** elementary, junior_high, compulsory (義務教育学校), special_needs (特別支援学校) or high (decision 046). */
    schoolType: string;
    /** The MEXT 学校コード a OneRoster file names the school by. */
    mextSchoolCode: string | null;
    students: { grade: string; klass: string; studentNumber: number; password: string; googleEmail: string }[];
    teachers: { email: string; password: string; admin: boolean; grade: string | null; klass: string | null }[];
    parents: { login: string; password: string }[];
  }[];
  localGovernments: { email: string; password: string }[];
}

/** True when the database has no school yet (a fresh data dir). */
export async function isEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(schools);
  return (row?.n ?? 0) === 0;
}

/**
 * Seeds the deterministic demo: 港北市教育委員会 with an elementary school (1年–6年) and a junior
 * high (1年–3年), two classes a grade, 25–35 students a class; a small 義務教育学校 (1年–9年, one
 * class a grade) and 特別支援学校 (小学部・中学部・高等部, one small class a grade; decision 046);
 * every school with its MEXT 学校コード; 60 school days of history up to `now` (plus part of
 * today), SOS presses, a homeroom teacher per class, an admin teacher per school, parents, one
 * open questionnaire per school and one board user. Returns the logins to show.
 */
export async function seedDemo(db: Database, now = new Date()): Promise<DemoAccounts> {
  const random = prng(20260401);
  const today = japanDateKey(now);
  const [studentHash, teacherHash, parentHash, boardHash] = await Promise.all([
    hashPassword(DEMO_PASSWORDS.student),
    hashPassword(DEMO_PASSWORDS.teacher),
    hashPassword(DEMO_PASSWORDS.parent),
    hashPassword(DEMO_PASSWORDS.localGovernment),
  ]);
  const passwords = { student: studentHash, teacher: teacherHash, parent: parentHash };
  const codes = await ensureGradeCodeMasters(db);
  const org = await createOrganization(db, '港北市', '港北市教育委員会');
  const localGovernmentEmail = 'board@kohoku.example.jp';
  await createOrganizationUser(db, org.id, { name: '教育委員会 担当者', email: localGovernmentEmail, passwordHash: boardHash });
  // A second board user, as a board has several: the board's MFA journey turns MFA on for this one only.
  const secondBoardEmail = 'board2@kohoku.example.jp';
  await createOrganizationUser(db, org.id, { name: '教育委員会 担当者2', email: secondBoardEmail, passwordHash: boardHash });

  const common = { organizationId: org.id, schoolYear: schoolYearOf(now), klassesPerGrade: 2, passwords, random, withParents: true };
  const students = (index: number) => 25 + ((index * 7 + 3) % 11);
  const elementary = await createSchool(db, codes, {
    ...common,
    code: 'minami-es',
    name: '港北市立みなみ小学校',
    schoolType: 'elementary',
    mextSchoolCode: 'B114210000013',
    emailDomain: 'minami-es.example.jp',
    studentsInKlass: students,
    enableConditionSkip: true,
    // みなみ小 writes readings into its own texts, as the editors offer (issue 24 item 4).
    readings: MINAMI_READINGS,
    // …and gives its talk buttons in English; other languages see the Japanese, marked (issue 24 item 3).
    translations: MINAMI_TRANSLATIONS,
  });
  const juniorHigh = await createSchool(db, codes, {
    ...common,
    code: 'kita-jhs',
    name: '港北市立きた中学校',
    schoolType: 'junior_high',
    mextSchoolCode: 'C114210000011',
    emailDomain: 'kita-jhs.example.jp',
    studentsInKlass: students,
    enabledProcessedSos: true,
  });
  // Small on purpose: the e2e server seeds the demo at every start.
  const compulsory = await createSchool(db, codes, {
    ...common,
    klassesPerGrade: 1,
    code: 'higashi-gakuen',
    name: '港北市立ひがし学園',
    schoolType: 'compulsory',
    mextSchoolCode: 'C214210000010',
    emailDomain: 'higashi-gakuen.example.jp',
    studentsInKlass: (index) => 6 + (index % 3),
    withParents: false,
  });
  const specialNeeds = await createSchool(db, codes, {
    ...common,
    klassesPerGrade: 1,
    code: 'nishi-sn',
    name: '港北市立にし特別支援学校',
    schoolType: 'special_needs',
    mextSchoolCode: 'E114210000016',
    emailDomain: 'nishi-sn.example.jp',
    studentsInKlass: (index) => 3 + (index % 2),
    withParents: false,
  });

  const schoolIds = [elementary.id, juniorHigh.id, compulsory.id, specialNeeds.id];
  // The 2026-style vacations (issue 10); the history's school days follow them.
  await seedSchoolCalendars(db, schoolIds, schoolYearOf(today));
  const calendar = demoCalendar(schoolYearOf(today));
  const schoolDays = calendar.schoolDaysBefore(today, 60);
  await seedConditionHistory(db, { schoolIds, schoolDays, today: calendar.isSchoolDay(today) ? today : undefined });
  await seedSosHistory(db, { schoolIds, processedBefore: schoolDays.at(-3) ?? today });
  // One 話したい already 長時間未対応 (issue 24 item 11): きた中 3年1組 3番 (no journey's), two school days ago.
  const escalatedKlass = juniorHigh.klasses.find((k) => k.gradeName === '3年' && k.klassName === '1組');
  if (escalatedKlass && schoolDays.length >= 2) await seedEscalatedSos(db, { klassId: escalatedKlass.id, studentNumber: 3, date: schoolDays.at(-2)!, now });
  await seedConditionAlerts(db, { schoolIds, lastSchoolDays: schoolDays.slice(-3) });
  // 健康観察 answers for the history (issue 10 item 3); 1年1組 6番 had 37.5 °C and a headache on the last school day.
  const fever = schoolDays.at(-1) ? { klassId: elementary.klasses[0]!.id, studentNumber: 6, date: schoolDays.at(-1)! } : undefined;
  await seedHealthcheckHistory(db, { schoolIds, since: schoolDays.at(-20) ?? today, before: today, fever });
  await seedParentReports(db, elementary, today);
  // One open questionnaire per school for every grade (issue 3): from 3 days ago for 4 weeks.
  const window = { startAt: new Date(now.getTime() - 3 * 86_400_000), finishAt: new Date(now.getTime() + 28 * 86_400_000) };
  const gradeIdsOf = (school: SeededSchool) => [...new Set(school.klasses.map((k) => k.gradeId))];
  await deliverQuestionnaire(db, { schoolId: elementary.id, gradeIds: gradeIdsOf(elementary), definition: SCHOOL_LIFE_SURVEY, ...window });
  await deliverQuestionnaire(db, { schoolId: juniorHigh.id, gradeIds: gradeIdsOf(juniorHigh), definition: BULLYING_SURVEY, ...window });
  // Bullying alerts (issue 12): each school's finished monthly bullying survey with answers at every level
  // (the only seeded one: a template delivery of last month without answers doubled its month's column).
  await seedBullying(db, [elementary, juniorHigh], now);

  return {
    schools: [elementary, juniorHigh, compulsory, specialNeeds].map(demoLogins),
    localGovernments: [
      { email: localGovernmentEmail, password: DEMO_PASSWORDS.localGovernment },
      { email: secondBoardEmail, password: DEMO_PASSWORDS.localGovernment },
    ],
  };
}

/** A few logins per role for one school: students 1 and 2 of the first two classes, their teachers, the admin. */
function demoLogins(school: SeededSchool): DemoAccounts['schools'][number] {
  const shown = school.klasses.slice(0, 2);
  return {
    code: school.code,
    name: school.name,
    schoolType: school.schoolType,
    mextSchoolCode: school.mextSchoolCode,
    students: shown.flatMap((k) =>
      [1, 2].map((n) => ({
        grade: k.gradeName,
        klass: k.klassName,
        studentNumber: n,
        password: DEMO_PASSWORDS.student,
        googleEmail: k.studentEmails[n - 1]!,
      })),
    ),
    teachers: [
      { email: school.adminEmail, password: DEMO_PASSWORDS.teacher, admin: true, grade: null, klass: null },
      ...shown.map((k) => ({ email: k.teacherEmail, password: DEMO_PASSWORDS.teacher, admin: false, grade: k.gradeName, klass: k.klassName })),
    ],
    parents: school.parentLogins.slice(0, 3).map((login) => ({ login, password: DEMO_PASSWORDS.parent })),
  };
}

/**
 * A few parents' reports in the elementary school, so the teacher's 出欠連絡 dashboard has work on
 * the demo's first morning: families 10–12 (1年1組 10–12番; the demo logins 1–3 stay untouched).
 */
async function seedParentReports(db: Database, school: SeededSchool, today: string): Promise<void> {
  const next = nextSchoolDay(today);
  const reports = [
    { login: `${school.code}-p0010`, date: next, status: 'absent' as const, reason: 'sick' as const, memo: '熱があるため休ませます。' },
    { login: `${school.code}-p0011`, date: next, status: 'lateness' as const, reason: null, memo: '通院のため2時間目から登校します。' },
    { login: `${school.code}-p0012`, date: addDays(next, 1), status: 'leave_early' as const, reason: null, memo: '家の用事で給食後に早退します。' },
  ];
  for (const r of reports) {
    const [family] = await db
      .select({ parentId: parents.id, studentId: parentStudents.studentId })
      .from(parents)
      .innerJoin(parentStudents, eq(parentStudents.parentId, parents.id))
      .where(and(eq(parents.schoolId, school.id), eq(parents.loginId, r.login)))
      .limit(1);
    if (!family) continue;
    await db
      .insert(parentAttendances)
      .values({ parentId: family.parentId, studentId: family.studentId, schoolId: school.id, date: r.date, status: r.status, reason: r.reason, memo: r.memo });
  }
}

function nextSchoolDay(from: string): string {
  let d = addDays(from, 1);
  while (!isSchoolDay(d)) d = addDays(d, 1);
  return d;
}
