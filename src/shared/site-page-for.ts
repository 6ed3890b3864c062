import { matchPath } from 'react-router';
import { SITE_PAGES, type SitePage } from './site-pages';

/**
 * The page the router renders at `pathname`, by the router's own matcher (so the server's 200 or 404 and its
 * server rendering agree with what the browser shows); undefined for a path it has no page for.
 */
export function sitePageFor(pathname: string): SitePage | undefined {
  return SITE_PAGES.find((page) => matchPath(page.path, pathname));
}
