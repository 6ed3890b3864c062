import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '../../src/shared/contact-message';
import { sharedSiteForTest } from '../support/site-for-test';

/*
 * Issue 28: a server-rendered page is its HTML; its islands (src/web/islands) hydrate when first used, or near
 * the viewport once the visitor engages. Nothing here is timed: chunks are held back by the test itself.
 */
const { server, browser } = sharedSiteForTest();

/** A page without the suite's "move the pointer and wait until ready" on load: these tests decide. */
async function plainPage(width = 1280): Promise<Page> {
  const context = (await browser.newPage()).context();
  const page = await context.newPage();
  await page.setViewportSize({ width, height: 800 });
  return page;
}

/** Holds back the browser's download of the chunks `pattern` matches until the returned function is called. */
async function holdChunks(page: Page, pattern: RegExp): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

describe('islands of server-rendered pages', () => {
  it('run no React until the visitor engages, then hydrate the islands in view', async () => {
    const page = await plainPage();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${server.url}/contact`);
    await page.waitForLoadState('networkidle');
    expect(scripts.some((s) => /\/assets\/start-[\w-]+\.js$/.test(s))).toBe(true);
    expect(scripts.filter((s) => /hydrate-island|contact-panel|site-header/.test(s))).toEqual([]);
    expect(await page.locator('[data-hydrated]').count()).toBe(0);

    await page.mouse.move(10, 10);
    await page.locator('[data-island="contact-panel"][data-hydrated]').waitFor({ state: 'attached' });
    await page.locator('[data-island="site-header"][data-hydrated]').waitFor({ state: 'attached' });
    await page.locator('html[data-app-ready]').waitFor({ state: 'attached' });
  });

  it('hold a click made before the island answers and replay it once it does', async () => {
    const page = await plainPage(375);
    const release = await holdChunks(page, /\/assets\/site-header-[\w-]+\.js$/);
    await page.goto(`${server.url}/faq`);
    await page.getByRole('button', { name: 'Open menu' }).click();
    // The header's code is held back: the menu cannot have opened.
    expect(await page.getByRole('navigation', { name: 'Mobile' }).count()).toBe(0);
    release();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Contact' }).waitFor();
    expect(await page.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('keep text typed before the island answers, in the field and in what is sent', async () => {
    const page = await plainPage();
    const release = await holdChunks(page, /\/assets\/contact-panel-[\w-]+\.js$/);
    await page.goto(`${server.url}/contact`);
    await page.getByLabel('Full Name').fill('Jo Visitor');
    await page.getByLabel('Email Address').fill('jo@example.com');
    expect(await page.locator('[data-island="contact-panel"][data-hydrated]').count()).toBe(0);
    release();
    await page.locator('[data-island="contact-panel"][data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText(CONTACT_MESSAGES.subject, { exact: true }).waitFor();
    expect(await page.getByText(CONTACT_MESSAGES.name, { exact: true }).count()).toBe(0);
    expect(await page.getByText(CONTACT_MESSAGES.email, { exact: true }).count()).toBe(0);
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Jo Visitor');
  });

  it('follow a link inside an island before it answers, as a link', async () => {
    const page = await plainPage();
    await holdChunks(page, /\/assets\/site-header-[\w-]+\.js$/);
    await page.goto(`${server.url}/`);
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Browse Designs' })
      .click();
    await page.waitForURL(`${server.url}/design-library`);
    await page.getByRole('heading', { level: 1, name: 'Design Library' }).waitFor();
  });
});
