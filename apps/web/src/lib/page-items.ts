/** A page button or a gap (…) of a pager. */
export type PageItem = number | 'gap-start' | 'gap-end';

/** Pages shown in full up to this many (spec §9 "all pages when 7 or fewer"). */
const ALL_PAGES_UP_TO = 7;

/**
 * The buttons of a pager (spec §9 "Pagination: all pages when 7 or fewer; otherwise 5 page
 * buttons with ellipses"): beyond 7 pages, the first and last page and the three around the
 * current one, with a gap wherever pages are left out. Always exactly five numbers then.
 */
export function pageItems(page: number, totalPages: number): PageItem[] {
  if (totalPages <= ALL_PAGES_UP_TO) return Array.from({ length: Math.max(totalPages, 0) }, (_, i) => i + 1);
  const current = Math.min(Math.max(page, 1), totalPages);
  // Three middle pages, kept clear of the first and last page.
  const start = Math.min(Math.max(current - 1, 2), totalPages - 3);
  const middle = [start, start + 1, start + 2];
  return [1, ...(start > 2 ? (['gap-start'] as const) : []), ...middle, ...(start + 2 < totalPages - 1 ? (['gap-end'] as const) : []), totalPages];
}
