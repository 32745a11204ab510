import type { StudentSignInProvider } from '@sukoyaka/contracts/oidc-sign-in';
import type { OneTimeTokenPurpose } from '@sukoyaka/db/schema';

/** Claims of an ID token or a userinfo answer (what openid-client returns). */
type Claims = Record<string, unknown>;

/**
 * What differs between providers in the one OpenID Connect flow (decisions 014, 034): the scope
 * asked for, which claim names the student (matched case-insensitively to the student's school
 * address, students.email) and whether the provider vouches for it, the purpose of the one-time
 * code, and the Japanese messages of the API.
 */
export interface OidcProviderProfile {
  scope: string;
  /** The account's address and whether it may be trusted; address null when the claims lack one. */
  accountOf: (claims: Claims) => { address: string | null; verified: boolean };
  tokenPurpose: Extract<OneTimeTokenPurpose, `${StudentSignInProvider}_sign_in`>;
  messages: { invalidCode: string; notConfigured: string; notOffered: string };
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

/**
 * Google (decision 014): the `email` claim, only when `email_verified` is true.
 *
 * Microsoft (decision 034): the `preferred_username` (for work and school accounts the user
 * principal name, whose domain Entra ID only allows once the tenant has proven it owns it), or
 * `upn` when a tenant sends that instead. Never Microsoft's `email` claim: a tenant administrator
 * can set any mail address on a user, unverified, so matching on it would let another tenant
 * sign in as our student ("nOAuth"). Entra ID sends no `email_verified`; the domain check of the
 * UPN is what vouches for it.
 */
export const OIDC_PROVIDER_PROFILES: Record<StudentSignInProvider, OidcProviderProfile> = {
  google: {
    scope: 'openid email',
    accountOf: (claims) => ({ address: text(claims.email), verified: claims.email_verified === true }),
    tokenPurpose: 'google_sign_in',
    messages: {
      invalidCode: 'Googleでのログインに失敗しました。もう一度「Googleでログイン」を押してください。',
      notConfigured: 'Googleでのログインは設定されていません。',
      notOffered: 'この学校ではGoogleでのログインは使えません。',
    },
  },
  microsoft: {
    scope: 'openid profile',
    accountOf: (claims) => {
      const address = [text(claims.preferred_username), text(claims.upn)].find((value) => value?.includes('@')) ?? null;
      return { address, verified: address !== null };
    },
    tokenPurpose: 'microsoft_sign_in',
    messages: {
      invalidCode: 'Microsoftでのログインに失敗しました。もう一度「Microsoftでログイン」を押してください。',
      notConfigured: 'Microsoftでのログインは設定されていません。',
      notOffered: 'この学校ではMicrosoftでのログインは使えません。',
    },
  },
};
