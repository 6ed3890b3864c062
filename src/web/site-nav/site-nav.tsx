import { type AnchorHTMLAttributes, type ComponentType, createContext, type Ref, useContext } from 'react';

export interface SiteLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  /** Marks the link `aria-current="page"` while the page it names is shown (a menu's links). */
  nav?: boolean;
  /** A page the server serves outside the React app (the API reference): always loaded as a document. */
  reloadDocument?: boolean;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * How a component links and reads the address, wherever it runs: inside the app's router (src/web/routes.tsx),
 * or in an island of a server-rendered page (src/web/islands), which has no router: there links are plain
 * anchors and filters rewrite the address in place. Components that may run in an island use this, never
 * react-router, so an island's code holds no router.
 */
export interface SiteNav {
  pathname: string;
  /** The query string, with its `?` (or empty). */
  search: string;
  /** The fragment, with its `#` (or empty). */
  hash: string;
  Link: ComponentType<SiteLinkProps>;
  /** Replaces the query string without loading a page or adding a history entry (a filter). */
  replaceSearch: (search: string) => void;
}

export const SiteNavContext = createContext<SiteNav | null>(null);

export function useSiteNav(): SiteNav {
  const nav = useContext(SiteNavContext);
  if (!nav) throw new Error('No SiteNav: render inside the router (RouterSiteNav) or an island (IslandRoot)');
  return nav;
}

/** A link to a page of the site: the router's link in the app, a plain anchor in an island. */
export function SiteLink(props: SiteLinkProps) {
  const { Link } = useSiteNav();
  return <Link {...props} />;
}

/** Whether `to` names the page at `pathname`, as the router's NavLink decides (a page and those under it). */
export function isCurrentPage(to: string, pathname: string): boolean {
  if (to.includes('#')) return false;
  const target = (to.split('?')[0] ?? '').replace(/\/+$/, '');
  const path = pathname.replace(/\/+$/, '');
  if (target === '') return path === '';
  return path === target || path.startsWith(`${target}/`);
}
