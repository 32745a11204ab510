/**
 * How the board's screens write their figures (issue 14, decision 026): a published count is a
 * number, "<5" (1–4 students, hidden) or "*" (hidden so a total cannot reveal a small one).
 */

/** A published count cell as text: a number with thousands separators, "<5" and "*" as they are, null as a dash. */
export function formatCount(value: number | string | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'number' ? value.toLocaleString('ja-JP') : value;
}

/** A percent (spec §5: at most 2 decimals, trailing .00 dropped), null as a dash. */
export function formatRate(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return `${Number(value.toFixed(2))}%`;
}

/** A decimal figure of a report column whose label carries its unit (e.g. チェックイン率（%）): at most 2 decimals, null as a dash. */
export function formatDecimal(value: number | null | undefined): string {
  if (value === null || value === undefined) return '—';
  return Number(value.toFixed(2)).toLocaleString('ja-JP');
}
