import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { paymentIntents } from '../../src/server/db/schema';
import { createPaymentIntent } from '../../src/shared/contracts/payments/create-payment-intent';
import { CARD_MESSAGES, TEST_CARDS } from '../../src/shared/payments';
import { addCustomer, insertCampaign, ordersOf } from '../support/campaign-fixtures';
import { createTestApp, type TestApp } from '../support/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

const createIntent = (payload: object) =>
  t.app.inject({ method: 'POST', url: '/api/create-payment-intent', payload });

const card = (number: string, overrides: object = {}) => ({
  number,
  expMonth: 12,
  expYear: new Date().getFullYear() + 2,
  cvc: '123',
  ...overrides,
});

async function openIntent(campaignId: string) {
  const res = await createIntent({ campaignId });
  expect(res.statusCode).toBe(200);
  return createPaymentIntent.response.parse(res.json());
}

const confirm = (intent: { paymentIntentId: string; clientSecret: string }, c: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/test-payments/confirm',
    payload: { ...intent, card: c, receiptEmail: 'owner@whitfieldmotors.com' },
  });

describe('POST /api/create-payment-intent (test provider)', () => {
  it('opens an intent for the campaign total and ignores an amount in the body', async () => {
    const campaign = await insertCampaign(t.database.db, { notes: 120 });
    const res = await createIntent({ campaignId: campaign.id, amount: 1 });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.provider).toBe('test');
    expect(body.amount).toBe('478.80'); // 120 × $3.99
    expect(body.clientSecret).toMatch(/^pi_test_\w+_secret_/);
    const [row] = await t.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, body.paymentIntentId));
    expect(row).toMatchObject({ amountCents: 47880, campaignId: campaign.id, provider: 'test' });
  });

  it('returns the same open intent when asked twice, with its amount updated if the total changed', async () => {
    const campaign = await insertCampaign(t.database.db, { notes: 10 });
    const first = await openIntent(campaign.id);
    const again = await openIntent(campaign.id);
    expect(again.paymentIntentId).toBe(first.paymentIntentId);
    expect(again.clientSecret).toBe(first.clientSecret);

    // An 11th recipient joins the list, and the total follows it.
    await addCustomer(t.database.db, campaign, 499);
    const updated = await openIntent(campaign.id);
    expect(updated.paymentIntentId).toBe(first.paymentIntentId);
    expect(updated.amount).toBe('54.89');
  });

  it('refuses a campaign without contacts, an unknown campaign and a malformed id', async () => {
    const empty = await insertCampaign(t.database.db, { notes: 0, totalAmountCents: 0 });
    const res = await createIntent({ campaignId: empty.id });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/no contacts/i);

    const unknown = await createIntent({ campaignId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Campaign not found');

    const malformed = await createIntent({ campaignId: 42 });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/campaignId/);
  });

  it('refuses a campaign that is already paid', async () => {
    const campaign = await insertCampaign(t.database.db, { notes: 5 });
    const intent = await openIntent(campaign.id);
    expect((await confirm(intent, card(TEST_CARDS.success))).statusCode).toBe(200);
    const res = await createIntent({ campaignId: campaign.id });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/already been paid \(order #\d+\)/);
  });
});

describe('POST /api/test-payments/confirm: Stripe test cards', () => {
  it('4242 4242 4242 4242 succeeds and the order exists at once, before the page reports it', async () => {
    const campaign = await insertCampaign(t.database.db, { notes: 3 });
    const intent = await openIntent(campaign.id);
    const res = await confirm(intent, card('4242 4242 4242 4242'));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'succeeded', paymentIntentId: intent.paymentIntentId });
    const orders = await ordersOf(t.database.db, campaign.id);
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      status: 'paid',
      amountCents: 3 * 499,
      customerEmail: 'owner@whitfieldmotors.com',
    });
    // Confirming the same intent again changes nothing.
    expect((await confirm(intent, card(TEST_CARDS.success))).statusCode).toBe(200);
    expect(await ordersOf(t.database.db, campaign.id)).toHaveLength(1);
  });

  it.each([
    ['declined', TEST_CARDS.declined, CARD_MESSAGES.declined],
    ['insufficient funds', TEST_CARDS.insufficientFunds, CARD_MESSAGES.insufficientFunds],
  ])(
    'the %s card fails with 402 and the message, records it, and makes no order',
    async (_n, number, message) => {
      const campaign = await insertCampaign(t.database.db, { notes: 3 });
      const intent = await openIntent(campaign.id);
      const res = await confirm(intent, card(number));
      expect(res.statusCode).toBe(402);
      expect(res.json().message).toBe(message);
      expect(await ordersOf(t.database.db, campaign.id)).toHaveLength(0);
      const [row] = await t.database.db
        .select()
        .from(paymentIntents)
        .where(eq(paymentIntents.id, intent.paymentIntentId));
      expect(row).toMatchObject({ status: 'requires_payment_method', lastError: message });
      // The customer retries with a good card on the same intent.
      expect((await confirm(intent, card(TEST_CARDS.success))).statusCode).toBe(200);
      expect(await ordersOf(t.database.db, campaign.id)).toHaveLength(1);
    },
  );

  it.each([
    ['a number failing the Luhn check', card('4242 4242 4242 4241'), CARD_MESSAGES.invalidNumber],
    ['a short number', card('4242 4242'), CARD_MESSAGES.incompleteNumber],
    ['a past expiry', card(TEST_CARDS.success, { expMonth: 1, expYear: 2020 }), CARD_MESSAGES.expired],
    ['a month of 13', card(TEST_CARDS.success, { expMonth: 13 }), CARD_MESSAGES.invalidMonth],
    ['a short CVC', card(TEST_CARDS.success, { cvc: '12' }), CARD_MESSAGES.incompleteCvc],
  ])('refuses %s with a message', async (_n, c, message) => {
    const campaign = await insertCampaign(t.database.db, { notes: 3 });
    const intent = await openIntent(campaign.id);
    const res = await confirm(intent, c);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await ordersOf(t.database.db, campaign.id)).toHaveLength(0);
  });

  it('refuses a wrong client secret as an unknown payment', async () => {
    const campaign = await insertCampaign(t.database.db, { notes: 3 });
    const intent = await openIntent(campaign.id);
    const res = await confirm(
      { ...intent, clientSecret: `${intent.clientSecret}x` },
      card(TEST_CARDS.success),
    );
    expect(res.statusCode).toBe(404);
    expect(await ordersOf(t.database.db, campaign.id)).toHaveLength(0);
  });
});

describe('PAYMENTS=disabled', () => {
  let off: TestApp;
  beforeAll(async () => {
    off = await createTestApp({ PAYMENTS: 'disabled' });
  });

  it('opens no intent and says payments are not set up', async () => {
    const campaign = await insertCampaign(off.database.db, { notes: 3 });
    const res = await off.app.inject({
      method: 'POST',
      url: '/api/create-payment-intent',
      payload: { campaignId: campaign.id },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toMatch(/not set up/);
  });
});
