import * as oidc from 'openid-client';
import type { StudentGoogleSignInBody } from '@sukoyaka/contracts/auth';
import type { GoogleSignInError } from '@sukoyaka/contracts/google-sign-in';
import type { Database } from '@sukoyaka/db/client';
import { forbidden, messages, notFound, unauthorized } from '../../lib/http-errors.ts';
import { currentSchoolYear, findSchoolByCode } from '../schools/schools.service.ts';
import { findEnrolledStudentByEmail, findStudentById } from '../students/students.service.ts';
import type { SignInPolicy, SignInResult } from './auth.service.ts';
import { consumeOneTimeToken, issueOneTimeToken } from './one-time-tokens.ts';
import { issueToken } from './tokens.ts';

/** The OpenID provider and our client there (README "Configuration": OIDC_*). */
export interface GoogleSignInConfig {
  /** Issuer URL, https://accounts.google.com for Google; discovery reads its metadata. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The OpenID `prompt` to send (select_account for Google on shared tablets), or none. */
  prompt: string | null;
  /** Where the provider sends the browser back: PUBLIC_URL + /api/students/google/callback. */
  redirectUri: string;
}

/**
 * What the browser keeps (in an httpOnly cookie) between start and callback: the PKCE verifier,
 * state and nonce of this one sign-in, and the school whose login page it started from.
 */
export interface GoogleFlow {
  schoolCode: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** How the callback ends: a one-time code for /auth, or a reason for the login page. */
export type GoogleCallbackOutcome = { ok: true; schoolCode: string; code: string } | { ok: false; schoolCode: string | null; reason: GoogleSignInError };

/** The one-time code lives just long enough for /auth → login page → exchange. */
const CODE_TTL_MS = 2 * 60 * 1000;

export const googleSignInMessages = {
  invalidCode: 'Googleでのログインに失敗しました。もう一度「Googleでログイン」を押してください。',
  notConfigured: 'Googleでのログインは設定されていません。',
} as const;

/**
 * Student sign-in with Google through OpenID Connect (issue 3; decision 014): the authorization
 * code flow with PKCE, state and nonce, as a confidential client. The provider's metadata is
 * discovered on first use and kept; a failed discovery is retried on the next sign-in.
 */
export class GoogleSignIn {
  #configuration: Promise<oidc.Configuration> | null = null;

  constructor(private readonly config: GoogleSignInConfig) {}

  #discover(): Promise<oidc.Configuration> {
    this.#configuration ??= oidc
      .discovery(
        new URL(this.config.issuer),
        this.config.clientId,
        this.config.clientSecret,
        undefined,
        // Plain http only for a provider on this machine (tests, development).
        new URL(this.config.issuer).protocol === 'http:' ? { execute: [oidc.allowInsecureRequests] } : undefined,
      )
      .catch((error: unknown) => {
        this.#configuration = null;
        throw error;
      });
    return this.#configuration;
  }

  /**
   * Starts a sign-in from a school's login page: the provider's authorization URL and the flow
   * to keep in the browser. The state carries the school code before a random part, so even a
   * callback whose cookie has expired can send the student back to the right login page.
   * @throws 404 unknown school code (spec §8 message); provider unreachable → 500.
   */
  async start(db: Database, schoolCode: string): Promise<{ url: URL; flow: GoogleFlow }> {
    const school = await findSchoolByCode(db, schoolCode);
    if (!school) throw notFound(messages.invalidSchoolCode);
    const configuration = await this.#discover();
    const flow: GoogleFlow = {
      schoolCode: school.code,
      state: `${school.code}.${oidc.randomState()}`,
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.config.redirectUri,
      scope: 'openid email',
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
      code_challenge_method: 'S256',
      ...(this.config.prompt ? { prompt: this.config.prompt } : {}),
    });
    return { url, flow };
  }

  /**
   * The provider's redirect back (its query string): checks state, nonce and PKCE, reads the verified e-mail (from
   * the ID token, else the userinfo endpoint) and finds the student of the flow's school with that
   * address in this school year. On success hands out a one-time code (2 minutes) for
   * POST /api/students/google/sign_in; otherwise says why, for the login page.
   */
  async finish(db: Database, flow: GoogleFlow | null, callbackSearch: string, now = new Date()): Promise<GoogleCallbackOutcome> {
    // The registered redirect URI with the provider's parameters: openid-client sends it as the
    // token request's redirect_uri, which must match the authorization request's exactly.
    const callbackUrl = new URL(this.config.redirectUri);
    callbackUrl.search = callbackSearch;
    const stateSchool = schoolCodeOfState(callbackUrl.searchParams.get('state'));
    if (!flow || callbackUrl.searchParams.get('state') !== flow.state) return { ok: false, schoolCode: stateSchool, reason: 'failed' };
    const fail = (reason: GoogleSignInError): GoogleCallbackOutcome => ({ ok: false, schoolCode: flow.schoolCode, reason });

    let email: string | undefined;
    let verified: boolean;
    try {
      const configuration = await this.#discover();
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      // Some providers put e-mail only in userinfo when an access token is issued.
      const info = typeof claims.email === 'string' ? claims : await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub);
      email = typeof info.email === 'string' ? info.email : undefined;
      verified = info.email_verified === true;
    } catch {
      // Cancelled at the provider (error=access_denied), a replayed or expired code, a bad token.
      return fail('failed');
    }
    if (!email) return fail('not_registered');
    if (!verified) return fail('unverified');

    const school = await findSchoolByCode(db, flow.schoolCode);
    const year = school ? await currentSchoolYear(db, school.id) : null;
    const student = school && year ? await findEnrolledStudentByEmail(db, { schoolId: school.id, schoolYearId: year.id, email }) : null;
    if (!student) return fail('not_registered');
    if (student.signInStopped) return fail('stopped');
    const code = await issueOneTimeToken(db, { accountType: 'student', accountId: student.id }, 'google_sign_in', CODE_TTL_MS, now);
    return { ok: true, schoolCode: flow.schoolCode, code };
  }
}

/** The school code at the front of a state made by start(), or null. */
function schoolCodeOfState(state: string | null): string | null {
  const code = state?.split('.')[0];
  return code && /^[a-z0-9-]{1,32}$/i.test(code) ? code : null;
}

/**
 * POST /api/students/google/sign_in: exchanges the callback's one-time code for a session of the
 * student, for the school in the URL. The code works once, for 2 minutes.
 * @throws 404 unknown school; 401 unknown, used or expired code, or a code of another school;
 *   403 sign-in stopped since.
 */
export async function signInStudentWithGoogle(db: Database, policy: SignInPolicy, body: StudentGoogleSignInBody, now = new Date()): Promise<SignInResult> {
  const school = await findSchoolByCode(db, body.schoolCode);
  if (!school) throw notFound(messages.invalidSchoolCode);
  const studentId = await consumeOneTimeToken(db, body.accessToken, 'student', 'google_sign_in', now);
  const student = studentId === null ? null : await findStudentById(db, studentId);
  if (!student || student.schoolId !== school.id) throw unauthorized(googleSignInMessages.invalidCode);
  if (student.signInStopped) throw forbidden(messages.signInStopped);
  const ttl = body.isPersistentLogin ? policy.persistentTokenTtlMs : policy.sessionTokenTtlMs;
  const token = await issueToken(db, { accountType: 'student', accountId: student.id, uid: `student-${student.id}`, schoolId: school.id }, ttl, now);
  return { token, schoolCode: school.code };
}
