import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/server/config';
import { followSignInLink, signInLinkIn } from '../support/account-steps';
import { chooseOption } from '../support/choose-option';
import { startSiteWithMailForTest } from '../support/site-with-mail';

/*
 * Saved contact lists (issue 12 §4) as a customer uses them: the upload of a signed-in customer is kept,
 * fixed contact by contact in the account at phone width, and used again for the next campaign. Guests see
 * none of it.
 */

const { server, browser, smtp } = startSiteWithMailForTest();

const EMAIL = 'june.park@openhouse.test';
const SHOTS = path.join(REPO_ROOT, 'test-results');
const CSV =
  'name,address,city,state,zipcode,Closing Date,agent\r\n' +
  'Maria Lopez,350 5th Ave,New York,NY,10001,2026-03-14,Jo\r\n' +
  'Tom Reed,"12 Beacon St, Apt 3",Boston,MA,2108,04/02/2026,Sam\r\n';

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `saved-lists-${name}.png`), fullPage: true });
}

async function signIn(page: Page) {
  await page.goto(`${server.url}/account`);
  await page.getByLabel('E-mail address').fill(EMAIL);
  await page.getByRole('button', { name: 'E-mail me a sign-in link' }).click();
  const mail = await smtp.waitFor((m) => m.to.includes(EMAIL) && m.subject.includes('sign-in link'));
  await followSignInLink(page, server.url, signInLinkIn(mail), EMAIL);
}

async function toUploadStep(page: Page, name: string) {
  await page.goto(`${server.url}/campaign-builder`);
  await page.getByLabel('Campaign Name').fill(name);
  await page.getByRole('list', { name: 'Templates' }).getByRole('button').first().click();
  await page
    .getByLabel('Message', { exact: true })
    .fill('Hi {{first_name}}, congratulations on your new home!');
  await page.getByRole('button', { name: 'Continue to Contact Upload' }).click();
  await page.waitForURL(/\/contact-upload$/);
}

describe('saved contact lists in Chromium', () => {
  it('keeps a signed-in upload, fixes it in the account at 375 px and sends to it again', async () => {
    const page = await browser.newPage();
    await signIn(page);

    await toUploadStep(page, 'Open house thank-yous');
    await page.getByRole('heading', { name: 'Use a saved list' }).waitFor();
    await page.getByText('No saved lists yet.', { exact: false }).waitFor();
    await page.getByLabel('Contact list (CSV file)').setInputFiles({
      name: 'Open house.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV),
    });
    await page.getByRole('region', { name: 'Contact Summary' }).getByText('2 valid').waitFor();
    const keep = page.getByLabel('Save this list to my account');
    expect(await keep.isChecked()).toBe(true);
    expect(await page.getByLabel('List name').inputValue()).toBe('Open house');
    await page.getByLabel('List name').fill('Spring open house');
    await page.getByRole('button', { name: 'As Soon As Possible' }).click();
    await page.getByRole('button', { name: 'Continue to Checkout' }).click();
    await page.waitForURL(/\/checkout\/[0-9a-f-]{36}$/);
    await page.getByText('"Spring open house" is in your saved lists.', { exact: true }).waitFor();

    // The account at phone width: the list, then its contacts with the custom date column.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${server.url}/account/lists`);
    await page.getByRole('link', { name: /Spring open house/ }).click();
    await page.waitForURL(/\/account\/lists\/[0-9a-f-]{36}$/);
    const table = page.getByRole('table', { name: 'Contacts of Spring open house' });
    await table.getByRole('rowheader', { name: 'Tom Reed' }).waitFor();
    expect(await table.textContent()).toContain('04/02/2026');
    expect(await table.textContent()).toContain('Boston, MA 02108');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await shot(page, 'list-375');

    // A fix with a misspelt city is saved, and the address check says what to look at.
    await page.getByRole('button', { name: 'Fix Tom Reed' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('City').fill('Bostn');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.getByText('ZIP code 02108 is listed for Boston, not "Bostn"', { exact: false }).waitFor();
    await dialog.getByRole('button', { name: 'Fix it' }).click();
    await dialog.getByLabel('City').fill('Boston');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await dialog.waitFor({ state: 'hidden' });

    // A new contact with a state that is not one: the field says so and nothing is saved.
    await page.getByRole('button', { name: 'Add contact' }).click();
    await dialog.getByLabel('Name').fill('Lena Park');
    await dialog.getByLabel(/^Address\s*\*?$/).fill('75 Henry St');
    await dialog.getByLabel('City').fill('Brooklyn');
    await dialog.getByLabel('State').fill('Atlantis');
    await dialog.getByLabel('ZIP code').fill('11201');
    await dialog.getByLabel('Closing Date').fill('2026-05-01');
    await dialog.getByRole('button', { name: 'Add contact' }).click();
    await dialog.getByText('State "Atlantis" is not a US state or territory.').waitFor();
    expect(await dialog.getByLabel('State').getAttribute('aria-invalid')).toBe('true');
    await dialog.getByLabel('State').fill('NY');
    await dialog.getByRole('button', { name: 'Add contact' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await table.getByRole('rowheader', { name: 'Lena Park' }).waitFor();

    await page.getByRole('button', { name: 'Remove Maria Lopez' }).click();
    await page
      .getByRole('alertdialog', { name: /Remove/ })
      .getByRole('button', { name: 'Remove contact' })
      .click();
    await page.getByRole('alertdialog').waitFor({ state: 'hidden' });
    await expect.poll(() => table.getByRole('rowheader', { name: 'Maria Lopez' }).count()).toBe(0);
    await shot(page, 'list-edited-375');

    // The next campaign uses the saved list instead of a file.
    await page.setViewportSize({ width: 1280, height: 900 });
    await shot(page, 'list-1280');
    await toUploadStep(page, 'Housewarming cards');
    await chooseOption(page.getByLabel('Saved list', { exact: true }), 'Spring open house (2 contacts)');
    await page.getByRole('button', { name: 'Use this list' }).click();
    await page.getByText('Using Spring open house', { exact: false }).waitFor();
    await page.getByRole('region', { name: 'Contact Summary' }).getByText('2 valid').waitFor();
    await page
      .getByRole('region', { name: /Address Check/ })
      .getByText('Every ZIP code matches')
      .waitFor();
    expect(await page.getByLabel('Save this list to my account').count()).toBe(0);
    await page.getByRole('button', { name: 'As Soon As Possible' }).click();
    await page.getByRole('button', { name: 'Continue to Checkout' }).click();
    await page.waitForURL(/\/checkout\/[0-9a-f-]{36}$/);
    const campaignId = page.url().split('/').pop()!;
    // Read as the signed-in page reads it: a campaign made in the account opens for its owner only.
    const campaign = await page.evaluate(
      async (id) => (await fetch(`/api/campaigns/${id}`)).json(),
      campaignId,
    );
    expect(campaign.contactCount).toBe(2);
    await page.close();
  });

  it('shows guests the upload step unchanged', async () => {
    // A fresh page has a fresh browser context: no session cookie.
    const page = await browser.newPage();
    await toUploadStep(page, 'Guest campaign');
    await page.getByLabel('Contact list (CSV file)').setInputFiles({
      name: 'guests.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV),
    });
    await page.getByRole('region', { name: 'Contact Summary' }).getByText('2 valid').waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.getByRole('heading', { name: 'Use a saved list' }).count()).toBe(0);
    expect(await page.getByLabel('Save this list to my account').count()).toBe(0);
  });
});
