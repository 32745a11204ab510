import { generate } from 'otplib';
import type { TestApp } from './test-app.ts';

/** The 30-second TOTP step of `epochMs`. */
export const stepOf = (epochMs = Date.now()) => Math.floor(epochMs / 30_000);

/**
 * Waits until at least 5 seconds remain in the current 30-second step, so a test that uses the
 * previous, current and next steps' codes does not cross a step boundary halfway.
 */
export async function freshStep(): Promise<void> {
  const left = 30_000 - (Date.now() % 30_000);
  if (left < 5_000) await new Promise((resolve) => setTimeout(resolve, left + 50));
}

/** The authenticator app's code `offset` steps from now (−1 previous, 0 current, +1 next), by otplib. */
export const codeAt = (secret: string, offset = 0) => generate({ secret, epoch: Math.floor(Date.now() / 1000) + offset * 30 });

type Role = 'teachers' | 'local_governments';

/** Turns MFA on for a signed-in account with the previous step's code; returns the secret and recovery codes. */
export async function enableMfaFor(t: TestApp, role: Role, headers: Record<string, string>): Promise<{ secret: string; recoveryCodes: string[] }> {
  const setup = await t.app.inject({ method: 'POST', url: `/api/${role}/mfa/setup`, headers });
  if (setup.statusCode !== 200) throw new Error(`setup failed: ${setup.statusCode} ${setup.body}`);
  const { secret } = setup.json().data as { secret: string };
  const enable = await t.app.inject({ method: 'POST', url: `/api/${role}/mfa/enable`, headers, payload: { code: await codeAt(secret, -1) } });
  if (enable.statusCode !== 200) throw new Error(`enable failed: ${enable.statusCode} ${enable.body}`);
  return { secret, recoveryCodes: enable.json().data.recoveryCodes };
}

/** Headers of a session from a sign-in answer (as the test-app helpers build them). */
export const sessionHeaders = (res: { headers: Record<string, unknown> }, schoolCode = '') => ({
  'access-token': String(res.headers['access-token']),
  client: String(res.headers.client),
  uid: String(res.headers.uid),
  schoolCode,
});
