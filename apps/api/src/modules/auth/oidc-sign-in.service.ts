import * as oidc from 'openid-client';
import type { StudentOidcSignInBody } from '@sukoyaka/contracts/auth';
import type { OidcSignInError, StudentSignInProvider } from '@sukoyaka/contracts/oidc-sign-in';
import type { Database } from '@sukoyaka/db/client';
import type { OidcClientConfig } from '../../config.ts';
import { forbidden, messages, notFound, unauthorized } from '../../lib/http-errors.ts';
import { currentSchoolYear, findSchoolByCode } from '../schools/schools.service.ts';
import { findEnrolledStudentByEmail, findStudentById } from '../students/students.service.ts';
import type { SignInPolicy, SignInResult } from './auth.service.ts';
import { consumeOneTimeToken, issueOneTimeToken } from './one-time-tokens.ts';
import { OIDC_PROVIDER_PROFILES, type OidcProviderProfile } from './oidc-providers.ts';
import { schoolSignInProviders } from './sign-in-providers.service.ts';
import { issueToken } from './tokens.service.ts';

/**
 * What the browser keeps (in an httpOnly cookie) between start and callback: the PKCE verifier,
 * state and nonce of this one sign-in, and the school whose login page it started from.
 */
export interface OidcFlow {
  schoolCode: string;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** How the callback ends: a one-time code for /auth, or a reason for the login page. */
export type OidcCallbackOutcome = { ok: true; schoolCode: string; code: string } | { ok: false; schoolCode: string | null; reason: OidcSignInError };

/** The one-time code lives just long enough for /auth → login page → exchange. */
const CODE_TTL_MS = 2 * 60 * 1000;

/**
 * Student sign-in with an OpenID provider (issue 3 and issue 15 item 6; decisions 014, 034): the
 * authorization code flow with PKCE, state and nonce, as a confidential client, the same for every
 * provider; what differs (scope, the claim naming the student, messages) is the provider's profile
 * (oidc-providers.ts). The provider's metadata is discovered on first use and kept; a failed
 * discovery is retried on the next sign-in. Microsoft's multi-tenant issuer (`{tenantid}` in its
 * metadata) is resolved by openid-client from the ID token's `tid` when discovery starts from the
 * issuer URL.
 */
export class OidcSignIn {
  #configuration: Promise<oidc.Configuration> | null = null;
  readonly profile: OidcProviderProfile;

  /**
   * @param provider which provider this client is for.
   * @param config its issuer and our client there; `redirectUri` is PUBLIC_URL + /api/students/<provider>/callback.
   * @param configured every provider this server is configured for (a school offers only those its board chose).
   */
  constructor(
    readonly provider: StudentSignInProvider,
    private readonly config: OidcClientConfig & { redirectUri: string },
    private readonly configured: readonly StudentSignInProvider[],
  ) {
    this.profile = OIDC_PROVIDER_PROFILES[provider];
  }

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

  /** Whether the board of a school has chosen this provider for its students. */
  async #offeredAt(db: Database, school: { organizationId: number }): Promise<boolean> {
    return (await schoolSignInProviders(db, school.organizationId, this.configured)).includes(this.provider);
  }

  /**
   * Starts a sign-in from a school's login page: the provider's authorization URL and the flow
   * to keep in the browser. The state carries the school code before a random part, so even a
   * callback whose cookie has expired can send the student back to the right login page.
   * @throws 404 unknown school code (spec §8 message), or a school whose board has not chosen this
   *   provider (decision 034); provider unreachable → 500.
   */
  async start(db: Database, schoolCode: string): Promise<{ url: URL; flow: OidcFlow }> {
    const school = await findSchoolByCode(db, schoolCode);
    if (!school) throw notFound(messages.invalidSchoolCode);
    if (!(await this.#offeredAt(db, school))) throw notFound(this.profile.messages.notOffered);
    const configuration = await this.#discover();
    const flow: OidcFlow = {
      schoolCode: school.code,
      state: `${school.code}.${oidc.randomState()}`,
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.config.redirectUri,
      scope: this.profile.scope,
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
      code_challenge_method: 'S256',
      ...(this.config.prompt ? { prompt: this.config.prompt } : {}),
    });
    return { url, flow };
  }

  /**
   * The provider's redirect back (its query string): checks state, nonce and PKCE, reads the
   * student's address as the provider's profile says (from the ID token, else the userinfo
   * endpoint) and finds the student of the flow's school with that address in this school year.
   * On success hands out a one-time code (2 minutes) for POST /api/students/<provider>/sign_in;
   * otherwise says why, for the login page.
   */
  async finish(db: Database, flow: OidcFlow | null, callbackSearch: string, now = new Date()): Promise<OidcCallbackOutcome> {
    // The registered redirect URI with the provider's parameters: openid-client sends it as the
    // token request's redirect_uri, which must match the authorization request's exactly.
    const callbackUrl = new URL(this.config.redirectUri);
    callbackUrl.search = callbackSearch;
    const stateSchool = schoolCodeOfState(callbackUrl.searchParams.get('state'));
    if (!flow || callbackUrl.searchParams.get('state') !== flow.state) return { ok: false, schoolCode: stateSchool, reason: 'failed' };
    const fail = (reason: OidcSignInError): OidcCallbackOutcome => ({ ok: false, schoolCode: flow.schoolCode, reason });

    let account: { address: string | null; verified: boolean };
    try {
      const configuration = await this.#discover();
      const tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims()!;
      account = this.profile.accountOf(claims);
      // Some providers put the address only in userinfo when an access token is issued.
      if (!account.address) account = this.profile.accountOf(await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub));
    } catch {
      // Cancelled at the provider (error=access_denied), a replayed or expired code, a bad token.
      return fail('failed');
    }
    if (!account.address) return fail('not_registered');
    if (!account.verified) return fail('unverified');

    // The board may have withdrawn the provider since the start.
    const school = await findSchoolByCode(db, flow.schoolCode);
    if (!school || !(await this.#offeredAt(db, school))) return fail('failed');
    const year = await currentSchoolYear(db, school.id);
    const student = year ? await findEnrolledStudentByEmail(db, { schoolId: school.id, schoolYearId: year.id, email: account.address }) : null;
    if (!student) return fail('not_registered');
    if (student.signInStopped) return fail('stopped');
    const code = await issueOneTimeToken(db, { accountType: 'student', accountId: student.id }, this.profile.tokenPurpose, CODE_TTL_MS, now);
    return { ok: true, schoolCode: flow.schoolCode, code };
  }

  /**
   * POST /api/students/<provider>/sign_in: exchanges the callback's one-time code for a session of
   * the student, for the school in the URL. The code works once, for 2 minutes, and only at the
   * endpoint of the provider that issued it.
   * @throws 404 unknown school; 401 unknown, used or expired code, or a code of another school or
   *   provider; 403 sign-in stopped since.
   */
  async signIn(db: Database, policy: SignInPolicy, body: StudentOidcSignInBody, now = new Date()): Promise<SignInResult> {
    const school = await findSchoolByCode(db, body.schoolCode);
    if (!school) throw notFound(messages.invalidSchoolCode);
    const studentId = await consumeOneTimeToken(db, body.accessToken, 'student', this.profile.tokenPurpose, now);
    const student = studentId === null ? null : await findStudentById(db, studentId);
    if (!student || student.schoolId !== school.id) throw unauthorized(this.profile.messages.invalidCode);
    if (student.signInStopped) throw forbidden(messages.signInStopped);
    const ttl = body.isPersistentLogin ? policy.persistentTokenTtlMs : policy.sessionTokenTtlMs;
    const token = await issueToken(db, { accountType: 'student', accountId: student.id, uid: `student-${student.id}`, schoolId: school.id }, ttl, now);
    return { token, schoolCode: school.code };
  }
}

/** The school code at the front of a state made by start(), or null. */
function schoolCodeOfState(state: string | null): string | null {
  const code = state?.split('.')[0];
  return code && /^[a-z0-9-]{1,32}$/i.test(code) ? code : null;
}
