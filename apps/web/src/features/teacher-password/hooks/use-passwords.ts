import { useMutation } from '@tanstack/react-query';
import { confirmTeacherRegistration, requestTeacherPasswordReset, resetTeacherPassword, type NewPasswordBody } from '../api/passwords.ts';

/** Asks for a reset mail; resolves to the server's neutral message. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestTeacherPasswordReset });
}

/** Sets a new password with a reset or registration token. */
export function useSetTeacherPassword(purpose: 'reset' | 'registration', token: string) {
  return useMutation({
    mutationFn: (body: NewPasswordBody) => (purpose === 'reset' ? resetTeacherPassword(token, body) : confirmTeacherRegistration(token, body)),
  });
}
