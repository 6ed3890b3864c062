import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_CARDS } from '../../src/shared/payments';
import { createCampaignByApi, fillCard, uploadContactsAndCheckout } from '../support/ordering-steps';
import { type ServerProcess, startServer } from '../support/server-process';
import { startSiteWithMailForTest } from '../support/site-with-mail';

const { server, browser, smtp } = startSiteWithMailForTest({
  server: { env: { SALES_EMAIL: 'help@quillpost.test' } },
});

const CSV = [
  'name,address,city,state,zipcode',
  'Margaret O\'Neil,"12 Main St, Apt 4",Boston,MA,02134',
  'James Carter,400 Elm Street,Austin,TX,78701',
  'Lucia Hernandez,55 Calle Luna,San Juan,PR,00901',
  'Tom Baker,9 Oak Ave,Springfield,IL,62701',
].join('\r\n');

/** A campaign with `contacts` recipients, made through the public API as the upload page makes it. */
function apiCampaign(contacts: number) {
  return createCampaignByApi(
    server.url,
    {
      name: 'Renewal reminders',
      message: 'Hi {{first_name}}, your policy renews soon. Best regards,',
      handwritingStyle: 'casual',
      templateId: 1,
    },
    Array.from({ length: contacts }, (_, i) => ({
      name: `Client ${i + 1}`,
      address: `${i + 1} Lake Shore Dr`,
      city: 'Chicago',
      state: 'IL',
      zipCode: '60611',
    })),
  );
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

    await uploadContactsAndCheckout(page, CSV);
    const summary = page.getByRole('region', { name: 'Order Summary' });
    await expect.poll(() => summary.textContent()).toContain('Spring Service Reminders');
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
    // Beside the 5-second toast, the reason stays on the page until the next attempt.
    const declined = page.getByRole('alert').filter({ hasText: 'Payment Failed' });
    await declined.filter({ hasText: 'Your card was declined.' }).waitFor();
    await expect.poll(() => page.getByText('Your card was declined.', { exact: true }).count()).toBe(1);
    expect(await declined.isVisible()).toBe(true);

    await fillCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $19.96' }).click();
    await page.waitForURL(/\/order-confirmed\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor();
    const details = page.getByRole('region', { name: 'Order Details' });
    await expect.poll(() => details.textContent()).toContain('Spring Service Reminders');
    expect(await details.textContent()).toContain('$19.96');
    const contacts = page.getByRole('region', { name: 'Contact Summary' });
    await expect.poll(() => contacts.textContent()).toContain('+ 1 more');
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
      .poll(() => page.getByRole('region', { name: 'Order Details' }).textContent())
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
    // One reference everywhere: the confirmation page, its e-mail and the checkout's "Order #…" are the campaign's.
    expect(order.reference).toBe(`#${orderNumber}`);
    expect(campaign.number).toBe(Number(orderNumber));

    // The paid campaign's checkout link no longer takes a payment: it leads to the confirmation.
    await page.goto(`${server.url}/checkout/${order.campaignId}`);
    await page.getByRole('link', { name: 'View your order confirmation' }).click();
    await page.waitForURL(`${server.url}/order-confirmed/${orderId}`);

    // Stripe.js is never fetched when the test provider takes the payment.
    expect(stripeRequests).toEqual([]);
  });

  it('works at phone width for a 4,500-contact list, including insufficient funds and the retry', async () => {
    const campaignId = await apiCampaign(4500);
    const page = await browser.newPage({ width: 375, height: 812 });
    await page.goto(`${server.url}/checkout/${campaignId}`);
    await page.getByLabel('Email Address').fill('marco@lakeshore.com');
    await fillCard(page, TEST_CARDS.insufficientFunds);
    // 4,500 notes at the 1,000+ tier: $2.99 each, as the landing page's table says.
    await page.getByRole('button', { name: 'Pay $13,455.00' }).click();
    await page.getByRole('alert').filter({ hasText: 'Your card has insufficient funds.' }).waitFor();
    await fillCard(page, TEST_CARDS.success);
    await page.getByRole('button', { name: 'Pay $13,455.00' }).click();
    await page.waitForURL(/\/order-confirmed\//);
    await page.getByRole('heading', { name: 'Order Confirmed!' }).waitFor();
    // Counts carry thousands separators.
    await page.getByText('+ 4,497 more', { exact: true }).waitFor();
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
    // The message is under the box at fault, which takes the focus and is described by it.
    await page.getByText('Your card number is invalid.', { exact: true }).waitFor();
    const number = page.getByLabel('Card number');
    expect(await number.getAttribute('aria-invalid')).toBe('true');
    expect(await number.evaluate((box) => box === document.activeElement)).toBe(true);
    expect(
      await number.evaluate((box) => box.getAttribute('aria-describedby')?.includes('card-number-error')),
    ).toBe(true);
  });

  it('shows the error states: no contacts, unknown campaign, unknown order', async () => {
    const page = await browser.newPage();
    await page.goto(`${server.url}/checkout/${await apiCampaign(0)}`);
    await page.getByText('Failed to initialize payment. Please try again.').first().waitFor();
    // The toast renders just after the page's own message: wait for it rather than look once.
    await page.getByText('Error', { exact: true }).waitFor();

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
    const id = await createCampaignByApi(
      off.url,
      { name: 'Donor thank-yous', message: 'Thank you, {{first_name}}!', templateId: 2 },
      [{ name: 'Ann Lee', address: '1 Elm St', city: 'Denver', state: 'CO', zipCode: '80202' }],
    );
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
