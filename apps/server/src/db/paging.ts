// A page of a list and its total in one query. The total is a column of the page's query: an
// uncorrelated scalar subquery, which PostgreSQL runs once per query (an InitPlan), not once per
// row. A page past the end has no row to carry it: only then is the total asked for on its own.
import { sql, type SQL, type SQLWrapper, type Subquery } from 'drizzle-orm';
import type { PageRequest } from '@panel/domain/contract/envelope';

/** `count` (a `select count(*) ...` of the same condition) as a column of the page's query. */
export const totalColumn = (count: SQLWrapper) => sql<number>`${count}`.mapWith(Number);

/** The rows to skip before a page. */
export const offsetOf = ({ pageNum, pageSize }: PageRequest) => (pageNum - 1) * pageSize;

/** The page size of the panel's lists (PageRequest's default). */
export const PANEL_PAGE_SIZE = 20;

/** Whether a page is the panel's first page: PANEL_PAGE_SIZE rows from the first. */
export const isPanelFirstPage = (page: PageRequest) => page.pageNum === 1 && page.pageSize === PANEL_PAGE_SIZE;

/**
 * The LIMIT and OFFSET of a prepared page query: for the panel's first page written into its SQL,
 * else placeholders (`limit`, `offset`; see pageValues). PostgreSQL plans a prepared statement
 * again on every call while its LIMIT or OFFSET is a parameter (its generic plan cannot weigh
 * them), so the hot first page gets a statement it plans once; statement texts stay two per shape.
 */
export function pageBounds(first: boolean) {
  if (!first) return { limit: sql.placeholder('limit'), offset: sql.placeholder('offset') };
  // NOTE: drizzle binds a number given to limit() but writes an SQL chunk as it is (pg-core dialect, buildSelectQuery); an offset of 0 is left out.
  return { limit: sql.raw(String(PANEL_PAGE_SIZE)) as unknown as number, offset: 0 };
}

/** The values of pageBounds' placeholders. */
export const pageValues = (page: PageRequest) => ({ limit: page.pageSize, offset: offsetOf(page) });

/**
 * The total of a page's rows (each carries `total`); an empty page past the first asks `count`.
 * A list whose first page rarely fills (a store's listings, a seller's cards) may leave the count
 * out of its first page's query (`total` null): a first page that is not full holds every row, so
 * its length is the total, and only a full one asks `count`.
 */
export async function totalOf(rows: readonly { total: number | null }[], page: PageRequest, count: () => Promise<number>): Promise<number> {
  if (rows.length === 0) return page.pageNum > 1 ? count() : 0;
  return rows[0].total ?? (page.pageNum === 1 && rows.length < page.pageSize ? rows.length : count());
}

/**
 * A page as one JSON value: the `entry` of each row of `entries` (a page subquery that also selects
 * `createdAt` and `id`, its order) in one JSON array, newest first. On the embedded database every
 * column of every row crosses from the database's memory apart (PGlite copies and decodes each
 * field on its own); one value crosses once and is read by `JSON.parse`.
 */
export const jsonPage = <T>(entries: Subquery & Record<'entry' | 'createdAt' | 'id', SQLWrapper>) =>
  sql<T[]>`coalesce(json_agg(${entries.entry} order by ${entries.createdAt} desc, ${entries.id} desc), '[]'::json)`;

/** The columns of a page subquery that jsonPage reads: the row's JSON `entry`, and its order. */
export const jsonPageColumns = (entry: SQL, createdAt: SQLWrapper, id: SQLWrapper) => ({
  entry: entry.as('entry'),
  createdAt: sql`${createdAt}`.as('created_at'),
  id: sql`${id}`.as('id'),
});
