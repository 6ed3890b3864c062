import { format } from 'date-fns/format';
import { parseISO } from 'date-fns/parseISO';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addBusinessDays, earliestDeliveryDate, isBusinessDay } from '../../src/shared/delivery-date';
import { arrivalPromise } from '../../src/shared/delivery-promise';
import { formatArrival } from '../../src/shared/order';
import { TEST_CARDS } from '../../src/shared/payments';
import { signInByEmailLink } from '../support/account-steps';
import { untilEnabled } from '../support/browser';
import { fillCard } from '../support/ordering-steps';
import { startSiteWithMailForTest } from '../support/site-with-mail';

/*
 * One delivery promise (issue 22 §2): a signed-in customer's order shows the same "Arrives by …" date, with
 * the same mailing window, on the upload step, at checkout, on the confirmation page, in the confirmation
 * e-mail and on the account's order page: each the delivery rule's own words for the chosen date.
 */

const { server, browser, smtp } = startSiteWithMailForTest();

const EMAIL = 'rosa.delgado@harborclinic.test';
const CSV = [
  'name,address,city,state,zipcode',
  'Margaret Oneil,12 Main St,Boston,MA,02134',
  'James Carter,400 Elm Street,Austin,TX,78701',
].join('\r\n');

/** Every "Arrives by <weekday>, <month> <day>, <year>" a text holds. */
function arrivesByDates(text: string | null): string[] {
  return [...(text ?? '').matchAll(/Arrives by (\w+day, \w+ \d{1,2}, \d{4})/g)].map((m) => m[1]!);
}

/** From the builder to the upload step: a campaign on the first template with the two contacts above. */
async function startOrder(page: Page, name: string) {
  await page.goto(`${server.url}/campaign-builder`);
  await page.getByLabel('Campaign Name').fill(name);
  await page.getByRole('list', { name: 'Templates' }).getByRole('button').first().click();
  await page.getByRole('button', { name: 'Continue to Contact Upload' }).click();
  await page.waitForURL(/\/contact-upload$/);
  await page.getByLabel('Contact list (CSV file)').setInputFiles({
    name: 'contacts.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(CSV),
  });
}

/** Picks `day` on the upload step's calendar, turning its months forward until the day shows. */
async function pickDay(page: Page, day: string) {
  const calendar = page.getByRole('group', { name: 'Delivery date' });
  const cell = calendar.locator(`td[data-day="${day}"]`);
  while ((await cell.count()) === 0) {
    await calendar.getByRole('button', { name: 'Go to the Next Month' }).click();
  }
  await cell.getByRole('button').click();
  await calendar.locator(`td[data-day="${day}"][data-selected]`).waitFor();
}

/**
 * Orders the open upload step's campaign for the date chosen there, signed in, and reads the arrival every
 * surface shows: the upload step, checkout, the confirmation page, its e-mail and the account's order page.
 */
async function surfacesOf(page: Page, day: string): Promise<Record<string, string | null>> {
  const dateCard = page.getByRole('region', { name: 'Delivery Date' });
  const upload = await dateCard.getByRole('status').filter({ hasText: 'Arrives by' }).textContent();

  const checkout = page.getByRole('button', { name: 'Continue to Checkout' });
  await untilEnabled(checkout);
  await checkout.click();
  await page.waitForURL(/\/checkout\/[0-9a-f-]{36}$/);
  const summary = page.getByRole('region', { name: 'Order Summary' });
  await expect.poll(() => summary.textContent()).toContain('Arrives by');
  const atCheckout = await summary.textContent();

  await page.getByLabel('Email Address').fill(EMAIL);
  await fillCard(page, TEST_CARDS.success);
  const pay = page.getByRole('button', { name: /^Pay/ });
  await untilEnabled(pay);
  await pay.click();
  await page.waitForURL(/\/order-confirmed\/[0-9a-f-]{36}$/);
  const details = page.getByRole('region', { name: 'Order Details' });
  await expect.poll(() => details.textContent()).toContain('Arrives by');
  const confirmed = await details.textContent();
  const reference = (await page.getByRole('region', { name: 'Order Information' }).textContent())?.match(
    /#\d{4,}/,
  )?.[0];
  expect(reference).toBeDefined();
  const orderId = page.url().split('/').pop()!;

  const mail = await smtp.waitFor(
    (m) => m.to.includes(EMAIL) && m.subject.endsWith(`${reference} is confirmed`),
  );

  await page.goto(`${server.url}/account/orders/${orderId}`);
  const timeline = page.getByRole('region', { name: 'Where your order is' });
  await expect.poll(() => timeline.textContent()).toContain('Arrives by');
  const account = await timeline.textContent();

  // The date shown beside "Delivery date" is the chosen one, where a page shows it.
  expect(atCheckout).toContain(format(parseISO(day), 'EEEE, MMMM d, yyyy'));
  return { upload, checkout: atCheckout, confirmed, email: mail.text, account };
}

/** Each surface names the rule's "Arrives by" date, and only that one, with the rule's mailing window. */
function expectOnePromise(surfaces: Record<string, string | null>, day: string) {
  const { headline, detail } = arrivalPromise(day);
  const ruleDate = headline.replace('Arrives by ', '');
  for (const [surface, text] of Object.entries(surfaces)) {
    expect(arrivesByDates(text), surface).toEqual([ruleDate]);
    expect(text, surface).toContain(detail);
  }
  expect(surfaces.checkout).toContain(formatArrival(day));
  expect(surfaces.email).toContain(formatArrival(day));
}

describe('one delivery promise on every surface, in Chromium', () => {
  it('is the rule itself: a fixed date in words, mailed five business days ahead', () => {
    // A business day arrives on itself: mailed five business days before, the weekend skipped both ways.
    expect(arrivalPromise('2026-12-09')).toEqual({
      headline: 'Arrives by Wednesday, December 9, 2026',
      detail: 'Mailed Wed, Dec 2; arriving between Mon, Dec 7 and Wed, Dec 9.',
    });
    expect(formatArrival('2026-12-09')).toBe(
      'Arrives by Wednesday, December 9, 2026. Mailed Wed, Dec 2; arriving between Mon, Dec 7 and Wed, Dec 9.',
    );
  });

  it('shows a signed-in customer the same arrival for a chosen date and for As Soon As Possible', async () => {
    const page = await browser.newPage();
    await signInByEmailLink(page, server.url, smtp, EMAIL);

    // A chosen business date a few business days past the earliest (the browser's today, as the page's).
    const today = await page.evaluate(() => new Date().toLocaleDateString('en-CA'));
    const chosen = addBusinessDays(earliestDeliveryDate(today), 3);
    expect(isBusinessDay(chosen)).toBe(true);
    await startOrder(page, 'Harbor Clinic check-ups');
    await pickDay(page, chosen);
    expectOnePromise(await surfacesOf(page, chosen), chosen);

    // As Soon As Possible: the first date the rule can keep.
    const asap = earliestDeliveryDate(today);
    await startOrder(page, 'Harbor Clinic reminders');
    await page.getByRole('button', { name: 'As Soon As Possible' }).click();
    await page
      .getByRole('group', { name: 'Delivery date' })
      .locator(`td[data-day="${asap}"][data-selected]`)
      .waitFor();
    expectOnePromise(await surfacesOf(page, asap), asap);
  });
});
