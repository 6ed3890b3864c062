import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../src/shared/payments';
import { saveListFromPage, screenshot, signInByEmailLink } from '../support/account-steps';
import { chooseOption } from '../support/choose-option';
import { createCampaignByApi, fillCard } from '../support/ordering-steps';
import { startSiteWithMailForTest } from '../support/site-with-mail';

/*
 * Reorder with a saved list and a saved card (issue 12 §2, §4, §5): a signed-in customer whose first
 * checkout kept the card orders the same cards again for a saved list, paying in one click.
 */

const { server, browser, smtp } = startSiteWithMailForTest();

const EMAIL = 'omar.haddad@brightsmile.test';
const NAME = 'Bright Smile check-up reminders';
const LIST = 'Autumn patients';
const shot = (page: Page, name: string, fullPage = true) =>
  screenshot(page, 'account-reorder', name, fullPage);

const contact = (name: string, address: string, city: string, state: string, zipCode: string) => ({
  name,
  address,
  city,
  state,
  zipCode,
});

/** A saved list of three, kept through the account's API from the signed-in page. */
async function saveList(page: Page): Promise<void> {
  const status = await saveListFromPage(page, {
    name: LIST,
    contacts: [
      contact('Ana Souza', '350 5th Ave', 'New York', 'NY', '10001'),
      contact('Ben Okafor', '1600 Pennsylvania Ave NW', 'Washington', 'DC', '20500'),
      contact('Cleo Marsh', '233 S Wacker Dr', 'Chicago', 'IL', '60606'),
    ],
  });
  expect(status).toBe(201);
}

/** The first order, two notes, paid at checkout with "Save this card for future orders" ticked. */
async function firstOrderKeepingTheCard(page: Page): Promise<void> {
  const campaignId = await createCampaignByApi(
    server.url,
    { name: NAME, message: 'Hi {{first_name}}, time for your check-up!', templateId: 1 },
    [
      contact('Dee Ramos', '14 Wharf St', 'Portland', 'ME', '04101'),
      contact('Eli Brandt', '220 Pine Ave', 'Austin', 'TX', '78701'),
    ],
  );
  await page.goto(`${server.url}/checkout/${campaignId}`);
  const keep = page.getByLabel('Save this card for future orders');
  expect(await keep.isChecked()).toBe(false);
  await keep.check();
  await page.getByLabel('Email Address').fill(EMAIL);
  await fillCard(page, TEST_CARDS.success);
  await shot(page, 'first-checkout-1280');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.waitForURL(/\/order-confirmed\/[0-9a-f-]{36}$/);
  await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor();
}

describe('reorder in Chromium', () => {
  it('reorders for a saved list and pays with the saved card in a few clicks', async () => {
    const page = await browser.newPage();
    await signInByEmailLink(page, server.url, smtp, EMAIL);
    await saveList(page);
    await firstOrderKeepingTheCard(page);

    await page.goto(`${server.url}/account`);
    const orders = page.getByRole('list', { name: 'Your orders' });
    await orders.getByRole('link', { name: new RegExp(NAME) }).click();
    await page.waitForURL(/\/account\/orders\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: /^Order #\d+/ }).waitFor();
    await page.setViewportSize({ width: 375, height: 812 });

    // From here the customer reorders: a date, the saved list, the saved card, done.
    const started = Date.now();
    await page.getByRole('button', { name: 'Reorder' }).click();
    const dialog = page.getByRole('dialog', { name: 'Order these cards again' });
    const calendar = dialog.getByRole('group', { name: 'Delivery date' });
    // The last day the calendar's first month offers: a date picked on the calendar, not the earliest.
    const open = calendar.locator('td[data-day]:not([data-disabled])');
    await open.first().waitFor();
    const chosen = open.last();
    const deliveryDate = (await chosen.getAttribute('data-day'))!;
    await chosen.getByRole('button').click();
    await calendar.locator(`td[data-day="${deliveryDate}"][data-selected]`).waitFor();
    await chooseOption(dialog.getByLabel('Send to'), `Saved list: ${LIST} (3 contacts)`);
    await shot(page, 'reorder-375', false);
    await dialog.getByRole('button', { name: 'Continue to checkout' }).click();
    await page.waitForURL(/\/checkout\/[0-9a-f-]{36}$/);
    const campaignId = page.url().split('/').pop()!;

    const savedCard = page.getByRole('radio', { name: /Pay with Visa •••• 4242/ });
    await savedCard.waitFor({ state: 'attached' });
    expect(await savedCard.isChecked()).toBe(true);
    expect(await page.getByLabel('Card number').count()).toBe(0);
    await page.setViewportSize({ width: 1280, height: 800 });
    await shot(page, 'checkout-saved-card-1280');
    await page.getByRole('button', { name: /^Pay \$[\d.,]+ with Visa •••• 4242$/ }).click();
    await page.waitForURL(/\/order-confirmed\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor();
    const seconds = (Date.now() - started) / 1000;
    console.log(
      `Reorder with a saved list and card, from Reorder to the confirmation: ${seconds.toFixed(1)} s`,
    );
    const recipients = page.getByRole('region', { name: 'Contact Summary' });
    await recipients.getByText('Cleo Marsh').waitFor();
    expect(await recipients.textContent()).toMatch(/3 recipients.*Ana Souza.*Ben Okafor.*Cleo Marsh/);
    await shot(page, 'confirmed-1280');

    // The account lists both orders; the new one is for the saved list's three contacts on the chosen day.
    // Read as the signed-in page reads it: a campaign made in the account opens for its owner only.
    const campaign = await page.evaluate(
      async (id) => (await fetch(`/api/campaigns/${id}`)).json(),
      campaignId,
    );
    expect((await fetch(`${server.url}/api/campaigns/${campaignId}`)).status).toBe(404);
    expect(campaign).toMatchObject({ name: NAME, paid: true, deliveryDate, contactCount: 3, totalNotes: 3 });
    await page.goto(`${server.url}/account`);
    await expect.poll(() => orders.getByRole('link').count()).toBe(2);
    await shot(page, 'orders-1280');
    await orders.getByRole('link', { name: new RegExp(`#${campaign.number}`) }).click();
    await page.waitForURL(/\/account\/orders\/[0-9a-f-]{36}$/);
    const notes = page.getByRole('region', { name: 'Your notes' });
    await notes.waitFor();
    expect(await notes.getByRole('definition').first().textContent()).toBe('3');
    await shot(page, 'new-order-1280');
  });
});
