import { z } from 'zod';

/** Most words a board's list may hold, and spellings per word (issue 25 item 5). */
export const DISTRESS_WORDS_MAX = 300;
export const DISTRESS_SPELLINGS_MAX = 20;

const wordText = z.string().trim().min(1, { message: '言葉を入力してください' }).max(40, { message: '40文字以内で入力してください' });

/** One word of distress and its spellings (kanji and kana forms; the word itself is always one). */
export const distressWordEntrySchema = z.object({
  word: wordText,
  spellings: z.array(wordText).max(DISTRESS_SPELLINGS_MAX, { message: `読み方は${DISTRESS_SPELLINGS_MAX}個までです` }),
});
export type DistressWordEntry = z.infer<typeof distressWordEntrySchema>;

/**
 * POST /api/local_governments/distress_words (issue 25 item 5, decision 071): the board's whole
 * list, replacing the one in use. It cannot be emptied (at least one word; to go back to the
 * repository's list, send `reset: true`). Duplicate words are refused.
 */
export const distressWordsBodySchema = z
  .object({
    reset: z.boolean().default(false),
    words: z
      .array(distressWordEntrySchema)
      .max(DISTRESS_WORDS_MAX, { message: `言葉は${DISTRESS_WORDS_MAX}個までです` })
      .default([]),
  })
  .strict()
  .superRefine((body, ctx) => {
    if (!body.reset && body.words.length === 0)
      ctx.addIssue({
        code: 'custom',
        path: ['words'],
        message: '言葉のリストを空にはできません。初期のリストに戻すときは「初期のリストに戻す」を押してください',
      });
    const seen = new Set<string>();
    body.words.forEach((w, i) => {
      if (seen.has(w.word)) ctx.addIssue({ code: 'custom', path: ['words', i, 'word'], message: 'この言葉はすでにリストにあります' });
      seen.add(w.word);
    });
  });
export type DistressWordsBody = z.input<typeof distressWordsBodySchema>;

/** GET /api/local_governments/distress_words: the list in use and whether it is the repository's default. */
export const distressWordsSchema = z.object({ isDefault: z.boolean(), words: z.array(distressWordEntrySchema) });
export type DistressWords = z.infer<typeof distressWordsSchema>;
