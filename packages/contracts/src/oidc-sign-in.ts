/**
 * Student sign-in through an OpenID provider (decisions 014 and 034): which providers there are,
 * and why a sign-in came back without a session. No zod here: the login page and the database
 * schema import it.
 */

/**
 * The providers a board can offer its students (decision 034): Google (decision 014) and
 * Microsoft (Entra ID / Microsoft 365). Each has its literal routes under
 * /api/students/<provider>/ and its `?<provider>_error=` on the login page.
 */
export const STUDENT_SIGN_IN_PROVIDERS = ['google', 'microsoft'] as const;
export type StudentSignInProvider = (typeof STUDENT_SIGN_IN_PROVIDERS)[number];

/** The provider named by a string (a URL parameter), or null for none or an unknown value. */
export function signInProviderOf(value: string | null | undefined): StudentSignInProvider | null {
  return STUDENT_SIGN_IN_PROVIDERS.find((provider) => provider === value) ?? null;
}

/**
 * Why a provider sign-in came back without a session, as `?google_error=` / `?microsoft_error=`
 * on the student login page: no student of this school has the account's address, the provider
 * has not verified the address (Google), the student's sign-in is stopped, or the sign-in did
 * not complete (cancelled, expired, refused).
 */
export const OIDC_SIGN_IN_ERRORS = ['not_registered', 'unverified', 'stopped', 'failed'] as const;
export type OidcSignInError = (typeof OIDC_SIGN_IN_ERRORS)[number];

/** The reason named by `?<provider>_error=`, or null for none or an unknown value. */
export function oidcSignInErrorOf(value: string | null): OidcSignInError | null {
  return OIDC_SIGN_IN_ERRORS.find((reason) => reason === value) ?? null;
}
