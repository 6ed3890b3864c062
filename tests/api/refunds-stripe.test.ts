import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, orders, refunds } from '../../src/server/db/schema';
import { CANCELLED_BY_CUSTOMER } from '../../src/server/features/account-orders/account-order-service';
import { signInAs } from '../support/account-session';
import { insertCampaign } from '../support/campaign-fixtures';
import { startSmtpServer } from '../support/smtp';
import { createStripeTestApp, type StripeDouble, startStripeDouble } from '../support/stripe-double';
import { TEST_ADMIN } from '../support/test-admin';
import type { TestApp } from '../support/test-app';
import { bearer, signIn } from './admin-helpers';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let stripe: StripeDouble;
let t: TestApp;
let cookie: string;
let accountId: string;
let adminToken: string;
const EMAIL = 'dana@crestview-roofing.test';

beforeAll(async () => {
  smtp = await startSmtpServer();
  stripe = await startStripeDouble();
  t = await createStripeTestApp(stripe, {
    SMTP_URL: smtp.url,
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_PASSWORD: TEST_ADMIN.password,
  });
  cookie = await signInAs(t, smtp, EMAIL);
  accountId = (await t.database.db.select().from(accounts).where(eq(accounts.email, EMAIL)))[0]!.id;
  adminToken = await signIn(t.app);
});
afterAll(async () => {
  await smtp.close();
  await stripe.close();
});

/** The customer pays with Stripe Elements (the double's succeed), and the page reports it. */
async function stripeOrder(notes = 40) {
  const campaign = await insertCampaign(t.database.db, { notes, accountId });
  const intent = await t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: { cookie },
    payload: { campaignId: campaign.id },
  });
  const { paymentIntentId } = intent.json();
  stripe.succeed(paymentIntentId, EMAIL);
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie },
    payload: { campaignId: campaign.id, paymentIntentId, customerEmail: EMAIL },
  });
  expect(placed.statusCode, placed.body).toBeLessThan(300);
  const [order] = await t.database.db.select().from(orders).where(eq(orders.campaignId, campaign.id));
  return order!;
}

const refundsAt = (intentId: string) =>
  [...stripe.refunds.values()].filter((r) => r.payment_intent === intentId);
const adminRefund = (id: string, payload: object) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/orders/${id}/refunds`,
    headers: bearer(adminToken),
    payload,
  });

describe('refunds through Stripe (against a local double of the Stripe API)', () => {
  it('the customer’s cancel refunds the whole payment at Stripe', async () => {
    const order = await stripeOrder();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/account/orders/${order.id}/cancel`,
      headers: { cookie },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'refunded', campaignStatus: 'cancelled' });
    const [atStripe, ...more] = refundsAt(order.paymentIntentId!);
    expect(more).toEqual([]);
    expect(atStripe).toMatchObject({
      amount: order.amountCents,
      metadata: { reason: CANCELLED_BY_CUSTOMER },
    });
    const [row] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(row).toMatchObject({
      providerRefundId: atStripe!.id,
      provider: 'stripe',
      amountCents: order.amountCents,
    });
  });

  it('staff refund part then the rest, each once at Stripe', async () => {
    const order = await stripeOrder();
    const partial = await adminRefund(order.id, { amount: '20.00', reason: 'Late delivery' });
    expect(partial.statusCode, partial.body).toBe(200);
    expect(partial.json()).toMatchObject({ status: 'paid', refunded: '20.00' });
    const rest = ((order.amountCents - 2000) / 100).toFixed(2);
    const full = await adminRefund(order.id, { amount: rest, reason: 'Order withdrawn' });
    expect(full.statusCode, full.body).toBe(200);
    expect(full.json()).toMatchObject({ status: 'refunded', refunded: (order.amountCents / 100).toFixed(2) });
    expect(refundsAt(order.paymentIntentId!).map((r) => [r.amount, r.metadata?.reason])).toEqual([
      [2000, 'Late delivery'],
      [order.amountCents - 2000, 'Order withdrawn'],
    ]);
  });

  it('a refund Stripe made but we failed to record is recorded on retry, not made twice', async () => {
    const order = await stripeOrder();
    // What the service sends, as if the database had failed right after Stripe answered.
    const lost = await stripe.provider().refund({
      intentId: order.paymentIntentId!,
      amountCents: 1500,
      reason: 'Smudged card',
      idempotencyKey: `refund-${order.id}-0`,
    });
    const retry = await adminRefund(order.id, { amount: '15.00', reason: 'Smudged card' });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json()).toMatchObject({ refunded: '15.00' });
    expect(refundsAt(order.paymentIntentId!).map((r) => r.id)).toEqual([lost.id]);
    const rows = await t.database.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(rows.map((r) => r.providerRefundId)).toEqual([lost.id]);
  });

  it('a refusal from Stripe is a readable 502 and changes nothing', async () => {
    const order = await stripeOrder();
    // Refunded in Stripe's dashboard meanwhile: Stripe refuses more than is left.
    await stripe.provider().refund({
      intentId: order.paymentIntentId!,
      amountCents: order.amountCents,
      reason: 'dashboard',
      idempotencyKey: 'dashboard-refund',
    });
    const res = await adminRefund(order.id, { amount: '10.00', reason: 'Goodwill' });
    expect(res.statusCode).toBe(502);
    expect(res.json().message).toMatch(/^The payment provider did not accept the refund: Refund amount/);
    const [row] = await t.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row).toMatchObject({ status: 'paid', refundedCents: 0 });
  });
});
