import path from 'node:path';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/server/config';
import { listTemplates } from '../../src/shared/contracts/catalog/list-templates';
import { callApi } from '../support/call-api';
import { startSiteForTest } from '../support/site-for-test';

/*
 * The card the customer sees is their own (issue 11 item 4): their logo and the phone number they typed,
 * printed into the template's zones in the builder, on the upload page and at checkout, never the samples.
 */

const FIXTURES = path.join(REPO_ROOT, 'tests/fixtures');
const LOGO_PNG = path.join(FIXTURES, 'e2e-front-design.png');
const CRM_EXPORT = path.join(FIXTURES, 'crm-export.csv');
const PHONE = '(312) 555-0199';
const SAMPLE_PHONE = '(555) 214-7788';

const { server, browser } = startSiteForTest();

/** What the card overlay inside `scope` prints: its text and the logo image's address. */
async function printed(scope: Locator) {
  const overlay = scope.getByTestId('card-details');
  await overlay.waitFor();
  return {
    text: (await overlay.textContent()) ?? '',
    logo: await overlay.locator('image').getAttribute('href'),
  };
}

describe('personalised card preview in Chromium', () => {
  it('shows the customer’s logo and phone number in the builder, the upload recap and checkout', async () => {
    const templates = await callApi(server, listTemplates, {});
    const template = templates.find((t) => t.logoEnabled && t.phoneEnabled && t.zones?.front?.logo);
    if (!template) throw new Error('The seed has no template with a logo zone and a phone line.');

    const page = await browser.newPage();
    await page.goto(`${server.url}/campaign-builder`);
    await page.getByRole('heading', { name: 'Postcard Designer', level: 1 }).waitFor();
    await page.getByLabel('Campaign Name').fill('Personal cards');
    await page.getByRole('button', { name: new RegExp(`^${template.name},`) }).click();

    const preview = page.getByRole('region', { name: 'Design Preview' });
    // Nothing entered yet: the preview prints no sample details.
    await preview.getByRole('img', { name: new RegExp(`^${template.name} front`) }).waitFor();
    expect(await preview.getByTestId('card-details').count()).toBe(0);

    await page.getByLabel('Logo image').setInputFiles(LOGO_PNG);
    await page.getByRole('button', { name: 'Phone', exact: true }).click();
    await page.getByRole('textbox', { name: 'Phone' }).fill(PHONE);

    await expect.poll(async () => (await printed(preview)).text).toContain(PHONE);
    const inBuilder = await printed(preview);
    expect(inBuilder.text).not.toContain(SAMPLE_PHONE);
    expect(inBuilder.logo).toMatch(/^blob:/);

    // The message side prints them too, in its return-address corner.
    expect(template.twoSided).toBe(true);
    await page.getByRole('tab', { name: 'Back Side' }).click();
    const back = preview.getByRole('tabpanel', { name: 'Back Side' });
    await expect.poll(async () => (await printed(back)).text).toContain(PHONE);
    expect((await printed(back)).logo).toMatch(/^blob:/);
    await page.getByRole('tab', { name: 'Front Side' }).click();

    await page.getByLabel('Message', { exact: true }).fill('Dear {{first_name}},\n\nThank you!');
    await page.getByRole('button', { name: 'Continue to Contact Upload' }).click();
    await page.waitForURL(`${server.url}/contact-upload`);

    const recap = page.getByRole('region', { name: 'Your Campaign' });
    await expect.poll(async () => (await printed(recap)).logo).toMatch(/^blob:/);
    expect((await printed(recap)).text).toBe(PHONE);

    await page.getByLabel('Contact list (CSV file)').setInputFiles(CRM_EXPORT);
    await page.getByRole('region', { name: 'Contact Summary' }).waitFor();
    await page.getByRole('button', { name: 'As Soon As Possible' }).click();
    await page.getByRole('button', { name: 'Continue to Checkout' }).click();
    await page.waitForURL(/\/checkout\/[^/]+$/);

    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect.poll(async () => (await printed(summary)).text).toBe(PHONE);
    const logoUrl = (await printed(summary)).logo;
    expect(logoUrl).toMatch(/^\/api\/campaigns\/[^/]+\/design\/logo$/);
    const logo = await fetch(`${server.url}${logoUrl}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toBe('image/png');
    await page.close();
  });
});
