import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../src/shared/payments';
import { setupBrowser } from '../support/browser';
import { type ServerProcess, startServer } from '../support/server-process';
import { startSmtpServer } from '../support/smtp';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let server: ServerProcess;
const browser = setupBrowser();

beforeAll(async () => {
  smtp = await startSmtpServer();
  server = await startServer({ env: { SMTP_URL: smtp.url, SALES_EMAIL: 'help@quillpost.test' } });
});
afterAll(async () => {
  await server?.stop();
  await smtp?.close();
});

const CSV = [
  'name,address,city,state,zipcode',
  'Margaret O\'Neil,"12 Main St, Apt 4",Boston,MA,02134',
  'James Carter,400 Elm Street,Austin,TX,78701',
  'Lucia Hernandez,55 Calle Luna,San Juan,PR,00901',
  'Tom Baker,9 Oak Ave,Springfield,IL,62701',
].join('\r\n');

/** A delivery date comfortably past the 7-day minimum. */
const DELIVERY_DATE = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);

/** A campaign made through the public API, as the upload page makes it. */
async function apiCampaign(contacts: number) {
  const res = await fetch(`${server.url}/api/campaigns`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: 'Renewal reminders',
      message: 'Hi {{first_name}}, your policy renews soon. Best regards,',
      handwritingStyle: 'casual',
      templateId: 1,
      deliveryDate: DELIVERY_DATE,
    }),
  });
  const campaign = (await res.json()) as { id: string };
  if (contacts > 0) {
    await fetch(`${server.url}/api/contacts/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        campaignId: campaign.id,
        contacts: Array.from({ length: contacts }, (_, i) => ({
          name: `Client ${i + 1}`,
          address: `${i + 1} Lake Shore Dr`,
          city: 'Chicago',
          state: 'IL',
          zipCode: '60611',
        })),
      }),
    });
  }
  return campaign.id;
}

async function fillCard(page: Awaited<ReturnType<typeof browser.newPage>>, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry (MM / YY)').fill(`12 / ${(new Date().getFullYear() + 2) % 100}`);
  await page.getByLabel('CVC').fill('123');
}

describe('ordering, part 2, in Chromium (test payment provider)', () => {
  it('takes a whole order from / through builder, upload and checkout to the confirmation and its e-mail', async () => {
    const page = await browser.newPage();
    const stripeRequests: string[] = [];
    page.on('request', (req) => {
      if (req.url().includes('stripe.com')) stripeRequests.push(req.url());
    });

    await page.goto(`${server.url}/`);
    await page.getByRole('link', { name: 'Start Your Campaign' }).first().click();
    await page.waitForURL(/\/campaign-builder$/);
    await page.getByLabel('Campaign Name').fill('Spring Service Reminders');
    await page.getByRole('list', { name: 'Templates' }).getByRole('button').first().click();
    await page.getByRole('button', { name: 'Continue to Contact Upload' }).click();

    await page.waitForURL(/\/contact-upload$/);
    await page.getByLabel('Contact list (CSV file)').setInputFiles({
      name: 'contacts.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(CSV),
    });
    await page.getByRole('button', { name: 'As Soon As Possible' }).click();
    await page.getByRole('button', { name: 'Continue to Checkout' }).click();

    await page.waitForURL(/\/checkout\/[0-9a-f-]{36}$/);
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect.poll(() => summary.textContent(), { timeout: 10_000 }).toContain('Spring Service Reminders');
    expect(await summary.textContent()).toContain('$4.99');
    expect(await page.getByTestId('checkout-total').textContent()).toBe('$19.96');
    await page.getByText('Test mode — no real charge').waitFor();

    // The page's own e-mail check comes first.
    await page.getByLabel('Email Address').fill('dana.whitfield');
    await fillCard(page, TEST_CARDS.success);
    await page.getByRole('button', { name: 'Pay $19.96' }).click();
    await page.getByText('Email Required', { exact: true }).waitFor();
    expect(page.url()).toMatch(/\/checkout\//);

    // A declined card: 'Payment Failed' with the provider's message, and the customer may retry.
    await page.getByLabel('Email Address').fill('dana@whitfieldmotors.com');
    await fillCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Pay $19.96' }).click();
    await page.getByText('Payment Failed', { exact: true }).waitFor();
    expect(await page.getByText('Your card was declined.', { exact: true }).isVisible()).toBe(true);

    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $19.96' }).click();
    await page.waitForURL(/\/order-confirmed\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor();
    const details = page.getByRole('region', { name: 'Order Details' });
    await expect.poll(() => details.textContent(), { timeout: 10_000 }).toContain('Spring Service Reminders');
    expect(await details.textContent()).toContain('$19.96');
    const contacts = page.getByRole('region', { name: 'Contact Summary' });
    await expect.poll(() => contacts.textContent(), { timeout: 10_000 }).toContain('+ 1 more');
    expect(await contacts.textContent()).toContain("Margaret O'Neil");
    for (const name of ['What Happens Next', 'Order Information', 'Support & Contact']) {
      expect(await page.getByRole('region', { name }).isVisible()).toBe(true);
    }
    const orderNumber = (await page.getByRole('region', { name: 'Order Information' }).textContent())?.match(
      /#(\d{4,})/,
    )?.[1];
    expect(orderNumber).toBeDefined();

    // Reloading the confirmation shows the same order, read again from the server.
    await page.reload();
    await expect
      .poll(() => page.getByRole('region', { name: 'Order Details' }).textContent(), { timeout: 10_000 })
      .toContain('$19.96');

    const mail = await smtp.waitFor((m) => m.subject.includes(`#${orderNumber}`));
    expect(mail.to).toEqual(['dana@whitfieldmotors.com']);
    expect(mail.text).toContain('Spring Service Reminders');
    expect(mail.text).toContain('$19.96');
    expect(mail.text).toContain('help@quillpost.test');
    expect(mail.text).toContain(page.url().replace(server.url, ''));

    // The database holds one paid order and a pending campaign.
    const orderId = page.url().split('/').pop()!;
    const order = await (await fetch(`${server.url}/api/orders/${orderId}`)).json();
    expect(order.status).toBe('paid');
    const campaign = await (await fetch(`${server.url}/api/campaigns/${order.campaignId}`)).json();
    expect(campaign).toMatchObject({ status: 'pending', paid: true, orderId });

    // The paid campaign's checkout link no longer takes a payment: it leads to the confirmation.
    await page.goto(`${server.url}/checkout/${order.campaignId}`);
    await page.getByRole('link', { name: 'View your order confirmation' }).click();
    await page.waitForURL(`${server.url}/order-confirmed/${orderId}`);

    // Stripe.js is never fetched when the test provider takes the payment.
    expect(stripeRequests).toEqual([]);
  });

  it('works at phone width, including insufficient funds and the retry', async () => {
    const campaignId = await apiCampaign(120);
    const page = await browser.newPage({ width: 375, height: 812 });
    await page.goto(`${server.url}/checkout/${campaignId}`);
    await page.getByLabel('Email Address').fill('marco@lakeshore.com');
    await fillCard(page, TEST_CARDS.insufficientFunds);
    await page.getByRole('button', { name: 'Pay $478.80' }).click();
    await page.getByText('Your card has insufficient funds.', { exact: true }).waitFor();
    await fillCard(page, TEST_CARDS.success);
    await page.getByRole('button', { name: 'Pay $478.80' }).click();
    await page.waitForURL(/\/order-confirmed\//);
    await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor();
  });

  it('tells a customer whose order call failed after payment that the payment went through, with its reference', async () => {
    const campaignId = await apiCampaign(2);
    const page = await browser.newPage();
    // The order endpoint is down once, right after the card was charged.
    await page.route('**/api/orders', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: '{"message":"Service unavailable"}',
      }),
    );
    await page.goto(`${server.url}/checkout/${campaignId}`);
    await page.getByLabel('Email Address').fill('marco@lakeshore.com');
    await fillCard(page, TEST_CARDS.success);
    await page.getByRole('button', { name: /^Pay/ }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Your payment went through' });
    await notice.waitFor();
    expect(await notice.textContent()).toMatch(/Payment reference: pi_test_\w+/);
    expect(await notice.textContent()).toContain('help@quillpost.test');

    await page.unroute('**/api/orders');
    await page.getByRole('button', { name: 'Try recording my order again' }).click();
    await page.waitForURL(/\/order-confirmed\//);
    await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor();
  });

  it('refuses a bad card number on the page, before anything is sent', async () => {
    const campaignId = await apiCampaign(3);
    const page = await browser.newPage();
    await page.goto(`${server.url}/checkout/${campaignId}`);
    await page.getByLabel('Email Address').fill('marco@lakeshore.com');
    await fillCard(page, '4242 4242 4242 4241');
    await page.getByRole('button', { name: /^Pay/ }).click();
    await page.getByRole('alert').filter({ hasText: 'Your card number is invalid.' }).waitFor();
  });

  it('shows the error states: no contacts, unknown campaign, unknown order', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/checkout/${await apiCampaign(0)}`);
    await page.getByText('Failed to initialize payment. Please try again.').first().waitFor();
    expect(await page.getByText('Error', { exact: true }).isVisible()).toBe(true);

    await page.goto(`${server.url}/checkout/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('heading', { name: 'Campaign not found' }).waitFor();
    await page.goto(`${server.url}/checkout`);
    await page.getByRole('heading', { name: 'Campaign not found' }).waitFor();

    await page.goto(`${server.url}/order-confirmed/00000000-0000-4000-8000-000000000000`);
    await page.getByRole('heading', { name: 'Order not found' }).waitFor();
    expect(await page.getByRole('link', { name: 'Return to Home' }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Create Another Campaign' }).isVisible()).toBe(true);
  });
});

describe('checkout without card payments', () => {
  let off: ServerProcess;
  beforeAll(async () => {
    // A Stripe secret without its publishable key cannot take cards.
    off = await startServer({ env: { STRIPE_SECRET_KEY: 'sk_test_only_the_secret' } });
  });
  afterAll(async () => {
    await off?.stop();
  });

  it('shows Payment Setup Required with the campaign id, the total and Go Back', async () => {
    const res = await fetch(`${off.url}/api/campaigns`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        name: 'Donor thank-yous',
        message: 'Thank you, {{first_name}}!',
        templateId: 2,
        deliveryDate: DELIVERY_DATE,
      }),
    });
    const { id } = (await res.json()) as { id: string };
    await fetch(`${off.url}/api/contacts/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        campaignId: id,
        contacts: [{ name: 'Ann Lee', address: '1 Elm St', city: 'Denver', state: 'CO', zipCode: '80202' }],
      }),
    });
    const page = await browser.newPage();
    await page.goto(`${off.url}/`);
    await page.goto(`${off.url}/checkout/${id}`);
    await page.getByRole('heading', { name: 'Payment Setup Required' }).waitFor();
    expect(await page.getByText(id).isVisible()).toBe(true);
    expect(await page.getByText('$4.99').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL(`${off.url}/`);
  });
});
