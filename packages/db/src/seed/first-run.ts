import { createHash, randomBytes } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import { mextSchoolCodeProblem, SCHOOL_TYPE_NAMES, SCHOOL_TYPES, type SchoolType } from '@sukoyaka/contracts/school-types';
import type { Database } from '../client.ts';
import { hashPassword } from '../passwords.ts';
import { accountTokens, healthcheckItems, schools, sosProcessedStatuses, sosSettings, teachers } from '../schema/index.ts';
import {
  createOrganization,
  createOrganizationUser,
  DEFAULT_HEALTHCHECK_ITEMS,
  DEFAULT_SOS_LABELS,
  DEFAULT_SOS_PROCESSED_STATUSES,
  ensureGradeCodeMasters,
} from './structure.ts';

/**
 * One school of the first run and its first admin teacher. `code` is the {school_code} of its URLs,
 * `mextSchoolCode` its MEXT 学校コード (13 characters; optional, the board can set it later).
 */
export interface FirstRunSchool {
  code: string;
  name: string;
  schoolType: SchoolType;
  mextSchoolCode?: string;
  adminName: string;
  adminEmail: string;
}

/** What `npm run first-run` creates: the board (教育委員会) of a local government, its schools and optionally a board user. */
export interface FirstRunPlan {
  localGovernment: string;
  board: string;
  boardUser?: { name: string; email: string };
  schools: FirstRunSchool[];
  /** Initial password of every account created (automated set-ups); without it each gets a registration link. */
  password?: string;
  /** Base URL of the registration links, e.g. https://sukoyaka.example.jp. */
  publicUrl: string;
}

/** An account created and how its person signs in the first time: a registration link, or the given password. */
export interface FirstRunAccount {
  kind: 'teacher' | 'local_government';
  schoolCode: string | null;
  name: string;
  email: string;
  registrationUrl: string | null;
}

const REGISTRATION_TTL_MS = 7 * 24 * 60 * 60 * 1000;
const SCHOOL_CODE = /^[a-z0-9][a-z0-9-]{1,31}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The reasons a plan cannot run (bad codes, e-mails, duplicates); empty when it can. */
export function checkFirstRunPlan(plan: FirstRunPlan): string[] {
  const reasons: string[] = [];
  if (!plan.board.trim()) reasons.push('教育委員会の名前を指定してください (--board)');
  if (!plan.localGovernment.trim()) reasons.push('自治体の名前を指定してください (--local-government)');
  if (plan.schools.length === 0) reasons.push('学校を1校以上指定してください (--school)');
  const codes = new Set<string>();
  const mextCodes = new Set<string>();
  const emails = new Set<string>(plan.boardUser ? [plan.boardUser.email.toLowerCase()] : []);
  if (plan.boardUser && !EMAIL.test(plan.boardUser.email)) reasons.push(`教育委員会ユーザーのメールアドレスが正しくありません: ${plan.boardUser.email}`);
  for (const s of plan.schools) {
    if (!SCHOOL_CODE.test(s.code)) reasons.push(`学校コードは半角英小文字・数字・ハイフン2〜32文字です: ${s.code}`);
    if (codes.has(s.code)) reasons.push(`学校コードが重複しています: ${s.code}`);
    codes.add(s.code);
    if (!s.name.trim()) reasons.push(`学校名を指定してください: ${s.code}`);
    if (!SCHOOL_TYPES.includes(s.schoolType))
      reasons.push(`学校種別は ${SCHOOL_TYPES.map((t) => `${t}（${SCHOOL_TYPE_NAMES[t]}）`).join('・')} のどれかです: ${s.code}`);
    else if (s.mextSchoolCode) {
      const problem = mextSchoolCodeProblem(s.mextSchoolCode, s.schoolType);
      if (problem) reasons.push(`${problem}: ${s.code}`);
      if (mextCodes.has(s.mextSchoolCode)) reasons.push(`学校コード（文部科学省）が重複しています: ${s.mextSchoolCode}`);
      mextCodes.add(s.mextSchoolCode);
    }
    if (!s.adminName.trim()) reasons.push(`管理者の氏名を指定してください: ${s.code}`);
    if (!EMAIL.test(s.adminEmail)) reasons.push(`管理者のメールアドレスが正しくありません: ${s.adminEmail}`);
    if (emails.has(s.adminEmail.toLowerCase())) reasons.push(`メールアドレスが重複しています: ${s.adminEmail}`);
    emails.add(s.adminEmail.toLowerCase());
  }
  if (plan.password !== undefined && plan.password.length < 8) reasons.push('初期パスワードは8文字以上にしてください');
  return reasons;
}

/** A registration (confirmation) token like the API's: 32 random bytes, only the SHA-256 stored, 7 days. */
async function registrationToken(db: Database, accountType: 'teacher' | 'local_government', accountId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(accountTokens).values({
    accountType,
    accountId,
    purpose: 'confirmation',
    tokenHash: createHash('sha256').update(token).digest('hex'),
    expiresAt: new Date(Date.now() + REGISTRATION_TTL_MS),
  });
  return token;
}

/**
 * Start empty (issue 13 item 8; SEED_DEMO=false): in one transaction, creates the local government
 * and its board, each school with the default talk buttons, processed statuses and health items,
 * each school's first admin teacher and optionally a board user. Everything else (grades and
 * classes, rosters, teachers) is then done in the UI. Each account gets a registration link
 * (…/teacher/password/registration?confirmation_token=…, as the API mails) unless `password` is set.
 * @throws Error listing the reasons when the plan is invalid or a school code / e-mail exists already.
 */
export async function firstRun(db: Database, plan: FirstRunPlan): Promise<FirstRunAccount[]> {
  const reasons = checkFirstRunPlan(plan);
  if (reasons.length > 0) throw new Error(reasons.join('\n'));
  const passwordHash = plan.password ? await hashPassword(plan.password) : `!unset-${randomBytes(8).toString('hex')}`;
  return db.transaction(async (tx) => {
    const taken = await tx
      .select({ code: schools.code })
      .from(schools)
      .where(
        inArray(
          schools.code,
          plan.schools.map((s) => s.code),
        ),
      );
    if (taken.length > 0) throw new Error(`この学校コードはすでにあります: ${taken.map((t) => t.code).join(', ')}`);
    const mext = plan.schools.flatMap((s) => (s.mextSchoolCode ? [s.mextSchoolCode] : []));
    const takenMext = mext.length === 0 ? [] : await tx.select({ code: schools.mextSchoolCode }).from(schools).where(inArray(schools.mextSchoolCode, mext));
    if (takenMext.length > 0) throw new Error(`この学校コード（文部科学省）の学校はすでにあります: ${takenMext.map((t) => t.code).join(', ')}`);
    const usedEmails = await tx
      .select({ email: teachers.email })
      .from(teachers)
      .where(
        inArray(
          teachers.email,
          plan.schools.map((s) => s.adminEmail.toLowerCase()),
        ),
      );
    if (usedEmails.length > 0) throw new Error(`このメールアドレスの先生はすでにいます: ${usedEmails.map((u) => u.email).join(', ')}`);
    const tdb = tx as unknown as Database;
    await ensureGradeCodeMasters(tdb);
    const org = await createOrganization(tdb, plan.localGovernment.trim(), plan.board.trim());
    const accounts: FirstRunAccount[] = [];
    const link = async (kind: 'teacher' | 'local_government', id: number, page: string) =>
      plan.password ? null : `${plan.publicUrl}/${page}?confirmation_token=${await registrationToken(tdb, kind, id)}`;
    if (plan.boardUser) {
      const user = await createOrganizationUser(tdb, org.id, { name: plan.boardUser.name, email: plan.boardUser.email.toLowerCase(), passwordHash });
      accounts.push({
        kind: 'local_government',
        schoolCode: null,
        name: user.name,
        email: user.email,
        registrationUrl: await link('local_government', user.id, 'local_governments/password/registration'),
      });
    }
    for (const s of plan.schools) {
      const [school] = await tx
        .insert(schools)
        .values({ organizationId: org.id, code: s.code, name: s.name.trim(), schoolType: s.schoolType, mextSchoolCode: s.mextSchoolCode || null })
        .returning();
      const schoolId = school!.id;
      await tx.insert(sosSettings).values(DEFAULT_SOS_LABELS.map((label, i) => ({ schoolId, label, sortOrder: i + 1 })));
      await tx.insert(sosProcessedStatuses).values(DEFAULT_SOS_PROCESSED_STATUSES.map((name, i) => ({ schoolId, name, sortOrder: i + 1 })));
      await tx
        .insert(healthcheckItems)
        .values(DEFAULT_HEALTHCHECK_ITEMS.map((item, i) => ({ schoolId, ...item, options: [...item.options], sortOrder: i + 1 })));
      const [admin] = await tx
        .insert(teachers)
        .values({ schoolId, name: s.adminName.trim(), email: s.adminEmail.toLowerCase(), passwordHash, admin: true })
        .returning();
      accounts.push({
        kind: 'teacher',
        schoolCode: s.code,
        name: admin!.name,
        email: admin!.email,
        registrationUrl: await link('teacher', admin!.id, `${s.code}/teacher/password/registration`),
      });
    }
    return accounts;
  });
}
