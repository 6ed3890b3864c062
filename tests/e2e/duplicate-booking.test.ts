import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, nextBusinessDay, todayIn } from '../../src/shared/delivery-date';
import { TEST_CARDS } from '../../src/shared/payments';
import { saveListFromPage, screenshot, signInByEmailLink } from '../support/account-steps';
import { chooseOption } from '../support/choose-option';
import { fillCard } from '../support/ordering-steps';
import { startSiteWithMailForTest } from '../support/site-with-mail';

/*
 * Issue 22 §7 as a signed-in customer meets it: a second order to the same people for the same week warns at
 * checkout, naming them, and still lets them pay; a birthday program on a list holding one of them warns in
 * the form.
 */

const { server, browser, smtp } = startSiteWithMailForTest();

const EMAIL = 'nora.bell@harbourdental.test';
const DATE = nextBusinessDay(addCalendarDays(todayIn('UTC'), 30));
const MARIA = {
  name: 'Maria Lopez',
  address: '350 5th Ave',
  city: 'New York',
  state: 'NY',
  zipCode: '10001',
};
const TOM = { name: 'Tom Reed', address: '12 Beacon St', city: 'Boston', state: 'MA', zipCode: '02108' };
const shot = (page: Page, name: string) => screenshot(page, 'duplicate-booking', name);

/** A campaign made in the signed-in browser (so it is the account's), arriving by DATE. */
async function campaignInBrowser(page: Page, name: string, contacts: object[]): Promise<string> {
  return page.evaluate(
    async ({ name, contacts, date }) => {
      const post = (url: string, body: object) =>
        fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const made = await post('/api/campaigns', {
        name,
        message: 'Hi {{first_name}}, time for your check-up!',
        templateId: 1,
        deliveryDate: date,
      });
      const answer: unknown = await made.json();
      if (typeof answer !== 'object' || !answer || !('id' in answer) || typeof answer.id !== 'string') {
        throw new Error(`POST /api/campaigns answered ${JSON.stringify(answer)}`);
      }
      const { id } = answer;
      await post('/api/contacts/batch', { campaignId: id, contacts });
      return id;
    },
    { name, contacts, date: DATE },
  );
}

describe('the duplicate-booking warning in Chromium', () => {
  it('names the booked recipients at checkout and in the program form, and lets the customer go on', async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    await signInByEmailLink(page, server.url, smtp, EMAIL);

    // The first order, paid with the card kept (a program needs it).
    await page.goto(
      `${server.url}/checkout/${await campaignInBrowser(page, 'Spring check-ups', [MARIA, TOM])}`,
    );
    await page.getByLabel('Save this card for future orders').check();
    await page.getByLabel('Email Address').fill(EMAIL);
    await fillCard(page, TEST_CARDS.success);
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor();

    const second = await campaignInBrowser(page, 'Summer check-ups', [
      MARIA,
      TOM,
      { name: 'Ivy Chen', address: '233 S Wacker Dr', city: 'Chicago', state: 'IL', zipCode: '60606' },
    ]);
    await page.goto(`${server.url}/checkout/${second}`);
    const warning = page.getByRole('region', { name: 'Some recipients already have a note on the way' });
    await warning
      .getByText(
        /^2 recipients already have a note arriving within 15 days of .+: Maria Lopez \(Spring check-ups, arrives .+\) and Tom Reed \(Spring check-ups, arrives .+\)\.$/,
      )
      .waitFor();
    expect(await warning.textContent()).not.toContain('Ivy Chen');
    expect(await page.getByRole('button', { name: /^Pay \$/ }).isEnabled()).toBe(true);
    await shot(page, 'checkout-1280');
    await page.setViewportSize({ width: 375, height: 800 });
    await warning.waitFor();
    await shot(page, 'checkout-375');

    // Maria's birthday three days after DATE: the program's note to her arrives by DATE.
    const saved = await saveListFromPage(page, {
      name: 'Patients',
      columns: ['birthday'],
      contacts: [{ ...MARIA, customFields: { birthday: `1980${addCalendarDays(DATE, 3).slice(4)}` } }],
    });
    expect(saved).toBe(201);
    await page.goto(`${server.url}/account/programs/new`);
    await chooseOption(page.getByLabel('Saved list'), 'Patients (1)');
    await chooseOption(page.getByLabel('Date column'), 'birthday');
    await page
      .getByRole('region', { name: 'Some contacts already have a note on the way' })
      .getByText(
        /^1 recipient already has a note arriving within 15 days of their note from this program: Maria Lopez \(Spring check-ups, arrives .+; this program's note arrives .+\)\.$/,
      )
      .waitFor();
    await shot(page, 'program-form-375');
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'program-form-1280');
    await page.close();
  });
});
