import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signIn } from '../../src/shared/contracts/admin-auth/sign-in';
import { runScheduler } from '../../src/shared/contracts/admin-programs/run-scheduler';
import { addCalendarDays, todayIn } from '../../src/shared/delivery-date';
import { TEST_CARDS } from '../../src/shared/payments';
import { scheduleFor } from '../../src/shared/programs/send-schedule';
import { screenshot, signInByEmailLink } from '../support/account-steps';
import { callApi } from '../support/call-api';
import { chooseOption } from '../support/choose-option';
import { createCampaignByApi, fillCard } from '../support/ordering-steps';
import { startSiteWithMailForTest } from '../support/site-with-mail';

/*
 * A birthday program (issue 13) as a customer sets it up: signed in, with a saved card and a saved list
 * holding a birthday column, they create the program, see who gets a note in the next 60 days and what it
 * costs, skip one, preview another's proof, and after the scheduler's pass on the due day find the order in
 * My orders.
 */

const { server, browser, smtp } = startSiteWithMailForTest();

const EMAIL = 'rosa.vega@homekeys.test';
const shot = (page: Page, name: string, fullPage = true) => screenshot(page, 'programs', name, fullPage);

/** A birthday `days` from today, typed as people type it (no leading zeros, a year). */
function birthday(days: number) {
  const date = addCalendarDays(todayIn('UTC'), days);
  const [year, month, day] = date.split('-').map(Number);
  return { date, typed: `${month}/${day}/${year! - 41}` };
}
const ANA = birthday(20);
const BEN = birthday(35);

const contact = (
  name: string,
  address: string,
  city: string,
  state: string,
  zipCode: string,
  date: string,
) => ({
  name,
  address,
  city,
  state,
  zipCode,
  customFields: { birthday: date },
});

/** The card is kept as customers keep it: ticked at a signed-in checkout. */
async function keepCardAtCheckout(page: Page) {
  const campaignId = await createCampaignByApi(
    server.url,
    { name: 'Welcome notes', message: 'Hi {{first_name}}, welcome!', templateId: 1 },
    [{ name: 'Dee Ramos', address: '14 Wharf St', city: 'Portland', state: 'ME', zipCode: '04101' }],
  );
  await page.goto(`${server.url}/checkout/${campaignId}`);
  await page.getByLabel('Save this card for future orders').check();
  await page.getByLabel('Email Address').fill(EMAIL);
  await fillCard(page, TEST_CARDS.success);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor();
}

async function saveList(page: Page) {
  const status = await page.evaluate(
    async (body) =>
      (
        await fetch('/api/account/lists', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status,
    {
      name: 'Homeowners',
      columns: ['birthday'],
      contacts: [
        contact('Ana Souza', '350 5th Ave', 'New York', 'NY', '10001', ANA.typed),
        contact('Ben Okafor', '1600 Pennsylvania Ave NW', 'Washington', 'DC', '20500', BEN.typed),
        contact('Cleo Marsh', '233 S Wacker Dr', 'Chicago', 'IL', '60606', 'Marhc 5'),
      ],
    },
  );
  expect(status).toBe(201);
}

async function runSchedulerAsOf(asOf: string) {
  const { token } = await callApi(server, signIn, {
    body: { username: 'admin', password: 'test-admin-password' },
  });
  const res = await fetch(`${server.url}/api/admin/scheduler/run`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ asOf }),
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return runScheduler.response.strict().parse(await res.json());
}

describe('a birthday program in Chromium', () => {
  it('is set up from a saved list, shows upcoming notes and costs, skips one, and becomes an order', async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    await signInByEmailLink(page, server.url, smtp, EMAIL);
    await keepCardAtCheckout(page);
    await saveList(page);

    await page.goto(`${server.url}/account/programs`);
    await page.getByRole('heading', { name: 'No programs yet' }).waitFor();
    await shot(page, 'empty-1280');
    await page.getByRole('link', { name: 'New program' }).click();
    await page.waitForURL(/\/account\/programs\/new$/);

    await page.getByLabel('Program name').fill('Homeowner birthdays');
    await chooseOption(page.getByLabel('Saved list'), 'Homeowners (3)');
    await chooseOption(page.getByLabel('Date column'), 'birthday');
    await page.getByText(/written on .*, mailed on .*, arrives around/).waitFor();
    await page.getByText("Row 3: 'Marhc 5' is not a date we can read").waitFor();
    await chooseOption(page.getByLabel('Time zone'), 'UTC');
    const design = page.getByRole('combobox', { name: 'Design', exact: true });
    await chooseOption(design, { index: 0 });
    await page.getByRole('img', { name: /^Preview of the design/ }).waitFor();
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Happy birthday, {{first_name}}! {{years}} already?');
    await shot(page, 'new-1280');
    await page.getByRole('button', { name: 'Create program' }).click();
    await page.waitForURL(/\/account\/programs\/[0-9a-f-]{36}$/);

    // Upcoming: both readable birthdays, Cleo's date reported, and the cost of each month (one note a day, $4.99).
    const table = page.getByRole('table');
    await table.getByText('Ana Souza', { exact: true }).waitFor();
    await table.getByText('Ben Okafor', { exact: true }).waitFor();
    expect(await table.getByText('Cleo Marsh', { exact: true }).count()).toBe(0);
    await page.getByText("Row 3: Cleo Marsh — 'Marhc 5' is not a date we can read").waitFor();
    const costs = page.getByRole('region', { name: 'Estimated cost' });
    const costSum = async () =>
      (await costs.locator('dd.text-2xl').allTextContents()).reduce((n, t) => n + Number(t.slice(1)), 0);
    // Two notes on two days, each its own one-note batch at $4.99, this month or next.
    expect(await costSum()).toBeCloseTo(9.98);

    await page.getByRole('button', { name: 'Skip the note to Ben Okafor' }).click();
    const benRow = table.getByRole('row', { name: /Ben Okafor/ });
    await benRow.getByText('Skipped').waitFor();
    await benRow.getByRole('button', { name: 'Undo the note to Ben Okafor' }).waitFor();
    await expect.poll(costSum).toBeCloseTo(4.99);

    await page.getByRole('button', { name: 'Preview the note to Ana Souza' }).click();
    const dialog = page.getByRole('dialog', { name: 'Note to Ana Souza' });
    const proof = dialog.getByRole('img', { name: 'Proof of the handwritten note to Ana Souza' });
    await proof.waitFor();
    await page.waitForFunction(() => {
      const image = document.querySelector('[role="dialog"] img');
      return image instanceof HTMLImageElement && image.naturalWidth > 0;
    });
    await shot(page, 'proof-1280', false);
    await page.keyboard.press('Escape');
    await shot(page, 'detail-1280');

    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await table.getByText('Ana Souza', { exact: true }).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await shot(page, 'detail-375');
    await page.goto(`${server.url}/account/programs/new`);
    await page.getByLabel('Program name').waitFor();
    await shot(page, 'new-375');

    // The scheduler on Ana's writing day: her note becomes a paid order; Ben's skip holds. A pass never runs
    // ahead of its clock (issue 22 §6), so the server starts again with its clock on that day.
    const anaWrittenOn = scheduleFor(ANA.date, 3).writtenOn;
    // SCHEDULER=manual: the pass a starting server runs on its own would take Ana's note first.
    await server.restart({ TEST_CLOCK_START: `${anaWrittenOn}T12:00:00Z`, SCHEDULER: 'manual' });
    const counts = await runSchedulerAsOf(anaWrittenOn);
    expect(counts).toEqual({ created: 1, skipped: 0, held: 0 });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}/account`);
    const orders = page.getByRole('list', { name: 'Your orders' });
    await orders.getByText(/Homeowner birthdays/).waitFor();
    await shot(page, 'my-orders-1280');
    await page.close();
    await server.restart({ TEST_CLOCK_START: '' });
  });
});

const UPLOAD_CSV =
  'name,address,city,state,zipcode,Birthday,agent\r\n' +
  'Maria Lopez,350 5th Ave,New York,NY,10001,March 5,Jo\r\n' +
  'Tom Reed,12 Beacon St,Boston,MA,02108,Marhc 5,Sam\r\n';

/** From the builder to the upload step with UPLOAD_CSV chosen. */
async function uploadWithBirthdays(page: Page) {
  await page.goto(`${server.url}/campaign-builder`);
  await page.getByLabel('Campaign Name').fill('Birthday test');
  await page.getByRole('list', { name: 'Templates' }).getByRole('button').first().click();
  await page.getByLabel('Message', { exact: true }).fill('Happy birthday {{first_name}}!');
  await page.getByRole('button', { name: 'Continue to Contact Upload' }).click();
  await page.waitForURL(/\/contact-upload$/);
  await page.getByLabel('Contact list (CSV file)').setInputFiles({
    name: 'birthdays.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(UPLOAD_CSV),
  });
  await page.getByRole('region', { name: 'Contact Summary' }).getByText('2 valid').waitFor();
}

describe('dates people type, at upload', () => {
  it('names the rows whose date cannot be read for a signed-in customer, and keeps them; guests see nothing new', async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    await signInByEmailLink(page, server.url, smtp, 'dates@homekeys.test');
    await uploadWithBirthdays(page);
    const warnings = page.getByRole('region', { name: /Dates we cannot read/ });
    await warnings.getByText("Row 3: 'Marhc 5' is not a date we can read (Birthday)").waitFor();
    expect(await warnings.getByRole('listitem').count()).toBe(1);
    await shot(page, 'upload-dates-1280');
    await page.close();

    const guest = await browser.newPage({ width: 375, height: 800 });
    await uploadWithBirthdays(guest);
    expect(await guest.getByRole('region', { name: /Dates we cannot read/ }).count()).toBe(0);
    await guest.close();
  });
});
