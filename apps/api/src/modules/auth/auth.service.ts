import { and, eq } from 'drizzle-orm';
import type { OrganizationSignInBody, ParentSignInBody, StudentSignInBody, TeacherSignInBody } from '@sukoyaka/contracts/auth';
import type { Database } from '@sukoyaka/db/client';
import { verifyPassword } from '@sukoyaka/db/passwords';
import { organizationUsers, parents, teachers } from '@sukoyaka/db/schema';
import { forbidden, messages, notFound, tooManyRequests, unauthorized } from '../../lib/http-errors.ts';
import { currentSchoolYear, findSchoolByCode, findSchoolById } from '../schools/schools.service.ts';
import { findEnrolledStudent } from '../students/students.service.ts';
import { clearFailures, isLocked, recordFailure, type ThrottlePolicy } from './throttle.ts';
import { issueToken, type IssuedToken } from './tokens.ts';

export interface SignInPolicy extends ThrottlePolicy {
  persistentTokenTtlMs: number;
  sessionTokenTtlMs: number;
}

export interface SignInResult {
  token: IssuedToken;
  schoolCode: string | null;
}

interface Candidate {
  id: number;
  passwordHash: string;
  signInStopped?: boolean;
}

/**
 * The common sign-in path: refuse a locked account key (429), check the password (also against a
 * dummy hash when the account does not exist), count failures, then issue a device token.
 */
async function signIn(
  db: Database,
  policy: SignInPolicy,
  throttleKey: string,
  candidate: Candidate | null,
  password: string,
  persistent: boolean,
  account: (id: number) => Parameters<typeof issueToken>[1],
): Promise<IssuedToken> {
  if (await isLocked(db, throttleKey)) throw tooManyRequests();
  const ok = await verifyPassword(candidate?.passwordHash ?? null, password);
  if (!ok || !candidate) {
    await recordFailure(db, throttleKey, policy);
    throw unauthorized(messages.invalidCredentials);
  }
  if (candidate.signInStopped) throw forbidden(messages.signInStopped);
  await clearFailures(db, throttleKey);
  const ttl = persistent ? policy.persistentTokenTtlMs : policy.sessionTokenTtlMs;
  return issueToken(db, account(candidate.id), ttl);
}

async function schoolOrThrow(db: Database, code: string) {
  const school = await findSchoolByCode(db, code);
  if (!school) throw notFound(messages.invalidSchoolCode);
  return school;
}

/**
 * POST /api/students/sign_in: school code (from the URL), grade, class, 出席番号 and password,
 * looked up in the school's current year. Errors: 404 unknown school, 401 wrong credentials,
 * 403 sign-in stopped, 429 too many failures.
 */
export async function signInStudent(db: Database, policy: SignInPolicy, body: StudentSignInBody): Promise<SignInResult> {
  const school = await schoolOrThrow(db, body.schoolCode);
  const year = await currentSchoolYear(db, school.id);
  const student = year
    ? await findEnrolledStudent(db, { schoolYearId: year.id, gradeId: body.gradeId, klassId: body.klassId, studentNumber: body.studentNumber })
    : null;
  const key = `student:${school.id}:${body.klassId}:${body.studentNumber}`;
  const token = await signIn(db, policy, key, student, body.password, !!body.isPersistentLogin, (id) => ({
    accountType: 'student',
    accountId: id,
    uid: `student-${id}`,
    schoolId: school.id,
  }));
  return { token, schoolCode: school.code };
}

/**
 * POST /api/teachers/sign_in: e-mail and password. With a school code (teacher login) the account
 * must belong to that school; without one (/admin/login) only admin teachers may sign in.
 */
export async function signInTeacher(db: Database, policy: SignInPolicy, body: TeacherSignInBody): Promise<SignInResult> {
  const email = body.email.toLowerCase();
  const [teacher] = await db.select().from(teachers).where(eq(teachers.email, email)).limit(1);
  const school = body.schoolCode ? await schoolOrThrow(db, body.schoolCode) : null;
  // A teacher of another school, or a non-admin at /admin/login, is treated as unknown.
  const eligible = teacher && (school ? teacher.schoolId === school.id : teacher.admin) ? teacher : null;
  const token = await signIn(db, policy, `teacher:${email}`, eligible, body.password, !!body.isPersistentLogin, (id) => ({
    accountType: 'teacher',
    accountId: id,
    uid: email,
    schoolId: eligible!.schoolId,
  }));
  const ownSchool = school ?? (await findSchoolById(db, eligible!.schoolId));
  return { token, schoolCode: ownSchool!.code };
}

/** POST /api/parents/sign_in: school code, login id and password (docs/decisions/005). */
export async function signInParent(db: Database, policy: SignInPolicy, body: ParentSignInBody): Promise<SignInResult> {
  const school = await schoolOrThrow(db, body.schoolCode);
  const loginId = body.loginId.toLowerCase();
  const [parent] = await db
    .select()
    .from(parents)
    .where(and(eq(parents.schoolId, school.id), eq(parents.loginId, loginId)))
    .limit(1);
  const eligible = parent ?? null;
  const token = await signIn(db, policy, `parent:${school.id}:${loginId}`, eligible, body.password, !!body.isPersistentLogin, (id) => ({
    accountType: 'parent',
    accountId: id,
    uid: `${school.code}:${loginId}`,
    schoolId: school.id,
  }));
  return { token, schoolCode: school.code };
}

/** POST /api/local_governments/sign_in: board-of-education staff by e-mail and password. */
export async function signInOrganizationUser(db: Database, policy: SignInPolicy, body: OrganizationSignInBody): Promise<SignInResult> {
  const email = body.email.toLowerCase();
  const [user] = await db.select().from(organizationUsers).where(eq(organizationUsers.email, email)).limit(1);
  const token = await signIn(db, policy, `local_government:${email}`, user ?? null, body.password, !!body.isPersistentLogin, (id) => ({
    accountType: 'local_government',
    accountId: id,
    uid: email,
    organizationId: user!.organizationId,
  }));
  return { token, schoolCode: null };
}
