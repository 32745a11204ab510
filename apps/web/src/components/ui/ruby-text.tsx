import { Fragment, type ReactNode } from 'react';
import { parseFurigana } from '@sukoyaka/contracts/ruby-sentence';

/** Visually hidden but read by assistive technology (the usual clip pattern, no Mantine needed). */
const SPOKEN_ONLY = {
  position: 'absolute',
  width: 1,
  height: 1,
  padding: 0,
  margin: -1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

/**
 * A message with its readings as ruby (`<ruby>漢字<rt>かんじ</rt></ruby>`) or, when `show` is
 * false, its bases only. Assistive technology gets the message without readings as one plain
 * string, so the accessible name of a button is exactly its visible label (WCAG 2.5.3: 「良い」, not
 * 「良 よ い」 nor 「良 い」: Chromium puts a word break around every <ruby> even when <rt> is hidden).
 */
export function renderFurigana(text: string, show: boolean): ReactNode {
  const segments = parseFurigana(text);
  if (segments.length === 1 && segments[0]!.kind === 'text') return segments[0]!.text;
  if (!show) return segments.map((s) => (s.kind === 'ruby' ? s.base : s.text)).join('');
  // One inline wrapper: inside a flex container (a Mantine button label) the pieces would
  // otherwise become separate flex items.
  const pieces = segments.map((segment, i) => {
    if (segment.kind === 'text') return <Fragment key={i}>{segment.text}</Fragment>;
    return (
      <ruby key={i}>
        {segment.base}
        <rt>{segment.reading}</rt>
      </ruby>
    );
  });
  const spoken = segments.map((s) => (s.kind === 'ruby' ? s.base : s.text)).join('');
  return (
    <span>
      <span aria-hidden="true">{pieces}</span>
      <span style={SPOKEN_ONLY}>{spoken}</span>
    </span>
  );
}

export interface RubyTextProps {
  /** A text that may contain `{漢字:かんじ}` pairs (spec §5 ruby sentence). */
  value: string;
  /** Show the readings (default true); false shows the kanji alone. */
  show?: boolean;
}

/**
 * The one ruby renderer of the app (issue 3, issue 24 item 4): the pupil's messages and the
 * school's own texts (items, 話したい buttons, questionnaires, sentences), and the editors'
 * previews of them, all go through it, so a preview is exactly what the pupil sees.
 */
export function RubyText({ value, show = true }: RubyTextProps) {
  return <>{renderFurigana(value, show)}</>;
}
