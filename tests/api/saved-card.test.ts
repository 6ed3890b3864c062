import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, paymentIntents, savedCards } from '../../src/server/db/schema';
import { chargeSavedCard } from '../../src/server/features/fulfilment/charge-saved-card';
import { TestPaymentProvider } from '../../src/server/features/payments/test-provider';
import { payWithAccountCard } from '../../src/shared/contracts/account-card/pay-with-account-card';
import { createPaymentIntent } from '../../src/shared/contracts/payments/create-payment-intent';
import { TEST_CARDS } from '../../src/shared/payments';
import { NO_SAVED_CARD } from '../../src/shared/saved-cards';
import { signInAs } from '../support/account-session';
import { callApi } from '../support/call-api';
import { insertCampaign, ordersOf, reloadCampaign } from '../support/campaign-fixtures';
import { cardCalls } from '../support/card-calls';
import { startSmtpServer } from '../support/smtp';
import { createTestApp, type TestApp } from '../support/test-app';

const ADA = 'ada@harbor-dental.com';
const BEN = 'ben@northside-realty.com';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let ada: string;
let ben: string;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ SMTP_URL: smtp.url });
  ada = await signInAs(t, smtp, ADA);
  ben = await signInAs(t, smtp, BEN);
});
afterAll(async () => {
  await smtp.close();
});

async function accountId(email: string): Promise<string> {
  const [row] = await t.database.db.select().from(accounts).where(eq(accounts.email, email));
  return row!.id;
}

const card = (number: string) => ({ number, expMonth: 8, expYear: new Date().getFullYear() + 2, cvc: '123' });

const openIntent = (campaignId: string, cookie: string | undefined, saveCard?: boolean) =>
  callApi(
    t,
    createPaymentIntent,
    { body: { campaignId, saveCard } },
    { as: cookie ? { cookie } : undefined },
  );

async function payAtCheckout(
  campaignId: string,
  cookie: string | undefined,
  saveCard: boolean,
  email: string,
) {
  const intent = await openIntent(campaignId, cookie, saveCard);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/test-payments/confirm',
    payload: { ...intent, card: card(TEST_CARDS.success), receiptEmail: email },
  });
  expect(res.statusCode).toBe(200);
  return intent;
}

const { getCard, removeCard, payWithCard } = cardCalls(() => t);

async function savedCardOf(email: string) {
  const [row] = await t.database.db
    .select({ card: savedCards })
    .from(savedCards)
    .innerJoin(accounts, eq(accounts.id, savedCards.accountId))
    .where(eq(accounts.email, email));
  return row?.card;
}

describe('card on file with the test provider', () => {
  it('is not saved unless the signed-in customer ticks "Save this card"', async () => {
    const campaign = await insertCampaign(t.database.db, { notes: 12 });
    await payAtCheckout(campaign.id, ada, false, ADA);
    expect((await getCard(ada)).json()).toEqual({ card: null });
  });

  it("ignores a guest's saveCard: no card is kept anywhere", async () => {
    const campaign = await insertCampaign(t.database.db, { notes: 12 });
    const intent = await payAtCheckout(campaign.id, undefined, true, ADA);
    const [row] = await t.database.db
      .select()
      .from(paymentIntents)
      .where(eq(paymentIntents.id, intent.paymentIntentId));
    expect(row!.saveCard).toBe(false);
    expect(await savedCardOf(ADA)).toBeUndefined();
  });

  it('saves the card at checkout as a test token with brand, last four and expiry, never the number', async () => {
    const campaign = await insertCampaign(t.database.db, { notes: 12 });
    await payAtCheckout(campaign.id, ada, true, ADA);
    const res = await getCard(ada);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      card: { brand: 'visa', last4: '4242', expMonth: 8, expYear: new Date().getFullYear() + 2 },
    });
    const row = await savedCardOf(ADA);
    expect(row).toMatchObject({
      provider: 'test',
      providerPaymentMethodId: expect.stringMatching(/^pm_test_/),
    });
    expect(JSON.stringify(row)).not.toContain(TEST_CARDS.success);
    // The campaign paid while signed in belongs to the account that keeps the card.
    expect((await reloadCampaign(t.database.db, campaign.id)).accountId).toBe(await accountId(ADA));
  });

  it('keeps the box as last ticked: unticking before paying saves nothing new', async () => {
    const campaign = await insertCampaign(t.database.db, { notes: 12 });
    const before = await savedCardOf(ADA);
    const ticked = await openIntent(campaign.id, ada, true);
    const unticked = await openIntent(campaign.id, ada, false);
    expect(unticked.paymentIntentId).toBe(ticked.paymentIntentId);
    await t.app.inject({
      method: 'POST',
      url: '/api/test-payments/confirm',
      payload: { ...unticked, card: card('4242 4242 4242 4242'), receiptEmail: ADA },
    });
    expect((await savedCardOf(ADA))!.providerPaymentMethodId).toBe(before!.providerPaymentMethodId);
  });

  it('pays another campaign with the saved card: a paid order and the confirmation e-mail', async () => {
    const campaign = await insertCampaign(t.database.db, { notes: 40, name: 'Autumn check-up reminders' });
    const { orderId } = await callApi(
      t,
      payWithAccountCard,
      { body: { campaignId: campaign.id } },
      { as: { cookie: ada } },
    );
    const [order] = await ordersOf(t.database.db, campaign.id);
    expect(order).toMatchObject({
      id: orderId,
      status: 'paid',
      amountCents: campaign.totalAmountCents,
      customerEmail: ADA,
      paymentProvider: 'test',
    });
    await t.mail.kick();
    const mail = await smtp.waitFor(
      (m) => m.to.includes(ADA) && m.subject.includes('is confirmed') && m.text.includes(orderId),
    );
    expect(mail.text).toContain('Autumn check-up reminders');

    // Paying again (a double click, a retry) makes no second order.
    const again = await payWithCard(campaign.id, ada);
    expect(again.statusCode).toBe(409);
    expect(await ordersOf(t.database.db, campaign.id)).toHaveLength(1);
  });

  it('charges through the one service without the customer present, with the same checks', async () => {
    const id = await accountId(ADA);
    const deps = {
      config: t.config,
      database: t.database,
      mail: t.mail,
      payments: new TestPaymentProvider(t.database.db),
    };
    const campaign = await insertCampaign(t.database.db, { notes: 5, accountId: id });
    const paid = await chargeSavedCard(deps, { accountId: id, campaignId: campaign.id });
    expect(paid).toEqual({ ok: true, orderId: expect.any(String) });
    const [order] = await ordersOf(t.database.db, campaign.id);
    expect(order).toMatchObject({ id: paid.ok ? paid.orderId : '', status: 'paid' });
    // The same call again (a retried job) makes no second order.
    const repeated = await chargeSavedCard(deps, { accountId: id, campaignId: campaign.id });
    expect(repeated.ok).toBe(false);
    expect(await ordersOf(t.database.db, campaign.id)).toHaveLength(1);

    const cancelled = await insertCampaign(t.database.db, { notes: 5, accountId: id, status: 'cancelled' });
    expect(await chargeSavedCard(deps, { accountId: id, campaignId: cancelled.id })).toEqual({
      ok: false,
      message: 'This campaign was cancelled and cannot be paid.',
    });
    expect(await ordersOf(t.database.db, cancelled.id)).toHaveLength(0);
  });

  it('another account can neither see nor use the card, nor have its campaign paid with it', async () => {
    expect((await getCard(ben)).json()).toEqual({ card: null });
    const bens = await insertCampaign(t.database.db, { notes: 6, accountId: await accountId(BEN) });
    const res = await payWithCard(bens.id, ben);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(NO_SAVED_CARD);

    // Ada's card cannot pay Ben's campaign: it answers as if the campaign did not exist.
    const foreign = await payWithCard(bens.id, ada);
    expect(foreign.statusCode).toBe(404);
    expect(await ordersOf(t.database.db, bens.id)).toHaveLength(0);

    // Ben saves and removes a card of his own; Ada's stays.
    await payAtCheckout((await insertCampaign(t.database.db, { notes: 3 })).id, ben, true, BEN);
    expect((await getCard(ben)).json().card).toMatchObject({ last4: '4242' });
    expect((await removeCard(ben)).statusCode).toBe(204);
    expect((await getCard(ben)).json()).toEqual({ card: null });
    expect((await getCard(ada)).json().card).toMatchObject({ last4: '4242' });
  });

  it('answers 401 to every card route when signed out', async () => {
    const campaign = await insertCampaign(t.database.db, { notes: 3 });
    for (const res of [await getCard(), await removeCard(), await payWithCard(campaign.id)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBeTruthy();
    }
  });

  it('removes the card; paying with it then fails cleanly and makes no order', async () => {
    expect((await removeCard(ada)).statusCode).toBe(204);
    expect((await getCard(ada)).json()).toEqual({ card: null });
    expect(await savedCardOf(ADA)).toBeUndefined();
    expect((await removeCard(ada)).statusCode).toBe(204);

    const campaign = await insertCampaign(t.database.db, { notes: 8 });
    const res = await payWithCard(campaign.id, ada);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(NO_SAVED_CARD);
    expect(await ordersOf(t.database.db, campaign.id)).toHaveLength(0);
  });
});
