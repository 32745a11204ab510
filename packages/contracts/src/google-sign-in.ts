/**
 * Why a Google sign-in came back without a session, as `?google_error=` on the student login page
 * (decision 014): no student of this school has the account's address, the provider has not
 * verified the address, the student's sign-in is stopped, or the sign-in did not complete
 * (cancelled, expired, refused). No zod here: the login page imports it.
 */
export const GOOGLE_SIGN_IN_ERRORS = ['not_registered', 'unverified', 'stopped', 'failed'] as const;
export type GoogleSignInError = (typeof GOOGLE_SIGN_IN_ERRORS)[number];

/** The reason named by `?google_error=`, or null for none or an unknown value. */
export function googleSignInErrorOf(value: string | null): GoogleSignInError | null {
  return GOOGLE_SIGN_IN_ERRORS.find((reason) => reason === value) ?? null;
}
