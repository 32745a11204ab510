import { signInProviderOf } from '@sukoyaka/contracts/oidc-sign-in';
import { isValidSchoolCode } from '../../lib/route-params.ts';
import { paths } from '../../lib/paths.ts';

/**
 * Where `/auth` sends the browser (spec §2 General): the access token and the state (the school
 * code) come in the URL hash, as an OAuth sign-in returns them; the student continues on
 * /{state}/student/login?token=…, which finishes the sign-in; a Microsoft sign-in adds
 * provider=microsoft (decision 034), passed on (an unknown provider is dropped: Google's). Null
 * when the hash lacks either or the state is not a school code.
 */
export function authRedirectTarget(hash: string): string | null {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const token = params.get('access_token') ?? params.get('token');
  const state = params.get('state');
  if (!token || !isValidSchoolCode(state ?? undefined)) return null;
  const provider = signInProviderOf(params.get('provider'));
  return paths.student(state ?? '', 'login', { token, provider: provider && provider !== 'google' ? provider : undefined });
}
