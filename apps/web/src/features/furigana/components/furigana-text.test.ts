import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderFurigana } from './furigana-text.tsx';

const html = (text: string, show: boolean) => renderToStaticMarkup(createElement(Fragment, null, renderFurigana(text, show)));

describe('renderFurigana (issue 3)', () => {
  it('renders readings as <ruby>漢字<rt>かんじ</rt></ruby>, hidden from screen readers', () => {
    expect(html('{漢字:かんじ}を{読:よ}む', true)).toBe('<span><ruby>漢字<rt aria-hidden="true">かんじ</rt></ruby>を<ruby>読<rt aria-hidden="true">よ</rt></ruby>む</span>');
  });

  it('shows only the kanji when furigana are off, and text without markup as it is', () => {
    expect(html('{漢字:かんじ}を{読:よ}む', false)).toBe('漢字を読む');
    expect(html('Feelings {today}', true)).toBe('Feelings {today}');
  });

  it('escapes what it renders (a teacher-written label is text, never markup)', () => {
    expect(html('{<b>:よみ}<i>', true)).toBe('<span><ruby>&lt;b&gt;<rt aria-hidden="true">よみ</rt></ruby>&lt;i&gt;</span>');
  });
});
