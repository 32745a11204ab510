import { describe, expect, it } from 'vitest';
import { authRedirectTarget } from './auth-redirect.ts';

describe('authRedirectTarget (spec §2 /auth)', () => {
  it('sends the token from the hash to the login of the school in state', () => {
    expect(authRedirectTarget('#access_token=abc.def&state=minami-es&token_type=Bearer')).toBe('/minami-es/student/login?token=abc.def');
    expect(authRedirectTarget('#state=kita-jhs&access_token=a%2Bb')).toBe('/kita-jhs/student/login?token=a%2Bb');
  });

  it('passes a Microsoft sign-in on as such, and drops a provider it does not know (decision 034)', () => {
    expect(authRedirectTarget('#access_token=abc&state=minami-es&provider=microsoft')).toBe('/minami-es/student/login?token=abc&provider=microsoft');
    expect(authRedirectTarget('#access_token=abc&state=minami-es&provider=evil')).toBe('/minami-es/student/login?token=abc');
  });

  it('refuses a missing token, a missing state or a state that is not a school code', () => {
    expect(authRedirectTarget('')).toBeNull();
    expect(authRedirectTarget('#state=minami-es')).toBeNull();
    expect(authRedirectTarget('#access_token=abc')).toBeNull();
    expect(authRedirectTarget('#access_token=abc&state=../admin')).toBeNull();
  });
});
