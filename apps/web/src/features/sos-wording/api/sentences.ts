import { sentenceSchema } from '@sukoyaka/contracts/school-admin';
import { apiRequest } from '../../../lib/api-client.ts';

/** Which sentence: settings/sos_sentences or settings/standby_sentences. */
export type SentenceKind = 'sos' | 'standby';
const PATHS = { sos: '/api/teachers/sos_sentences', standby: '/api/teachers/standby_sentences' } as const;

/** GET /api/teachers/sos_sentences or standby_sentences: the stored sentence, null for the built-in one. */
export async function fetchSentence(kind: SentenceKind, signal?: AbortSignal): Promise<string | null> {
  return (await apiRequest(PATHS[kind], { schema: sentenceSchema, signal })).sentence;
}

/** POST …: saves (null: back to the built-in sentence). @throws ApiError 400 with the §5 ruby message on `sentence`. */
export async function saveSentence(kind: SentenceKind, sentence: string | null): Promise<string | null> {
  return (await apiRequest(PATHS[kind], { method: 'POST', body: { sentence }, schema: sentenceSchema })).sentence;
}
