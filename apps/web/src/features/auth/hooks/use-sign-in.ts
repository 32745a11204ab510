import { useMutation } from '@tanstack/react-query';
import { signInStudent, signInTeacher } from '../api/sign-in.ts';

/** Student sign-in mutation (spec §2 student login). */
export function useStudentSignIn() {
  return useMutation({ mutationFn: signInStudent });
}

/** Teacher or admin-teacher sign-in mutation (spec §2 teacher login, /admin/login). */
export function useTeacherSignIn() {
  return useMutation({ mutationFn: signInTeacher });
}
