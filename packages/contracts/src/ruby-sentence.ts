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

/**
 * Furigana markup (issue 3; spec §5 "Ruby sentence (pattern {base:reading}, full-width characters
 * normalised)"): `{漢字:かんじ}` is a base with its reading. Full-width braces and colon (｛漢字：かんじ｝,
 * as a Japanese keyboard types them) count the same. Anything that is not a complete pair, such as
 * a stray brace or a colon outside a pair, is ordinary text and is shown as written.
 */
export type FuriganaSegment = { kind: 'text'; text: string } | { kind: 'ruby'; base: string; reading: string };

/** One pair: an opening brace, a base, a colon, a reading, a closing brace; no braces or colons inside. */
const PAIR = /[{｛]([^{}｛｝:：]+)[:：]([^{}｛｝:：]+)[}｝]/g;

/** Splits a message into plain text and ruby pairs, in order. Empty text is never returned. */
export function parseFurigana(text: string): FuriganaSegment[] {
  const segments: FuriganaSegment[] = [];
  let last = 0;
  for (const match of text.matchAll(PAIR)) {
    const base = match[1]!.trim();
    const reading = match[2]!.trim();
    // A pair whose base or reading is only spaces is not a pair: leave it as text.
    if (!base || !reading) continue;
    if (match.index > last) segments.push({ kind: 'text', text: text.slice(last, match.index) });
    segments.push({ kind: 'ruby', base, reading });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ kind: 'text', text: text.slice(last) });
  return mergeText(segments);
}

function mergeText(segments: FuriganaSegment[]): FuriganaSegment[] {
  const merged: FuriganaSegment[] = [];
  for (const segment of segments) {
    const previous = merged.at(-1);
    if (segment.kind === 'text' && previous?.kind === 'text') previous.text += segment.text;
    else merged.push(segment);
  }
  return merged;
}

/** The message without readings: `{漢字:かんじ}を読む` → `漢字を読む`. */
export function stripFurigana(text: string): string {
  return parseFurigana(text)
    .map((s) => (s.kind === 'ruby' ? s.base : s.text))
    .join('');
}

/** True when the message has at least one reading. */
export function hasFurigana(text: string): boolean {
  return parseFurigana(text).some((s) => s.kind === 'ruby');
}
