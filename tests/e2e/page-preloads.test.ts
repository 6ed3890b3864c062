import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { sharedSiteForTest } from '../support/site-for-test';

const { server, browser } = sharedSiteForTest();

const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);

describe('scripts in the served HTML', () => {
  it('fetches the text’s font with the HTML, on server-rendered and app pages alike', async () => {
    for (const pagePath of ['/', '/design-library', '/campaign-builder']) {
      const html = await (await fetch(`${server.url}${pagePath}`)).text();
      const fonts = [...html.matchAll(/<link rel="preload" as="font"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);
      expect(fonts, pagePath).toHaveLength(1);
      expect(fonts[0]).toMatch(/^\/assets\/inter-latin-wght-normal-[\w-]+\.woff2$/);
      expect(fs.existsSync(path.join(inject('webDist'), fonts[0]!))).toBe(true);
    }
  });

  it('preloads an app page’s chunk with the app, files that exist in the build', async () => {
    const builder = modulePreloads(await (await fetch(`${server.url}/campaign-builder`)).text());
    expect(builder.some((href) => /^\/assets\/campaign-builder-[\w-]+\.js$/.test(href))).toBe(true);
    for (const href of builder) expect(fs.existsSync(path.join(inject('webDist'), href))).toBe(true);
    // Other pages keep their chunks to themselves.
    const checkout = modulePreloads(await (await fetch(`${server.url}/checkout`)).text());
    expect(checkout.some((href) => href.includes('/campaign-builder-'))).toBe(false);
  });

  it('fetches the first design’s artwork (the library’s largest paint) at once, the rest as they near the screen', async () => {
    const html = await (await fetch(`${server.url}/design-library`)).text();
    const images = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
    expect(images).toHaveLength(1);
    expect(images[0]).toContain('fetchPriority="high"');
    const loading = [...html.matchAll(/<img [^>]*loading="(\w+)"/g)].map((m) => m[1]);
    expect(loading.length).toBeGreaterThan(3);
    expect(loading).toEqual(['eager', ...loading.slice(1).map(() => 'lazy')]);
  });

  it('gives a server-rendered page no preload: its islands fetch their code after the page has loaded', async () => {
    for (const pagePath of ['/', '/faq', '/contact', '/design-library']) {
      expect(modulePreloads(await (await fetch(`${server.url}${pagePath}`)).text()), pagePath).toEqual([]);
    }
    const page = await browser.newPage();
    const styles: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.css')) styles.push(request.url());
    });
    await page.goto(`${server.url}/contact`);
    await page.getByRole('button', { name: /send message/i }).waitFor();
    // React and the form's island are fetched once the page has loaded, not beside its paint.
    const [islandStart, loaded] = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation');
      return [
        performance
          .getEntriesByType('resource')
          .find((r) => /\/assets\/contact-panel-[\w-]+\.js$/.test(r.name))?.startTime ?? -1,
        navigation instanceof PerformanceNavigationTiming ? navigation.loadEventStart : -1,
      ];
    });
    expect(loaded).toBeGreaterThan(0);
    expect(islandStart).toBeGreaterThanOrEqual(loaded);
    // The app's stylesheet is inline in the HTML: styled at first paint, no extra round trip.
    expect(styles).toEqual([]);
    expect(
      await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).fontWeight),
    ).toBe('700');
  });
});
