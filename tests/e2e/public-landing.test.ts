// Over 300 lines: the landing page's sections and widgets as a visitor uses them, on one server and browser.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../src/shared/contracts/admin-auth/sign-in';
import { calculatePricing } from '../../src/shared/contracts/pricing/calculate-pricing';
import { deleteTestimonial } from '../../src/shared/contracts/testimonials/delete-testimonial';
import { listAdminTestimonials } from '../../src/shared/contracts/testimonials/list-admin-testimonials';
import { callApi } from '../support/call-api';
import { startSiteForTest } from '../support/site-for-test';

const { server, browser } = startSiteForTest();

const isPricing = (url: string) => url.endsWith('/api/calculate-pricing');

/**
 * Pricing requests sent, and those answered. The e2e build runs React in development mode, whose
 * StrictMode mounts effects twice: the first load request is sent twice and the first one aborted, so the
 * initial request is checked by its answer and slider requests by what was sent after it.
 */
function watchPricing(page: Page) {
  const sent: string[] = [];
  const answered: string[] = [];
  page.on('request', (req) => {
    if (isPricing(req.url())) sent.push(req.postData() ?? '');
  });
  page.on('requestfinished', (req) => {
    if (isPricing(req.url())) answered.push(req.postData() ?? '');
  });
  return { sent, answered };
}

/**
 * The landing page scrolled to one of its islands, as a visitor reaches it: it answers (the calculator asks for
 * its first price) once it is near the viewport.
 */
async function openIsland(page: Page, island: 'volume-calculator' | 'postcard-carousel'): Promise<void> {
  await page.goto(`${server.url}/`);
  const frame = page.locator(`[data-island="${island}"]`);
  await frame.evaluate((element) => element.firstElementChild?.scrollIntoView());
  await page.locator(`[data-island="${island}"][data-hydrated]`).waitFor({ state: 'attached' });
}

describe('landing page in Chromium', () => {
  it('shows the sections in order with the spec figures', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    const headings = await page.getByRole('main').getByRole('heading', { level: 2 }).allTextContents();
    expect(headings).toEqual([
      'From spreadsheet to mailbox in four steps',
      'Write once. Every note feels one of a kind.',
      'Built for relationship businesses',
      'Notes people keep, results you can measure',
      'Everything you need to send at scale',
      'Simple per-note pricing that scales with you',
      'Businesses that write back to their customers',
      'We Design. We Write. We Deliver.',
      'Ready to send notes people keep?',
    ]);
    const text = await page.locator('main').textContent();
    for (const figure of ['80%', '3x', '71%', '24/7', '1:1', '100+', '200K', '4.9/5', '3-5 days']) {
      expect(text).toContain(figure);
    }
    for (const industry of ['Automotive dealerships', 'Insurance agents', 'Nonprofits', 'Real estate']) {
      // Offscreen sections skip rendering (content-visibility) but stay in the accessibility tree.
      expect(await page.getByRole('heading', { name: industry }).count()).toBe(1);
    }
    const sales = page.getByRole('link', { name: 'sales@quillpost.com' });
    expect(await sales.getAttribute('href')).toBe('mailto:sales@quillpost.com');
  });

  it('sends one pricing request 500 ms after the slider stops and shows its figures', async () => {
    const page = await browser.newPage();
    const { sent, answered } = watchPricing(page);
    await openIsland(page, 'volume-calculator');
    const total = page.getByTestId('calculator-total');
    // The figures give way to a skeleton while the first request runs: scroll once it has answered.
    await expect.poll(() => answered).toEqual(['{"noteCount":500}']);
    await total.scrollIntoViewIfNeeded();
    await expect.poll(() => total.textContent()).toBe('$1,745.00');
    const before = sent.length;

    // Drag the thumb to the right with the mouse, through many intermediate values.
    const thumb = page.getByRole('slider', { name: /Number of Notes/ });
    // Sections skipped while off screen (content-visibility) take their real height as they come into view:
    // aim once the thumb has stopped moving.
    let box = (await thumb.boundingBox())!;
    await expect
      .poll(async () => {
        await page.waitForTimeout(100);
        const previous = box;
        box = (await thumb.boundingBox())!;
        return box.y === previous.y && box.x === previous.x;
      })
      .toBe(true);
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await page.mouse.move(box.x + 220, box.y + box.height / 2, { steps: 12 });
    await page.mouse.up();
    // React commits the last drag position on its own schedule: wait for it rather than read it at once.
    await expect.poll(async () => Number(await thumb.inputValue())).toBeGreaterThan(500);
    const settled = Number(await thumb.inputValue());
    // The label follows at once, before any request.
    expect(await page.getByText(`Number of Notes: ${settled.toLocaleString('en-US')}`).isVisible()).toBe(
      true,
    );

    const response = await page.waitForResponse((res) => isPricing(res.url()));
    expect(response.request().postData()).toBe(`{"noteCount":${settled}}`);
    const answer = calculatePricing.response.parse(await response.json());
    await expect
      .poll(() => page.getByTestId('calculator-per-note').textContent())
      .toBe(`$${answer.pricePerNote} per note`);
    expect(await total.textContent()).toBe(
      `$${Number(answer.total).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    );
    expect(sent.slice(before)).toEqual([`{"noteCount":${settled}}`]);
  });

  it('states no per-note price that checkout does not charge', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    await page.locator('#pricing table').waitFor({ state: 'attached' });
    await page.getByTestId('calculator-per-note').waitFor({ state: 'attached' });
    // Cards (Starter; Professional and its 100–499 price; Enterprise and its online price), the four checkout
    // tiers, the calculator: the plans arrive in a lazily loaded chunk, so wait for all of them.
    const prices = page.locator('main [data-per-note-cents]');
    await expect.poll(() => prices.count()).toBe(5 + 4 + 1);
    const stated = await prices.evaluateAll((els) =>
      els.map((el) => ({
        cents: Number(el.getAttribute('data-per-note-cents')),
        notes: el.getAttribute('data-notes'),
        text: el.textContent ?? '',
        card: el.closest('li')?.textContent ?? '',
      })),
    );
    for (const price of stated) {
      expect(price.text).toContain(`$${(price.cents / 100).toFixed(2)}`);
      if (price.notes === null) {
        // Only a price agreed through sales may differ from checkout, and its card says so.
        expect(price.card).toContain('through sales');
        continue;
      }
      const answer = await callApi(server, calculatePricing, { body: { noteCount: Number(price.notes) } });
      expect({ notes: price.notes, cents: Math.round(Number(answer.pricePerNote) * 100) }).toEqual({
        notes: price.notes,
        cents: price.cents,
      });
    }
    expect(stated.filter((p) => p.notes === null).map((p) => p.cents)).toEqual([249]);

    // Every dollar figure on the page is one of those, or the calculator's total and savings.
    const unaccounted = await page.locator('main').evaluate((main) => {
      const found: string[] = [];
      const walker = document.createTreeWalker(main, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!/\$\d/.test(node.textContent ?? '')) continue;
        const owner = node.parentElement?.closest(
          '[data-per-note-cents], [data-testid="calculator-total"], [data-testid="calculator-savings"]',
        );
        if (!owner) found.push(node.textContent ?? '');
      }
      return found;
    });
    expect(unaccounted).toEqual([]);
  });

  it('headlines each card with the volume its price is charged for, as the calculator prices it', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    const headlines = page.getByTestId('plan-headline');
    await expect.poll(() => headlines.count()).toBe(3);
    const texts = (await headlines.allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
    expect(texts).toEqual([
      '1–99 notes: $4.99 per note',
      '500–999 notes: $3.49 per note',
      '1,000+ notes: $2.49 per note, through sales only',
    ]);
    // Both ends of each self-serve volume cost the headline's price in the calculator.
    for (const [notes, cents] of [
      [1, 499],
      [99, 499],
      [500, 349],
      [999, 349],
    ] as const) {
      const answer = await callApi(server, calculatePricing, { body: { noteCount: notes } });
      expect([notes, Math.round(Number(answer.pricePerNote) * 100)]).toEqual([notes, cents]);
    }
    const text = (await page.locator('#pricing').textContent()) ?? '';
    for (const stale of ['1-100 notes', '101-1000 notes']) expect(text).not.toContain(stale);
  });

  it('shows the pending state, never a new count beside the old total, until the new price arrives', async () => {
    const page = await browser.newPage();
    const { answered } = watchPricing(page);
    await openIsland(page, 'volume-calculator');
    await expect.poll(() => answered).toEqual(['{"noteCount":500}']);
    // Hold the next answer: the debounce and the request both run while the page is looked at.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/calculate-pricing', async (route) => {
      await held;
      await route.continue();
    });
    const thumb = page.getByRole('slider', { name: /Number of Notes/ });
    await thumb.focus();
    await page.keyboard.press('ArrowRight');
    // One look at the whole panel: the new count, and no total or savings from the old one beside it.
    const look = () =>
      page.evaluate(() => ({
        count: document.body.textContent?.includes('Number of Notes: 525') ?? false,
        total: document.querySelector('[data-testid="calculator-total"]')?.textContent ?? null,
        savings: document.querySelector('[data-testid="calculator-savings"]')?.textContent ?? null,
        pending: document.querySelector('[data-testid="calculator-loading"]') !== null,
      }));
    await expect.poll(async () => (await look()).count).toBe(true);
    expect(await look()).toEqual({ count: true, total: null, savings: null, pending: true });
    await page.waitForTimeout(700);
    expect(await look()).toEqual({ count: true, total: null, savings: null, pending: true });
    release();
    await expect.poll(() => page.getByTestId('calculator-total').textContent()).toBe('$1,832.25');
  });

  it('moves the slider by keyboard in steps of 25 and hides savings at the list price', async () => {
    const page = await browser.newPage();
    const { sent, answered } = watchPricing(page);
    await openIsland(page, 'volume-calculator');
    const thumb = page.getByRole('slider', { name: /Number of Notes/ });
    await expect.poll(() => answered).toEqual(['{"noteCount":500}']);
    const before = sent.length;
    await thumb.focus();
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await page.getByText('Number of Notes: 75').isVisible()).toBe(true);
    await expect.poll(() => page.getByTestId('calculator-total').textContent()).toBe('$374.25');
    expect(await page.getByTestId('calculator-per-note').textContent()).toBe('$4.99 per note');
    expect(await page.getByTestId('calculator-savings').count()).toBe(0);
    expect(sent.slice(before)).toEqual(['{"noteCount":75}']);
  });

  it('shows zeros and no message when pricing fails', async () => {
    const page = await browser.newPage();
    await page.route('**/api/calculate-pricing', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await openIsland(page, 'volume-calculator');
    await expect.poll(() => page.getByTestId('calculator-total').textContent()).toBe('$0.00');
    expect(await page.getByTestId('calculator-per-note').textContent()).toBe('$0.00 per note');
    expect(await page.getByText('boom').count()).toBe(0);
  });

  it('turns the postcard carousel with buttons and arrow keys', async () => {
    const page = await browser.newPage();
    await openIsland(page, 'postcard-carousel');
    const carousel = page.getByRole('region', { name: 'Postcard designs' });
    const current = () =>
      carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])').getAttribute('aria-label');
    expect(await current()).toBe('1 of 3: Classic Thank You');
    await carousel.getByRole('button', { name: 'Next design' }).click();
    expect(await current()).toBe('2 of 3: Just Listed');
    await page.keyboard.press('ArrowRight');
    expect(await current()).toBe('3 of 3: Dealership Service Reminder');
    await page.keyboard.press('ArrowRight');
    expect(await current()).toBe('1 of 3: Classic Thank You');
    await page.keyboard.press('ArrowLeft');
    expect(await current()).toBe('3 of 3: Dealership Service Reminder');
    await carousel.getByRole('button', { name: 'Show design 2: Just Listed' }).click();
    expect(await current()).toBe('2 of 3: Just Listed');
  });

  it('shows three testimonials from the API', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    const section = page.locator('#testimonials');
    await section.getByRole('figure').first().waitFor();
    expect(await section.getByRole('figure').count()).toBe(3);
    expect(await section.textContent()).toContain('Marcus Delgado');
  });

  it('sends Enterprise to the contact form with Pricing & Plans chosen', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    await page.getByRole('link', { name: 'Contact Sales' }).click();
    await page.waitForURL(`${server.url}/contact?inquiry=pricing`);
    await expect
      .poll(() => page.getByRole('combobox', { name: 'Inquiry Type' }).textContent())
      .toContain('Pricing & Plans');
  });

  // Last of the file: it deletes the seeded testimonials the tests above show.
  it('shows the fixed fallback testimonial when the list is empty', async () => {
    const { token } = await callApi(server, signIn, {
      body: { username: 'admin', password: 'test-admin-password' },
    });
    const staff = { as: { bearer: token } };
    for (const { id } of await callApi(server, listAdminTestimonials, {}, staff)) {
      await callApi(server, deleteTestimonial, { params: { id: String(id) } }, staff);
    }
    // The server renders the list it has now: the page arrives with the fallback.
    const empty = await browser.newPage();
    await empty.goto(`${server.url}/`);
    const fallback = empty.locator('#testimonials');
    await fallback.getByRole('figure').first().waitFor();
    expect(await fallback.getByRole('figure').count()).toBe(1);
    expect(await fallback.textContent()).toContain('Sarah Mitchell');
  });
});
