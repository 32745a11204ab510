import { useMutation } from '@tanstack/react-query';
import type { MfaSignInBody } from '@sukoyaka/contracts/mfa';
import { completeTeacherMfaSignIn, signInStudent, signInTeacher } from '../api/sign-in.ts';

/** Student sign-in mutation (spec §2 student login). */
export function useStudentSignIn() {
  return useMutation({ mutationFn: signInStudent });
}

/** Teacher or admin-teacher sign-in mutation (spec §2 teacher login, /admin/login): a session or an MFA challenge. */
export function useTeacherSignIn() {
  return useMutation({ mutationFn: signInTeacher });
}

/** The MFA code step of a teacher or admin sign-in (decision 019); `schoolCode` absent on /admin/login. */
export function useTeacherMfaSignIn(schoolCode?: string) {
  return useMutation({ mutationFn: (body: MfaSignInBody) => completeTeacherMfaSignIn(body, schoolCode) });
}
