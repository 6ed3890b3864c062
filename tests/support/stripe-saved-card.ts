import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { savedCards } from '../../src/server/db/schema';
import { createPaymentIntent } from '../../src/shared/contracts/payments/create-payment-intent';
import { insertCampaign } from './campaign-fixtures';
import type { StripeDouble } from './stripe-double';
import type { TestApp } from './test-app';
import type { V1Customer } from './v1-client';

/**
 * The customer keeps a card at the Stripe double by ticking "Save this card" at a checkout, as a customer does;
 * the saved card's row.
 */
export async function saveCardAtCheckout(t: TestApp, stripe: StripeDouble, who: V1Customer, email: string) {
  const paid = await insertCampaign(t.database.db, { notes: 2, accountId: who.accountId });
  const opened = await t.app.inject({
    method: 'POST',
    url: '/api/create-payment-intent',
    headers: { cookie: who.cookie },
    payload: { campaignId: paid.id, saveCard: true },
  });
  const { paymentIntentId } = createPaymentIntent.response.parse(opened.json());
  stripe.succeedWithCard(paymentIntentId, '4242424242424242', email);
  const placed = await t.app.inject({
    method: 'POST',
    url: '/api/orders',
    headers: { cookie: who.cookie },
    payload: { campaignId: paid.id, paymentIntentId, customerEmail: email },
  });
  expect(placed.statusCode, placed.body).toBe(200);
  const [card] = await t.database.db.select().from(savedCards).where(eq(savedCards.accountId, who.accountId));
  return card!;
}
