/**
 * The public route table (public-site.md §2). The web router renders these; the server answers any other
 * page path with the app's 404 page and a real 404 status.
 */
import type { PageKey } from './seo';

export interface PageModules {
  /** The module (relative to src/web) that `src/web/routes.tsx` renders for the path. */
  page: string;
  /**
   * The server sends the page rendered (src/web/entry-server.tsx), so it paints before any script runs, and
   * the browser hydrates its islands alone (src/web/islands). Pages that read the visitor's draft or account
   * from the browser are rendered there, by the app.
   */
  serverRendered?: boolean;
  /**
   * Public GET API paths whose answers the server renders the page with and hands to the browser (as query
   * data under the key `[path]`), so the page paints whole, with its images, before any script runs.
   */
  prefetch?: readonly string[];
  /** Its entry in PAGE_META: the server writes that title and those tags into the page's HTML. */
  meta: PageKey;
}

export interface SitePage extends PageModules {
  pattern: RegExp;
}

export const SITE_PAGES: readonly SitePage[] = [
  {
    pattern: /^\/$/,
    page: 'pages/landing.tsx',
    meta: 'landing',
    serverRendered: true,
    prefetch: ['/api/testimonials'],
  },
  { pattern: /^\/campaign-builder\/?$/, page: 'pages/campaign-builder.tsx', meta: 'campaignBuilder' },
  { pattern: /^\/contact-upload\/?$/, page: 'pages/contact-upload.tsx', meta: 'contactUpload' },
  { pattern: /^\/checkout(\/[^/]+)?\/?$/, page: 'pages/checkout.tsx', meta: 'checkout' },
  { pattern: /^\/order-confirmed(\/[^/]+)?\/?$/, page: 'pages/order-confirmed.tsx', meta: 'orderConfirmed' },
  {
    pattern: /^\/design-library\/?$/,
    page: 'pages/design-library.tsx',
    meta: 'designLibrary',
    serverRendered: true,
    prefetch: ['/api/design-templates'],
  },
  { pattern: /^\/faq\/?$/, page: 'pages/faq.tsx', meta: 'faq', serverRendered: true },
  { pattern: /^\/contact\/?$/, page: 'pages/contact.tsx', meta: 'contact', serverRendered: true },
  { pattern: /^\/privacy\/?$/, page: 'pages/privacy.tsx', meta: 'privacy', serverRendered: true },
  { pattern: /^\/terms\/?$/, page: 'pages/terms.tsx', meta: 'terms', serverRendered: true },
  { pattern: /^\/security\/?$/, page: 'pages/security.tsx', meta: 'security', serverRendered: true },
  { pattern: /^\/account\/verify\/?$/, page: 'pages/account-verify.tsx', meta: 'accountVerify' },
  { pattern: /^\/account\/orders\/[^/]+\/?$/, page: 'pages/account-order.tsx', meta: 'account' },
  { pattern: /^\/account\/lists(\/[^/]+)?\/?$/, page: 'pages/account-lists.tsx', meta: 'account' },
  { pattern: /^\/account\/programs(\/[^/]+)?\/?$/, page: 'pages/account-programs.tsx', meta: 'account' },
  { pattern: /^\/account\/card\/?$/, page: 'pages/account-card.tsx', meta: 'account' },
  { pattern: /^\/account\/data\/?$/, page: 'pages/account-data.tsx', meta: 'account' },
  { pattern: /^\/account\/developers\/?$/, page: 'pages/account-developers.tsx', meta: 'account' },
  { pattern: /^\/account\/?$/, page: 'pages/account.tsx', meta: 'account' },
  { pattern: /^\/admin\/?$/, page: 'pages/admin.tsx', meta: 'admin' },
  { pattern: /^\/admin-login\/?$/, page: 'pages/admin-login.tsx', meta: 'adminLogin' },
];

/** A prefetched answer: what the page's query under the key `[path]` holds on both sides. */
export interface PrefetchedAnswer {
  path: string;
  data: unknown;
}

/** Where the server puts a page's prefetched answers (a JSON script element) for the browser to read. */
export const PREFETCHED_DATA_ID = 'qp-data';

/** What the router renders for a path the table lacks. */
export const NOT_FOUND_PAGE: PageModules = {
  page: 'pages/not-found.tsx',
  meta: 'notFound',
  serverRendered: true,
};

export function sitePageFor(pathname: string): SitePage | undefined {
  return SITE_PAGES.find((p) => p.pattern.test(pathname));
}
