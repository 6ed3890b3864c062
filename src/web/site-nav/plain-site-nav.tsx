import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { isCurrentPage, type SiteLinkProps, SiteNavContext, useSiteNav } from './site-nav';

function splitUrl(url: string): { pathname: string; search: string; hash: string } {
  const parsed = new URL(url, 'http://site.invalid');
  return { pathname: parsed.pathname, search: parsed.search, hash: parsed.hash };
}

/** Every link loads its page as a document: no router is here to do it in place. */
function PlainLink({ to, nav, reloadDocument: _document, ...anchor }: SiteLinkProps) {
  const { pathname } = useSiteNav();
  const current = nav && isCurrentPage(to, pathname);
  return <a href={to} aria-current={current ? 'page' : undefined} {...anchor} />;
}

/**
 * Navigation outside the router: links are anchors (a click loads the page, as on any site), the address is
 * `url` (the request's on the server, the window's in the browser, so both render the same), and a filter
 * rewrites it with `history.replaceState`.
 */
export function PlainSiteNav({ url, children }: { url: string; children: ReactNode }) {
  const [{ pathname, search, hash }, setAddress] = useState(() => splitUrl(url));

  // Back/forward, and a link to a section of this page.
  useEffect(() => {
    const onMove = () => setAddress(splitUrl(window.location.href));
    window.addEventListener('popstate', onMove);
    window.addEventListener('hashchange', onMove);
    return () => {
      window.removeEventListener('popstate', onMove);
      window.removeEventListener('hashchange', onMove);
    };
  }, []);

  const nav = useMemo(
    () => ({
      pathname,
      search,
      hash,
      Link: PlainLink,
      replaceSearch: (next: string) => {
        window.history.replaceState(window.history.state, '', `${pathname}${next}${hash}`);
        setAddress({ pathname, search: next, hash });
      },
    }),
    [pathname, search, hash],
  );

  return <SiteNavContext value={nav}>{children}</SiteNavContext>;
}
