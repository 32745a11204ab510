import { readFileSync } from 'node:fs';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { DistressTextPlace } from '@sukoyaka/contracts/condition-alerts';
import { japanDateKey } from '@sukoyaka/contracts/dates';
import type { DistressWords, DistressWordsBody } from '@sukoyaka/contracts/distress-words';
import type { Database } from '@sukoyaka/db/client';
import { boardSettings, schools } from '@sukoyaka/db/schema';
import type { OrganizationScope } from '../../lib/actor.ts';
import { ttlCache } from '../../lib/ttl-cache.ts';
import { raiseDistressWordAlert } from '../condition-alerts/condition-alerts.service.ts';
import type { MailOutbox } from '../mail/mail.service.ts';
import { findDistressWords, type DistressWord } from './distress-words.ts';

/** The repository's default list (data/default-distress-words.json), read once. */
export const DEFAULT_DISTRESS_WORDS: DistressWord[] = (
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'data/default-distress-words.json'), 'utf8')) as { words: DistressWord[] }
).words;

/** The list a school's pupils are checked against: its board's own list, or the default. One query. */
async function wordsOfSchool(db: Database, schoolId: number): Promise<DistressWord[]> {
  const [row] = await db
    .select({ words: boardSettings.distressWords })
    .from(schools)
    .leftJoin(boardSettings, eq(boardSettings.organizationId, schools.organizationId))
    .where(eq(schools.id, schoolId));
  return row?.words ?? DEFAULT_DISTRESS_WORDS;
}

/** The school's list on the questionnaire completion's hot path: read at most every 5 s per process (a board's change applies within that). */
const cachedWords = ttlCache<DistressWord[]>(5_000);

/**
 * The words of distress found in `texts` (issue 25 item 5, decision 071), against the school's list
 * through a 5-second per-process cache, so the 300 completions of a class at once (issue 11) still
 * write in one statement when nothing is found. Blank texts cost nothing.
 */
export async function distressMatchesOf(db: Database, schoolId: number, texts: string[]): Promise<{ word: string; sentence: string }[]> {
  const written = texts.map((t) => t.trim()).filter(Boolean);
  if (written.length === 0) return [];
  const words = await cachedWords.get(db, String(schoolId), () => wordsOfSchool(db, schoolId));
  return written.flatMap((text) => findDistressWords(text, words));
}

/**
 * Raises the mental-condition alert quoting `matches` (from distressMatchesOf) for the class
 * teacher, in `tx`, the transaction that stores the texts. Nothing when there are none.
 */
export async function raiseDistressMatches(
  tx: Database,
  outbox: MailOutbox,
  scope: { studentId: number; schoolId: number },
  place: DistressTextPlace,
  matches: { word: string; sentence: string }[],
  now = new Date(),
): Promise<void> {
  if (matches.length) await raiseDistressWordAlert(tx, outbox, scope, japanDateKey(now), place, matches);
}

/**
 * Checks texts a pupil wrote (issue 25 item 5, decision 071) against the board's words of
 * distress and raises one mental-condition alert quoting the sentences for the class teacher.
 * `db` must be the handle of the transaction that stores the texts (the alert commits or fails
 * with them; PGlite has one connection). Blank texts cost no query. Nothing leaves the product.
 * Returns the matches (empty: nothing raised).
 */
export async function checkPupilTexts(
  db: Database,
  outbox: MailOutbox,
  scope: { studentId: number; schoolId: number },
  place: DistressTextPlace,
  texts: string[],
  now = new Date(),
): Promise<{ word: string; sentence: string }[]> {
  const written = texts.map((t) => t.trim()).filter(Boolean);
  if (written.length === 0) return [];
  const words = await wordsOfSchool(db, scope.schoolId);
  const matches = written.flatMap((text) => findDistressWords(text, words));
  await raiseDistressWordAlert(db, outbox, scope, japanDateKey(now), place, matches);
  return matches;
}

/** GET /api/local_governments/distress_words: the board's list in use (its own, or the default). */
export async function getBoardDistressWords(db: Database, scope: OrganizationScope): Promise<DistressWords> {
  const [row] = await db.select({ words: boardSettings.distressWords }).from(boardSettings).where(eq(boardSettings.organizationId, scope.organizationId));
  return row?.words ? { isDefault: false, words: row.words } : { isDefault: true, words: DEFAULT_DISTRESS_WORDS };
}

/**
 * POST /api/local_governments/distress_words: replaces the board's list (the contract refuses an
 * empty list and duplicates), or with `reset` goes back to the repository's default. Each word is
 * kept among its own spellings, so a word is always found as written.
 */
export async function updateBoardDistressWords(db: Database, scope: OrganizationScope, body: DistressWordsBody): Promise<DistressWords> {
  const words = body.reset
    ? null
    : (body.words ?? []).map((w) => ({ word: w.word, spellings: [...new Set([w.word, ...w.spellings.map((s) => s.trim()).filter(Boolean)])] }));
  await db
    .insert(boardSettings)
    .values({ organizationId: scope.organizationId, distressWords: words })
    .onConflictDoUpdate({ target: boardSettings.organizationId, set: { distressWords: words, updatedAt: sql`now()` } });
  return getBoardDistressWords(db, scope);
}
