import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  campaigns,
  designTemplates,
  orders,
  refunds,
  savedCards,
  webhookEvents,
} from '../../src/server/db/schema';
import { CANCEL_TOO_LATE } from '../../src/shared/account-orders';
import { V1_NO_SAVED_CARD } from '../../src/shared/v1-campaign-actions';
import { ordersOf, reloadCampaign } from '../support/campaign-fixtures';
import { startSmtpServer } from '../support/smtp';
import { createStripeTestApp, type StripeDouble, startStripeDouble } from '../support/stripe-double';
import { saveCardAtCheckout } from '../support/stripe-saved-card';
import type { TestApp } from '../support/test-app';
import { expectV1Error, type V1Customer, v1Call, v1CampaignWith, v1Customer } from '../support/v1-client';
import { eventCampaignId } from '../support/verify-webhook';

/**
 * POST /v1/campaigns/:id/submit and /cancel (issue 14 §2), against a local double of Stripe that records
 * every request: a live key charges the saved card once, a test key never reaches the provider.
 */

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let stripe: StripeDouble;
let t: TestApp;
let templateId: number;
let alice: V1Customer;
let bob: V1Customer;

const offSessionCharges = () =>
  stripe.requests.filter((r) => r.path === '/v1/payment_intents' && r.body.confirm === 'true');
const refundRequests = () => stripe.requests.filter((r) => r.path === '/v1/refunds');

/** A campaign made through /v1 with `recipients` recipients (added as the site's contact upload does). */
const newCampaign = (key: string, recipients: number) => v1CampaignWith(t, key, templateId, recipients);

const submit = (key: string, id: string, headers: Record<string, string> = {}) =>
  v1Call(t, key, 'POST', `/v1/campaigns/${id}/submit`, undefined, headers);
const cancel = (key: string, id: string) => v1Call(t, key, 'POST', `/v1/campaigns/${id}/cancel`);

const saveAlicesCard = () => saveCardAtCheckout(t, stripe, alice, 'alice@submit.test');

async function eventsOf(accountId: string, campaignId: string) {
  const rows = await t.database.db
    .select()
    .from(webhookEvents)
    .where(eq(webhookEvents.accountId, accountId))
    .orderBy(webhookEvents.createdAt);
  return rows.filter((e) => eventCampaignId(e.payload) === campaignId);
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  stripe = await startStripeDouble();
  t = await createStripeTestApp(stripe, { SMTP_URL: smtp.url, PUBLIC_URL: 'https://quillpost.test' });
  const [template] = await t.database.db.select().from(designTemplates).limit(1);
  templateId = template!.id;
  alice = await v1Customer(t, smtp, 'alice@submit.test');
  bob = await v1Customer(t, smtp, 'bob@submit.test');
});
afterAll(async () => {
  await smtp.close();
  await stripe.close();
});

describe('POST /v1/campaigns/:id/submit', () => {
  it("with a live key charges the saved card once, for the server's amount, and answers the campaign and its order", async () => {
    const card = await saveAlicesCard();
    const id = await newCampaign(alice.live, 3);
    const before = offSessionCharges().length;

    const res = await submit(alice.live, id, { 'idempotency-key': `submit-${id}` });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ object: 'campaign', id, livemode: true, status: 'pending', notes: 3 });
    const charges = offSessionCharges().slice(before);
    expect(charges).toHaveLength(1);
    expect(charges[0]!.body).toMatchObject({
      amount: String(body.amount),
      customer: card.providerCustomerId,
      payment_method: card.providerPaymentMethodId,
      off_session: 'true',
    });
    const [order] = await ordersOf(t.database.db, id);
    expect(order).toMatchObject({ id: body.order_id, status: 'paid', paymentProvider: 'stripe' });
    expect((await v1Call(t, alice.live, 'GET', `/v1/orders/${body.order_id}`)).json()).toMatchObject({
      status: 'paid',
      amount: body.amount,
      livemode: true,
    });

    // A retry with the same Idempotency-Key replays the answer; a new submit is refused. Neither charges.
    const replay = await submit(alice.live, id, { 'idempotency-key': `submit-${id}` });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(body);
    expectV1Error(await submit(alice.live, id), 409, 'invalid_request_error');
    expect(offSessionCharges()).toHaveLength(before + 1);
    expect(await ordersOf(t.database.db, id)).toHaveLength(1);
  });

  it('with a test key makes a paid test order without calling the provider, with livemode:false webhooks', async () => {
    // Bob keeps no card: test mode needs none.
    const id = await newCampaign(bob.test, 2);
    const requests = stripe.requests.length;
    const res = await submit(bob.test, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      livemode: false,
      status: 'pending',
      order_id: expect.any(String),
    });
    expect(stripe.requests).toHaveLength(requests);

    const [order] = await ordersOf(t.database.db, id);
    expect(order).toMatchObject({ id: res.json().order_id, status: 'paid', paymentProvider: 'test' });
    // One transaction emits both; sorted by type, as their creation times may tie.
    const events = (await eventsOf(bob.accountId, id)).sort((a, b) => a.type.localeCompare(b.type));
    expect(events.map((e) => [e.type, e.livemode, e.payload.livemode])).toEqual([
      ['campaign.status_changed', false, false],
      ['order.paid', false, false],
    ]);
    expect(events[0]!.payload.data).toMatchObject({
      object: { id, status: 'pending' },
      previous_attributes: { status: 'draft' },
    });
    expectV1Error(await submit(bob.test, id), 409, 'invalid_request_error');
  });

  it('refuses what checkout refuses, and a delivery date that has come too close, without charging', async () => {
    const before = offSessionCharges().length;
    const empty = await newCampaign(alice.live, 0);
    expectV1Error(await submit(alice.live, empty), 400, 'invalid_request_error');

    const late = await newCampaign(alice.live, 1);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    await t.database.db.update(campaigns).set({ deliveryDate: tomorrow }).where(eq(campaigns.id, late));
    const error = expectV1Error(await submit(alice.live, late), 400, 'invalid_request_error');
    expect(error.param).toBe('delivery_date');

    const cancelled = await newCampaign(alice.live, 1);
    expect((await cancel(alice.live, cancelled)).statusCode).toBe(200);
    expectV1Error(await submit(alice.live, cancelled), 409, 'invalid_request_error');

    expect(offSessionCharges()).toHaveLength(before);
    for (const id of [empty, late, cancelled]) expect(await ordersOf(t.database.db, id)).toHaveLength(0);
  });

  it('with a live key and no saved card is 402 no_saved_card', async () => {
    const id = await newCampaign(bob.live, 1);
    const error = expectV1Error(await submit(bob.live, id), 402, 'card_error');
    expect(error).toMatchObject({ code: 'no_saved_card', message: V1_NO_SAVED_CARD });
    expect(await ordersOf(t.database.db, id)).toHaveLength(0);
  });

  it("answers 404 to another account's key and to the other mode's key, and changes nothing", async () => {
    const id = await newCampaign(alice.test, 1);
    for (const [key, path] of [
      [bob.test, 'submit'],
      [bob.test, 'cancel'],
      [bob.test, 'test-advance'],
      [alice.live, 'submit'],
      [alice.live, 'cancel'],
    ] as const) {
      const url =
        path === 'test-advance' ? `/v1/test/campaigns/${id}/advance` : `/v1/campaigns/${id}/${path}`;
      const error = expectV1Error(await v1Call(t, key, 'POST', url), 404, 'invalid_request_error');
      expect(error.code, url).toBe('not_found');
    }
    expect((await reloadCampaign(t.database.db, id)).status).toBe('draft');
    expect(await ordersOf(t.database.db, id)).toHaveLength(0);
  });
});

describe('POST /v1/campaigns/:id/cancel', () => {
  it('cancels a draft; cancelling it again is 409', async () => {
    const id = await newCampaign(alice.test, 1);
    const res = await cancel(alice.test, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'cancelled', order_id: null });
    const [event] = await eventsOf(alice.accountId, id);
    expect(event!.payload).toMatchObject({
      type: 'campaign.status_changed',
      livemode: false,
      data: { object: { id, status: 'cancelled' }, previous_attributes: { status: 'draft' } },
    });
    expectV1Error(await cancel(alice.test, id), 409, 'invalid_request_error');
  });

  it('refunds a paid live campaign in full through the provider before production', async () => {
    const id = await newCampaign(alice.live, 2);
    const { order_id: orderId, amount } = (await submit(alice.live, id)).json();
    const res = await cancel(alice.live, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ id, status: 'cancelled', order_id: orderId });

    const [order] = await ordersOf(t.database.db, id);
    const [intentRefund] = refundRequests().filter((r) => r.body.payment_intent === order!.paymentIntentId);
    expect(intentRefund).toBeDefined();
    expect(order).toMatchObject({ status: 'refunded', refundedCents: amount });
    expect((await v1Call(t, alice.live, 'GET', `/v1/orders/${orderId}`)).json()).toMatchObject({
      status: 'refunded',
      amount_refunded: amount,
    });
  });

  it('refunds a paid test campaign without calling the provider', async () => {
    const id = await newCampaign(alice.test, 2);
    const { order_id: orderId, amount } = (await submit(alice.test, id)).json();
    const requests = stripe.requests.length;
    const res = await cancel(alice.test, id);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'cancelled', order_id: orderId });
    expect(stripe.requests).toHaveLength(requests);

    const [refund] = await t.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
    expect(refund).toMatchObject({ provider: 'test', amountCents: amount });
    const refunded = (await eventsOf(alice.accountId, id)).find((e) => e.type === 'order.refunded');
    expect(refunded).toMatchObject({
      livemode: false,
      payload: { data: { object: { id: orderId, amount_refunded: amount }, refund: { amount } } },
    });
  });

  it('is 409 with a clear message once production has started, and refunds nothing', async () => {
    const test = await newCampaign(alice.test, 1);
    await submit(alice.test, test);
    expect((await v1Call(t, alice.test, 'POST', `/v1/test/campaigns/${test}/advance`)).statusCode).toBe(200);
    expect(expectV1Error(await cancel(alice.test, test), 409, 'invalid_request_error').message).toBe(
      CANCEL_TOO_LATE,
    );

    const live = await newCampaign(alice.live, 1);
    await submit(alice.live, live);
    await t.database.db.update(campaigns).set({ status: 'processing' }).where(eq(campaigns.id, live));
    const refundsBefore = refundRequests().length;
    expect(expectV1Error(await cancel(alice.live, live), 409, 'invalid_request_error').message).toBe(
      CANCEL_TOO_LATE,
    );
    expect(refundRequests()).toHaveLength(refundsBefore);
    const paid = await t.database.db
      .select()
      .from(orders)
      .where(and(eq(orders.status, 'paid'), eq(orders.refundedCents, 0)));
    expect(paid.map((o) => o.campaignId)).toEqual(expect.arrayContaining([test, live]));
  });
});

describe('a declined card', () => {
  it("is 402 card_error with the bank's message and leaves no order", async () => {
    const [card] = await t.database.db
      .select()
      .from(savedCards)
      .where(eq(savedCards.accountId, alice.accountId));
    stripe.declineCard(
      card!.providerPaymentMethodId,
      'insufficient_funds',
      'Your card has insufficient funds.',
    );
    const id = await newCampaign(alice.live, 2);
    const error = expectV1Error(await submit(alice.live, id), 402, 'card_error');
    expect(error).toMatchObject({ code: 'card_declined', message: 'Your card has insufficient funds.' });
    expect(await ordersOf(t.database.db, id)).toHaveLength(0);
    expect((await reloadCampaign(t.database.db, id)).status).toBe('draft');
  });
});
