import { randomInt } from 'node:crypto';

/**
 * The alphabet of initial passwords printed on sign-in cards (decision 023): lower-case letters
 * and digits a child can copy from paper, without the look-alikes 0/o, 1/l/i, and without q/g (9)
 * and u/v. 26 symbols.
 */
export const CARD_PASSWORD_ALPHABET = 'abcdefhjkmnprstwxyz2345678';
/** 8 symbols: 26^8 ≈ 2×10^11 guesses, against sign-in's per-account lock after 5 failures. */
export const CARD_PASSWORD_LENGTH = 8;

/** A new random initial password from CARD_PASSWORD_ALPHABET (crypto randomness). */
export function newCardPassword(): string {
  let password = '';
  for (let i = 0; i < CARD_PASSWORD_LENGTH; i += 1) password += CARD_PASSWORD_ALPHABET[randomInt(CARD_PASSWORD_ALPHABET.length)];
  return password;
}
