import { useMutation, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { fetchSentence, saveSentence, type SentenceKind } from '../api/sentences.ts';

/** The query options of useSentence (decision 050: one factory per GET operation). */
export const sentenceQuery = (kind: SentenceKind) =>
  queryOptions({ queryKey: ['teacher', 'settings', 'sentence', kind], queryFn: ({ signal }) => fetchSentence(kind, signal) });

/** The stored sentence of `kind` (any teacher may read it). */
export function useSentence(kind: SentenceKind) {
  return useQuery(sentenceQuery(kind));
}

/** Saves the sentence of `kind`; the page's copy refetches. */
export function useSaveSentence(kind: SentenceKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sentence: string | null) => saveSentence(kind, sentence),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['teacher', 'settings', 'sentence', kind] }),
  });
}
