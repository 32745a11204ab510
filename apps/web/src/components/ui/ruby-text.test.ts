import { createElement, Fragment } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { renderFurigana } from './ruby-text.tsx';

const html = (text: string, show: boolean) => renderToStaticMarkup(createElement(Fragment, null, renderFurigana(text, show)));

describe('renderFurigana (issue 3)', () => {
  it('shows readings as <ruby>漢字<rt>かんじ</rt></ruby>; screen readers get the plain message in one piece', () => {
    const out = html('{漢字:かんじ}を{読:よ}む', true);
    expect(out).toMatch(
      /^<span><span aria-hidden="true"><ruby>漢字<rt>かんじ<\/rt><\/ruby>を<ruby>読<rt>よ<\/rt><\/ruby>む<\/span><span style="[^"]*position:absolute[^"]*">漢字を読む<\/span><\/span>$/,
    );
  });

  it('shows only the kanji when furigana are off, and text without markup as it is', () => {
    expect(html('{漢字:かんじ}を{読:よ}む', false)).toBe('漢字を読む');
    expect(html('Feelings {today}', true)).toBe('Feelings {today}');
  });

  it('escapes what it renders (a teacher-written label is text, never markup)', () => {
    expect(html('{<b>:よみ}<i>', true)).toContain('<span aria-hidden="true"><ruby>&lt;b&gt;<rt>よみ</rt></ruby>&lt;i&gt;</span>');
    expect(html('{<b>:よみ}<i>', true)).toContain('>&lt;b&gt;&lt;i&gt;</span></span>');
  });
});
