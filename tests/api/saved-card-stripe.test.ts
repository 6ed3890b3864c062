import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, savedCards } from '../../src/server/db/schema';
import { payWithAccountCard } from '../../src/shared/contracts/account-card/pay-with-account-card';
import { createPaymentIntent } from '../../src/shared/contracts/payments/create-payment-intent';
import { NO_SAVED_CARD } from '../../src/shared/saved-cards';
import { signInAs } from '../support/account-session';
import { callApi } from '../support/call-api';
import { insertCampaign, ordersOf, reloadCampaign } from '../support/campaign-fixtures';
import { cardCalls } from '../support/card-calls';
import { startSmtpServer } from '../support/smtp';
import { createStripeTestApp, type StripeDouble, startStripeDouble } from '../support/stripe-double';
import type { TestApp } from '../support/test-app';

const ADA = 'ada@harbor-dental.com';
const BEN = 'ben@northside-realty.com';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let stripe: StripeDouble;
let t: TestApp;
let ada: string;
let ben: string;
beforeAll(async () => {
  smtp = await startSmtpServer();
  stripe = await startStripeDouble();
  t = await createStripeTestApp(stripe, { SMTP_URL: smtp.url });
  ada = await signInAs(t, smtp, ADA);
  ben = await signInAs(t, smtp, BEN);
});
afterAll(async () => {
  await smtp.close();
  await stripe.close();
});

async function accountId(email: string): Promise<string> {
  const [row] = await t.database.db.select().from(accounts).where(eq(accounts.email, email));
  return row!.id;
}

async function openIntent(campaignId: string, cookie: string | undefined, saveCard?: boolean) {
  const intent = await callApi(
    t,
    createPaymentIntent,
    { body: { campaignId, saveCard } },
    { as: cookie ? { cookie } : undefined },
  );
  return intent.paymentIntentId;
}

const placeOrder = (campaignId: string, paymentIntentId: string, customerEmail: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/orders',
    payload: { campaignId, paymentIntentId, customerEmail },
  });

const { getCard, removeCard, payWithCard } = cardCalls(() => t);

async function savedRow(email: string) {
  const [row] = await t.database.db
    .select()
    .from(savedCards)
    .where(eq(savedCards.accountId, await accountId(email)));
  return row;
}

const offSessionCharges = () =>
  stripe.requests.filter(
    (r) => r.method === 'POST' && r.path === '/v1/payment_intents' && r.body.confirm === 'true',
  );

describe('card on file with Stripe (against a local double of the Stripe API)', () => {
  it("opens a guest's payment without a customer, whatever saveCard says", async () => {
    const campaign = await insertCampaign(t.database.db, { notes: 10 });
    const id = await openIntent(campaign.id, undefined, true);
    expect(stripe.intents.get(id)).toMatchObject({ customer: null, setup_future_usage: null });
  });

  it('saves the card at checkout on the account’s Stripe Customer (POST /api/orders path)', async () => {
    const campaign = await insertCampaign(t.database.db, { notes: 10 });
    const id = await openIntent(campaign.id, ada, true);
    const intent = stripe.intents.get(id)!;
    expect(intent.setup_future_usage).toBe('off_session');
    const customer = stripe.customers.get(String(intent.customer))!;
    expect(customer).toMatchObject({ email: ADA, metadata: { accountId: await accountId(ADA) } });

    stripe.succeedWithCard(id, '4242424242424242', ADA);
    expect((await placeOrder(campaign.id, id, ADA)).statusCode).toBe(200);
    expect((await getCard(ada)).json()).toEqual({
      card: { brand: 'visa', last4: '4242', expMonth: 12, expYear: new Date().getFullYear() + 3 },
    });
    expect(await savedRow(ADA)).toMatchObject({
      provider: 'stripe',
      providerCustomerId: customer.id,
      providerPaymentMethodId: intent.payment_method,
    });
  });

  it('replaces it with the card of a later checkout fulfilled by the webhook, on the same Customer', async () => {
    const campaign = await insertCampaign(t.database.db, { notes: 10 });
    // Opened unticked, then ticked before paying: the same intent now keeps the card.
    const id = await openIntent(campaign.id, ada, false);
    expect(stripe.intents.get(id)!.setup_future_usage).toBeNull();
    expect(await openIntent(campaign.id, ada, true)).toBe(id);
    const intent = stripe.succeedWithCard(id, '5555555555554444', ADA);
    expect(intent.customer).toBe((await savedRow(ADA))!.providerCustomerId);

    const event = stripe.webhook('payment_intent.succeeded', intent);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/stripe/webhook',
      headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
      payload: event.payload,
    });
    expect(res.json()).toMatchObject({ outcome: 'processed' });
    expect((await getCard(ada)).json().card).toMatchObject({ brand: 'mastercard', last4: '4444' });
    expect([...stripe.customers.values()].filter((c) => c.email === ADA)).toHaveLength(1);
  });

  it('pays with the saved card off-session: a paid order and the confirmation e-mail', async () => {
    const card = (await savedRow(ADA))!;
    const campaign = await insertCampaign(t.database.db, { notes: 25, name: 'Cleaning reminders, June' });
    const { orderId } = await callApi(
      t,
      payWithAccountCard,
      { body: { campaignId: campaign.id } },
      { as: { cookie: ada } },
    );

    const charge = offSessionCharges().at(-1)!;
    expect(charge.body).toMatchObject({
      amount: String(campaign.totalAmountCents),
      customer: card.providerCustomerId,
      payment_method: card.providerPaymentMethodId,
      off_session: 'true',
      confirm: 'true',
    });
    const [order] = await ordersOf(t.database.db, campaign.id);
    expect(order).toMatchObject({
      id: orderId,
      status: 'paid',
      paymentProvider: 'stripe',
      customerEmail: ADA,
    });
    await t.mail.kick();
    const mail = await smtp.waitFor((m) => m.to.includes(ADA) && m.text.includes(orderId));
    expect(mail.subject).toContain('is confirmed');
  });

  it('a declined saved card leaves no order and says why', async () => {
    const card = (await savedRow(ADA))!;
    stripe.declineCard(
      card.providerPaymentMethodId,
      'insufficient_funds',
      'Your card has insufficient funds.',
    );
    const campaign = await insertCampaign(t.database.db, { notes: 25 });
    const res = await payWithCard(campaign.id, ada);
    expect(res.statusCode).toBe(402);
    expect(res.json().message).toBe('Your card has insufficient funds.');
    expect(await ordersOf(t.database.db, campaign.id)).toHaveLength(0);
    expect((await reloadCampaign(t.database.db, campaign.id)).status).toBe('draft');
  });

  it("another account can neither see the card nor pay with it, nor have Ada's card pay its campaign", async () => {
    expect((await getCard(ben)).json()).toEqual({ card: null });
    const bens = await insertCampaign(t.database.db, { notes: 4, accountId: await accountId(BEN) });
    const before = offSessionCharges().length;
    expect((await payWithCard(bens.id, ben)).statusCode).toBe(409);
    expect((await payWithCard(bens.id, ada)).statusCode).toBe(404);
    expect(offSessionCharges()).toHaveLength(before);
    expect(await ordersOf(t.database.db, bens.id)).toHaveLength(0);
  });

  it('answers 401 when signed out', async () => {
    const campaign = await insertCampaign(t.database.db, { notes: 4 });
    for (const res of [await getCard(), await removeCard(), await payWithCard(campaign.id)]) {
      expect(res.statusCode).toBe(401);
    }
  });

  it('removes the card: detached at Stripe, gone from the account, and no longer chargeable', async () => {
    const card = (await savedRow(ADA))!;
    expect((await removeCard(ada)).statusCode).toBe(204);
    expect(stripe.paymentMethods.get(card.providerPaymentMethodId)!.customer).toBeNull();
    expect((await getCard(ada)).json()).toEqual({ card: null });

    const campaign = await insertCampaign(t.database.db, { notes: 4 });
    const res = await payWithCard(campaign.id, ada);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(NO_SAVED_CARD);
    expect(await ordersOf(t.database.db, campaign.id)).toHaveLength(0);
  });
});
