import { createTheme } from '@mantine/core';

const FONT_STACK =
  'system-ui, -apple-system, "Segoe UI", "Hiragino Sans", "Hiragino Kaku Gothic ProN", "Noto Sans JP", "Noto Sans CJK JP", "Yu Gothic UI", Meiryo, sans-serif';

/**
 * The Mantine theme. primaryShade 8: Mantine's default shade fails WCAG AA contrast for white
 * button text (stack notes: 3.55:1); shade 8 passes.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: 8,
  fontFamily: FONT_STACK,
  headings: { fontFamily: FONT_STACK },
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
});
