import type { Locator, Page } from 'playwright-core';
import type { TDesignTemplate } from '../../src/shared/catalog';

/**
 * The tour the demo video films: one step per caption, driven as a customer would (landing → design
 * library → builder with the handwriting preview → contact upload → proofs → checkout).
 */
export interface TourStep {
  caption: string;
  run(page: Page, origin: string): Promise<void>;
}

const RECIPIENTS = [
  'name,address,city,state,zipcode,first_name,company',
  'Sarah Johnson,12 Harbor St,Portland,ME,04101,Sarah,Bright Smile Dental',
  'Marcus Lee,480 Elm Ave,Denver,CO,80202,Marcus,Lee & Sons Roofing',
  'Priya Patel,77 Lake Dr,Madison,WI,53703,Priya,Patel Realty',
  'Tom Becker,5 Pine Ct,Austin,TX,78701,Tom,Becker Auto',
].join('\r\n');

const MESSAGE =
  'Dear {{first_name}},\n\nThank you for choosing {{company}}. It was a pleasure working with you this year.\n\nWarm regards,\nJenna';

/** Paced for a viewer: long enough to read what just happened. */
const pause = (page: Page, ms: number) => page.waitForTimeout(ms);

/** Scrolls smoothly, as a person reading would, rather than jumping. */
async function glide(page: Page, pixels: number, steps = 12) {
  for (let i = 0; i < steps; i++) {
    await page.mouse.wheel(0, pixels / steps);
    await page.waitForTimeout(60);
  }
}

/** Types visibly, a few characters at a time. */
async function typeInto(field: Locator, text: string, delay = 18) {
  await field.click();
  await field.fill('');
  await field.pressSequentially(text, { delay });
}

async function waitForApp(page: Page) {
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
}

/** Lets the viewer take in the screen, scrolls on down it and lingers on what came into view. */
async function lookAround(
  page: Page,
  { settle, scroll, linger }: { settle: number; scroll: number; linger: number },
) {
  await pause(page, settle);
  await glide(page, scroll);
  await pause(page, linger);
}

export const TOUR: readonly TourStep[] = [
  {
    caption: 'Quillpost: personalized notes, written by robots holding real pens, mailed across the US.',
    async run(page, origin) {
      await page.goto(`${origin}/`);
      await waitForApp(page);
      await lookAround(page, { settle: 2200, scroll: 900, linger: 1200 });
    },
  },
  {
    caption: 'Browse the design library: business, thank-you and everyday cards in several colours.',
    async run(page, origin) {
      await page.goto(`${origin}/design-library`);
      await waitForApp(page);
      await lookAround(page, { settle: 1500, scroll: 500, linger: 1500 });
    },
  },
  {
    caption: 'In the builder, pick a design and write your message with merge fields like {{first_name}}.',
    async run(page, origin) {
      await page.goto(`${origin}/campaign-builder`);
      await waitForApp(page);
      await page.getByRole('heading', { name: 'Postcard Designer', level: 1 }).waitFor();
      await typeInto(page.getByLabel('Campaign Name'), 'Thank-you notes');
      const templates = (await (await fetch(`${origin}/api/design-templates`)).json()) as TDesignTemplate[];
      const design = templates.find((t) => t.category === 'thank-you') ?? templates[0];
      if (!design) throw new Error('The catalogue is empty: the seed did not run.');
      await page.getByRole('button', { name: new RegExp(`^${design.name},`) }).click();
      await pause(page, 800);
      await typeInto(page.getByLabel('Message', { exact: true }), MESSAGE, 8);
      await pause(page, 800);
    },
  },
  {
    caption: 'The preview is drawn with the pen’s own strokes: choose a handwriting style and see it change.',
    async run(page) {
      const preview = page.getByTestId('writing-preview');
      await preview.scrollIntoViewIfNeeded();
      await pause(page, 1500);
      await page.getByRole('button', { name: /Casual Notes/ }).click();
      await preview.scrollIntoViewIfNeeded();
      await pause(page, 2000);
      await page.getByRole('button', { name: /Elegant Cursive/ }).click();
      await preview.scrollIntoViewIfNeeded();
      await pause(page, 2000);
    },
  },
  {
    caption: 'Upload your recipients as a CSV and pick a delivery date.',
    async run(page, origin) {
      await page.getByRole('button', { name: 'Continue to Contact Upload' }).click();
      await page.waitForURL(`${origin}/contact-upload`);
      await pause(page, 1000);
      await page.getByLabel('Contact list (CSV file)').setInputFiles({
        name: 'customers.csv',
        mimeType: 'text/csv',
        buffer: Buffer.from(`${RECIPIENTS}\r\n`),
      });
      await page.getByRole('region', { name: 'Contact Summary' }).waitFor();
      await pause(page, 1500);
      await page.getByRole('button', { name: 'As Soon As Possible' }).click();
      await pause(page, 1000);
    },
  },
  {
    caption: 'Before paying, page through a proof of every note, exactly as the pen will write it.',
    async run(page) {
      const notes = page.getByRole('region', { name: 'Preview every note' });
      const first = notes.getByRole('img', { name: /^Note to / }).first();
      await first.waitFor();
      await first.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'smooth' }));
      await lookAround(page, { settle: 2500, scroll: 350, linger: 2000 });
    },
  },
  {
    caption:
      'Check out by card. Amounts come from the server; this recording uses test mode, no real charge.',
    async run(page) {
      await page.getByRole('button', { name: 'Continue to Checkout' }).click();
      await page.waitForURL(/\/checkout\/[0-9a-f-]{36}$/);
      await waitForApp(page);
      await lookAround(page, { settle: 2500, scroll: 500, linger: 2500 });
    },
  },
];
