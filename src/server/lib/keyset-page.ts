import { type AnyColumn, and, asc, desc, eq, gt, lt, or, type SQL } from 'drizzle-orm';

/** Where a page starts: after a row (the next page) or before one (the previous page), or at the top. */
export interface PageCursor<R> {
  after?: R;
  before?: R;
}

/** A column a list is ordered by, and the value of it in a row of the list. */
export interface SortKey<R> {
  column: AnyColumn;
  of: (row: R) => unknown;
}

/**
 * Keyset paging of a list ordered by `keys` (the last one unique), `order` its direction: the rows beyond the
 * cursor, nearest to it first. After a row they follow the list's order; before a row the order is reversed,
 * walking back from it (the caller turns that page round).
 */
export function keysetPage<R>(
  keys: readonly SortKey<R>[],
  order: 'asc' | 'desc',
  cursor: PageCursor<R>,
): { where: SQL | undefined; orderBy: SQL[] } {
  const forward = cursor.before === undefined;
  const descending = (order === 'desc') === forward;
  const orderBy = keys.map((key) => (descending ? desc(key.column) : asc(key.column)));
  const row = cursor.after ?? cursor.before;
  if (row === undefined) return { where: undefined, orderBy };
  const beyond = descending ? lt : gt;
  // (k1, k2, …) beyond the row's: k1 beyond, or k1 equal and k2 beyond, and so on.
  const clauses = keys.map((key, i) =>
    and(...keys.slice(0, i).map((k) => eq(k.column, k.of(row))), beyond(key.column, key.of(row))),
  );
  return { where: or(...clauses), orderBy };
}
