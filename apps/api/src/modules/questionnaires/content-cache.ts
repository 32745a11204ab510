import type { QuestionnaireKind } from '@sukoyaka/contracts/questionnaires';
import type { Database } from '@sukoyaka/db/client';
import { findQuestionnaireContent, type QuestionSet } from './question-set.service.ts';

type Content = QuestionSet;

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

/** What the answering path learnt of a delivery when it last read it: its questionnaire and that one's version and kind. */
export interface DeliveryHint {
  questionnaireId: number;
  version: Date;
  kind: QuestionnaireKind;
}

const hints = new Map<number, DeliveryHint>();

/**
 * Remembers which questionnaire (and version) a delivery asks, from a student's read of it, so a
 * completion of the same delivery can check its answers and write them without reading the
 * delivery first (questionnaires.service.ts answerQuestions; issue 11 "Speed"). Only a hint: the
 * write itself checks the delivery, the student and the version, and falls back to the read.
 */
export function rememberDelivery(deliveryId: number, hint: DeliveryHint): void {
  hints.delete(deliveryId);
  hints.set(deliveryId, hint);
  if (hints.size > MAX_ENTRIES) hints.delete(hints.keys().next().value!);
}

/** The questionnaire a delivery asked when a student last read it in this process, if any. */
export function deliveryHint(deliveryId: number): DeliveryHint | undefined {
  return hints.get(deliveryId);
}
