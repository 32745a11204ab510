import { generateSecret, generateURI, verify } from 'otplib';
import { TOTP_CODE } from '@sukoyaka/contracts/mfa';

/** RFC 6238 time step (seconds): what every authenticator app uses. */
export const TOTP_PERIOD_SECONDS = 30;
/** The name authenticator apps show above the code. */
export const TOTP_ISSUER = 'すこやか';

/** A new TOTP secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export const newTotpSecret = (): string => generateSecret();

/**
 * The otpauth:// URI an authenticator app reads (from a QR code or pasted): issuer すこやか,
 * label the account's e-mail, SHA-1, 6 digits, 30 s.
 */
export const totpUri = (secret: string, label: string): string => generateURI({ issuer: TOTP_ISSUER, label, secret });

/**
 * Checks a 6-digit code against the secret at `now` (ms), accepting the previous, current and next
 * 30-second step (±1 step: clock drift and typing time). `afterStep` is the last step already
 * accepted: a code of that step or earlier is refused (replay protection, staff_totps.last_used_step).
 * Returns the matched time step, or null for a wrong, malformed or replayed code.
 */
export async function matchTotp(secret: string, code: string, afterStep: number | null, now = Date.now()): Promise<number | null> {
  if (!TOTP_CODE.test(code)) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(now / 1000),
      epochTolerance: TOTP_PERIOD_SECONDS,
      ...(afterStep === null ? {} : { afterTimeStep: afterStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // otplib refuses an afterTimeStep beyond the window (a clock moved back): no code is valid.
    return null;
  }
}
