import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { DEFERRED_SCRIPTS_ID, type DeferredScripts } from '../../src/shared/deferred-scripts';
import { startSiteForTest } from '../support/site-for-test';

const { server, browser } = startSiteForTest();

/** The modules a page fetches up front: its preload links, or the list a server-rendered page fetches after load. */
const modulePreloads = (html: string) => {
  const list = new RegExp(`<script type="application/json" id="${DEFERRED_SCRIPTS_ID}">(.*?)</script>`).exec(
    html,
  );
  const deferred = list ? (JSON.parse(list[1]!) as DeferredScripts) : null;
  return [
    ...[...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!),
    ...(deferred ? [deferred.entry, ...deferred.preload] : []),
  ];
};

describe('per-page preloads in the served HTML', () => {
  it('preloads the page chunk and what the page loads on mount, files that exist in the build', async () => {
    const library = modulePreloads(await (await fetch(`${server.url}/design-library`)).text());
    expect(library.some((href) => /^\/assets\/design-library-[\w-]+\.js$/.test(href))).toBe(true);
    expect(library.some((href) => /^\/assets\/template-grid-[\w-]+\.js$/.test(href))).toBe(true);
    const html = await (await fetch(`${server.url}/contact`)).text();
    const preloads = modulePreloads(html);
    expect(preloads.some((href) => /^\/assets\/contact-[\w-]+\.js$/.test(href))).toBe(true);
    for (const href of preloads) expect(fs.existsSync(path.join(inject('webDist'), href))).toBe(true);
    // Other pages keep their chunks to themselves.
    const faq = modulePreloads(await (await fetch(`${server.url}/faq`)).text());
    expect(faq.some((href) => href.includes('/contact-'))).toBe(false);
    expect(faq.some((href) => /^\/assets\/faq-[\w-]+\.js$/.test(href))).toBe(true);
  });

  it('loads every script of /contact from the HTML, and no stylesheet request before the form shows', async () => {
    const html = await (await fetch(`${server.url}/contact`)).text();
    const announced = new Set([
      ...modulePreloads(html),
      ...[...html.matchAll(/<script type="module"[^>]*src="([^"]+)"/g)].map((m) => m[1]!),
    ]);
    const page = await browser.newPage();
    const scripts: string[] = [];
    const styles: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (pathname.endsWith('.js')) scripts.push(pathname);
      if (pathname.endsWith('.css')) styles.push(pathname);
    });
    await page.goto(`${server.url}/contact`);
    await page.getByRole('button', { name: /send message/i }).waitFor();
    expect(scripts.filter((s) => !announced.has(s))).toEqual([]);
    // The page painted from its HTML; the app's entry is fetched once the page has loaded, not beside it.
    const [entryStart, loaded] = await page.evaluate(() => [
      performance.getEntriesByType('resource').find((r) => /\/assets\/index-[\w-]+\.js$/.test(r.name))
        ?.startTime ?? -1,
      (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).loadEventStart,
    ]);
    expect(loaded).toBeGreaterThan(0);
    expect(entryStart).toBeGreaterThanOrEqual(loaded);
    // The app's stylesheet is inline in the HTML: styled at first paint, no extra round trip.
    expect(styles).toEqual([]);
    expect(
      await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).fontWeight),
    ).toBe('700');
  });
});
