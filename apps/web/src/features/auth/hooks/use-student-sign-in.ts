import { useMutation } from '@tanstack/react-query';
import { signInStudent, signInStudentWithCard } from '../api/student-sign-in.ts';

/** Student sign-in mutation (spec §2 student login); resolves to the stored session. */
export function useStudentSignIn() {
  return useMutation({ mutationFn: signInStudent });
}

/** Student sign-in by the QR code of a sign-in card (issue 27, decision 062); resolves to the stored session. */
export function useStudentCardSignIn() {
  return useMutation({ mutationFn: signInStudentWithCard });
}
