import { describe, expect, it } from 'vitest';
import { currentV1Version } from '../../src/shared/v1-versions';
import { sharedSiteForTest } from '../support/site-for-test';

const { server, browser } = sharedSiteForTest({ viewport: { width: 375, height: 800 } });

/** Server-rendered pages and text each one's HTML holds before any script has run. */
const RENDERED = [
  { path: '/', text: ['Start Your Campaign', 'Volume Discount Calculator', 'Most Popular'] },
  {
    path: '/design-library?q=thank',
    // The templates come rendered, their artwork as images, with the list the page was rendered from.
    text: [
      'Design Library',
      'Search designs',
      'value="thank"',
      '<img',
      '/api/catalog-files/',
      'id="qp-data"',
    ],
  },
  { path: '/faq', text: ['Frequently Asked Questions', 'Do I need an account'] },
  { path: '/contact?inquiry=pricing', text: ['Contact Us', 'Send Message', 'Fields marked * are required.'] },
] as const;

const pageHtml = async (path: string) => {
  const response = await fetch(`${server.url}${path}`);
  return { status: response.status, html: await response.text() };
};

describe('server-rendered public pages', () => {
  it('send each public page rendered, and its scripts at low priority', async () => {
    for (const { path, text } of RENDERED) {
      const { status, html } = await pageHtml(path);
      expect(status, path).toBe(200);
      for (const line of text) expect(html, `${path}: ${line}`).toContain(line);
      // Not the app: only the islands' start script, at low priority.
      expect(html, path).toMatch(
        /<script type="module" fetchpriority="low" crossorigin src="\/assets\/start-/,
      );
      expect(html, path).not.toMatch(/src="\/assets\/index-/);
      expect(html, path).not.toContain('class="qp-prepaint"');
    }
    const faq = (await pageHtml('/faq')).html;
    expect(faq).toContain('<title>FAQ | Handwritten Notes Questions Answered | Quillpost</title>');
    expect(faq).toContain(`<link rel="canonical" href="${server.url}/faq" />`);
    const missing = await pageHtml('/no-such-page');
    expect(missing.status).toBe(404);
    expect(missing.html).toContain('404 Page Not Found');
  });

  it('answers unknown API paths in JSON, never with the site’s 404 page (issue 25 §7)', async () => {
    for (const path of ['/v1/no-such-thing', '/v1', '/v1/campaigns/abc/nothing?x=1']) {
      const response = await fetch(`${server.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).toMatch(/^application\/json/);
      expect(response.headers.get('quillpost-version'), path).toBe(currentV1Version());
      const body = await response.json();
      expect(body.error, path).toMatchObject({
        type: 'invalid_request_error',
        code: 'not_found',
        param: null,
      });
      expect(body.error.message, path).toContain(`GET: ${path.split('?')[0]}`);
    }
    const api = await fetch(`${server.url}/api/no-such-thing`);
    expect(api.status).toBe(404);
    expect(await api.json()).toEqual({ message: 'No such endpoint: GET /api/no-such-thing' });
  });

  it('leave pages built from the visitor’s own draft to the browser, with the brand bar meanwhile', async () => {
    const { html } = await pageHtml('/campaign-builder');
    expect(html).toContain('<div id="root"><div class="qp-prepaint"');
    expect(html).toMatch(/src="\/assets\/index-/);
    expect(html).not.toContain('fetchpriority="low"');
  });

  it('shows the content with JavaScript turned off', async () => {
    const context = await (await browser.newPage())
      .context()
      .browser()!
      .newContext({
        javaScriptEnabled: false,
        viewport: { width: 375, height: 800 },
      });
    try {
      const page = await context.newPage();
      await page.goto(`${server.url}/faq`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Frequently Asked Questions');
      await page.goto(`${server.url}/`);
      expect(await page.getByRole('link', { name: 'Start Your Campaign' }).first().isVisible()).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('hydrates every island in the markup it was sent: same elements, no errors, and the page answers', async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // Keeps the server's heading element; a render that threw the markup away would make a new one.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        window.serverHeading = document.querySelector('h1');
      });
    });
    for (const { path } of RENDERED) {
      await page.goto(`${server.url}${path}`);
      // Islands hydrate as they near the viewport: a scroll to the end reaches every one.
      expect(await page.locator('[data-island-id]').count(), path).toBeGreaterThan(1);
      for (const frame of await page.locator('[data-island-id]').all()) {
        await frame.evaluate((element) => element.firstElementChild?.scrollIntoView());
        await page
          .locator(`[data-island-id="${await frame.getAttribute('data-island-id')}"][data-hydrated]`)
          .waitFor({ state: 'attached' });
      }
      const kept = await page.evaluate(
        () => document.querySelector('h1') !== null && document.querySelector('h1') === window.serverHeading,
      );
      expect(kept, path).toBe(true);
    }
    expect(errors).toEqual([]);

    // Hydrated: the mobile menu opens, and the contact form kept the inquiry the URL chose.
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Contact' }).waitFor();
    expect(await page.getByRole('combobox', { name: /inquiry type/i }).textContent()).toContain('Pricing');
  });

  it('hydrates the design library with the templates it was sent, without asking for them again', async () => {
    const page = await browser.newPage();
    const listRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/design-templates')) listRequests.push(request.url());
    });
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        window.serverImage = document.querySelector('main img');
      });
    });
    await page.goto(`${server.url}/design-library`);
    await page.waitForLoadState('networkidle');
    const kept = await page.evaluate(() => {
      const image = document.querySelector('main img');
      return image !== null && image === window.serverImage;
    });
    expect(kept).toBe(true);
    expect(listRequests).toEqual([]);
    // The page answers: a filter narrows the grid it was rendered with.
    await page.getByRole('searchbox', { name: /search designs/i }).fill('zzzz-no-such-design');
    await page
      .getByText(/no designs/i)
      .first()
      .waitFor();
  });
});
