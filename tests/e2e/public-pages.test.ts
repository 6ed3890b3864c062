import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES } from '../../src/shared/contact-message';
import { DELIVERY_PROMISE } from '../../src/shared/delivery-promise-words';
import { chooseOption } from '../support/choose-option';
import { startSiteForTest } from '../support/site-for-test';

const { server, browser } = startSiteForTest();

describe('design library', () => {
  it('filters by search and category, keeping both in the URL', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/design-library`);
    const count = page.getByText(/^Showing \d+ designs?/);
    await expect.poll(() => count.textContent()).toBe('Showing 15 designs');
    expect(await page.getByText('Sort by popularity').isVisible()).toBe(true);

    const search = page.getByRole('searchbox', { name: 'Search designs' });
    await search.fill('THANK');
    await expect.poll(() => page.url()).toBe(`${server.url}/design-library?q=THANK`);
    // Five Thank You cards, and Autumn Greetings ('thankful') by its description.
    await expect.poll(() => count.textContent()).toBe('Showing 6 designs');

    await page.getByRole('button', { name: 'Generic', exact: true }).click();
    await expect.poll(() => page.url()).toBe(`${server.url}/design-library?q=THANK&category=generic`);
    await expect.poll(() => count.textContent()).toBe('Showing 1 design in Generic');
    await page.getByRole('heading', { name: 'Autumn Greetings' }).waitFor();

    await search.fill('wedding');
    await expect.poll(() => page.getByText('No designs found').isVisible()).toBe(true);
    expect(await page.getByText('Try adjusting your search or category filter.').isVisible()).toBe(true);

    await search.fill('');
    await expect.poll(() => count.textContent()).toBe('Showing 5 designs in Generic');

    await page.getByRole('tab', { name: 'Featured' }).click();
    await expect.poll(() => count.textContent()).toBe('Showing 1 design in Generic');
  });

  it('opens a shared filtered view from the URL', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/design-library?q=listing&category=business`);
    await expect.poll(() => page.getByText(/^Showing/).textContent()).toBe('Showing 1 design in Business');
    expect(await page.getByRole('searchbox', { name: 'Search designs' }).inputValue()).toBe('listing');
    expect(
      await page.getByRole('button', { name: 'Business', exact: true }).getAttribute('aria-pressed'),
    ).toBe('true');
    await page.getByRole('heading', { name: 'Just Listed' }).waitFor();
  });

  it('switches colour and side, and downloads the shown artwork under its file name', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/design-library`);
    const card = page.getByRole('article', { name: 'Classic Thank You' });
    await card.waitFor();
    await card.getByRole('button', { name: 'Forest' }).click();
    expect(await card.getByRole('button', { name: 'Forest' }).getAttribute('aria-pressed')).toBe('true');
    expect(await card.getByRole('img', { name: 'Classic Thank You, front, Forest' }).isVisible()).toBe(true);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: /^Download/ }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('classic-thank-you-forest.ai');
    // An `.ai` download is a PDF-compatible file drawn from the chosen variant's vector artwork.
    const content = fs.readFileSync((await download.path())!, 'latin1');
    expect(content.startsWith('%PDF-')).toBe(true);

    await card.getByRole('button', { name: 'Back' }).click();
    expect(await card.getByRole('img', { name: 'Classic Thank You, back' }).isVisible()).toBe(true);
    const [back] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('link', { name: /^Download/ }).click(),
    ]);
    expect(back.suggestedFilename()).toBe('classic-thank-you-back.ai');
    expect(fs.readFileSync((await back.path())!, 'latin1').startsWith('%PDF-')).toBe(true);
  });
});

describe('FAQ', () => {
  it('opens answers in the accordion and switches categories', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/faq`);
    const question = page.getByRole('button', { name: 'Do I need an account to place an order?' });
    expect(await question.getAttribute('aria-expanded')).toBe('false');
    await question.click();
    expect(await question.getAttribute('aria-expanded')).toBe('true');
    await page.getByText('No. You can build a campaign').waitFor();

    await page
      .getByRole('navigation', { name: 'FAQ categories' })
      .getByRole('button', { name: /Contacts & Delivery/ })
      .click();
    await page.getByRole('button', { name: 'How long does delivery take?' }).click();
    await page.getByText(DELIVERY_PROMISE.faq).waitFor();
    const main = page.getByRole('main');
    expect(await main.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe('/contact');
    expect(await main.getByRole('link', { name: 'Start Your Campaign' }).getAttribute('href')).toBe(
      '/campaign-builder',
    );
  });

  it('offers the categories as a select on a phone', async () => {
    const page = await browser.newPage({ width: 375, height: 740 });
    await page.goto(`${server.url}/faq`);
    await chooseOption(page.getByRole('combobox', { name: 'Category' }), 'Pricing & Payment');
    await page.getByRole('button', { name: 'How much does a handwritten note cost?' }).click();
    await page.getByText(/\$3\.49 for 500–999 notes and \$2\.99 for 1,000\+ notes/).waitFor();
  });
});

describe('contact page', () => {
  it('shows every validation message from the shared schema', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/contact`);
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const message of Object.values(CONTACT_MESSAGES)) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await page.getByLabel('Email Address').fill('not-an-email');
    await page.getByLabel('Full Name').fill('Jo');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText(CONTACT_MESSAGES.email, { exact: true }).waitFor();
    expect(await page.getByText(CONTACT_MESSAGES.name, { exact: true }).count()).toBe(0);
  });

  it('sends a message to sales, thanks the visitor and offers an empty form again', async () => {
    const page = await browser.newPage();
    const events: unknown[] = [];
    await page.exposeFunction('recordEvent', (detail: unknown) => events.push(detail));
    await page.addInitScript(() => {
      window.addEventListener('qp:analytics', ({ detail }) => {
        if (detail.type === 'event') window.recordEvent?.(detail);
      });
    });
    await page.goto(`${server.url}/contact`);
    await page.getByLabel('Full Name').fill('Dana Whitfield');
    await page.getByLabel('Email Address').fill('dana@whitfieldmotors.com');
    await page.getByRole('textbox', { name: 'Company' }).fill('Whitfield Motors');
    await page.getByRole('combobox', { name: 'Inquiry Type' }).click();
    await page.getByRole('option', { name: 'Request Demo' }).click();
    await page.getByLabel('Subject').fill('Demo for our service team');
    await page.getByLabel('Message').fill('We would like to see how service reminders work for 3 stores.');
    await page.getByRole('button', { name: 'Send Message' }).click();

    await page.getByRole('heading', { name: 'Thank You!' }).waitFor();
    await page.getByText('Message sent successfully!', { exact: true }).waitFor();
    expect(await page.getByText("We'll get back to you within 24 hours.", { exact: true }).isVisible()).toBe(
      true,
    );
    await expect
      .poll(() => events)
      .toContainEqual(
        expect.objectContaining({ name: 'contact_form_submitted', params: { inquiry_type: 'demo' } }),
      );
    const outbox = path.join(server.dataDir, 'outbox');
    await expect
      .poll(() =>
        fs.existsSync(outbox)
          ? fs
              .readdirSync(outbox)
              .some((f) =>
                fs.readFileSync(path.join(outbox, f), 'utf8').includes('Demo for our service team'),
              )
          : false,
      )
      .toBe(true);

    await page.getByRole('button', { name: 'Send Another Message' }).click();
    expect(await page.getByLabel('Full Name').inputValue()).toBe('');
    expect(await page.getByLabel('Subject').inputValue()).toBe('');
    expect(await page.getByRole('combobox', { name: 'Inquiry Type' }).textContent()).toContain(
      'Select an inquiry type',
    );
  });

  it('keeps the form and shows the server message when sending fails', async () => {
    const page = await browser.newPage();
    await page.route('**/api/contact', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Too many messages from your network.' }),
      }),
    );
    await page.goto(`${server.url}/contact?inquiry=support`);
    await page.getByLabel('Full Name').fill('Dana Whitfield');
    await page.getByLabel('Email Address').fill('dana@whitfieldmotors.com');
    await page.getByLabel('Subject').fill('Upload question');
    await page.getByLabel('Message').fill('My CSV upload shows a column count mismatch.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Error sending message', { exact: true }).waitFor();
    expect(await page.getByText('Too many messages from your network.', { exact: true }).isVisible()).toBe(
      true,
    );
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Dana Whitfield');
    expect(await page.getByRole('button', { name: 'Send Message' }).isEnabled()).toBe(true);
  });
});
