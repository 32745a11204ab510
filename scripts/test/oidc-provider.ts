import type { Server } from 'node:http';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

/**
 * A local OpenID provider standing in for Google or Microsoft in tests (issue 3: "tests run
 * against a local OpenID provider started by the test setup"; decisions 014, 034): the real
 * `oidc-provider` package with its development login form. Consent is implied.
 * - flavour `google`: signing in as `<address>` yields a verified e-mail `<address>` (from
 *   userinfo, as the ID token carries only `sub`); `unverified:<address>` yields the address with
 *   email_verified false.
 * - flavour `microsoft` (as Entra ID): the ID token carries `preferred_username` and a `tid`, and
 *   no `email_verified`; signing in as `<upn>` yields preferred_username `<upn>`, and
 *   `<upn> mail:<address>` adds an `email` claim `<address>` (a tenant's unverified mail attribute).
 */
export type TestOidcFlavour = 'google' | 'microsoft';

export interface TestOidcProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  close: () => Promise<void>;
}

export const TEST_OIDC_CLIENT = { clientId: 'sukoyaka-test', clientSecret: 'sukoyaka-test-secret' } as const;

/** Starts the provider on 127.0.0.1:`port` (0 = any free port) for the given redirect URIs. */
export async function startTestOidcProvider(options: { port?: number; redirectUris: string[]; flavour?: TestOidcFlavour }): Promise<TestOidcProvider> {
  // The issuer must name the real port (ID tokens carry it and clients compare it), so a free
  // port is found first when none is given.
  const port = options.port || (await freePort());
  const issuer = `http://127.0.0.1:${port}`;
  const provider = new Provider(issuer, providerConfiguration(options.redirectUris, options.flavour ?? 'google'));
  const listening: Server = provider.listen(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => listening.once('listening', resolve).once('error', reject));
  return {
    issuer,
    ...TEST_OIDC_CLIENT,
    close: () => new Promise((resolve) => listening.close(() => resolve())),
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
    probe.once('error', reject);
  });
}

/** The claims of the account the student typed at the login form, as the flavour's provider sends them. */
function accountClaims(id: string, flavour: TestOidcFlavour): Record<string, unknown> {
  if (flavour === 'microsoft') {
    const [upn = '', mail] = id.split(' mail:');
    return { sub: id, preferred_username: upn, tid: '00000000-0000-0000-0000-00000000c1ce', ...(mail ? { email: mail } : {}) };
  }
  const unverified = id.startsWith('unverified:');
  return { sub: id, email: unverified ? id.slice('unverified:'.length) : id, email_verified: !unverified };
}

function providerConfiguration(redirectUris: string[], flavour: TestOidcFlavour): Configuration {
  return {
    clients: [
      {
        client_id: TEST_OIDC_CLIENT.clientId,
        client_secret: TEST_OIDC_CLIENT.clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    claims:
      flavour === 'microsoft' ? { openid: ['sub', 'tid'], profile: ['preferred_username', 'email'] } : { openid: ['sub'], email: ['email', 'email_verified'] },
    // Entra ID puts the profile claims in the ID token itself.
    conformIdTokenClaims: flavour !== 'microsoft',
    cookies: { keys: ['sukoyaka-test-cookie-key'] },
    features: { devInteractions: { enabled: true } },
    pkce: { required: () => true },
    async findAccount(_ctx: KoaContextWithOIDC, id: string) {
      return { accountId: id, claims: () => ({ sub: id, ...accountClaims(id, flavour) }) };
    },
    // Consent is implied (Google asks once per app; the journey is about our side).
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { oidc } = ctx;
      const grantId = oidc.result?.consent?.grantId ?? oidc.session!.grantIdFor(oidc.client!.clientId);
      if (grantId) return oidc.provider.Grant.find(grantId);
      const grant = new oidc.provider.Grant({ clientId: oidc.client!.clientId, accountId: oidc.session!.accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
  };
}

// `tsx scripts/test/oidc-provider.ts` (Playwright's webServer): OIDC_TEST_PORT, OIDC_TEST_REDIRECT_URI, OIDC_TEST_FLAVOUR.
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const provider = await startTestOidcProvider({
    port: Number(process.env.OIDC_TEST_PORT ?? 4210),
    redirectUris: [process.env.OIDC_TEST_REDIRECT_URI ?? 'http://127.0.0.1:3210/api/students/google/callback'],
    flavour: process.env.OIDC_TEST_FLAVOUR === 'microsoft' ? 'microsoft' : 'google',
  });
  console.log(`test OpenID provider: ${provider.issuer}`);
  const stop = () => void provider.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}
