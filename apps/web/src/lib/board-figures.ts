import { formatBoardCount, formatBoardRate } from '@sukoyaka/contracts/board-figures';

/**
 * How the board's screens write their figures (issue 14, decision 026; issue 28 item 10): the same
 * text as the board's Excel and PDF (`@sukoyaka/contracts/board-figures`): counts 31,245, rates with
 * one decimal, "<5" and "*" as they are, a dash for no value.
 */

/** A published count cell as text: a number with thousands separators, "<5" and "*" as they are, null as a dash. */
export const formatCount = formatBoardCount;

/** A percent with one decimal and its sign (87.5%), null as a dash. */
export function formatRate(value: number | null | undefined): string {
  const text = formatBoardRate(value);
  return value === null || value === undefined ? text : `${text}%`;
}

/** A rate of a report column whose label carries its unit (e.g. チェックイン率（%）): one decimal, null as a dash. */
export const formatDecimal = formatBoardRate;
