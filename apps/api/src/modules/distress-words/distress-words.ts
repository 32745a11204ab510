/**
 * The word check of issue 25 item 5: free text a pupil writes (health observation comment,
 * questionnaire answers, a talk request's line) against a list of words of distress, in the
 * product (no external service). Pure; the list is `data/default-distress-words.json` or a board's copy.
 */

/** One word of the list and its spellings (kanji and kana forms). */
export interface DistressWord {
  word: string;
  spellings: string[];
}

/** A match: which word, and the sentence of the text it was found in (shown to the class teacher). */
export interface DistressMatch {
  word: string;
  sentence: string;
}

/**
 * The form text and spellings are compared in: NFKC (full-width Latin and digits and half-width
 * katakana to their usual forms), katakana to hiragana, lower case, without spaces and the long
 * vowel mark's variants. So 「シニタイ」「ｼﾆﾀｲ」「し に た い」 all read しにたい.
 */
export function normaliseForCheck(text: string): string {
  return text
    .normalize('NFKC')
    .replace(/[\u30a1-\u30f6]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0x60))
    .toLowerCase()
    .replace(/[\s\u3000]+/g, '')
    .replace(/[ー－‐―]/g, 'ー');
}

/** Splits a text into sentences at 。！？!? and line ends, keeping the punctuation. */
function sentencesOf(text: string): string[] {
  return (text.match(/[^。！？!?\n]+[。！？!?]*/g) ?? []).map((s) => s.trim()).filter(Boolean);
}

/**
 * Every word of `words` found in `text`, once per word, with the first sentence it occurs in.
 * Empty text or no match: []. Kanji and kana forms match through the spellings; width and
 * katakana/hiragana through normaliseForCheck.
 */
export function findDistressWords(text: string, words: DistressWord[]): DistressMatch[] {
  const sentences = sentencesOf(text).map((sentence) => ({ sentence, form: normaliseForCheck(sentence) }));
  const matches: DistressMatch[] = [];
  for (const entry of words) {
    const spellings = entry.spellings.map(normaliseForCheck).filter(Boolean);
    const hit = sentences.find((s) => spellings.some((spelling) => s.form.includes(spelling)));
    if (hit) matches.push({ word: entry.word, sentence: hit.sentence });
  }
  return matches;
}
