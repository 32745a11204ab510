import { Fragment, type ReactNode } from 'react';
import { parseFurigana } from '../furigana.ts';

/**
 * A message with its readings as ruby (`<ruby>漢字<rt>かんじ</rt></ruby>`) or, when `show` is
 * false, its bases only. The reading is hidden from assistive technology: a screen reader reads
 * the kanji itself, and the accessible name of a button stays its visible label (WCAG 2.5.3).
 */
export function renderFurigana(text: string, show: boolean): ReactNode {
  const segments = parseFurigana(text);
  if (segments.length === 1 && segments[0]!.kind === 'text') return segments[0]!.text;
  if (!show) return segments.map((s) => (s.kind === 'ruby' ? s.base : s.text)).join('');
  // One inline wrapper: inside a flex container (a Mantine button label) the pieces would
  // otherwise become separate flex items, and the accessible name would get spaces ("回答 しない").
  const pieces = segments.map((segment, i) => {
    if (segment.kind === 'text') return <Fragment key={i}>{segment.text}</Fragment>;
    return (
      <ruby key={i}>
        {segment.base}
        <rt aria-hidden="true">{segment.reading}</rt>
      </ruby>
    );
  });
  return <span>{pieces}</span>;
}

export interface FuriganaTextProps {
  /** A message that may contain `{漢字:かんじ}` pairs. */
  text: string;
  /** Show the readings (default true). */
  show?: boolean;
}

/** Renders one message through the furigana parser (teacher-written sentences, labels). */
export function FuriganaText({ text, show = true }: FuriganaTextProps) {
  return <>{renderFurigana(text, show)}</>;
}
