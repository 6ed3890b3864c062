import { describe, expect, it } from 'vitest';
import { listTemplates } from '../../src/shared/contracts/catalog/list-templates';
import { callApi } from '../support/call-api';
import { sharedSiteForTest } from '../support/site-for-test';

/**
 * Issue 22's smaller items in Chromium: guests' pages ask nobody about an account (no 401), an unknown
 * order's tab does not say "Order Confirmed", the template grid is one Tab stop with arrow keys inside, and a
 * contact detail just added takes the focus.
 */
const { server, browser } = sharedSiteForTest();

describe('honest pages', () => {
  it('a guest’s pages make no /api/account/me request, and an unknown order is titled as such', async () => {
    const page = await browser.newPage();
    const asked: string[] = [];
    const failed: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/account/me')) asked.push(r.url());
    });
    page.on('response', (r) => {
      if (r.status() >= 400 && r.url().includes('/api/')) failed.push(`${r.status()} ${r.url()}`);
    });
    for (const path of ['/', '/campaign-builder', '/faq']) {
      await page.goto(`${server.url}${path}`);
      await page.waitForLoadState('networkidle');
    }
    await page.goto(`${server.url}/order-confirmed/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('heading', { name: 'Order not found' }).waitFor();
    await expect.poll(() => page.title()).toBe('Order Not Found | Quillpost');
    expect(asked).toEqual([]);
    expect(failed.filter((f) => !f.includes('/api/orders/'))).toEqual([]);
  });

  it('the template grid is one Tab stop with arrow keys inside, and a new contact detail takes the focus', async () => {
    const templates = await callApi(server, listTemplates, {});
    const page = await browser.newPage();
    await page.goto(`${server.url}/campaign-builder`);
    await page.getByRole('heading', { name: 'Postcard Designer', level: 1 }).waitFor();
    const grid = page.getByRole('list', { name: 'Templates' });
    await grid.getByRole('button').first().waitFor();
    const cards = grid.getByRole('button');
    expect(await cards.count()).toBe(templates.length);
    // Exactly one card is reachable with Tab.
    const stops = await cards.evaluateAll((els) => els.filter((el) => el.tabIndex === 0).length);
    expect(stops).toBe(1);

    await cards.first().focus();
    const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    const first = await focusedName();
    await page.keyboard.press('ArrowRight');
    const second = await focusedName();
    expect(second).not.toBe(first);
    expect(second).toBe(await cards.nth(1).getAttribute('aria-label'));
    await page.keyboard.press('ArrowDown');
    expect(await focusedName()).toBe(await cards.nth(3).getAttribute('aria-label'));
    await page.keyboard.press('Home');
    expect(await focusedName()).toBe(first);
    // Tab leaves the grid at once.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('[aria-label="Templates"]'))).toBe(
      false,
    );

    // Choose a template offering a website, then add one: its field has the focus.
    const withWebsite = templates.find((t) => t.websiteEnabled)!;
    await page.getByRole('button', { name: new RegExp(`^${withWebsite.name},`) }).click();
    await page.getByRole('button', { name: 'Website', exact: true }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id ?? '')).toBe('contact-field-0');
    await page.keyboard.type('www.harborautos.com');
    expect(await page.getByRole('textbox', { name: 'Website' }).inputValue()).toBe('www.harborautos.com');
  });
});
