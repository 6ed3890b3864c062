// Over 300 lines: the back office's tabs as staff use them, on one server and one browser; a file per tab would start
// both again (many seconds each on a busy machine).
import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { listTemplates } from '../../src/shared/contracts/catalog/list-templates';
import { createInvoiceOrder } from '../../src/shared/contracts/manual-orders/create-invoice-order';
import { uploadOrderContacts } from '../../src/shared/contracts/manual-orders/upload-order-contacts';
import { callApi } from '../support/call-api';
import { createCampaignByApi } from '../support/ordering-steps';
import { startSiteWithMailForTest } from '../support/site-with-mail';
import { signInAsStaff } from '../support/staff-steps';

/** A real 1×1 PNG: uploads are checked by their bytes, not their names. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const png = (name: string) => ({ name, mimeType: 'image/png', buffer: PNG });
/** Three recipients and a row without an address, which is skipped. */
const CONTACTS_CSV = [
  'name,address,city,state,zipcode',
  'Ada Lovelace,12 Analytical Way,Boston,MA,02108',
  'Bob Stone,9 Oak Ave,Austin,TX,73301',
  'Ann Lee,3 Pine Rd,Reno,NV,89501',
  'No Address,,Reno,NV,89501',
].join('\r\n');
const csvFile = (rows = CONTACTS_CSV) => ({
  name: 'contacts.csv',
  mimeType: 'text/csv',
  buffer: Buffer.from(rows),
});

const { server, browser, smtp } = startSiteWithMailForTest();

async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name }).click();
  await expect.poll(() => page.getByRole('tab', { name }).getAttribute('aria-selected')).toBe('true');
}

/** Picks `option` in the Radix select named `label`. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Waits for a toast that contains `text` (one toast shows at a time; a newer one replaces it). */
async function expectToast(page: Page, text: string): Promise<void> {
  // includeHidden: an open modal dialog hides the toast region from the accessibility tree.
  const toasts = page
    .getByRole('region', { name: /Notifications/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true });
  await expect.poll(async () => (await toasts.allTextContents()).join(' | ')).toContain(text);
}

/** A customer's campaign made through the public API, as the builder and upload pages make it. */
async function createCustomerCampaign(name: string) {
  const templates = await callApi(server, listTemplates, {});
  return createCampaignByApi(
    server.url,
    { name, message: 'Hi {{first_name}}, thanks for being a customer!', templateId: templates[0]!.id },
    [
      { name: 'Ada Lovelace', address: '12 Analytical Way', city: 'Boston', state: 'MA', zipCode: '02108' },
      {
        name: '=HYPERLINK("http://evil")',
        address: '1 Main St',
        city: 'Austin',
        state: 'TX',
        zipCode: '73301',
      },
    ],
  );
}

const liveRegionText = async (page: Page) => (await page.getByRole('status').allTextContents()).join(' ');

/** Waits until dnd-kit's screen-reader live region says `text` (a busy machine may take seconds). */
function announced(page: Page, text: string) {
  return expect.poll(() => liveRegionText(page)).toContain(text);
}

/**
 * Makes a lifted card's first move with `key`, then waits for `text`. dnd-kit ignores a move key pressed
 * before it has measured the cards (on a busy machine that can follow the "picked up" announcement), so
 * the key is pressed again while no move has been announced; later moves need no retry.
 */
async function firstMove(page: Page, key: string, text: string) {
  for (let attempt = 0; attempt < 10; attempt++) {
    await page.keyboard.press(key);
    try {
      // A retry's cadence, not a deadline: the loop presses again.
      await expect.poll(() => liveRegionText(page), { timeout: 3_000 }).toMatch(/moved to position/);
      break;
    } catch {
      // Nothing moved yet: the press came before the cards were measured.
    }
  }
  await announced(page, text);
}

describe('back office in Chromium', () => {
  it('sends visitors without a token to sign-in, refuses a wrong password, signs in and out', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(`${server.url}/admin-login`);

    await page.getByLabel('Username').fill('admin');
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectToast(page, 'Login Failed');
    expect(page.url()).toBe(`${server.url}/admin-login`);

    await signInAsStaff(page, server.url);
    for (const tab of ['Campaigns', 'Orders', 'Create Order', 'Design Templates', 'Testimonials', 'Messages'])
      expect(await page.getByRole('tab', { name: tab }).isVisible()).toBe(true);
    expect(await page.getByRole('region', { name: 'Summary' }).textContent()).toContain('Total Revenue');

    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${server.url}/admin-login`);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    // The revoked session no longer opens the dashboard.
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(`${server.url}/admin-login`);
  });

  it('sends the admin back to sign-in when the stored token is no longer valid', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/admin-login`);
    await page.evaluate(() => localStorage.setItem('adminToken', 'expired-or-forged'));
    await page.goto(`${server.url}/admin`);
    await page.waitForURL(`${server.url}/admin-login`);
    expect(await page.evaluate(() => localStorage.getItem('adminToken'))).toBeNull();
    // The sign-in page says why (an idle-expired token says "… without activity …", admin-login-attacks.test.ts).
    await page.getByText('Your session has ended or is invalid. Please sign in again.').waitFor();
  });

  it('changes a campaign status, shows its badge, and downloads its contacts as CSV', async () => {
    const name = 'Harbor Dental recall';
    await createCustomerCampaign(name);
    const page = await browser.newPage();
    await signInAsStaff(page, server.url);

    const row = page.getByRole('row').filter({ hasText: name });
    expect(await row.textContent()).toContain('Draft');
    await choose(page, `Status of ${name}`, 'Processing');
    // Confirmed first (campaign-steps.test.ts covers what the dialog says); a draft's customer is told nothing.
    const confirm = page.getByRole('alertdialog');
    expect(await confirm.textContent()).toContain('Nobody is e-mailed.');
    await confirm.getByRole('button', { name: 'Move to Processing' }).click();
    await expectToast(page, 'Campaign status updated');
    await expect.poll(() => row.textContent()).toContain('Processing');
    // The active-campaigns card counts campaigns in processing.
    await expect
      .poll(() => page.getByRole('region', { name: 'Summary' }).textContent())
      .toMatch(/Active Campaigns1/);

    const disclosure = row.getByRole('button', { name: new RegExp(name) });
    await disclosure.press('Enter');
    expect(await disclosure.getAttribute('aria-expanded')).toBe('true');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: /Download contacts CSV/ }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('contacts-harbor-dental-recall.csv');
    const csv = fs.readFileSync((await download.path())!, 'utf8').replace(/^\ufeff/, '');
    const lines = csv.trim().split(/\r?\n/);
    expect(lines[0]).toBe('name,address1,address2,city,state,zip');
    expect(lines[1]).toContain('Ada Lovelace');
    // The formula in a customer's cell arrives as plain text.
    expect(lines[2]).toMatch(/^"?'=HYPERLINK/);
  });

  it('sends an invoice order whose e-mail carries a working pay link', async () => {
    const page = await browser.newPage();
    await signInAsStaff(page, server.url);
    await openTab(page, 'Create Order');

    await page.getByRole('button', { name: 'Send Invoice' }).click();
    await expectToast(page, 'Please fill in all required fields');

    await page.getByLabel('Customer email').fill('owner@brightside-dental.test');
    await page.getByLabel('Campaign name').fill('Brightside recall postcards');
    await page
      .getByRole('textbox', { name: 'Message' })
      .fill('Hi {{first_name}}, it is time for your cleaning!');
    await choose(page, 'Handwriting style', 'Premium Ultra');
    await page.getByLabel('Number of notes').fill('120');
    // The admin table: 100–249 notes at $3.99.
    const summary = page.getByRole('definition').filter({ hasText: '$' });
    await expect.poll(() => summary.allTextContents()).toEqual(['$3.99', '$478.80']);
    await page.getByLabel('Contacts CSV').setInputFiles({
      name: 'contacts.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('name'),
    });
    await expectToast(page, 'Please upload a CSV file.');

    // The CSV is checked as soon as it is chosen: valid and skipped rows, and the typed count left alone.
    await page.getByLabel('Contacts CSV').setInputFiles(csvFile());
    const check = page.getByRole('region', { name: 'Contacts check' });
    await expect.poll(() => check.textContent()).toContain('3 of 4 rows are ready to mail; 1 skipped.');
    expect(await check.textContent()).toContain('Row 5: Address is required');
    expect(await check.getByRole('alert').textContent()).toContain(
      'The order says 120 notes, but this file has 3 valid recipients.',
    );
    expect(await page.getByLabel('Number of notes').inputValue()).toBe('120');
    await page.getByRole('button', { name: 'Send Invoice' }).click();
    await expectToast(page, 'The order says 120 notes but the contacts CSV has 3 valid recipients.');
    await check.getByRole('button', { name: 'Use 3 notes' }).click();
    expect(await page.getByLabel('Number of notes').inputValue()).toBe('3');
    await expect.poll(() => summary.allTextContents()).toEqual(['$4.99', '$14.97']);

    // A file named .png that is not an image: the server checks the bytes, the toast names the step.
    await page.getByLabel('Front design').setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from('not really a picture'),
    });
    await page.getByRole('button', { name: 'Send Invoice' }).click();
    await expectToast(page, 'File upload failed: front design (415)');
    await page.getByRole('button', { name: 'Remove logo.png' }).click();

    await page.getByRole('button', { name: 'Send Invoice' }).click();
    await expectToast(page, 'Invoice sent to owner@brightside-dental.test. Order ID: #');
    const heading = await page.getByRole('heading', { name: /^Invoice sent — order #\d+$/ }).textContent();
    const reference = /#\d+/.exec(heading!)![0];
    await expectToast(page, `Order ID: ${reference}`);
    const mail = await smtp.waitFor((m) => m.to.includes('owner@brightside-dental.test'));
    expect(mail.subject).toBe(`Your Quillpost invoice ${reference}: Brightside recall postcards`);
    expect(mail.text).toContain('Handwritten notes: 3');
    const link = /https?:\/\/\S+\/checkout\/[0-9a-f-]{36}/.exec(mail.text)?.[0];
    expect(link).toBeDefined();
    expect(await page.getByLabel('Checkout link').inputValue()).toBe(link);

    await openTab(page, 'Orders');
    const row = page.getByRole('row').filter({ hasText: 'Brightside recall postcards' });
    expect(await row.textContent()).toContain('owner@brightside-dental.test');
    expect(await row.textContent()).toContain('$14.97');
    // Staff see the customer's reference and, apart, the payment record's own number.
    expect(await row.textContent()).toContain(reference);
    expect(await row.textContent()).toMatch(/PAY-\d+/);

    await page.goto(link!);
    await page.getByText('Brightside recall postcards').first().waitFor();
    expect(await page.getByText('Campaign not found').count()).toBe(0);
    // The checkout names the order by the same reference as the e-mail.
    await page.getByText(`Order ${reference}`, { exact: true }).waitFor();
  });

  it('creates a draft campaign for card payment and shows the checkout link to copy', async () => {
    const page = await browser.newPage();
    await signInAsStaff(page, server.url);
    await openTab(page, 'Create Order');
    await page.getByLabel('Customer email').fill('pay@now.test');
    await page.getByLabel('Campaign name').fill('Card order campaign');
    await page.getByRole('textbox', { name: 'Message' }).fill('Thanks for stopping by!');
    await page.getByRole('switch', { name: /Custom price override/ }).click();
    await page.getByLabel('Custom total (USD)').fill('0');
    await page.getByText('Card payment now').click();
    expect(await page.getByRole('radio', { name: /Card payment now/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Create Campaign for Card Payment' }).click();
    await expectToast(page, 'Please enter a valid custom price greater than 0');

    await page.getByLabel('Custom total (USD)').fill('99.50');
    // A template and an uploaded front both make the card's front: the pair is refused, not half-dropped.
    const [template] = await callApi(server, listTemplates, {});
    await choose(page, 'Template', template!.name);
    await page.getByLabel('Front design').setInputFiles(png('storefront.png'));
    const conflict = 'Choose a design template or upload a front design, not both';
    await page.getByRole('alert').filter({ hasText: conflict }).waitFor();
    await page.getByLabel('Contacts CSV').setInputFiles(csvFile());
    const check = page.getByRole('region', { name: 'Contacts check' });
    await check.getByRole('button', { name: 'Use 3 notes' }).click();
    await page.getByRole('button', { name: 'Create Campaign for Card Payment' }).click();
    await expectToast(page, conflict);
    await choose(page, 'Template', 'No template (customer artwork)');
    expect(await page.getByRole('alert').filter({ hasText: conflict }).count()).toBe(0);
    await page.getByRole('button', { name: 'Create Campaign for Card Payment' }).click();
    await expectToast(page, 'Campaign created successfully. Redirect customer to payment.');
    const link = await page.getByLabel('Checkout link').inputValue();
    expect(link).toMatch(/\/checkout\/[0-9a-f-]{36}$/);
    expect(await page.getByRole('button', { name: 'Copy' }).isVisible()).toBe(true);

    await openTab(page, 'Campaigns');
    const row = page.getByRole('row').filter({ hasText: 'Card order campaign' });
    expect(await row.textContent()).toContain('Draft');
    expect(await row.textContent()).toContain('$99.50');
    // An unpaid draft is named beside Total Notes, not counted in it.
    await expect
      .poll(() => page.getByRole('region', { name: 'Summary' }).textContent())
      .toMatch(/Total Notes0In paid orders · \d+ unpaid drafts? \(\d+ notes\) not counted/);

    // Customer files open inside the page, fetched with the admin token (no public URL).
    await row.getByRole('button', { name: /Card order campaign/ }).click();
    await page.getByRole('button', { name: 'View front design' }).click();
    const preview = page.getByRole('dialog').getByRole('img', { name: /Front design/ });
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);
    expect(await preview.getAttribute('src')).toMatch(/^blob:/);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('role'))).toBe('dialog');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  });

  it('adds a template with colour variants that the design library shows at once', async () => {
    const page = await browser.newPage();
    await signInAsStaff(page, server.url);
    await openTab(page, 'Design Templates');

    await page.getByRole('button', { name: 'Add Template' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Design Template' });
    await dialog.getByRole('button', { name: 'Add Template' }).click();
    expect(await dialog.getByRole('alert').textContent()).toBe(
      'Please fill in all required fields and upload files.',
    );

    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Harvest Thanks');
    await dialog.getByLabel('Description').fill('Warm autumn thank-you card');
    await dialog.getByLabel('Tags').fill('autumn, thanks, , harvest, warm');
    await dialog.getByLabel(/^Preview image/).setInputFiles(png('harvest.png'));
    await dialog.getByRole('switch', { name: 'Featured' }).click();

    // A new template is one-sided; two-sided asks for its back art.
    const twoSided = dialog.getByRole('switch', { name: 'Two-sided' });
    expect(await twoSided.getAttribute('aria-checked')).toBe('false');
    await twoSided.click();
    await dialog.getByRole('button', { name: 'Add Template' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('A two-sided template needs a back preview image.');
    await twoSided.click();

    // Detail zones: switched on at a default place, moved with numbers, outlined over the preview.
    const front = dialog.getByRole('region', { name: 'Front zones' });
    await front.getByRole('switch', { name: 'Logo zone (Front)' }).click();
    await front.getByRole('spinbutton', { name: 'Logo x' }).fill('60');
    await expect.poll(() => front.locator('[data-zone="logo"]').getAttribute('x')).toBe('60');
    await front.getByRole('spinbutton', { name: 'Logo width' }).fill('700');
    await dialog.getByRole('button', { name: 'Add Template' }).click();
    await expect
      .poll(() => dialog.getByRole('alert').textContent())
      .toBe('Detail zones must lie on the 700 × 500 card.');
    await front.getByRole('spinbutton', { name: 'Logo width' }).fill('120');
    await front.getByRole('switch', { name: 'Contact block (Front)' }).click();
    expect(await front.locator('[data-zone="contact"]').count()).toBe(3);

    await dialog.getByRole('button', { name: 'Add Template' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await expectToast(page, 'Template added');
    const listed = (await callApi(server, listTemplates, {})).find((x) => x.name === 'Harvest Thanks');
    expect(listed?.twoSided).toBe(false);
    expect(listed?.zones?.front?.logo).toMatchObject({ x: 60, y: 380, width: 120, height: 80 });
    expect(listed?.zones?.front?.contact).toMatchObject({ maxLines: 3, layout: 'stack' });
    expect(listed?.zones?.back).toBeNull();

    const card = page.getByRole('article', { name: 'Harvest Thanks' });
    expect(await card.getByRole('list', { name: 'Tags' }).textContent()).toBe('autumnthanksharvest+1');

    await card.getByRole('button', { name: 'Color variants of Harvest Thanks' }).click();
    const variants = page.getByRole('dialog', { name: /Color variants/ });
    for (const [variant, hex] of [
      ['Ocean Blue', '#1d4e89'],
      ['Forest Green', '#2f6b3a'],
    ] as const) {
      await variants.getByLabel('Variant name').fill(variant);
      await variants.getByLabel('Color (hex)').fill(hex);
      await variants.getByLabel(/^Preview image/).setInputFiles(png(`${variant}.png`));
      await variants.getByText('Uploaded', { exact: true }).first().waitFor();
      await variants.getByRole('button', { name: 'Add Variant' }).click();
      await variants.getByRole('list', { name: 'Color variants' }).getByText(variant).waitFor();
    }
    await page.keyboard.press('Escape');

    await page.goto(`${server.url}/design-library`);
    const libraryCard = page.getByRole('article', { name: 'Harvest Thanks' });
    await libraryCard.waitFor();
    expect(await libraryCard.getByRole('button', { name: 'Ocean Blue' }).isVisible()).toBe(true);
    expect(await libraryCard.getByRole('button', { name: 'Forest Green' }).isVisible()).toBe(true);
  });

  it('reorders templates with the keyboard and keeps the new order', async () => {
    const page = await browser.newPage();
    await signInAsStaff(page, server.url);
    await openTab(page, 'Design Templates');
    const names = () =>
      page.getByRole('list', { name: 'Design templates' }).getByRole('heading').allTextContents();
    await page.getByRole('article').first().waitFor();
    const before = await names();
    const second = before[1]!;

    const handle = page.getByRole('button', { name: `Reorder ${second}` });
    await handle.focus();
    // Each step waits for dnd-kit's screen-reader announcement, so no key lands before the drag is measured.
    await page.keyboard.press('Space');
    await announced(page, `${second} is at position 2.`);
    await firstMove(page, 'ArrowLeft', `${second} moved to position 1.`);
    await page.keyboard.press('Space');
    await expectToast(page, 'Order saved');
    expect((await names()).slice(0, 2)).toEqual([second, before[0]]);

    // The order is stored: the public list (and a fresh dashboard) show it too.
    const stored = (await callApi(server, listTemplates, {})).map((t) => t.name);
    expect(stored.slice(0, 2)).toEqual([second, before[0]]);
  });

  it('hides a testimonial and the landing page stops showing it', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/`);
    const section = page.locator('#testimonials');
    await section.getByText('Marcus Delgado').waitFor();
    const landingNames = () => section.locator('figcaption span.block.font-semibold').allTextContents();
    const shownBefore = await landingNames();

    await signInAsStaff(page, server.url);
    await openTab(page, 'Testimonials');
    // "On homepage" marks exactly the testimonials the landing page shows.
    const list = page.getByRole('list', { name: 'Testimonials' });
    const badged = () =>
      list
        .getByRole('listitem')
        .filter({ has: page.getByText('On homepage', { exact: true }) })
        .getByRole('heading', { level: 3 })
        .allTextContents();
    await list.waitFor();
    expect(await badged()).toEqual(shownBefore);
    const toggle = page.getByRole('switch', { name: 'Show on homepage (Marcus Delgado)' });
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await toggle.click();
    await expectToast(page, 'Testimonial updated');
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');

    await expect.poll(badged).not.toContain('Marcus Delgado');
    const badgedAfter = await badged();

    await page.goto(`${server.url}/`);
    await section.getByText('David Chen').waitFor();
    expect(await section.getByText('Marcus Delgado').count()).toBe(0);
    expect(await landingNames()).toEqual(badgedAfter);
  });

  it('chooses the homepage testimonials with Move up and a keyboard drag; the landing page follows', async () => {
    const page = await browser.newPage();
    await signInAsStaff(page, server.url);
    await openTab(page, 'Testimonials');
    const list = page.getByRole('list', { name: 'Testimonials' });
    const names = () => list.getByRole('heading', { level: 3 }).allTextContents();
    const picked = () =>
      page.getByRole('region', { name: 'On the homepage now' }).getByRole('listitem').allTextContents();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    await list.getByRole('listitem').first().waitFor();

    // A visible testimonial the homepage does not show yet goes to the top with its Move up button.
    const newcomer = (await list
      .getByRole('listitem')
      .filter({ hasText: 'not among the first' })
      .first()
      .getByRole('heading', { level: 3 })
      .textContent())!;
    expect(await picked()).not.toContain(newcomer);
    await page.getByRole('button', { name: `Move ${newcomer} up` }).focus();
    for (let at = (await names()).indexOf(newcomer); at > 0; at--) {
      await page.keyboard.press('Enter');
      await expect.poll(async () => (await names()).indexOf(newcomer)).toBe(at - 1);
    }
    // At the top Move up is disabled; the focus stays on the row, on Move down.
    await expect.poll(focused).toBe(`Move ${newcomer} down`);
    await expectToast(page, `The homepage shows ${newcomer}`);
    expect((await picked())[0]).toBe(newcomer);

    // The handle moves a row with the keyboard as well: the next visible one up to first place.
    const second = (await list
      .getByRole('listitem')
      .filter({ hasNot: page.getByText('Hidden', { exact: true }) })
      .nth(1)
      .getByRole('heading', { level: 3 })
      .textContent())!;
    const from = (await names()).indexOf(second) + 1;
    await page.getByRole('button', { name: `Reorder ${second}` }).focus();
    await page.keyboard.press('Space');
    await announced(page, `${second} is at position ${from}.`);
    await firstMove(page, 'ArrowUp', `${second} moved to position ${from - 1}.`);
    for (let to = from - 2; to >= 1; to--) {
      await page.keyboard.press('ArrowUp');
      await announced(page, `${second} moved to position ${to}.`);
    }
    await page.keyboard.press('Space');
    await expectToast(page, `The homepage shows ${second}, ${newcomer}`);
    const chosen = await picked();
    expect(chosen.slice(0, 2)).toEqual([second, newcomer]);

    // The order is stored, and the landing page shows exactly the three the tab names, in that order.
    await page.reload();
    await openTab(page, 'Testimonials');
    await list.getByRole('listitem').first().waitFor();
    expect((await names()).slice(0, 2)).toEqual([second, newcomer]);
    await page.goto(`${server.url}/`);
    const section = page.locator('#testimonials');
    await section.getByText(newcomer).waitFor();
    expect(await section.locator('figcaption span.block.font-semibold').allTextContents()).toEqual(chosen);
  });

  it('searches, filters and pages the campaign and order lists, keeping them in the URL', async () => {
    for (let i = 1; i <= 26; i++) await createCustomerCampaign(`Tidewater mailer ${i}`);
    const page = await browser.newPage();
    await signInAsStaff(page, server.url);

    const search = page.getByRole('searchbox', { name: 'Search campaigns' });
    await search.fill('TIDEWATER');
    await page.getByText('Showing 1–25 of 26').waitFor();
    expect(page.url()).toContain('campaigns-q=TIDEWATER');
    await page.getByRole('row').filter({ hasText: 'Tidewater mailer 26' }).waitFor();

    const pages = page.getByRole('navigation', { name: 'Pages of campaigns' });
    await pages.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Showing 26–26 of 26').waitFor();
    expect(await page.getByRole('row').filter({ hasText: 'Tidewater mailer 1' }).count()).toBe(1);
    expect(await pages.getByRole('button', { name: 'Next' }).getAttribute('aria-disabled')).toBe('true');

    // A reload (or a shared link) shows the same page of the same search.
    await page.reload();
    await page.getByText('Showing 26–26 of 26').waitFor();
    expect(await search.inputValue()).toBe('TIDEWATER');

    await choose(page, 'Filter campaigns by status', 'Processing');
    await page.getByText('No campaigns match').waitFor();
    await page.getByRole('button', { name: 'Clear search and filter' }).click();
    await expect.poll(() => search.inputValue()).toBe('');
    await expect.poll(() => pages.textContent()).toMatch(/Showing 1–\d+ of \d+/);

    // An order found by its reference, then filtered out by payment status.
    const token = await page.evaluate(() => localStorage.getItem('adminToken'));
    const form = new FormData();
    form.append('csv', new Blob([CONTACTS_CSV], { type: 'text/csv' }), 'tidewater.csv');
    const contacts = await fetch(`${server.url}/api/upload/contacts`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: form,
    });
    const { fileId } = uploadOrderContacts.response.parse(await contacts.json());
    const { reference } = await callApi(
      server,
      createInvoiceOrder,
      {
        body: {
          customerEmail: 'office@tidewater.example',
          campaignName: 'Tidewater invoice',
          message: 'Thank you for your business!',
          totalNotes: 3,
          contactsFileId: fileId,
        },
      },
      { as: { bearer: token! } },
    );
    await openTab(page, 'Orders');
    await page.getByRole('searchbox', { name: 'Search orders' }).fill(reference);
    await page.getByText('Showing 1–1 of 1').waitFor();
    expect(await page.getByRole('row').filter({ hasText: 'office@tidewater.example' }).count()).toBe(1);
    await choose(page, 'Filter orders by payment status', 'Paid');
    await page.getByText('No orders match').waitFor();
  });

  it('lists contact-form messages and marks one answered', async () => {
    const sent = await fetch(`${server.url}/api/contact`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        name: 'Rosa Marquez',
        email: 'rosa@marquez-realty.example',
        inquiryType: 'full_service',
        subject: 'Closing gifts for 300 buyers',
        message: 'Could you write thank-you notes to every buyer we closed with this year?',
      }),
    });
    expect(sent.status).toBe(200);
    const page = await browser.newPage();
    await signInAsStaff(page, server.url);
    await openTab(page, 'Messages');
    const row = page.getByRole('row').filter({ hasText: 'Closing gifts for 300 buyers' });
    await row.waitFor();
    expect(await row.textContent()).toContain('rosa@marquez-realty.example');
    expect(await row.textContent()).toContain('Full Service Campaign');
    expect(await row.textContent()).toContain('New');

    await row.getByRole('button', { name: 'Mark answered: message from Rosa Marquez' }).click();
    await expectToast(page, 'The message from Rosa Marquez is marked answered.');
    await expect.poll(() => row.textContent()).toContain('Answered');
    await choose(page, 'Filter messages by status', 'New');
    await page.getByText('No messages match').waitFor();
  });
});
