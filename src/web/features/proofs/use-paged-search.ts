import { useState } from 'react';

/** The page and the search text of a paged proof list: a new search starts again from the first page. */
export function usePagedSearch() {
  const [page, setPage] = useState(1);
  const [query, setQuery] = useState('');
  const search = (value: string) => {
    setQuery(value);
    setPage(1);
  };
  return { page, setPage, query, search };
}
