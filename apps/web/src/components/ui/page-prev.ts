import { paths } from '../../lib/paths.ts';
/**
 * The teacher pages a student name can be clicked from, by their route name (web-routes.tsv): the
 * student page's back link returns to them (spec §2 student/{id} query pagePrev).
 */
export const PAGE_PREV_PAGES = [
  'class_dashboard',
  'all_dashboard',
  'sos_dashboard',
  'parent_attendances_dashboard',
  'mental_dashboard',
  'physical_dashboard',
] as const;
export type PagePrevPage = (typeof PAGE_PREV_PAGES)[number];

/** Where the student page's back link goes: the page's name (for its label) and the URL. */
export interface PagePrevTarget {
  page: PagePrevPage;
  /** `/{school_code}/teacher/<page>` with the query the teacher had (view, date, filters). */
  to: string;
}

/**
 * The pagePrev value for the page the teacher is on: the route name plus its query string, e.g.
 * `all_dashboard?view=week&date=2026-11-16` (so the back link returns to the same view, day and
 * filters); null on a page that is not a student list of PAGE_PREV_PAGES.
 */
export function pagePrevOf(schoolCode: string, pathname: string, search: string): string | null {
  const prefix = `${paths.teacher(schoolCode, '')}/`;
  if (!pathname.startsWith(prefix)) return null;
  const page = pathname.slice(prefix.length).replace(/\/$/, '');
  if (!(PAGE_PREV_PAGES as readonly string[]).includes(page)) return null;
  const query = new URLSearchParams(search);
  query.delete('pagePrev');
  const rest = query.toString();
  return rest ? `${page}?${rest}` : page;
}

/**
 * Reads a pagePrev value back (as found in the student page's URL): only one of PAGE_PREV_PAGES,
 * with an optional query string, is accepted, so the link never leaves the teacher's school
 * (no other path, host or scheme can be smuggled in). Null for anything else.
 */
export function pagePrevTarget(schoolCode: string, pagePrev: string | null): PagePrevTarget | null {
  if (!pagePrev) return null;
  const match = /^([a-z_]+)(\?[^#]*)?$/.exec(pagePrev);
  if (!match) return null;
  const page = match[1] as PagePrevPage;
  if (!PAGE_PREV_PAGES.includes(page)) return null;
  const query = new URLSearchParams(match[2] ?? '');
  query.delete('pagePrev');
  return { page, to: paths.teacher(schoolCode, page, query) };
}

/** A student page URL carrying pagePrev (or without it when null). */
export function withPagePrev(href: string, pagePrev: string | null): string {
  if (!pagePrev) return href;
  return `${href}${href.includes('?') ? '&' : '?'}${new URLSearchParams({ pagePrev }).toString()}`;
}
