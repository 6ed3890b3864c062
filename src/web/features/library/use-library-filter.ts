import { useCallback, useEffect, useRef, useState } from 'react';
import { type LibraryCategory, libraryParams, parseCategory } from '../../../shared/library-filter';
import { useSiteNav } from '../../site-nav/site-nav';

/** Typing settles this long before the URL (and with it the page-view report) follows. */
const URL_DELAY_MS = 300;

/**
 * Search text and category live in the URL (`?q=&category=`), so a filtered view can be shared. The
 * search filters as the visitor types; the URL catches up once typing pauses, so each keystroke is not
 * a navigation and a page view.
 */
export function useLibraryFilter() {
  const { search, replaceSearch } = useSiteNav();
  const params = new URLSearchParams(search);
  const urlQuery = params.get('q') ?? '';
  const category = parseCategory(params.get('category'));
  const [query, setQuery] = useState(urlQuery);
  const written = useRef(urlQuery);

  const write = useCallback(
    (nextQuery: string, nextCategory: LibraryCategory) => {
      written.current = nextQuery;
      const next = libraryParams(nextQuery, nextCategory).toString();
      replaceSearch(next ? `?${next}` : '');
    },
    [replaceSearch],
  );

  // Back/forward or a link to another ?q= replaces the text; our own writes do not.
  useEffect(() => {
    if (urlQuery !== written.current) {
      written.current = urlQuery;
      setQuery(urlQuery);
    }
  }, [urlQuery]);

  useEffect(() => {
    if (query === written.current) return;
    const timer = setTimeout(() => write(query, category), URL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query, category, write]);

  return { query, category, setQuery, setCategory: (next: LibraryCategory) => write(query, next) };
}
