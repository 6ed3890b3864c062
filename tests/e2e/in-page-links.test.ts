import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { sharedSiteForTest } from '../support/site-for-test';

const { server, browser } = sharedSiteForTest();

/** The section's top edge below the sticky header: scroll-margin-top is the header's height + 1rem. */
async function offsetBelowHeader(page: Page, id: string): Promise<number> {
  return page.evaluate((target) => {
    const header = document.querySelector('header');
    const section = document.getElementById(target);
    if (!header || !section) return Number.NaN;
    return section.getBoundingClientRect().top - header.getBoundingClientRect().bottom;
  }, id);
}

/** Waits until the page has stopped scrolling (the same position for half a second), then reads the offset. */
async function settledOffset(page: Page, id: string): Promise<number> {
  let last = Number.NaN;
  let sameSince = Date.now();
  const deadline = Date.now() + 8_000;
  while (Date.now() < deadline) {
    const y = await page.evaluate(() => window.scrollY);
    if (y !== last) {
      last = y;
      sameSince = Date.now();
    } else if (Date.now() - sameSince > 500) break;
    await page.waitForTimeout(50);
  }
  return offsetBelowHeader(page, id);
}

async function clickHeaderLink(page: Page, label: string, narrow: boolean) {
  if (narrow) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: label }).click();
  } else {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: label }).click();
  }
}

const REM = 16;

describe('header links to landing sections', () => {
  for (const width of [375, 1280]) {
    for (const from of ['/', '/faq']) {
      for (const [label, id] of [
        ['Pricing', 'pricing'],
        ['Testimonials', 'testimonials'],
        ['How It Works', 'how-it-works'],
      ] as const) {
        it(`${label} from ${from} at ${width} px lands on #${id} just below the header`, async () => {
          const page = await browser.newPage({ width, height: width < 768 ? 740 : 800 });
          await page.goto(`${server.url}${from}`);
          await clickHeaderLink(page, label, width < 768);
          await page.waitForURL(`${server.url}/#${id}`);
          const offset = await settledOffset(page, id);
          expect(Math.abs(offset - REM)).toBeLessThanOrEqual(3);
          // Late content (the lazily loaded cards, the testimonials list) must not push it away afterwards.
          await page.waitForTimeout(1_000);
          expect(Math.abs((await offsetBelowHeader(page, id)) - REM)).toBeLessThanOrEqual(3);
        });
      }
    }
  }
});
