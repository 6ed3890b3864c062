import { describe, expect, it } from 'vitest';
import { sharedSiteForTest } from '../support/site-for-test';

const { server, browser } = sharedSiteForTest();

describe('public shell in Chromium', () => {
  it('renders the home page with header and footer, and reports the page view', async () => {
    const page = await browser.newPage();
    const views: string[] = [];
    await page.exposeFunction('recordView', (path: string) => views.push(path));
    await page.addInitScript(() => {
      window.addEventListener('qp:analytics', ({ detail }) => {
        if (detail.type === 'page_view') window.recordView?.(detail.path);
      });
    });
    const outside: string[] = [];
    page.on('request', (req) => {
      if (!req.url().startsWith(server.url)) outside.push(req.url());
    });
    await page.goto(`${server.url}/`);
    await expect.poll(() => page.getByRole('banner').isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').textContent()).toContain('© 2024');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/handwritten/i);
    expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toBe(`${server.url}/`);
    await expect.poll(() => views).toContain('/');
    expect(outside).toEqual([]);
  });

  it('shows the 404 page for an unknown path', async () => {
    const page = await browser.newPage();
    const response = await page.goto(`${server.url}/no-such-page`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { name: '404 Page Not Found' }).waitFor();
    expect(await page.title()).toContain('404 Page Not Found');
    expect(await page.textContent('body')).toContain('Did you forget to add the page to the router?');
  });

  it('navigates with the header links', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Browse Designs' }).click();
    await page.waitForURL(`${server.url}/design-library`);
    await nav.getByRole('link', { name: 'Contact' }).click();
    await page.waitForURL(`${server.url}/contact`);
    await page.getByRole('banner').getByRole('link', { name: 'Start Campaign' }).click();
    await page.waitForURL(`${server.url}/campaign-builder`);
    await nav.getByRole('link', { name: 'Pricing' }).click();
    await page.waitForURL(`${server.url}/#pricing`);
    await expect.poll(() => page.locator('#pricing').isVisible()).toBe(true);
  });

  it('opens the mobile menu at 375 px and follows its links', async () => {
    const page = await browser.newPage({ width: 375, height: 740 });
    await page.goto(`${server.url}/`);
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const button = page.getByRole('button', { name: 'Open menu' });
    expect(await button.getAttribute('aria-expanded')).toBe('false');
    await button.click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await menu.waitFor();
    for (const label of ['How It Works', 'Pricing', 'Testimonials', 'Browse Designs', 'Contact']) {
      expect(await menu.getByRole('link', { name: label }).isVisible()).toBe(true);
    }
    await menu.getByRole('link', { name: 'Browse Designs' }).click();
    await page.waitForURL(`${server.url}/design-library`);
    await menu.waitFor({ state: 'hidden' });
  });
});
