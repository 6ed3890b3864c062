import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { setupBrowser } from '../support/browser';
import { type ServerProcess, startServer } from '../support/server-process';

let server: ServerProcess;
const browser = setupBrowser();

beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.stop();
});

const modulePreloads = (html: string) =>
  [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((m) => m[1]!);

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
    // The app's stylesheet is inline in the HTML: styled at first paint, no extra round trip.
    expect(styles).toEqual([]);
    expect(
      await page.getByRole('heading', { level: 1 }).evaluate((h) => getComputedStyle(h).fontWeight),
    ).toBe('700');
  });
});
