import { scrubPath } from '../../shared/scrub-path';
import { getPublicConfig } from './public-config';

/**
 * Analytics (public-site.md §2: page views on every path change; §4: engagement events).
 *
 * With a GA4 measurement id configured, the gtag script is injected once, lazily, on the first report.
 * Without one nothing touches the network. Either way each report is dispatched on `window` as a
 * `CustomEvent('qp:analytics', { detail })`, which tests (and a future consent layer) can observe.
 *
 * Nothing sent carries a query string or an id: URLs hold sign-in tokens, e-mails and campaign and order ids
 * (issue 27), so every hit names the page by its scrubbed path (`/checkout/:id`), for events too.
 */
export type AnalyticsParams = Record<string, string | number | boolean | null | undefined>;

export type AnalyticsDetail =
  | { type: 'page_view'; path: string; title: string; sent: boolean }
  | { type: 'event'; name: string; params: AnalyticsParams; sent: boolean };

export const ANALYTICS_EVENT = 'qp:analytics';

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
  interface WindowEventMap {
    'qp:analytics': CustomEvent<AnalyticsDetail>;
  }
}

let gtagReadyFor: string | null = null;

/** Sets up `window.gtag` and appends the GA4 script once; returns false when analytics is off. */
function ensureGtag(): boolean {
  const id = getPublicConfig().gaMeasurementId;
  if (!id || typeof window === 'undefined') return false;
  if (gtagReadyFor === id) return true;

  window.dataLayer = window.dataLayer ?? [];
  // gtag.js reads the `arguments` objects pushed onto dataLayer, not arrays.
  window.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js requires the arguments object itself
    window.dataLayer?.push(arguments);
  };
  window.gtag('js', new Date());
  // gtag would otherwise read document.location (query and all) and document.referrer into every hit.
  window.gtag('set', pageFields());
  // Page views are sent by hand on every path change, so the automatic first one is turned off.
  window.gtag('config', id, { send_page_view: false });

  const src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;
  if (!document.querySelector(`script[src="${src}"]`)) {
    const script = document.createElement('script');
    script.async = true;
    script.src = src;
    document.head.appendChild(script);
  }
  gtagReadyFor = id;
  return true;
}

function dispatch(detail: AnalyticsDetail): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent(ANALYTICS_EVENT, { detail }));
}

/** The current page as hits may name it: scrubbed path and location, and a referrer without its path. */
function pageFields(): { page_path: string; page_location: string; page_referrer: string } {
  const path = scrubPath(window.location.pathname);
  return {
    page_path: path,
    page_location: `${window.location.origin}${path}`,
    page_referrer: referrerOf(document.referrer),
  };
}

/** Our own pages scrubbed like the page; another site by its origin only (its path is none of our business). */
function referrerOf(referrer: string): string {
  if (!referrer) return '';
  try {
    const url = new URL(referrer);
    return url.origin === window.location.origin
      ? `${url.origin}${scrubPath(url.pathname)}`
      : `${url.origin}/`;
  } catch {
    return '';
  }
}

/** Reports a page view of the current location, named by its scrubbed path (no query, no ids). */
export function trackPageView(): void {
  const title = typeof document === 'undefined' ? '' : document.title;
  const path = typeof window === 'undefined' ? '/' : scrubPath(window.location.pathname);
  const sent = ensureGtag();
  if (sent) {
    const fields = pageFields();
    // Later events (purchase, contact_form_submitted) carry this page, not the one gtag first saw.
    window.gtag?.('set', fields);
    window.gtag?.('event', 'page_view', { ...fields, page_title: title });
  }
  dispatch({ type: 'page_view', path, title, sent });
}

/** Reports an engagement event, e.g. `trackEvent('contact_form_submitted', { inquiry_type: 'demo' })`. */
export function trackEvent(name: string, params: AnalyticsParams = {}): void {
  const sent = ensureGtag();
  if (sent) window.gtag?.('event', name, params);
  dispatch({ type: 'event', name, params, sent });
}
