/**
 * Ruby sentences (spec §5 "Ruby sentence"): the SOS and standby sentences students see, written
 * with readings as `{漢字:ふりがな}`. One pure function used by the API (POST sos_sentences,
 * standby_sentences) and the settings pages, so both refuse a sentence with the same message.
 */

/** The longest sentence, counted without readings and line breaks (spec §5). */
export const RUBY_SENTENCE_MAX = 100;

/** The messages of spec §5, one per rule. */
export const RUBY_SENTENCE_MESSAGES = {
  tooLong: `${RUBY_SENTENCE_MAX}文字以内で入力してください。`,
  empty: '入力が空です。文章を入力してください。',
  readingNotHiragana: 'ふりがなはひらがなで入力してください。',
  emptyPair: '{}の中が空です。{漢字:ふりがな}の形で入力してください。',
  wronglySeparated: '漢字とふりがなは「:」ひとつで区切ってください。{漢字:ふりがな}の形で入力してください。',
  emptyBase: 'ふりがなをつける漢字が入力されていません。{漢字:ふりがな}の形で入力してください。',
  emptyReading: 'ふりがなが入力されていません。{漢字:ふりがな}の形で入力してください。',
  strayMark: '「{」「}」「:」はふりがなをつけるときだけ使えます。',
  generic: '{漢字:ふりがな}のルールに一致しない文章が含まれます。',
} as const;
export type RubySentenceError = keyof typeof RUBY_SENTENCE_MESSAGES;

/** A checked sentence: `value` is the normalised text to store, `plain` the text without readings. */
export type RubySentenceResult = { ok: true; value: string; plain: string } | { ok: false; error: RubySentenceError; message: string };

const HIRAGANA = /^[\u3041-\u3096\u309d\u309e\u30fcー]+$/u;
const LINE_BREAKS = /\r\n?|\n/g;

/**
 * Full-width normalisation (spec §5): NFKC, so ｛漢字：かんじ｝ and ＡＢＣ read as {漢字:かんじ} and ABC;
 * line breaks become \n and spaces at both ends are dropped.
 */
export function normaliseRubySentence(input: string): string {
  return input.normalize('NFKC').replace(LINE_BREAKS, '\n').trim();
}

const fail = (error: RubySentenceError): RubySentenceResult => ({ ok: false, error, message: RUBY_SENTENCE_MESSAGES[error] });

/** Checks one `{…}` pair's inside; null when it is a good pair. */
function checkPair(inner: string): RubySentenceError | null {
  if (inner.trim() === '') return 'emptyPair';
  if (inner.includes('\n')) return 'generic';
  const parts = inner.split(':');
  if (parts.length !== 2) return 'wronglySeparated';
  const [base, reading] = parts.map((p) => p.trim()) as [string, string];
  if (!base && !reading) return 'wronglySeparated';
  if (!base) return 'emptyBase';
  if (!reading) return 'emptyReading';
  if (!HIRAGANA.test(reading)) return 'readingNotHiragana';
  return null;
}

/**
 * Checks a ruby sentence against every spec §5 rule, in this order: empty; each `{…}` pair (an
 * opening brace without its closing one, or a `}` / `:` outside a pair, is a stray mark; a brace
 * inside a pair is the generic failure); then at most 100 characters without readings and line
 * breaks. Returns the normalised sentence to store, or the first rule broken with its message.
 */
export function checkRubySentence(input: string): RubySentenceResult {
  const value = normaliseRubySentence(input);
  if (value === '') return fail('empty');
  let plain = '';
  let i = 0;
  while (i < value.length) {
    const ch = value[i]!;
    if (ch === '}' || ch === ':') return fail('strayMark');
    if (ch !== '{') {
      plain += ch;
      i += 1;
      continue;
    }
    const close = value.indexOf('}', i + 1);
    const nextOpen = value.indexOf('{', i + 1);
    if (close === -1) return fail('strayMark');
    if (nextOpen !== -1 && nextOpen < close) return fail('generic');
    const error = checkPair(value.slice(i + 1, close));
    if (error) return fail(error);
    plain += value
      .slice(i + 1, close)
      .split(':')[0]!
      .trim();
    i = close + 1;
  }
  if (plain.replace(/\n/g, '').length > RUBY_SENTENCE_MAX) return fail('tooLong');
  return { ok: true, value, plain };
}

/** A piece of a checked sentence: plain text, or a base with its reading. */
export type RubySegment = { text: string; reading?: undefined } | { text: string; reading: string };

/** The pieces of a sentence that passed checkRubySentence, in order (for a ruby preview). */
export function rubySegments(value: string): RubySegment[] {
  const segments: RubySegment[] = [];
  let last = 0;
  for (const match of value.matchAll(/\{([^{}:]+):([^{}:]+)\}/g)) {
    if (match.index > last) segments.push({ text: value.slice(last, match.index) });
    segments.push({ text: match[1]!.trim(), reading: match[2]!.trim() });
    last = match.index + match[0].length;
  }
  if (last < value.length) segments.push({ text: value.slice(last) });
  return segments;
}
