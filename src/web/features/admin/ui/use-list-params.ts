import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';

/** Typing settles this long before the list is asked again (and the URL follows). */
const SEARCH_DELAY_MS = 300;

interface ListChange<S> {
  q?: string;
  status?: S | undefined;
  page?: number;
}

/**
 * A back-office list's search, status filter and page, kept in the URL under the list's own prefix
 * (`?campaigns-q=acme&campaigns-status=pending&campaigns-page=2`) so a reload or a shared link shows the
 * same rows. The box keeps what is typed; the query follows once typing pauses, back on page 1.
 */
export function useListParams<S extends string>(prefix: string, statuses: readonly S[]) {
  const [params, setParams] = useSearchParams();
  const name = (part: string) => `${prefix}-${part}`;
  const urlSearch = params.get(name('q')) ?? '';
  const rawStatus = params.get(name('status'));
  const status = statuses.find((s) => s === rawStatus);
  const page = Math.max(1, Number.parseInt(params.get(name('page')) ?? '', 10) || 1);

  const [search, setSearch] = useState(urlSearch);
  const written = useRef(urlSearch);

  const update = useCallback(
    (change: ListChange<S>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          const put = (part: string, value: string | undefined) => {
            if (value) next.set(`${prefix}-${part}`, value);
            else next.delete(`${prefix}-${part}`);
          };
          if ('q' in change) put('q', change.q?.trim());
          if ('status' in change) put('status', change.status);
          if (change.page !== undefined) put('page', change.page > 1 ? String(change.page) : undefined);
          return next;
        },
        { replace: true, preventScrollReset: true },
      );
    },
    [setParams, prefix],
  );

  // Back/forward or a link with another search replaces the text; our own writes do not.
  useEffect(() => {
    if (urlSearch !== written.current) {
      written.current = urlSearch;
      setSearch(urlSearch);
    }
  }, [urlSearch]);

  useEffect(() => {
    if (search === written.current) return;
    const timer = setTimeout(() => {
      written.current = search;
      update({ q: search, page: 1 });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, update]);

  return {
    /** What the search box shows. */
    search,
    setSearch,
    status,
    page,
    /** What the list asks the server for. */
    query: { q: urlSearch || undefined, status, page },
    filtered: urlSearch !== '' || status !== undefined,
    setStatus: (next: S | undefined) => update({ status: next, page: 1 }),
    setPage: (next: number) => update({ page: next }),
    clear: () => {
      written.current = '';
      setSearch('');
      update({ q: '', status: undefined, page: 1 });
    },
  };
}
