import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailQueue, orders } from '../../src/server/db/schema';
import { createPaymentIntent } from '../../src/shared/contracts/payments/create-payment-intent';
import { formatArrival } from '../../src/shared/order';
import { TEST_CARDS } from '../../src/shared/payments';
import { createTestAppWithMail } from '../support/app-with-mail';
import { insertCampaign, insertInvoiceOrder, ordersOf, reloadCampaign } from '../support/campaign-fixtures';
import type { SmtpPeer } from '../support/smtp';
import type { TestApp } from '../support/test-app';

let smtp: SmtpPeer;
let t: TestApp;
beforeAll(async () => ({ t, smtp } = await createTestAppWithMail({ SALES_EMAIL: 'support@quillpost.test' })));
afterAll(() => smtp.close());

const EMAIL = 'dana@whitfieldmotors.com';

async function openIntent(campaignId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    payload: { campaignId },
  });
  expect(res.statusCode).toBe(200);
  return createPaymentIntent.response.parse(res.json());
}

/** Opens an intent and pays it with 4242 through the test provider, as the checkout page does. */
async function pay(campaignId: string) {
  const intent = await openIntent(campaignId);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/test-payments/confirm',
    payload: {
      ...intent,
      card: { number: TEST_CARDS.success, expMonth: 4, expYear: new Date().getFullYear() + 3, cvc: '314' },
      receiptEmail: EMAIL,
    },
  });
  expect(res.statusCode).toBe(200);
  return intent;
}

/** Places the order of `campaignId` paid by `paymentIntentId`, as the checkout page does after paying. */
const placeOrder = (campaignId: string, paymentIntentId: string, customerEmail = EMAIL) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { campaignId, paymentIntentId, customerEmail },
  });

describe('POST /api/orders', () => {
  it('turns a verified payment into one paid order, moves the campaign to pending and e-mails the customer', async () => {
    const campaign = await insertCampaign(t.database.db, { notes: 120, name: 'Q2 service reminders' });
    const intent = await pay(campaign.id);
    const res = await placeOrder(campaign.id, intent.paymentIntentId);
    expect(res.statusCode).toBe(200);
    const order = res.json();
    expect(order).toMatchObject({
      campaignId: campaign.id,
      campaignName: 'Q2 service reminders',
      amount: '478.80',
      pricePerNote: '3.99',
      status: 'paid',
      paymentMethod: 'card',
      confirmationSentTo: 'd•••@w•••.com',
      totalNotes: 120,
      handwritingStyle: 'elegant',
      deliveryDate: '2030-06-14',
    });
    // The page is open to whoever holds its link: the address only masked, no payment provider ids.
    expect(res.body).not.toContain(EMAIL);
    expect(res.body).not.toContain(intent.paymentIntentId);
    expect(order.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(order.number).toBeGreaterThanOrEqual(1001);
    expect((await reloadCampaign(t.database.db, campaign.id)).status).toBe('pending');

    const got = await t.app.inject({ method: 'GET', url: `/api/orders/${order.id}` });
    expect(got.statusCode).toBe(200);
    expect(got.json()).toEqual(order);

    // One reference for the customer: the campaign's number, the checkout's, whatever the order row's own.
    expect(order.reference).toBe(`#${campaign.number}`);
    const mail = await smtp.waitFor((m) => m.subject.includes(order.reference));
    expect(mail.to).toEqual([EMAIL]);
    expect(mail.subject).toBe(`Your Quillpost order ${order.reference} is confirmed`);
    expect(mail.text).toContain(`Order number:     ${order.reference}`);
    for (const text of [
      'Q2 service reminders',
      'Notes:            120',
      '$478.80',
      'Friday, June 14, 2030',
      'within 1 business day',
      'mailed 5 business days before your delivery date',
      // The arrival line, the same as the checkout's and the account's (the delivery rule's plan).
      formatArrival('2030-06-14')!,
      'support@quillpost.test',
      `https://quillpost.test/order-confirmed/${order.id}`,
    ]) {
      expect(mail.text).toContain(text);
    }
    // The branded HTML part says the same, with the date and money written for people.
    expect(mail.raw).toMatch(/Content-Type: multipart\/alternative/i);
    for (const text of [
      'Q2 service reminders',
      '$478.80',
      '$3.99',
      'Friday, June 14, 2030',
      'What happens next',
    ]) {
      expect(mail.html).toContain(text);
    }
    expect(mail.html).not.toContain('2030-06-14');
    expect(mail.html).toContain(`href="https://quillpost.test/order-confirmed/${order.id}"`);
    // "Track this order": the account's sign-in, with the order's e-mail filled in.
    const track = `https://quillpost.test/account?email=${encodeURIComponent(EMAIL)}`;
    expect(mail.text).toContain(`Track this order:\n${track}`);
    expect(mail.html).toContain(`href="${track}"`);
  });

  it('returns the same order for the same intent, also when submitted twice at once', async () => {
    const campaign = await insertCampaign(t.database.db, { notes: 8 });
    const intent = await pay(campaign.id);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => placeOrder(campaign.id, intent.paymentIntentId)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await ordersOf(t.database.db, campaign.id)).toHaveLength(1);
    const [mails] = await t.database.db
      .select({ n: count() })
      .from(mailQueue)
      .where(eq(mailQueue.kind, 'order-confirmation'));
    const again = await placeOrder(campaign.id, intent.paymentIntentId);
    expect(again.json().id).toBe(answers[0]!.json().id);
    const [after] = await t.database.db
      .select({ n: count() })
      .from(mailQueue)
      .where(eq(mailQueue.kind, 'order-confirmation'));
    expect(after!.n).toBe(mails!.n);
  });

  it('makes no order from a forged, foreign or unpaid intent', async () => {
    const campaign = await insertCampaign(t.database.db, { notes: 4 });
    const other = await insertCampaign(t.database.db, { notes: 4 });

    const forged = await placeOrder(campaign.id, 'pi_test_forged');
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toMatch(/Payment not found/);

    const otherPaid = await pay(other.id);
    const foreign = await placeOrder(campaign.id, otherPaid.paymentIntentId);
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().message).toMatch(/does not belong to this campaign/);

    const unpaid = await openIntent(campaign.id);
    const res = await placeOrder(campaign.id, unpaid.paymentIntentId);
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toMatch(/not been completed/);

    expect(await ordersOf(t.database.db, campaign.id)).toHaveLength(0);
    expect((await reloadCampaign(t.database.db, campaign.id)).status).toBe('draft');
  });

  it('validates the e-mail address on the server', async () => {
    const campaign = await insertCampaign(t.database.db, { notes: 2 });
    const intent = await pay(campaign.id);
    for (const customerEmail of ['dana@', 'dana at example.com', '']) {
      const res = await placeOrder(campaign.id, intent.paymentIntentId, customerEmail);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('Please enter a valid email address.');
    }
  });

  it("marks the staff's pending invoice order paid instead of making a second order", async () => {
    const campaign = await insertCampaign(t.database.db, { notes: 300, source: 'admin' });
    const invoice = await insertInvoiceOrder(t.database.db, campaign, 'accounts@northside.org');
    const intent = await pay(campaign.id);
    const res = await placeOrder(campaign.id, intent.paymentIntentId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: invoice.id, number: invoice.number, status: 'paid' });
    const all = await ordersOf(t.database.db, campaign.id);
    expect(all).toHaveLength(1);
    expect(all[0]!.paymentIntentId).toBe(intent.paymentIntentId);
  });
});

describe('GET /api/orders/:id', () => {
  it.each(['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '1001'])(
    'answers 404 Order not found for %s',
    async (id) => {
      const res = await t.app.inject({ method: 'GET', url: `/api/orders/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Order not found');
    },
  );

  it('numbers orders upward from #1001', async () => {
    const rows = await t.database.db.select({ number: orders.number }).from(orders);
    expect(Math.min(...rows.map((r) => r.number))).toBe(1001);
  });
});
