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

/** Counts the page's requests not yet answered: the late content (testimonials, islands' code, images) is fetched. */
function requestsInFlight(page: Page): () => number {
  let open = 0;
  page.on('request', () => open++);
  page.on('requestfinished', () => open--);
  page.on('requestfailed', () => open--);
  return () => open;
}

/**
 * Whether the page is at rest: no request open before and after a few frames in which the scroll position held
 * (a smooth scroll, or the page keeping the section in place, moves it within a frame however slow the
 * machine; what an answer brought has run by then; a load those frames set off is counted after them), and no
 * skeleton waiting for its content. Counted in frames and requests, not in time.
 */
async function atRest(page: Page, inFlight: () => number): Promise<boolean> {
  if (inFlight() !== 0) return false;
  const still = await page.evaluate(
    () =>
      new Promise<boolean>((resolve) => {
        const start = window.scrollY;
        let frames = 0;
        const next = () => {
          if (window.scrollY !== start) resolve(false);
          else if (++frames === 3) resolve(true);
          else requestAnimationFrame(next);
        };
        requestAnimationFrame(next);
      }),
  );
  return still && inFlight() === 0 && (await page.locator('.animate-pulse').count()) === 0;
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
          const inFlight = requestsInFlight(page);
          await page.goto(`${server.url}${from}`);
          await clickHeaderLink(page, label, width < 768);
          await page.waitForURL(`${server.url}/#${id}`);
          await expect
            .poll(async () => Math.abs((await offsetBelowHeader(page, id)) - REM))
            .toBeLessThanOrEqual(3);
          // Late content (the lazily loaded cards, the testimonials list) must not push it away afterwards:
          // read once everything the page loads has arrived and nothing moves.
          await expect.poll(() => atRest(page, inFlight)).toBe(true);
          expect(Math.abs((await offsetBelowHeader(page, id)) - REM)).toBeLessThanOrEqual(3);
        });
      }
    }
  }
});
