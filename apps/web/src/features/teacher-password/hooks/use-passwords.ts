import { useMutation } from '@tanstack/react-query';
import { confirmTeacherRegistration, requestTeacherPasswordReset, resetTeacherPassword, type NewPasswordBody, type PasswordAccount } from '../api/passwords.ts';

/** Asks for a reset mail (a teacher's or a board user's); resolves to the server's neutral message. */
export function useRequestPasswordReset(account: PasswordAccount = 'teacher') {
  return useMutation({ mutationFn: (body: { email: string; schoolCode?: string }) => requestTeacherPasswordReset(body, account) });
}

/** Sets a new password with a reset or registration token. */
export function useSetTeacherPassword(purpose: 'reset' | 'registration', token: string, account: PasswordAccount = 'teacher') {
  return useMutation({
    mutationFn: (body: NewPasswordBody) =>
      purpose === 'reset' ? resetTeacherPassword(token, body, account) : confirmTeacherRegistration(token, body, account),
  });
}
