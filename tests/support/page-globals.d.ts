// Also brings in the site's typed `qp:analytics` window event (its `WindowEventMap` entry).
import type { AnalyticsDetail } from '../../src/web/lib/analytics';

/**
 * What the browser tests put on a page's `window` (with `page.exposeFunction` or an init script) and read
 * back in `page.evaluate`. Optional: a page has them only when its test adds them.
 */
declare global {
  interface Window {
    /** shell.test.ts: each page view the site reports, passed to the test. */
    recordView?: (path: string) => void;
    /** public-pages.test.ts: each engagement event the site reports, passed to the test. */
    recordEvent?: (detail: Extract<AnalyticsDetail, { type: 'event' }>) => void;
    /** server-rendering.test.ts: the server's elements, kept to see hydration keep them. */
    serverHeading?: Element | null;
    serverImage?: Element | null;
    /** production-pack.test.ts: every state the production pack's progress bar showed. */
    packProgress?: string[];
  }
}
