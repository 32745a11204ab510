import type { HealthcheckFormType } from '@sukoyaka/contracts/healthcheck';
import type { CSSProperties } from 'react';

/**
 * The column styles of health-observation answers in the student's condition table (spec §3:
 * "items with id 7, 8, 9 get special column styles (comment, sleep)"). The spec's ids are the
 * original product's fixed comment and sleep items; here items are per school, so the style
 * follows what the item is: a sleep time (formType time) stays on one line in a narrow column,
 * a comment (text, textarea) gets a wide column that wraps, every other answer a compact column.
 * Widths in px, as narrow as the labels allow, so the whole table fits a 1024 px tablet beside
 * nothing and a 1366 px screen beside the memo panel (issue 24 item 2). Issue 28 item 12.
 */
export function healthcheckColumnStyle(formType: HealthcheckFormType): CSSProperties {
  switch (formType) {
    case 'time':
      return { width: 56, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' };
    case 'text':
    case 'textarea':
      return { minWidth: 120, whiteSpace: 'normal', overflowWrap: 'anywhere' };
    default:
      return { width: 48, whiteSpace: 'nowrap' };
  }
}

/** Lines of an answer shown before it is cut (a comment shows more). */
export const answerLines = (formType: HealthcheckFormType): number => (formType === 'text' || formType === 'textarea' ? 4 : 2);
