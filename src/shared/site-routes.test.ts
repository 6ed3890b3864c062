import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PAGE, SITE_PAGES, sitePageFor } from './site-routes';

const WEB = path.join(import.meta.dirname, '..', 'web');
const routesSource = fs.readFileSync(path.join(WEB, 'routes.tsx'), 'utf8');

/** Router path → module, as `routes.tsx` lazy-loads them. */
const lazyRoutes = [
  ...routesSource.matchAll(
    /path: '([^']+)',\s*lazy: async \(\) => \(\{ Component: \(await import\('\.\/([^']+)'\)\)/g,
  ),
].map((m) => ({ routerPath: m[1]!, module: `${m[2]!}.tsx` }));

/** A URL the router path matches: optional parameters filled in. */
const sampleUrl = (routerPath: string) => `/${routerPath.replace(/:\w+\?/, 'sample-id')}`;

describe('site page table', () => {
  it('names a page module that exists for every route', () => {
    for (const page of [...SITE_PAGES, NOT_FOUND_PAGE]) {
      expect(fs.existsSync(path.join(WEB, page.page)), page.page).toBe(true);
    }
  });

  it('agrees with the modules routes.tsx loads for each path', () => {
    expect(lazyRoutes.length).toBeGreaterThan(5);
    for (const { routerPath, module } of lazyRoutes) {
      if (routerPath === '*') expect(module).toBe(NOT_FOUND_PAGE.page);
      else expect(sitePageFor(sampleUrl(routerPath))?.page, routerPath).toBe(module);
    }
    expect(routesSource).toMatch(
      /index: true,\s*lazy: async \(\) => \(\{ Component: \(await import\('\.\/pages\/landing'\)\)/,
    );
    expect(sitePageFor('/')?.page).toBe('pages/landing.tsx');
    // Every page the table knows is one the router renders.
    const routed = new Set([...lazyRoutes.map((r) => r.module), 'pages/landing.tsx']);
    for (const page of SITE_PAGES) expect(routed.has(page.page), page.page).toBe(true);
  });

  it('knows the public paths, with or without a trailing slash or an id, and nothing else', () => {
    for (const known of [
      '/',
      '/faq',
      '/faq/',
      '/checkout',
      '/checkout/abc',
      '/order-confirmed/1',
      '/admin',
    ]) {
      expect(sitePageFor(known), known).toBeDefined();
    }
    for (const unknown of ['/faqs', '/checkout/a/b', '/admin/x', '/no-such-page']) {
      expect(sitePageFor(unknown), unknown).toBeUndefined();
    }
  });
});
