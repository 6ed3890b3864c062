import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listTemplates } from '../../src/shared/contracts/catalog/list-templates';
import { arrivalPromise } from '../../src/shared/delivery-promise';
import { untilEnabled } from '../support/browser';
import { callApi } from '../support/call-api';
import { startSiteForTest } from '../support/site-for-test';

/*
 * Ordering on a phone (issue 22 §4): at 375 px the upload page keeps the count, the delivery date and Continue
 * in a bar at the bottom of the screen, shows two proofs before "Preview all N notes", and opens any proof
 * full size with the notes before and after it a tap away; at 1280 px the recap beside the list does that job.
 */

const { server, browser } = startSiteForTest();

const FIRST = ['Anna', 'Ben', 'Carla', 'David', 'Elena', 'Farid', 'Grace', 'Hiro', 'Ines', 'Jamal'];
const LAST = ['Weber', 'Okafor', 'Nguyen'];
const PLACES = ['Denver,CO,80202', 'Madison,WI,53703', 'Austin,TX,78701'];
/** 29 recipients, in the order of the file (the order of the proofs). */
const NAMES = Array.from({ length: 29 }, (_, i) => `${FIRST[i % 10]} ${LAST[Math.floor(i / 10)]}`);
const CSV = Buffer.from(
  `name,address,city,state,zipcode\r\n${NAMES.map((name, i) => `${name},${100 + i} Pine St,${PLACES[i % 3]}`).join('\r\n')}\r\n`,
);

async function startCampaign(page: Page) {
  const templates = await callApi(server, listTemplates, {});
  await page.goto(`${server.url}/campaign-builder`);
  await page.getByLabel('Campaign Name').fill('Client thank-yous');
  await page.getByRole('button', { name: new RegExp(`^${templates[0]!.name},`) }).click();
  await page
    .getByLabel('Message', { exact: true })
    .fill('Dear {{first_name}},\n\nThank you for a wonderful year.\n\nBest regards,');
  await page.getByRole('button', { name: 'Continue to Contact Upload' }).click();
  await page.waitForURL(`${server.url}/contact-upload`);
  await page.getByLabel('Contact list (CSV file)').setInputFiles({
    name: 'clients.csv',
    mimeType: 'text/csv',
    buffer: CSV,
  });
}

/** Whether the whole element is on screen, as laid out now. */
const inViewport = (locator: Locator) =>
  locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.height > 0 && r.top >= 0 && r.bottom <= window.innerHeight;
  });

/** Whether focus is on the element itself or on the block wrapped around it alone. */
const focusedAt = (locator: Locator) =>
  locator.evaluate((el) => document.activeElement === el || document.activeElement?.children[0] === el);

describe('ordering on a phone in Chromium', () => {
  it('keeps Continue in reach at 375 px, previews two notes, opens any note full size, and has no bar at 1280 px', async () => {
    const page = await browser.newPage({ width: 375, height: 812 });
    await startCampaign(page);
    const notes = page.getByRole('region', { name: 'Preview every note' });
    await notes.getByText('29 notes ready · 0 need attention').waitFor();

    // The bar: the count, no date yet, and the only Continue on the page, closed until a date is chosen.
    const bar = page.getByRole('region', { name: 'Finish your order' });
    const checkout = page.getByRole('button', { name: 'Continue to Checkout' });
    expect(await checkout.count()).toBe(1);
    expect(await bar.getByRole('button', { name: 'Continue to Checkout' }).count()).toBe(1);
    expect(await bar.textContent()).toContain('29 notes');
    expect(await bar.textContent()).toContain('No delivery date yet');
    expect(await checkout.isDisabled()).toBe(true);
    expect(await bar.getByText('Choose a delivery date.').isVisible()).toBe(true);

    // Two proofs, then "Preview all 29 notes": the list no longer stands between the customer and Continue.
    const proofs = notes.getByRole('img', { name: /^Note to / });
    expect(await proofs.count()).toBe(2);
    const previewAll = notes.getByRole('button', { name: 'Preview all 29 notes' });
    expect(await notes.getByLabel('Search recipients by name').isVisible()).toBe(false);
    await notes.scrollIntoViewIfNeeded();
    expect(await inViewport(checkout)).toBe(true);
    // Tabbing from the second note to "Preview all" stops with it above the bar, not under it.
    await notes.getByRole('button', { name: `View the note to ${NAMES[1]} full size` }).focus();
    await page.keyboard.press('Tab');
    await expect.poll(() => previewAll.evaluate((el) => el === document.activeElement)).toBe(true);
    const top = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().top);
    const bottom = (locator: Locator) => locator.evaluate((el) => el.getBoundingClientRect().bottom);
    expect(await bottom(previewAll)).toBeLessThanOrEqual(await top(bar));
    expect(await inViewport(checkout)).toBe(true);
    // Nothing at the end of the page is left under the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const format = page.getByRole('region', { name: 'CSV Format' });
    expect(await bottom(format)).toBeLessThanOrEqual(await top(bar));

    // "Choose a date" takes the customer to the Delivery Date card.
    await bar.getByRole('button', { name: 'Choose a date' }).click();
    const dateCard = page.getByRole('region', { name: 'Delivery Date' });
    await expect.poll(() => focusedAt(dateCard)).toBe(true);
    const asap = dateCard.getByRole('button', { name: 'As Soon As Possible' });
    expect(await inViewport(asap)).toBe(true);
    await asap.click();
    const chosen = await dateCard.locator('td[data-selected]').getAttribute('data-day');
    expect(chosen).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    await bar.getByText(arrivalPromise(chosen!).headline).waitFor();
    await untilEnabled(checkout);
    expect(await bar.getByRole('button', { name: 'Change date' }).isVisible()).toBe(true);

    // The whole first page on demand, the keyboard landing on the first note it adds.
    await previewAll.click();
    await expect.poll(() => proofs.count()).toBe(24);
    await notes.getByText('Showing 1–24 of 29 notes').waitFor();
    expect(await previewAll.count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `View the note to ${NAMES[2]} full size`,
    );

    // A note full size, then the next ones, past the end of the grid's page.
    await notes.getByRole('button', { name: `View the note to ${NAMES[22]} full size` }).click();
    let viewer = page.getByRole('dialog', { name: `Note to ${NAMES[22]}` });
    await viewer.getByRole('img', { name: new RegExp(`^Note to ${NAMES[22]}`) }).waitFor();
    expect(await viewer.textContent()).toContain('Note 23 of 29');
    await viewer.getByRole('button', { name: 'Next' }).click();
    viewer = page.getByRole('dialog', { name: `Note to ${NAMES[23]}` });
    await viewer.getByText('Note 24 of 29').waitFor();
    await page.keyboard.press('ArrowRight');
    viewer = page.getByRole('dialog', { name: `Note to ${NAMES[24]}` });
    await viewer.getByRole('img', { name: new RegExp(`^Note to ${NAMES[24]}`) }).waitFor();
    expect(await viewer.textContent()).toContain('Note 25 of 29');
    await page.keyboard.press('ArrowLeft');
    await page.getByRole('dialog', { name: `Note to ${NAMES[23]}` }).waitFor();
    await page.keyboard.press('ArrowRight');
    await page.getByRole('dialog', { name: `Note to ${NAMES[24]}` }).waitFor();
    // Escape closes it on the note last seen: the grid has followed to its page.
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await notes.getByText('Showing 25–29 of 29 notes').waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      `View the note to ${NAMES[24]} full size`,
    );

    // At 1280 px the recap beside the list holds Continue; no bar, and a whole page of proofs from the start.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.reload();
    await notes.getByText('29 notes ready · 0 need attention').waitFor();
    await bar.waitFor({ state: 'hidden' });
    expect(await proofs.count()).toBe(24);
    expect(await previewAll.isVisible()).toBe(false);
    expect(await notes.getByLabel('Search recipients by name').isVisible()).toBe(true);
    await untilEnabled(checkout);
    expect(await checkout.count()).toBe(1);
    expect(
      await page
        .getByRole('region', { name: 'Your Campaign' })
        .getByRole('button', { name: 'Continue to Checkout' })
        .isVisible(),
    ).toBe(true);
    // Full size is larger than the grid's card by far.
    const gridCard = notes.getByRole('button', { name: `View the note to ${NAMES[5]} full size` });
    const gridWidth = (await gridCard.boundingBox())!.width;
    await gridCard.click();
    viewer = page.getByRole('dialog', { name: `Note to ${NAMES[5]}` });
    const large = viewer.getByRole('img', { name: new RegExp(`^Note to ${NAMES[5]}`) });
    await large.waitFor();
    expect((await large.boundingBox())!.width).toBeGreaterThan(gridWidth * 2);
    await page.keyboard.press('Escape');
    await viewer.waitFor({ state: 'detached' });

    await checkout.click();
    await page.waitForURL(/\/checkout\/[0-9a-f-]{36}$/);

    // Checkout's stored proofs open the same way, over the notes dialog, with the server's drawing in a tab.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: 'View your notes' }).click();
    const stored = page.getByRole('dialog', { name: 'Your notes' });
    await stored.getByRole('button', { name: `View the note to ${NAMES[0]} full size` }).click();
    viewer = page.getByRole('dialog', { name: `Note to ${NAMES[0]}` });
    const storedImage = viewer.getByRole('img', { name: new RegExp(`^Note to ${NAMES[0]}`) });
    await storedImage.waitFor();
    expect(await viewer.getByRole('link', { name: 'Open in a new tab' }).getAttribute('href')).toBe(
      await storedImage.getAttribute('src'),
    );
    await viewer.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('dialog', { name: `Note to ${NAMES[1]}` }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: /^Note to / }).waitFor({ state: 'detached' });
    expect(await stored.isVisible()).toBe(true);
  });
});
