import { hash, verify } from '@node-rs/argon2';

/** argon2id at the OWASP minimum (19 MiB, 2 passes): about 12 ms a hash on our machines. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

/** Hashes a password with argon2id; the PHC string carries its own salt and parameters. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/**
 * The password hash of an account created without a password (a roster import, a junior high
 * accepting a pupil): no password verifies against it (argon2 cannot parse it), so the account signs
 * in only after its password is set (a teacher by the registration link, a student when the sign-in
 * cards issue one).
 */
export const UNSET_PASSWORD_HASH = '!unset';

/** A hash of nothing, compared against when an account does not exist, so timing reveals nothing. */
let dummyHash: Promise<string> | null = null;

/** Verifies a password against a stored hash (or a dummy when `stored` is null). */
export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  dummyHash ??= hashPassword('sukoyaka-no-such-account');
  const target = stored ?? (await dummyHash);
  const ok = await verify(target, password).catch(() => false);
  return stored !== null && ok;
}
