// A page of a list and its total in one query. The total is a column of the page's query: an
// uncorrelated scalar subquery, which PostgreSQL runs once per query (an InitPlan), not once per
// row. A page past the end has no row to carry it: only then is the total asked for on its own.
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { PageRequest } from '@panel/domain/contract/envelope';

/** `count` (a `select count(*) ...` of the same condition) as a column of the page's query. */
export const totalColumn = (count: SQLWrapper) => sql<number>`${count}`.mapWith(Number);

/** The rows to skip before a page. */
export const offsetOf = ({ pageNum, pageSize }: PageRequest) => (pageNum - 1) * pageSize;

/** The total of a page's rows (each carries `total`); an empty page past the first asks `count`. */
export async function totalOf(rows: readonly { total: number }[], page: PageRequest, count: () => Promise<number>): Promise<number> {
  if (rows.length > 0) return rows[0].total;
  return page.pageNum > 1 ? count() : 0;
}
