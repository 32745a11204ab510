import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { CARD_SECRET_PATTERN } from '@sukoyaka/contracts/auth';

/** Random bytes of a card secret: 160 bits (issue 27 asks ≥ 128), 27 base64url characters. */
const CARD_SECRET_BYTES = 20;

/** A new QR card: the text printed as the QR code (`SKC1.<studentId>.<secret>`) and the hash to store. */
export interface NewCardSecret {
  text: string;
  hash: string;
}

/** SHA-256 (hex) of a card secret: a high-entropy secret needs no slow password hash (decision 062). */
export function hashCardSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/**
 * A new QR sign-in card secret for a student (issue 27, decision 062): crypto randomness, 160 bits.
 * The text exists only in the printed card; store `hash` (students.card_secret_hash).
 */
export function newCardSecret(studentId: number): NewCardSecret {
  const secret = randomBytes(CARD_SECRET_BYTES).toString('base64url');
  return { text: `SKC1.${studentId}.${secret}`, hash: hashCardSecret(secret) };
}

/** A scanned card text split into the student id it names and its secret; null when it is not a card's text. */
export function parseCardText(text: string): { studentId: number; secret: string } | null {
  const match = CARD_SECRET_PATTERN.exec(text.trim());
  if (!match) return null;
  return { studentId: Number(match[1]), secret: match[2]! };
}

/** True when `secret` hashes to `storedHash` (constant-time compare); false for a missing hash (no card, revoked). */
export function cardSecretMatches(storedHash: string | null, secret: string): boolean {
  if (!storedHash) return false;
  const given = Buffer.from(hashCardSecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return stored.length === given.length && timingSafeEqual(stored, given);
}
