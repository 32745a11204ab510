/**
 * How every board figure is written, on screen, in Excel and in PDF alike (issue 28 item 10): a
 * count with thousands separators (31,245), a rate with exactly one decimal throughout a table
 * (87.5, 100.0), "<5" and "*" (small-group suppression, decision 026) as they are, and an empty
 * figure as a dash.
 */

/** Decimals of every board rate (percent, or a per-day average). */
export const BOARD_RATE_DECIMALS = 1;

/** The dash of a figure with no value (no school days, a rate whose count is hidden). */
export const EMPTY_FIGURE = '—';

/** Excel number formats of a board report column, so the cells stay numbers and read as on screen. */
export const BOARD_EXCEL_FORMATS = { count: '#,##0', number: '#,##0', rate: '0.0' } as const;

const counts = new Intl.NumberFormat('ja-JP', { maximumFractionDigits: 0 });
const rates = new Intl.NumberFormat('ja-JP', { minimumFractionDigits: BOARD_RATE_DECIMALS, maximumFractionDigits: BOARD_RATE_DECIMALS });

/** A count cell as text: 31245 → "31,245"; "<5" and "*" unchanged; null/undefined → "—". */
export function formatBoardCount(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return EMPTY_FIGURE;
  return typeof value === 'number' ? counts.format(value) : value;
}

/** A rate (percent or average) without its unit: 87.534 → "87.5", 100 → "100.0", 1234.56 → "1,234.6"; null/undefined → "—". */
export function formatBoardRate(value: number | null | undefined): string {
  if (value === null || value === undefined) return EMPTY_FIGURE;
  return rates.format(value);
}

/** A report cell by its column kind (`rate`: one decimal; `count` / `number`: separators). A hidden rate ("<5") stays as it is. */
export function formatBoardCell(kind: 'count' | 'number' | 'rate', value: number | string | null | undefined): string {
  return kind === 'rate' && typeof value !== 'string' ? formatBoardRate(value) : formatBoardCount(value);
}
