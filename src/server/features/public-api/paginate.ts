import type { V1ListQuery } from '../../../shared/v1-lists';
import { invalidParam } from './v1-error';

export interface V1ListPage<T> {
  object: 'list';
  data: T[];
  has_more: boolean;
}

/**
 * One page of a list, newest first. `find(id)` is the list's row with that id: `starting_after` naming
 * another account's row, another mode's or none at all is a 400 rather than an empty page. `fetch(after,
 * n)` returns up to n rows after the cursor row (from the newest without one).
 */
export async function paginate<R>(
  query: V1ListQuery,
  source: {
    find: (id: string) => Promise<R | undefined>;
    fetch: (after: R | undefined, n: number) => Promise<R[]>;
  },
): Promise<V1ListPage<R>> {
  let after: R | undefined;
  if (query.starting_after !== undefined) {
    after = await source.find(query.starting_after);
    if (!after) throw invalidParam('starting_after', `No such object: '${query.starting_after}'.`);
  }
  // One row more than asked tells whether there are more.
  const rows = await source.fetch(after, query.limit + 1);
  return { object: 'list', data: rows.slice(0, query.limit), has_more: rows.length > query.limit };
}
