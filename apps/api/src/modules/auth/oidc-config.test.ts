import { describe, expect, it } from 'vitest';
import { configFromEnv } from '../../config.ts';
import { OIDC_PROVIDER_PROFILES } from './oidc-providers.ts';

/** The provider configuration and the claim each provider is matched on (decisions 014, 034). */
describe('student sign-in providers from the environment', () => {
  it('turns each provider on only with a client id and secret, Google and multi-tenant Microsoft by default', () => {
    expect(configFromEnv({}).microsoftSignIn).toBeNull();
    expect(configFromEnv({ MICROSOFT_OIDC_CLIENT_ID: 'id' }).microsoftSignIn).toBeNull();
    const config = configFromEnv({ OIDC_CLIENT_ID: 'g', OIDC_CLIENT_SECRET: 'gs', MICROSOFT_OIDC_CLIENT_ID: 'm', MICROSOFT_OIDC_CLIENT_SECRET: 'ms' });
    expect(config.googleSignIn).toEqual({ issuer: 'https://accounts.google.com', clientId: 'g', clientSecret: 'gs', prompt: 'select_account' });
    expect(config.microsoftSignIn).toEqual({
      issuer: 'https://login.microsoftonline.com/organizations/v2.0',
      clientId: 'm',
      clientSecret: 'ms',
      prompt: 'select_account',
    });
  });

  it("takes the issuer, not its discovery document's URL (openid-client resolves Entra ID's {tenantid} only from the issuer)", () => {
    const config = configFromEnv({
      MICROSOFT_OIDC_CLIENT_ID: 'm',
      MICROSOFT_OIDC_CLIENT_SECRET: 'ms',
      MICROSOFT_OIDC_ISSUER: 'https://login.microsoftonline.com/organizations/v2.0/.well-known/openid-configuration',
      MICROSOFT_OIDC_PROMPT: '',
    });
    expect(config.microsoftSignIn).toMatchObject({ issuer: 'https://login.microsoftonline.com/organizations/v2.0', prompt: null });
  });
});

describe('which claim names the student', () => {
  const { google, microsoft } = OIDC_PROVIDER_PROFILES;

  it('Google: the e-mail, trusted only when verified', () => {
    expect(google.accountOf({ email: 'a@x.jp', email_verified: true })).toEqual({ address: 'a@x.jp', verified: true });
    expect(google.accountOf({ email: 'a@x.jp' })).toEqual({ address: 'a@x.jp', verified: false });
  });

  it('Microsoft: the user principal name (preferred_username, else upn), never the email claim', () => {
    expect(microsoft.accountOf({ preferred_username: 's1@city.ed.jp', email: 'other@city.ed.jp' })).toEqual({ address: 's1@city.ed.jp', verified: true });
    expect(microsoft.accountOf({ upn: 's2@city.ed.jp' })).toEqual({ address: 's2@city.ed.jp', verified: true });
    expect(microsoft.accountOf({ email: 's1@city.ed.jp' }).address).toBeNull();
    // A phone-number sign-in names no address.
    expect(microsoft.accountOf({ preferred_username: '+81 90 0000 0000' }).address).toBeNull();
  });
});
