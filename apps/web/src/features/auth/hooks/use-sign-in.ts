import { useMutation } from '@tanstack/react-query';
import type { MfaSignInBody } from '@sukoyaka/contracts/mfa';
import type { TeacherSignInBody } from '@sukoyaka/contracts/auth';
import { completeOrganizationMfaSignIn, completeTeacherMfaSignIn, signInOrganization, signInTeacher, startMfaEnrolment } from '../api/sign-in.ts';

/** Who a staff login form signs in: a teacher (school login, /admin/login) or a board user (/local_governments/login). */
export type StaffAccount = 'teacher' | 'local_government';

/**
 * Staff sign-in mutation: a teacher or admin teacher (spec §2 teacher login, /admin/login) or a
 * board user (/local_governments/login, no school code); a session or an MFA challenge.
 */
export function useTeacherSignIn(account: StaffAccount = 'teacher') {
  return useMutation({
    mutationFn: ({ schoolCode, ...rest }: TeacherSignInBody) =>
      account === 'local_government' ? signInOrganization(rest) : signInTeacher({ ...rest, schoolCode }),
  });
}

/** The MFA code step of a staff sign-in (decision 019); `schoolCode` absent on /admin/login and for board users. */
export function useTeacherMfaSignIn(schoolCode?: string, account: StaffAccount = 'teacher') {
  return useMutation({
    mutationFn: (body: MfaSignInBody) => (account === 'local_government' ? completeOrganizationMfaSignIn(body) : completeTeacherMfaSignIn(body, schoolCode)),
  });
}

/** Opens a mailed MFA enrolment link (decision 059): its token for a secret and a challenge. */
export function useMfaEnrolment(account: StaffAccount = 'teacher') {
  return useMutation({ mutationFn: (token: string) => startMfaEnrolment(account, token) });
}
