import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listCampaignProofs } from '../../src/shared/contracts/campaigns/list-campaign-proofs';
import { listTemplates } from '../../src/shared/contracts/catalog/list-templates';
import { untilEnabled } from '../support/browser';
import { callApi } from '../support/call-api';
import { startSiteForTest } from '../support/site-for-test';

/*
 * Pen-true handwriting in the customer's flow (issue 11): the builder's preview is drawn by the stroke
 * renderer and follows the chosen style; the upload page previews every note, blocks Continue on a note
 * the pen cannot write, naming the recipient, and lets a fixed CSV through; checkout shows the stored proofs.
 */

const { server, browser } = startSiteForTest();

const previewPath = (page: Page) =>
  page.getByTestId('writing-preview-strokes').locator('path').getAttribute('d');

/** A name pasted from a CRM with a note in it: too long for the address block even in small letters. */
const LONG_NAME = `Alexandria ${'Montgomery-Worthington '.repeat(9)}III`;

const csv = (rows: string[]) =>
  Buffer.from(`name,address,city,state,zipcode,company\r\n${rows.join('\r\n')}\r\n`);

const GOOD_ROWS = [
  'Anna Weber,"5 Pine Ct, Unit B",Denver,CO,80202,Acme Dental',
  'Ben Okafor,17 Lake Dr,Madison,WI,53703,',
  'Lucía Hernández,1 Calle Sol,San Juan,PR,00901,Sol Co',
];

async function startCampaign(page: Page) {
  const templates = await callApi(server, listTemplates, {});
  await page.goto(`${server.url}/campaign-builder`);
  await page.getByLabel('Campaign Name').fill('Pen-true proofs');
  await page.getByRole('button', { name: new RegExp(`^${templates[0]!.name},`) }).click();
  await page
    .getByLabel('Message', { exact: true })
    .fill('Dear {{first_name}},\n\nThank you for choosing {{company}}.\n\nBest regards,');
}

describe('pen-true handwriting in Chromium', () => {
  it("draws the builder's preview with the chosen style's strokes and saves the naturalness", async () => {
    const page = await browser.newPage();
    await startCampaign(page);
    const preview = page.getByTestId('writing-preview');
    await expect.poll(() => preview.textContent()).toContain('Dear Sarah,');
    // Stroke paths only: no text drawn with a font.
    expect(await preview.locator('svg text').count()).toBe(0);
    const professional = await previewPath(page);
    expect(professional).toMatch(/^M[\d.]+ [\d.]+L/);

    await page.getByRole('button', { name: /Casual Notes/ }).click();
    await expect.poll(() => previewPath(page)).not.toBe(professional);
    const casual = await previewPath(page);
    // Every option shows its sample in its own stroke font.
    const samples = await Promise.all(
      ['professional', 'casual', 'elegant', 'premium'].map((s) =>
        page.getByTestId(`style-sample-${s}`).locator('path').getAttribute('d'),
      ),
    );
    expect(new Set(samples).size).toBe(4);

    // Neat ↔ Natural changes the strokes, is saved with the draft and survives a reload.
    const thumb = page.getByRole('slider', { name: 'Naturalness' });
    await thumb.focus();
    await page.keyboard.press('Home');
    expect(await thumb.getAttribute('aria-valuenow')).toBe('0');
    await expect.poll(() => previewPath(page)).not.toBe(casual);
    await page.reload();
    expect(await page.getByRole('slider', { name: 'Naturalness' }).getAttribute('aria-valuenow')).toBe('0');
  });

  it('flags a recipient whose name does not fit, blocks Continue naming them, then takes the fixed CSV', async () => {
    const page = await browser.newPage();
    await startCampaign(page);
    await page.getByRole('button', { name: 'Continue to Contact Upload' }).click();
    await page.waitForURL(`${server.url}/contact-upload`);
    await page.getByRole('button', { name: 'As Soon As Possible' }).click();

    const upload = page.getByLabel('Contact list (CSV file)');
    await upload.setInputFiles({
      name: 'crm.csv',
      mimeType: 'text/csv',
      buffer: csv([GOOD_ROWS[0]!, `"${LONG_NAME}",9 Oak Ave,Austin,TX,78701,Acme`, ...GOOD_ROWS.slice(1)]),
    });
    const notes = page.getByRole('region', { name: 'Preview every note' });
    await notes.getByText('2 notes ready · 2 need attention').waitFor();
    const flagged = notes
      .getByRole('listitem')
      .filter({ has: page.getByRole('img', { name: /Alexandria/ }) });
    expect(await flagged.textContent()).toContain('The name and address do not fit in the address block.');
    expect(await notes.getByRole('img', { name: /^Note to Anna Weber/ }).count()).toBe(1);
    // A blank field is a warning, not a blocker.
    expect(
      await notes
        .getByRole('listitem')
        .filter({ has: page.getByRole('img', { name: /Ben Okafor/ }) })
        .textContent(),
    ).toContain('{{company}} is blank');

    const checkout = page.getByRole('button', { name: 'Continue to Checkout' });
    expect(await checkout.isDisabled()).toBe(true);
    const hint = await page.locator('#recap-hint').textContent();
    expect(hint).toContain(
      '1 note cannot be written (text that does not fit the card): Alexandria Montgomery',
    );
    expect(await notes.getByTestId('blocked-notes').textContent()).toBe(hint);

    // Search by name, case-insensitively.
    await notes.getByLabel('Search recipients by name').fill('lucía');
    await expect.poll(() => notes.getByRole('img').count()).toBe(1);
    await notes.getByLabel('Search recipients by name').fill('');

    // The customer fixes the CSV and uploads it again.
    await upload.setInputFiles({
      name: 'crm-fixed.csv',
      mimeType: 'text/csv',
      buffer: csv([
        GOOD_ROWS[0]!,
        'Alexandria Montgomery,9 Oak Ave,Austin,TX,78701,Acme',
        ...GOOD_ROWS.slice(1),
      ]),
    });
    await notes.getByText('3 notes ready · 1 needs attention').waitFor();
    expect(await notes.getByTestId('blocked-notes').count()).toBe(0);
    await untilEnabled(checkout);
    await checkout.click();
    await page.waitForURL(/\/checkout\/[0-9a-f-]{36}$/);
    const campaignId = new URL(page.url()).pathname.split('/').pop()!;

    // Checkout shows the stored proofs: the server's drawing of exactly these four notes.
    await page.getByRole('button', { name: 'View your notes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your notes' });
    await dialog.getByText('3 notes ready · 1 needs attention').waitFor();
    const images = dialog.getByRole('img', { name: /^Note to / });
    await expect.poll(() => images.count()).toBe(4);
    const list = await callApi(server, listCampaignProofs, { params: { id: campaignId } });
    expect(await images.first().getAttribute('src')).toBe(list.items[0]!.cardSvgUrl);
    await expect
      .poll(() => images.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
  });
});
