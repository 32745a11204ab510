import { and, eq } from 'drizzle-orm';
import type { OrganizationSignInBody, ParentSignInBody, StudentCardSignInBody, StudentSignInBody, TeacherSignInBody } from '@sukoyaka/contracts/auth';
import type { MfaChallenge, MfaEnrolmentMailed } from '@sukoyaka/contracts/mfa';
import type { Database } from '@sukoyaka/db/client';
import { verifyPassword } from '@sukoyaka/db/passwords';
import { organizationUsers, parents, teachers } from '@sukoyaka/db/schema';
import { forbidden, messages, notFound, tooManyRequests, unauthorized } from '../../lib/http-errors.ts';
import { assertIpAllowed } from '../allowed-ips/allowed-ips.service.ts';
import { currentSchoolYear, findSchoolByCode, findSchoolById } from '../schools/schools.service.ts';
import { findEnrolledStudent, findEnrolledStudentForCard } from '../students/students.service.ts';
import { cardSecretMatches, parseCardText } from './card-secrets.service.ts';
import { mfaChallengeFor, type EnrolmentMail } from './mfa-sign-in.service.ts';
import { clearFailures, isLocked, recordFailure, staffThrottleKey, type ThrottlePolicy } from '../../lib/sign-in-throttle.ts';
import { issueToken, type IssuedToken } from './tokens.service.ts';

// The module's public surface for other modules (school administration signs accounts out and mails registration links).

export interface SignInPolicy extends ThrottlePolicy {
  persistentTokenTtlMs: number;
  sessionTokenTtlMs: number;
}

export interface SignInResult {
  token: IssuedToken;
  schoolCode: string | null;
}

/** A staff sign-in (teacher, board user): a session, or a code is needed first (decision 019). */
export type StaffSignInResult = SignInResult | { mfa: MfaChallenge | MfaEnrolmentMailed };

interface Candidate {
  id: number;
  passwordHash: string;
  signInStopped?: boolean;
}

/**
 * The password check of every sign-in: refuse a locked account key (429), check the password (also
 * against a dummy hash when the account does not exist), count failures (401), refuse a stopped
 * account (403). Failures are not cleared here: an MFA step may follow (decision 019).
 */
async function checkPassword<C extends Candidate>(db: Database, policy: SignInPolicy, throttleKey: string, candidate: C | null, password: string): Promise<C> {
  if (await isLocked(db, throttleKey)) throw tooManyRequests();
  const ok = await verifyPassword(candidate?.passwordHash ?? null, password);
  if (!ok || !candidate) {
    await recordFailure(db, throttleKey, policy);
    throw unauthorized(messages.invalidCredentials);
  }
  if (candidate.signInStopped) throw forbidden(messages.signInStopped);
  return candidate;
}

/** Clears the account key's failures and issues a device token (session or persistent TTL). */
async function issueSession(db: Database, policy: SignInPolicy, throttleKey: string, persistent: boolean, account: Parameters<typeof issueToken>[1]) {
  await clearFailures(db, throttleKey);
  return issueToken(db, account, persistent ? policy.persistentTokenTtlMs : policy.sessionTokenTtlMs);
}

/** The common sign-in path of students and parents: checkPassword, then a device token. */
async function signIn(
  db: Database,
  policy: SignInPolicy,
  throttleKey: string,
  candidate: Candidate | null,
  password: string,
  persistent: boolean,
  account: (id: number) => Parameters<typeof issueToken>[1],
): Promise<IssuedToken> {
  const found = await checkPassword(db, policy, throttleKey, candidate, password);
  return issueSession(db, policy, throttleKey, persistent, account(found.id));
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
 * POST /api/students/card_sign_in (issue 27, decision 062): the text of a QR sign-in card, checked
 * by SHA-256 against the student's stored hash — no argon2 on the morning's hot path — for the
 * same session as a password sign-in. The card's student id is its throttle key (failures lock the
 * card like a password's account key; the route's per-IP limit applies too). A text that is no
 * card, an unknown or revoked card and another school's card all get the wrong-credentials answer.
 * Errors: 404 unknown school, 401 wrong credentials, 403 sign-in stopped, 429 too many failures.
 */
export async function signInStudentByCard(db: Database, policy: SignInPolicy, body: StudentCardSignInBody): Promise<SignInResult> {
  const school = await schoolOrThrow(db, body.schoolCode);
  const card = parseCardText(body.card);
  if (!card) throw unauthorized(messages.invalidCredentials);
  const key = `student-card:${school.id}:${card.studentId}`;
  if (await isLocked(db, key)) throw tooManyRequests();
  const year = await currentSchoolYear(db, school.id);
  const student = year ? await findEnrolledStudentForCard(db, { schoolId: school.id, schoolYearId: year.id, studentId: card.studentId }) : null;
  if (!student || !cardSecretMatches(student.cardSecretHash, card.secret)) {
    await recordFailure(db, key, policy);
    throw unauthorized(messages.invalidCredentials);
  }
  if (student.signInStopped) throw forbidden(messages.signInStopped);
  const token = await issueSession(db, policy, key, !!body.isPersistentLogin, {
    accountType: 'student',
    accountId: student.id,
    uid: `student-${student.id}`,
    schoolId: school.id,
  });
  return { token, schoolCode: school.code };
}

/**
 * POST /api/teachers/sign_in: e-mail and password. With a school code (teacher login) the account
 * must belong to that school; without one (/admin/login) only admin teachers may sign in. A teacher
 * with MFA on gets a challenge instead of a session (decision 019); one required to use MFA who has
 * not set it up gets a mailed enrolment link (`mail`, decision 059).
 */
export async function signInTeacher(db: Database, policy: SignInPolicy, mail: EnrolmentMail, body: TeacherSignInBody, ip?: string): Promise<StaffSignInResult> {
  const email = body.email.toLowerCase();
  const [teacher] = await db.select().from(teachers).where(eq(teachers.email, email)).limit(1);
  const school = body.schoolCode ? await schoolOrThrow(db, body.schoolCode) : null;
  // A teacher of another school, or a non-admin at /admin/login, is treated as unknown.
  const eligible = teacher && (school ? teacher.schoolId === school.id : teacher.admin) ? teacher : null;
  // The school's IP allow-list (403 before the password is tried, so outsiders cannot lock accounts).
  if (ip && (school || eligible)) await assertIpAllowed(db, { schoolId: school?.id ?? eligible!.schoolId }, ip);
  const key = staffThrottleKey('teacher', email);
  const found = await checkPassword(db, policy, key, eligible, body.password);
  const mfa = await mfaChallengeFor(db, mail, {
    accountType: 'teacher',
    accountId: found.id,
    email,
    passwordHash: found.passwordHash,
    admin: found.admin,
    schoolId: found.schoolId,
    organizationId: null,
    signInStopped: found.signInStopped,
  });
  if (mfa) return { mfa };
  const token = await issueSession(db, policy, key, !!body.isPersistentLogin, {
    accountType: 'teacher',
    accountId: found.id,
    uid: email,
    schoolId: found.schoolId,
  });
  const ownSchool = school ?? (await findSchoolById(db, found.schoolId));
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

/** POST /api/local_governments/sign_in: board-of-education staff by e-mail and password; MFA as for teachers. */
export async function signInOrganizationUser(
  db: Database,
  policy: SignInPolicy,
  mail: EnrolmentMail,
  body: OrganizationSignInBody,
  ip?: string,
): Promise<StaffSignInResult> {
  const email = body.email.toLowerCase();
  const [user] = await db.select().from(organizationUsers).where(eq(organizationUsers.email, email)).limit(1);
  if (ip && user) await assertIpAllowed(db, { organizationId: user.organizationId }, ip);
  const key = staffThrottleKey('local_government', email);
  const found = await checkPassword(db, policy, key, user ?? null, body.password);
  const details = {
    accountId: found.id,
    email,
    passwordHash: found.passwordHash,
    admin: false,
    schoolId: null,
    organizationId: found.organizationId,
    signInStopped: false,
  };
  const mfa = await mfaChallengeFor(db, mail, { accountType: 'local_government', ...details });
  if (mfa) return { mfa };
  const token = await issueSession(db, policy, key, !!body.isPersistentLogin, {
    accountType: 'local_government',
    accountId: found.id,
    uid: email,
    organizationId: found.organizationId,
  });
  return { token, schoolCode: null };
}
