import { useMutation } from '@tanstack/react-query';
import { signInParent } from '../api/sign-in.ts';

/** Parent sign-in mutation (spec §2 Parent login). */
export function useParentSignIn() {
  return useMutation({ mutationFn: signInParent });
}
