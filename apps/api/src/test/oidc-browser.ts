import type { FastifyInstance } from 'fastify';
import type { StudentSignInProvider } from '@sukoyaka/contracts/oidc-sign-in';
import { TEST_OPTIONS } from './test-app.ts';

/**
 * Plays a browser through a Google or Microsoft sign-in against the test OpenID provider
 * (scripts/test/oidc-provider.ts): our start endpoint (through app.inject), the provider's
 * authorization endpoint and development login form (over HTTP, with a cookie jar), and back to
 * our callback. `login` is what the student types at the provider (see the provider's flavours);
 * `cancel` presses the provider's cancel instead; `beforeCallback` runs just before the browser
 * reaches our callback; `replay` sends the same callback (URL and cookie) twice and returns the second.
 */
export async function oidcSignInAs(
  app: FastifyInstance,
  provider: StudentSignInProvider,
  schoolCode: string,
  login: string,
  options: { cancel?: boolean; dropFlowCookie?: boolean; replay?: boolean; beforeCallback?: () => Promise<unknown> } = {},
): Promise<{ status: number; location: string }> {
  const start = await app.inject({ method: 'GET', url: `/api/students/${provider}/start?schoolCode=${schoolCode}` });
  if (start.statusCode !== 302) throw new Error(`start failed: ${start.statusCode} ${start.body}`);
  const flowCookie = start.cookies.find((c) => c.name === `sukoyaka_${provider}`);

  const browser = new CookieJarBrowser();
  const interaction = await browser.go(String(start.headers.location)); // → the login form
  let response = options.cancel
    ? await browser.go(`${interaction.location}/abort`)
    : await browser.go(interaction.location, { prompt: 'login', login, password: 'any' });
  // Follow the provider's redirects until it sends the browser back to us.
  const callbackPrefix = `${TEST_OPTIONS.publicUrl}/api/students/${provider}/callback`;
  for (let hops = 0; hops < 10; hops++) {
    const next = new URL(response.location);
    if (next.href.startsWith(callbackPrefix)) {
      await options.beforeCallback?.();
      const callback = () =>
        app.inject({
          method: 'GET',
          url: `/api/students/${provider}/callback${next.search}`,
          cookies: flowCookie && !options.dropFlowCookie ? { [flowCookie.name]: flowCookie.value } : {},
        });
      const first = await callback();
      const last = options.replay ? await callback() : first;
      return { status: last.statusCode, location: String(last.headers.location) };
    }
    response = await browser.go(next.href);
  }
  throw new Error('the provider never redirected back');
}

/** fetch with manual redirects and the cookies the provider sets (enough for its own flow). */
class CookieJarBrowser {
  #cookies = new Map<string, string>();

  async go(url: string, form?: Record<string, string>): Promise<{ location: string }> {
    const headers: Record<string, string> = { cookie: [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; ') };
    const init: RequestInit = { redirect: 'manual', headers };
    if (form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      Object.assign(init, { method: 'POST', body: new URLSearchParams(form).toString() });
    }
    const response = await fetch(url, init);
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      const name = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      if (!value || /expires=Thu, 01 Jan 1970/i.test(line)) this.#cookies.delete(name);
      else this.#cookies.set(name, value);
    }
    if (response.status < 300 || response.status >= 400) throw new Error(`provider answered ${response.status} at ${url}: ${await response.text()}`);
    return { location: new URL(response.headers.get('location')!, url).href };
  }
}
