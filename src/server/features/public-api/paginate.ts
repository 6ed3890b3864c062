import { V1_LIST_MESSAGES, type V1ListQuery } from '../../../shared/v1-lists';
import type { PageCursor } from '../../lib/keyset-page';
import { invalidParam } from './v1-error';

export interface V1ListPage<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
}

/**
 * One page of a list, in the list's order (newest first for most). `find(id)` is the list's row with that id:
 * a cursor naming another account's row, another mode's or none at all is a 400 rather than an empty page.
 * `fetch(cursor, n)` returns up to n rows beyond the cursor, nearest to it first: after `after` in the list's
 * order, or before `before` walking back (so those come in reverse and are turned round here).
 */
export async function paginate<R>(
  query: Pick<V1ListQuery, 'limit' | 'starting_after' | 'ending_before'>,
  source: {
    find: (id: string) => Promise<R | undefined>;
    fetch: (cursor: PageCursor<R>, n: number) => Promise<R[]>;
  },
): Promise<V1ListPage<R>> {
  const cursor: PageCursor<R> = {};
  if (query.starting_after !== undefined && query.ending_before !== undefined) {
    throw invalidParam('ending_before', V1_LIST_MESSAGES.bothCursors);
  }
  if (query.starting_after !== undefined) {
    cursor.after = await source.find(query.starting_after);
    if (!cursor.after) throw invalidParam('starting_after', `No such object: '${query.starting_after}'.`);
  } else if (query.ending_before !== undefined) {
    cursor.before = await source.find(query.ending_before);
    if (!cursor.before) throw invalidParam('ending_before', `No such object: '${query.ending_before}'.`);
  }
  // One row more than asked tells whether there are more in that direction.
  const rows = await source.fetch(cursor, query.limit + 1);
  const data = rows.slice(0, query.limit);
  return { object: 'list', data: cursor.before ? data.reverse() : data, has_more: rows.length > query.limit };
}

/** A page of a list held in memory (in its order), for `paginate`. */
export function pageOfArray<R>(all: readonly R[], cursor: PageCursor<R>, n: number): R[] {
  if (cursor.before) {
    const end = all.indexOf(cursor.before);
    return all.slice(Math.max(0, end - n), end).reverse();
  }
  const start = cursor.after ? all.indexOf(cursor.after) + 1 : 0;
  return all.slice(start, start + n);
}
