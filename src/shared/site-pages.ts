/**
 * The page table (public-site.md §2), the one place a page is declared: the web router builds its routes from
 * it (src/web/routes.tsx), the server matches request paths against it with the router's own matcher
 * (site-page-for.ts), renders the pages marked `serverRendered` and writes each page's meta into its HTML.
 * Adding a page: a row here, its module in src/web/pages (default export), its entry in PAGE_META.
 */

import { listTemplates } from './contracts/catalog/list-templates';
import type { Contract } from './contracts/contract';
import { listTestimonials } from './contracts/testimonials/list-testimonials';
import type { PageKey } from './seo';

/** A public read with no parameters, whose answer a page can be rendered with. */
type PrefetchContract = Contract & { method: 'GET'; auth: 'public'; params?: undefined };

export interface PageModules {
  /** The page's module, relative to src/web; its default export is the page. */
  page: string;
  /**
   * The server sends the page rendered (src/web/entry-server.tsx), so it paints before any script runs, and
   * the browser hydrates its islands alone (src/web/islands). Pages that read the visitor's draft or account
   * from the browser are rendered there, by the app.
   */
  serverRendered?: boolean;
  /**
   * Public reads whose answers the server renders the page with and hands to the browser (as query data under
   * the contract's key, `[path]`), so the page paints whole, with its images, before any script runs.
   */
  prefetch?: readonly PrefetchContract[];
  /** Its entry in PAGE_META: the server writes that title and those tags into the page's HTML. */
  meta: PageKey;
}

export interface SitePage extends PageModules {
  /** The router's path (react-router syntax; `:id?` is an optional segment). */
  path: string;
  /** The frame around the page: the public header and footer, or the back office's own. */
  frame: 'public' | 'admin';
}

const publicPage = (
  path: string,
  page: string,
  meta: PageKey,
  more: Partial<PageModules> = {},
): SitePage => ({
  path,
  page: `pages/${page}.tsx`,
  meta,
  frame: 'public',
  ...more,
});

export const SITE_PAGES: readonly SitePage[] = [
  publicPage('/', 'landing', 'landing', { serverRendered: true, prefetch: [listTestimonials] }),
  publicPage('/campaign-builder', 'campaign-builder', 'campaignBuilder'),
  publicPage('/contact-upload', 'contact-upload', 'contactUpload'),
  // Without an id the page shows 'Campaign not found'.
  publicPage('/checkout/:campaignId?', 'checkout', 'checkout'),
  // Without an id the page shows 'Order not found'.
  publicPage('/order-confirmed/:orderId?', 'order-confirmed', 'orderConfirmed'),
  publicPage('/design-library', 'design-library', 'designLibrary', {
    serverRendered: true,
    prefetch: [listTemplates],
  }),
  publicPage('/faq', 'faq', 'faq', { serverRendered: true }),
  publicPage('/contact', 'contact', 'contact', { serverRendered: true }),
  publicPage('/privacy', 'privacy', 'privacy', { serverRendered: true }),
  publicPage('/terms', 'terms', 'terms', { serverRendered: true }),
  publicPage('/security', 'security', 'security', { serverRendered: true }),
  publicPage('/account', 'account', 'account'),
  publicPage('/account/verify', 'account-verify', 'accountVerify'),
  publicPage('/account/orders/:orderId', 'account-order', 'account'),
  publicPage('/account/lists/:listId?', 'account-lists', 'account'),
  publicPage('/account/programs/:programId?', 'account-programs', 'account'),
  publicPage('/account/card', 'account-card', 'account'),
  publicPage('/account/data', 'account-data', 'account'),
  publicPage('/account/developers', 'account-developers', 'account'),
  { path: '/admin', page: 'pages/admin.tsx', meta: 'admin', frame: 'admin' },
  { path: '/admin-login', page: 'pages/admin-login.tsx', meta: 'adminLogin', frame: 'admin' },
];

/** What the router renders for a path the table lacks (the server answers it with a 404 status). */
export const NOT_FOUND_PAGE: PageModules = {
  page: 'pages/not-found.tsx',
  meta: 'notFound',
  serverRendered: true,
};
