import type { PgSelect } from 'drizzle-orm/pg-core';

/** What a paged list is asked for: the page (1-based) and its size (the contracts cap `limit`). */
export interface PageQuery {
  page: number;
  limit: number;
}

/** A page of a list as every paged endpoint answers it: the rows, how many the whole selection holds, and the page asked for. */
export interface Page<T> {
  list: T[];
  total: number;
  page: number;
  limit: number;
}

/** The page of a selection that cannot hold anything (a teacher without a class this year). */
export function emptyPage<T>(query: PageQuery): Page<T> {
  return { list: [], total: 0, page: query.page, limit: query.limit };
}

/**
 * One page of a list, the one way the API pages (decision 047): `rows` is the selection with its
 * WHERE and ORDER BY, made dynamic (`db.select(…).from(…).where(…).orderBy(…).$dynamic()`); it is
 * read with LIMIT `query.limit` OFFSET `(query.page - 1) * query.limit`, together with `counted`, the
 * count of the whole selection (`db.select({ n: count() })…` with the same WHERE). A page past the
 * end is empty with the true total.
 */
export async function readPage<S extends PgSelect>(query: PageQuery, rows: S, counted: PromiseLike<{ n: number }[]>): Promise<Page<S['_']['result'][number]>> {
  const [list, [total]] = await Promise.all([rows.limit(query.limit).offset((query.page - 1) * query.limit), counted]);
  return { list: list as S['_']['result'], total: total?.n ?? 0, page: query.page, limit: query.limit };
}
