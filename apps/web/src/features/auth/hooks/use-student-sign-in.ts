import { useMutation } from '@tanstack/react-query';
import { signInStudent } from '../api/student-sign-in.ts';

/** Student sign-in mutation (spec §2 student login); resolves to the stored session. */
export function useStudentSignIn() {
  return useMutation({ mutationFn: signInStudent });
}
