import { useMemo, type ReactNode } from 'react';
import { TextRendererProvider, type TextRenderer } from '../../../components/ui/text-renderer.tsx';
import { stripFurigana } from '@sukoyaka/contracts/ruby-sentence';
import { renderFurigana } from '../../../components/ui/ruby-text.tsx';

export interface FuriganaProviderProps {
  /** Show readings above kanji (the header switch); otherwise the kanji alone. */
  show: boolean;
  children: ReactNode;
}

/**
 * Makes every student-facing message below it go through the furigana parser (issue 3): ruby when
 * `show`, plain kanji otherwise. Messages without markup (every language but Japanese) are unchanged.
 */
export function FuriganaProvider({ show, children }: FuriganaProviderProps) {
  const renderer = useMemo<TextRenderer>(() => ({ rich: (text) => renderFurigana(text, show), plain: stripFurigana }), [show]);
  return <TextRendererProvider value={renderer}>{children}</TextRendererProvider>;
}
