import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentIntents, processedWebhookEvents } from '../../src/server/db/schema';
import { createPaymentIntent } from '../../src/shared/contracts/payments/create-payment-intent';
import { addCustomer, insertCampaign, ordersOf, reloadCampaign } from '../support/campaign-fixtures';
import { startSmtpServer } from '../support/smtp';
import { createStripeTestApp, type StripeDouble, startStripeDouble } from '../support/stripe-double';
import type { TestApp } from '../support/test-app';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let stripe: StripeDouble;
let t: TestApp;
beforeAll(async () => {
  smtp = await startSmtpServer();
  stripe = await startStripeDouble();
  t = await createStripeTestApp(stripe, { SMTP_URL: smtp.url });
});
afterAll(async () => {
  await smtp.close();
  await stripe.close();
});

const EMAIL = 'marco@lakeshore-insurance.com';

/** Opens the campaign's payment; the amount sent is one the server must ignore (hence no contract call). */
async function openIntent(campaignId: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    payload: { campaignId, amount: 100 },
  });
  expect(res.statusCode).toBe(200);
  return createPaymentIntent.response.parse(res.json());
}

const placeOrder = (campaignId: string, paymentIntentId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { campaignId, paymentIntentId, customerEmail: EMAIL },
  });

const deliver = (event: { payload: string; signature: string }) =>
  t.app.inject({
    method: 'POST',
    url: '/api/stripe/webhook',
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });

describe('Stripe provider (against a local double of the Stripe API)', () => {
  it('creates a PaymentIntent for the campaign amount with the campaign in its metadata', async () => {
    const campaign = await insertCampaign(t.database.db, { notes: 600 });
    const intent = await openIntent(campaign.id);
    expect(intent.provider).toBe('stripe');
    const created = stripe.intents.get(intent.paymentIntentId)!;
    expect(created.amount).toBe(600 * 349);
    expect(created.currency).toBe('usd');
    expect(created.metadata).toMatchObject({
      campaignId: campaign.id,
      campaignNumber: String(campaign.number),
    });
    expect(intent.clientSecret).toBe(created.client_secret);
    // Asked again: the same intent, not a second one.
    expect((await openIntent(campaign.id)).paymentIntentId).toBe(intent.paymentIntentId);
    const creates = stripe.requests.filter(
      (r) =>
        r.method === 'POST' &&
        r.path === '/v1/payment_intents' &&
        r.body.metadata?.campaignId === campaign.id,
    );
    expect(creates).toHaveLength(1);

    // A recipient joined and the total changed before payment: the same intent now asks for the new amount.
    await addCustomer(t.database.db, campaign, 349);
    expect((await openIntent(campaign.id)).paymentIntentId).toBe(intent.paymentIntentId);
    expect(stripe.intents.get(intent.paymentIntentId)!.amount).toBe(601 * 349);
  });

  it('creates the order only once Stripe says the intent succeeded', async () => {
    const campaign = await insertCampaign(t.database.db, { notes: 20 });
    const intent = await openIntent(campaign.id);
    expect((await placeOrder(campaign.id, intent.paymentIntentId)).statusCode).toBe(402);
    stripe.succeed(intent.paymentIntentId, EMAIL);
    const res = await placeOrder(campaign.id, intent.paymentIntentId);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'paid', amount: '99.80' });
    // The order's page is open to whoever holds its link: it never names the Stripe payment.
    expect(res.body).not.toContain(intent.paymentIntentId);
    expect((await reloadCampaign(t.database.db, campaign.id)).status).toBe('pending');
    await smtp.waitFor((m) => m.subject.includes(res.json().reference));
    expect(res.json().reference).toBe(`#${campaign.number}`);
  });

  it('refuses an intent Stripe does not know, one of another campaign, and one with another amount', async () => {
    const campaign = await insertCampaign(t.database.db, { notes: 20 });
    const other = await insertCampaign(t.database.db, { notes: 20 });

    const unknown = await placeOrder(campaign.id, 'pi_doesnotexist');
    expect(unknown.statusCode).toBe(400);

    const foreign = await openIntent(other.id);
    stripe.succeed(foreign.paymentIntentId);
    expect((await placeOrder(campaign.id, foreign.paymentIntentId)).statusCode).toBe(400);

    const intent = await openIntent(campaign.id);
    stripe.succeed(intent.paymentIntentId).amount = 50;
    const mismatched = await placeOrder(campaign.id, intent.paymentIntentId);
    expect(mismatched.statusCode).toBe(400);
    expect(mismatched.json().message).toMatch(/amount does not match/);
    expect(await ordersOf(t.database.db, campaign.id)).toHaveLength(0);
  });
});

describe('POST /api/stripe/webhook', () => {
  it('refuses a body whose signature does not verify', async () => {
    const campaign = await insertCampaign(t.database.db, { notes: 5 });
    const intent = await openIntent(campaign.id);
    const event = stripe.webhook('payment_intent.succeeded', stripe.succeed(intent.paymentIntentId));
    const tampered = { ...event, payload: event.payload.replace(`"amount":${5 * 499}`, '"amount":1') };
    const res = await deliver(tampered);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid Stripe signature.');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      payload: event.payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    expect(await ordersOf(t.database.db, campaign.id)).toHaveLength(0);
  });

  it('makes the order when the tab closed before POST /api/orders, and the later client call gets the same order', async () => {
    const campaign = await insertCampaign(t.database.db, { notes: 12 });
    const intent = await openIntent(campaign.id);
    const paid = stripe.succeed(intent.paymentIntentId, EMAIL);
    const res = await deliver(stripe.webhook('payment_intent.succeeded', paid));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ received: true, outcome: 'processed' });
    const [order] = await ordersOf(t.database.db, campaign.id);
    expect(order).toMatchObject({
      status: 'paid',
      customerEmail: EMAIL,
      paymentIntentId: intent.paymentIntentId,
    });
    await smtp.waitFor((m) => m.subject.includes(`#${order!.number}`));

    const client = await placeOrder(campaign.id, intent.paymentIntentId);
    expect(client.json().id).toBe(order!.id);
    expect(await ordersOf(t.database.db, campaign.id)).toHaveLength(1);
  });

  it('changes nothing when the webhook arrives after the client call, or Stripe retries the event', async () => {
    const campaign = await insertCampaign(t.database.db, { notes: 12 });
    const intent = await openIntent(campaign.id);
    const paid = stripe.succeed(intent.paymentIntentId, EMAIL);
    const client = await placeOrder(campaign.id, intent.paymentIntentId);
    const event = stripe.webhook('payment_intent.succeeded', paid);
    expect((await deliver(event)).json().outcome).toBe('processed');
    expect((await deliver(event)).json().outcome).toBe('duplicate');
    const all = await ordersOf(t.database.db, campaign.id);
    expect(all.map((o) => o.id)).toEqual([client.json().id]);
    const claimed = await t.database.db
      .select()
      .from(processedWebhookEvents)
      .where(eq(processedWebhookEvents.id, JSON.parse(event.payload).id));
    expect(claimed).toHaveLength(1);
  });

  it('makes exactly one order when the webhook, its retries and client calls race in parallel', async () => {
    for (let round = 0; round < 3; round++) {
      const campaign = await insertCampaign(t.database.db, { notes: 7 });
      const intent = await openIntent(campaign.id);
      const paid = stripe.succeed(intent.paymentIntentId, EMAIL);
      const event = stripe.webhook('payment_intent.succeeded', paid);
      const answers = await Promise.all([
        deliver(event),
        placeOrder(campaign.id, intent.paymentIntentId),
        deliver(event),
        placeOrder(campaign.id, intent.paymentIntentId),
        deliver(stripe.webhook('payment_intent.succeeded', paid)),
      ]);
      expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
      const all = await ordersOf(t.database.db, campaign.id);
      expect(all).toHaveLength(1);
      expect(answers[1]!.json().id).toBe(all[0]!.id);
      expect(answers[3]!.json().id).toBe(all[0]!.id);
    }
  });

  it('records a failed payment on the intent', async () => {
    const campaign = await insertCampaign(t.database.db, { notes: 5 });
    const intent = await openIntent(campaign.id);
    const failed = stripe.fail(intent.paymentIntentId, 'Your card has insufficient funds.');
    const res = await deliver(stripe.webhook('payment_intent.payment_failed', failed));
    expect(res.json().outcome).toBe('processed');
    const [row] = await t.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, intent.paymentIntentId));
    expect(row).toMatchObject({
      status: 'requires_payment_method',
      lastError: 'Your card has insufficient funds.',
    });
    expect(await ordersOf(t.database.db, campaign.id)).toHaveLength(0);
  });

  it('acknowledges a paid intent it cannot fulfil, keeping the reason for staff', async () => {
    const campaign = await insertCampaign(t.database.db, { notes: 5 });
    const intent = await openIntent(campaign.id);
    const paid = stripe.succeed(intent.paymentIntentId);
    paid.amount = 1;
    const res = await deliver(stripe.webhook('payment_intent.succeeded', paid));
    expect(res.statusCode).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, intent.paymentIntentId));
    expect(row!.lastError).toMatch(/amount does not match/);
    expect(await ordersOf(t.database.db, campaign.id)).toHaveLength(0);
  });
});
