import { describe, expect, it } from 'vitest';
import { listCampaignProofs } from '../../src/shared/contracts/campaigns/list-campaign-proofs';
import { listTemplates } from '../../src/shared/contracts/catalog/list-templates';
import { callApi } from '../support/call-api';
import { startSiteForTest } from '../support/site-for-test';

/*
 * A proof that shows the card (issue 23 §5), in Chromium: the builder writes the sample note on the chosen
 * template's printed back, the upload page's proofs show each recipient's writing over the printed back, and
 * checkout's stored proofs are the server's card view (printed artwork under the pen) beside the front. The
 * card is ordered in a colour variant that repaints the back: every view shows that variant's back, as the
 * print does.
 */

const { server, browser } = startSiteForTest();

const TEMPLATE = 'Holiday Greetings';
/** Not the first variant: its back is its own file, in its own colour. */
const VARIANT = 'Cranberry';

const csv = Buffer.from(
  'name,address,city,state,zipcode,company\r\n' +
    'Anna Weber,"5 Pine Ct, Unit B",Denver,CO,80202,Acme Dental\r\n' +
    'Ben Okafor,17 Lake Dr,Madison,WI,53703,Okafor Law\r\n',
);

describe('the proof shows the card in Chromium', () => {
  it('shows the writing on the printed back in the builder, on the upload page and at checkout', async () => {
    const templates = await callApi(server, listTemplates, {});
    const template = templates.find((t) => t.name === TEMPLATE)!;
    expect(template.twoSided && template.backPreview).toBeTruthy();
    const variant = template.colorVariants.find((v) => v.name === VARIANT)!;
    const variantBack = variant.backPreview!;
    expect(variantBack).toMatch(/^\/api\/catalog-files\//);
    expect(variantBack).not.toBe(template.backPreview);
    // What tells the two backs apart in the artwork: each is painted in its variant's colour.
    const defaultColor = template.colorVariants[0]!.color;
    const backArt = await (await fetch(`${server.url}${variantBack}`)).text();
    expect(backArt).toContain(`fill="${variant.color}"`);
    expect(backArt).not.toContain(`fill="${defaultColor}"`);

    const page = await browser.newPage({ width: 1280, height: 900 });
    await page.goto(`${server.url}/campaign-builder`);
    await page.getByLabel('Campaign Name').fill('Holiday cards');
    await page.getByRole('button', { name: new RegExp(`^${TEMPLATE},`) }).click();
    await page.getByRole('button', { name: VARIANT, exact: true }).click();
    await page
      .getByLabel('Message', { exact: true })
      .fill('Dear {{first_name}},\n\nThank you for a wonderful year with {{company}}.\n\nBest regards,');

    // The design preview's Back Side tab shows the variant's back.
    await page.getByRole('tab', { name: 'Back Side' }).click();
    const designBack = page.getByRole('img', { name: `${TEMPLATE} back preview` });
    expect(await designBack.getAttribute('src')).toBe(variantBack);

    // The builder: the sample note on the variant's printed back, named as the card it is.
    const builderCard = page.getByTestId('writing-preview-card');
    await builderCard.waitFor();
    expect(await builderCard.getAttribute('role')).toBe('img');
    expect(await builderCard.getAttribute('aria-label')).toMatch(/^The back of the card to Sarah Johnson/);
    const builderBack = builderCard.getByTestId('card-printed-back').locator('img');
    expect(await builderBack.getAttribute('src')).toBe(variantBack);
    await expect.poll(() => builderCard.getByTestId('card-pen').locator('path').count()).toBe(2); // the message and the address
    // The message is written where the template's layout puts it, not at the stationery's default area.
    const layout = template.backLayout!;
    const box = (await builderCard.boundingBox())!;
    const ink = (await page.getByTestId('writing-preview-strokes').boundingBox())!;
    const mm = box.width / 177.8;
    expect(ink.y - box.y).toBeGreaterThanOrEqual(layout.message.rect.y * mm - 2);
    expect(ink.x - box.x).toBeGreaterThanOrEqual(layout.message.rect.x * mm - 2);

    await page.getByRole('button', { name: 'Continue to Contact Upload' }).click();
    await page.waitForURL(`${server.url}/contact-upload`);
    await page.getByRole('button', { name: 'As Soon As Possible' }).click();
    await page.getByLabel('Contact list (CSV file)').setInputFiles({
      name: 'holiday.csv',
      mimeType: 'text/csv',
      buffer: csv,
    });

    // The upload page: every proof is the recipient's writing laid over the printed back.
    const notes = page.getByRole('region', { name: 'Preview every note' });
    await notes.getByText('2 notes ready').waitFor();
    const anna = notes
      .getByRole('listitem')
      .filter({ has: page.getByRole('img', { name: /^Note to Anna/ }) });
    const view = anna.getByTestId('proof-card-view');
    const printedBack = view.getByTestId('proof-printed-back');
    expect(await printedBack.locator('img').first().getAttribute('src')).toBe(variantBack);
    await expect
      .poll(() =>
        printedBack
          .locator('img')
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    const pen = anna.getByRole('img', { name: /^Note to Anna Weber/ });
    const penSvg = decodeURIComponent((await pen.getAttribute('src'))!.split(',')[1]!);
    expect(penSvg).toContain('<g id="pen"><g id="message"><path');
    expect(penSvg).not.toContain('id="printed"'); // transparent: the printed back shows through
    // The writing lies over the printed back: the element on top in the message area is the pen's layer.
    await view.scrollIntoViewIfNeeded();
    const top = await view.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const hit = document.elementFromPoint(r.left + r.width * 0.25, r.top + r.height * 0.4);
      return hit?.getAttribute('alt') ?? hit?.tagName ?? null;
    });
    expect(top).toMatch(/^Note to Anna Weber/);

    // Checkout: the stored proofs are the server's card view, beside the card's front.
    await page.getByRole('button', { name: 'Continue to Checkout' }).click();
    await page.waitForURL(/\/checkout\/[0-9a-f-]{36}$/);
    const campaignId = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('button', { name: 'View your notes' }).click();
    const dialog = page.getByRole('dialog', { name: 'Your notes' });
    await dialog.getByText('2 notes ready').waitFor();
    await dialog
      .getByTestId('proofs-card-front')
      .getByRole('img', { name: /^Front of your postcard/ })
      .waitFor();
    const list = await callApi(server, listCampaignProofs, { params: { id: campaignId } });
    const images = dialog.getByRole('img', { name: /^Note to / });
    await expect.poll(() => images.count()).toBe(2);
    expect(await images.first().getAttribute('src')).toBe(list.items[0]!.cardSvgUrl);
    await expect
      .poll(() => images.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const card = await (await fetch(`${server.url}${list.items[0]!.cardSvgUrl}`)).text();
    expect(card).toMatch(/^<svg [^>]*viewBox="0 0 177\.8 127"/);
    expect(card.indexOf('<g id="printed">')).toBeGreaterThan(0);
    expect(card.indexOf('<g id="pen">')).toBeGreaterThan(card.indexOf('<g id="printed">'));
    // The server's card view prints the same variant's back.
    expect(card).toContain(`fill="${variant.color}"`);
    expect(card).not.toContain(`fill="${defaultColor}"`);
    await page.close();
  });
});
