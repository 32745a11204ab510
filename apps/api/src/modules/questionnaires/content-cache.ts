import type { Database } from '@sukoyaka/db/client';
import { findQuestionnaireContent } from './questionnaires.queries.ts';

type Content = Awaited<ReturnType<typeof findQuestionnaireContent>>;

/** Entries kept (a school has a handful of open questionnaires; a district a few hundred). */
const MAX_ENTRIES = 500;
const cache = new Map<string, Promise<Content>>();

/**
 * A questionnaire's pages, questions and options, cached in this process by questionnaire id and
 * its `updatedAt` (every write of its questions bumps it: add_questions; templates and copies are
 * new questionnaires), so 300 students completing one survey at once read it once (issue 11
 * "Speed"). Another API process has its own cache; a stale version is never served because the
 * key changes with the write. A failed read is not kept.
 */
export function cachedQuestionnaireContent(db: Database, questionnaireId: number, version: Date): Promise<Content> {
  const key = `${questionnaireId}:${version.getTime()}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const read = findQuestionnaireContent(db, questionnaireId);
  cache.set(key, read);
  read.catch(() => cache.delete(key));
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return read;
}
